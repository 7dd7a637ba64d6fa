import { useEffect } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { type DesignKind, UNKNOWN_DESIGN_MESSAGE } from './designs/designs.logic.ts';

/** Problems with the block data, said once each, in the spec's words (001 §8): a skipped block, else its design. */
export function useBlockDataWarnings(design: string, kind: DesignKind, skipped: string | null): void {
  useEffect(() => {
    if (skipped) {
      warnOnce(`sq-gallery: ${skipped}`);
    } else if (kind === 'unknown') {
      warnOnce(`sq-gallery: ${UNKNOWN_DESIGN_MESSAGE} ${JSON.stringify(design)}; using grid`);
    }
  }, [design, kind, skipped]);
}
