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

/**
 * The first slide shown once slide `index` is current: where the row was, as
 * long as `index` is on it (opening a slide of a full last group moves
 * nothing), else the start of the group holding `index`.
 */
export function windowStart(previous: number, index: number, perRow: number, count: number): number {
  const last = Math.max(0, count - perRow);
  if (previous >= 0 && previous <= last && index >= previous && index < previous + perRow) return previous;
  return groupStart(groupOf(index, perRow, count), perRow, count);
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
  start: number;
  loop: boolean;
}): CarouselControls {
  if (state.count <= state.perRow) return { hidden: true, previousDisabled: true, nextDisabled: true };
  if (state.loop) return { hidden: false, previousDisabled: false, nextDisabled: false };
  return { hidden: false, previousDisabled: state.start <= 0, nextDisabled: state.start >= state.count - state.perRow };
}

/**
 * The slide a step by a group goes to (it becomes the first shown): a row
 * further, the last group kept full, round to the other end with loop on;
 * null when it stays (an end with loop off, or all slides fitting).
 */
export function groupStep(
  state: { start: number; count: number; perRow: number; loop: boolean },
  forward: boolean,
): number | null {
  const { start, count, perRow, loop } = state;
  const last = count - perRow;
  if (last <= 0) return null;
  if (forward) {
    if (start >= last) return loop ? 0 : null;
    return Math.min(start + perRow, last);
  }
  if (start <= 0) return loop ? last : null;
  return Math.max(start - perRow, 0);
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
