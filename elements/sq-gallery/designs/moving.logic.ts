/** What the moving designs (carousel, slideshow, strip) share. No React, no DOM. */
import type { GalleryState } from '../gallery.logic.ts';

/** The text a slide group is labelled with (WAI-ARIA APG carousel). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The class a disabled previous or next button carries (the pagination disabled class, spec 001 §4). */
export const PAGINATION_DISABLED = 'disabled';

/** How far apart two slides are, going round the ends. */
export function slideDistance(a: number, b: number, count: number): number {
  const apart = Math.abs(a - b);
  return Math.min(apart, count - apart);
}

/** Whether slide `at` is drawn: within `preload` slides of the current one, round the ends (spec 001 §9 preload). */
export function preloaded(at: number, current: number, count: number, preload: number): boolean {
  return slideDistance(at, current, count) <= preload;
}

/** Which pagination controls are disabled: at the ends, when loop is off. */
export function paginationDisabled(state: Pick<GalleryState, 'index' | 'count' | 'loop'>): {
  previous: boolean;
  next: boolean;
} {
  if (state.count <= 1) return { previous: true, next: true };
  if (state.loop) return { previous: false, next: false };
  return { previous: state.index === 0, next: state.index === state.count - 1 };
}
