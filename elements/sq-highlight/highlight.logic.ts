/** Text highlight rules (spec 001 §3 "Text highlight attributes", §4 "Text highlight", §9). */

import type { HighlightBreakpoint } from '../../lib/breakpoints.ts';
import type { Box } from './shapes.logic.ts';

/** The animation starts this long after the highlight is ready and in view (spec 001 §9). */
export const REVEAL_DELAY_MS = 250;
/** No line's share of the animation is less than this fraction (spec 001 §9). */
export const MIN_TWEEN_FRACTION = 0.2;
/** Layout is re-measured once a resize has settled this long (spec 001 §9). */
export const RESIZE_DEBOUNCE_MS = 10;
/** After the parent's last transition event, shapes follow it every frame for this long (spec 001 §9). */
export const ANIMATION_WATCH_MS = 2000;
// The highlight's breakpoints are the platform's (lib/breakpoints.ts, spec 001 §9): mobile up to 432 px, desktop
// from 433 px, tablet never; `breakpointFor(width)` says which.
export {
  HIGHLIGHT_DESKTOP_MIN_WIDTH as DESKTOP_MIN_WIDTH,
  HIGHLIGHT_MOBILE_MAX_WIDTH as MOBILE_MAX_WIDTH,
  highlightBreakpoint as breakpointFor,
} from '../../lib/breakpoints.ts';
/** fadeScale grows the shape from this scale (spec 001 §4). */
export const FADE_SCALE_FROM = 0.5;

export type Breakpoint = HighlightBreakpoint;

/** A font size: one for every width, or one per breakpoint. */
export type FontSize = number | { mobile?: number; desktop?: number };

/** The font size an em thickness is measured against: the configured one for the breakpoint, else the text's own. */
export function resolveFontSize(fontSize: FontSize | undefined, breakpoint: Breakpoint, computed: number): number {
  if (typeof fontSize === 'number') return fontSize;
  return fontSize?.[breakpoint] ?? computed;
}

export interface Thickness {
  unit: 'em' | 'px';
  value: number;
}

/** The stroke width in px: an em thickness times the font size, a px thickness as it is. */
export function resolveThickness(thickness: Thickness, fontSize: number): number {
  return thickness.unit === 'em' ? thickness.value * fontSize : thickness.value;
}

/**
 * Each line's share of the animation, in reading order: in proportion to
 * its length, but never under 0.2 (spec 001 §9), so a short last line is
 * still seen drawing. With more than five lines they share it equally.
 */
export function tweenFractions(lengths: number[]): number[] {
  const count = lengths.length;
  if (count === 0) return [];
  if (count * MIN_TWEEN_FRACTION >= 1) return lengths.map(() => 1 / count);
  const floored = new Set<number>();
  for (;;) {
    const left = 1 - floored.size * MIN_TWEEN_FRACTION;
    const total = lengths.reduce((sum, length, index) => (floored.has(index) ? sum : sum + Math.max(0, length)), 0);
    const open = count - floored.size;
    const fractions = lengths.map((length, index) =>
      floored.has(index) ? MIN_TWEEN_FRACTION : total > 0 ? (left * Math.max(0, length)) / total : left / open,
    );
    const under = fractions.flatMap((fraction, index) =>
      !floored.has(index) && fraction < MIN_TWEEN_FRACTION ? [index] : [],
    );
    if (under.length === 0) return fractions;
    for (const index of under) floored.add(index);
  }
}

/** When each line's animation starts and how long it lasts, in ms, for a total duration in seconds. */
export function lineTimings(lengths: number[], durationS: number): { delay: number; duration: number }[] {
  const total = durationS * 1000;
  let start = 0;
  return tweenFractions(lengths).map((fraction) => {
    const timing = { delay: start, duration: fraction * total };
    start += fraction * total;
    return timing;
  });
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The line boxes of some text from its client rects (one per text fragment):
 * fragments whose middles fall within the same line are joined, empty ones
 * dropped, top to bottom.
 */
export function lineBoxes(rects: Rect[]): Rect[] {
  const lines: Rect[] = [];
  const sorted = rects
    .filter((rect) => rect.right - rect.left > 0.5 && rect.bottom - rect.top > 0.5)
    .sort((a, b) => a.top - b.top || a.left - b.left);
  for (const rect of sorted) {
    const middle = (rect.top + rect.bottom) / 2;
    const line = lines.find((other) => middle >= other.top && middle <= other.bottom);
    if (line) {
      line.left = Math.min(line.left, rect.left);
      line.right = Math.max(line.right, rect.right);
      line.top = Math.min(line.top, rect.top);
      line.bottom = Math.max(line.bottom, rect.bottom);
    } else lines.push({ ...rect });
  }
  return lines;
}

export type HighlightState = 'still' | 'waiting' | 'animating' | 'done';

/** Whether the shape animates at all: only when turned on and the visitor does not ask for reduced motion. */
export function animates(isAnimationEnabled: boolean, reducedMotion: boolean): boolean {
  return isAnimationEnabled && !reducedMotion;
}

/** Whether the animation may start: in view, the parent visible, the shape measured. */
export function mayStart(input: { ready: boolean; inView: boolean; parentVisible: boolean }): boolean {
  return input.ready && input.inView && input.parentVisible;
}

/** The font size the server draws its first view for, in px: the drawing is then stretched to the text's box. */
export const FIRST_VIEW_FONT_PX = 16;
/** Our choice: a letter's width taken before the text is measured, in em. */
const FIRST_VIEW_LETTER_EM = 0.5;
/** Our choice: the height of a line of text's box taken before it is measured, in em (a common font's ascent and descent). */
const FIRST_VIEW_LINE_EM = 1.15;

/**
 * The line the server draws the shape for, before the text is measured: its
 * letters on one line of a 16 px font. The drawing is stretched over the
 * text's own box, so only the ratio of width to height is a guess.
 */
export function firstViewLine(letters: number): Box {
  return {
    x: 0,
    y: 0,
    width: Math.max(1, letters) * FIRST_VIEW_LETTER_EM * FIRST_VIEW_FONT_PX,
    height: FIRST_VIEW_LINE_EM * FIRST_VIEW_FONT_PX,
  };
}

/** How far the first view's CSS animation had gone when the code takes over, if it ran at all. */
export interface FirstViewProgress {
  finished: boolean;
  /** Milliseconds into the drawing itself, past the reveal delay: 0 or less before it began. */
  elapsed: number;
}

/** What the code does with the first view's animation: wait for its own start, go on from `at` ms, or show it done. */
export type TakeOver = { state: 'waiting' } | { state: 'animating'; at: number } | { state: 'done' };

/**
 * The code taking over from the first view's CSS animation: a drawing done
 * stays done, one under way goes on from where it is, and one not begun
 * (not yet in view, or within its delay) or never run starts as the code
 * would start it.
 */
export function takeOver(progress: FirstViewProgress | undefined): TakeOver {
  if (!progress) return { state: 'waiting' };
  if (progress.finished) return { state: 'done' };
  return progress.elapsed > 0 ? { state: 'animating', at: progress.elapsed } : { state: 'waiting' };
}
