/** What the moving designs (carousel, slideshow, strip, swipe, new-swipe) share. No React, no DOM. */
import type { GalleryState } from '../../gallery.logic.ts';

/** The text a slide group is labelled with (WAI-ARIA APG carousel). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The class a disabled previous or next button carries (the pagination disabled class, spec 001 §4). */
export const PAGINATION_DISABLED = 'disabled';

/** Which pagination controls are disabled: at the ends, when loop is off. */
export function paginationDisabled(state: Pick<GalleryState, 'index' | 'count' | 'loop'>): {
  previous: boolean;
  next: boolean;
} {
  if (state.count <= 1) return { previous: true, next: true };
  if (state.loop) return { previous: false, next: false };
  return { previous: state.index === 0, next: state.index === state.count - 1 };
}
