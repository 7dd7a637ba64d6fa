import { useEffect } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { DESIGN_NAMES, type DesignKind } from './designs/designs.logic.ts';

/**
 * Problems with the block data, said once each, in the spec's words (001 §8): a skipped block, else its
 * design (with the designs there are, a moment later).
 */
export function useBlockDataWarnings(design: string, kind: DesignKind, skipped: string | null): void {
  useEffect(() => {
    if (skipped) {
      warnOnce(`sq-gallery: ${skipped}`);
    } else if (kind === 'unknown') {
      // What says so, with the designs there are, loads only then.
      void import('./designs/unknown-design.ts').then((part) => part.warn(design, DESIGN_NAMES));
    }
  }, [design, kind, skipped]);
}
