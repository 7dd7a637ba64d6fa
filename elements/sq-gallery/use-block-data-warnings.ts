import { useEffect } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { readDesign, UNKNOWN_DESIGN_MESSAGE } from './designs/designs.logic.ts';
import type { SkippedBlock } from './gallery.logic.ts';

const warn = (message: string) => warnOnce(`sq-gallery: ${message}`);

/** Problems with the block data, said once each, in the spec's words (001 §8). */
export function useBlockDataWarnings(design: string, skipped: SkippedBlock | null): void {
  const message = skipped?.message;
  useEffect(() => {
    if (message) warn(message);
  }, [message]);
  useEffect(() => {
    if (message) return;
    const read = readDesign(design);
    if (read.kind === 'unknown') warn(`${UNKNOWN_DESIGN_MESSAGE} ${JSON.stringify(design)}; using grid`);
    if (read.kind === 'later') {
      warn(`the ${JSON.stringify(design)} design is not in this version; showing the slides as they are`);
    }
  }, [design, message]);
}
