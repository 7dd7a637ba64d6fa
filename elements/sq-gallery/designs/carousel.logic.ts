/**
 * The carousel design (spec 001 §4 "Carousel", §9): slides in a row that
 * moves by groups of a row's worth, the breakpoints, and which controls show.
 * No React, no DOM.
 */
import type { AspectRatio } from './grid.logic.ts';

/** Carousel: 3 slides per row, gutter 1 % of the width (spec 001 §9). */
export const CAROUSEL_SLIDES_PER_ROW = 3;
export const CAROUSEL_GUTTER_PERCENT = 1;
/** Below these widths (px) the slides per row drop (spec 001 §4 "Carousel"). */
export const CAROUSEL_NARROW = 480;
export const CAROUSEL_MEDIUM = 724;

/**
 * Slides per row at `width`: down to 2 below 480 px when the configured
 * number is above 1, down to 3 below 724 px when it is above 2.
 */
export function carouselSlidesPerRow(configured: number, width: number | null): number {
  if (width === null) return configured;
  if (width < CAROUSEL_NARROW && configured > 1) return 2;
  if (width < CAROUSEL_MEDIUM && configured > 2) return 3;
  return configured;
}

/** How many groups (rows' worth of slides) the carousel moves through. */
export function groupCount(count: number, perRow: number): number {
  return count <= 0 ? 0 : Math.ceil(count / Math.max(1, perRow));
}

/** The group showing slide `index`. */
export function groupOf(index: number, perRow: number, count: number): number {
  return Math.min(Math.floor(index / Math.max(1, perRow)), Math.max(0, groupCount(count, perRow) - 1));
}

/**
 * The first slide shown for `group`: the last group is full, ending on the
 * last slide, so the row is never half empty.
 */
export function groupStart(group: number, perRow: number, count: number): number {
  return Math.max(0, Math.min(group * perRow, count - perRow));
}

/** Whether slide `index` is on screen when `group` shows (the others are inert). */
export function slideShown(index: number, group: number, perRow: number, count: number): boolean {
  const start = groupStart(group, perRow, count);
  return index >= start && index < start + perRow;
}

/** The carousel's previous and next buttons. */
export interface CarouselControls {
  /** All slides fit: no buttons at all. */
  hidden: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/**
 * The buttons: hidden when all slides fit (so loop with fewer slides than fit
 * moves nothing and clones nothing), disabled on the first or last group when
 * loop is off.
 */
export function carouselControls(state: {
  count: number;
  perRow: number;
  group: number;
  loop: boolean;
}): CarouselControls {
  const groups = groupCount(state.count, state.perRow);
  if (state.count <= state.perRow) return { hidden: true, previousDisabled: true, nextDisabled: true };
  if (state.loop) return { hidden: false, previousDisabled: false, nextDisabled: false };
  return { hidden: false, previousDisabled: state.group <= 0, nextDisabled: state.group >= groups - 1 };
}

/**
 * The slide a step by a group goes to: the first of the next or previous
 * group, round to the other end with loop on; null when it stays (an end
 * with loop off, or all slides fitting).
 */
export function groupStep(
  state: { index: number; count: number; perRow: number; loop: boolean },
  forward: boolean,
): number | null {
  const groups = groupCount(state.count, state.perRow);
  if (groups <= 1) return null;
  const group = groupOf(state.index, state.perRow, state.count) + (forward ? 1 : -1);
  if (group < 0 || group >= groups) {
    if (!state.loop) return null;
    return ((group + groups) % groups) * state.perRow;
  }
  return group * state.perRow;
}

/**
 * The ratio (width over height) every carousel tile shares, so the row has
 * one height from the first paint and keeps it as slides change: the
 * configured one, or with 'Auto' the tallest image's (the others contained).
 */
export function carouselRatio(
  aspectRatio: AspectRatio | undefined,
  slides: readonly { dimensions?: { width: number; height: number } | undefined }[],
): number {
  if (typeof aspectRatio === 'number') return aspectRatio;
  if (aspectRatio === undefined) return 1;
  const ratios = slides.flatMap(({ dimensions }) =>
    dimensions && dimensions.width > 0 && dimensions.height > 0 ? [dimensions.width / dimensions.height] : [],
  );
  return ratios.length ? Math.min(...ratios) : 1;
}

/** The text a carousel slide group is labelled with (WAI-ARIA APG carousel). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
