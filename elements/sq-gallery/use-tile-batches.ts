import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '../../lib/image-sizing/image-sizing.ts';
import type { Span } from './designs/box.logic.ts';

/**
 * Tiles are drawn in batches: the tiles in view with the gallery, the rest
 * one batch per task in order, so a large gallery upgrades without one long
 * task. Every tile's box is known from the start (the gallery's height too),
 * so tiles drawn later move nothing. The list, whose rows flow, draws its
 * first batch of rows at once and the rest below them.
 */
export const TILE_BATCH = 48;
/** Tiles this far outside the window are drawn with the ones in it: their images load as early. */
const FIRST_VIEW_MARGIN = LAZY_LOAD_MARGIN_PX;

/**
 * How many tiles, in order, may be drawn now: a batch more each task until
 * all `count` are. A gallery rendered on the server drew them all at once.
 */
export function useTileLimit(count: number, all = false): number {
  const [limit, setLimit] = useState(() => (all ? count : 0));
  useEffect(() => {
    if (limit >= count) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => current + TILE_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [limit, count]);
  return limit;
}

/** The rows of `element` (from its top) inside the window when it first rendered, with a margin. */
export function useFirstView(element: HTMLElement): Span | null {
  const [view, setView] = useState<Span | null>(null);
  useLayoutEffect(() => {
    const top = element.getBoundingClientRect().top;
    setView({ start: -top - FIRST_VIEW_MARGIN, end: innerHeight - top + FIRST_VIEW_MARGIN });
  }, [element]);
  return view;
}
