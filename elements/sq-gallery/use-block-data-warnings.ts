import { useEffect } from 'react';
import { warnOnce } from '../../lib/warn-once.ts';
import { readDesign, UNKNOWN_DESIGN_MESSAGE } from './designs/designs.logic.ts';
import type { SlideItem } from './gallery.schema.ts';

/** The console message for block data that does not parse (spec 001 §8). */
const DECODE_ERROR = 'Error decoding gallery block data';
/** The console message for block data that parses but cannot be used (spec 001 §8). */
const EVALUATE_ERROR = 'Error evaluating gallery block data';

const warn = (message: string) => warnOnce(`sq-gallery: ${message}`);

/** Problems with the block data, said once each, in the spec's words. */
export function useBlockDataWarnings(host: HTMLElement, design: string, items: readonly SlideItem[] | undefined): void {
  const text = host.getAttribute('config');
  useEffect(() => {
    if (!text) return;
    try {
      JSON.parse(text);
    } catch {
      warn(`${DECODE_ERROR}: ${text}; using the defaults`);
    }
  }, [text]);
  useEffect(() => {
    const read = readDesign(design);
    if (read.kind === 'unknown') warn(`${UNKNOWN_DESIGN_MESSAGE} ${JSON.stringify(design)}; using grid`);
    if (read.kind === 'later') {
      warn(`the ${JSON.stringify(design)} design is not in this version; showing the slides as they are`);
    }
  }, [design]);
  const empty = (items ?? []).findIndex((item) => !item.src.trim());
  useEffect(() => {
    if (empty !== -1) warn(`${EVALUATE_ERROR}: items[${empty}] has no src; skipped`);
  }, [empty]);
}
