/**
 * Swipes on the moving designs (spec 001 §9 "Swipe", "New-swipe"): the axis
 * lock, whether a drag changes the slide, and the velocity of the last
 * points. No React, no DOM: the view feeds it pointer positions.
 */

/** Swipe: threshold 50 px, time 250 ms, transition 0.28 s, axis lock at 10 px (spec 001 §9). */
export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_TIME_MS = 250;
export const SWIPE_TRANSITION_S = 0.28;
export const SWIPE_AXIS_LOCK_PX = 10;
/** A drag longer than the width divided by this changes the slide (spec 001 §9). */
export const SWIPE_WIDTH_DIVISOR = 2.25;
/** How many of the last points the velocity is measured over (spec 001 §9 "New-swipe"). */
export const VELOCITY_POINTS = 5;

/** The axis a drag is locked to once it has moved 10 px along either; null before. */
export function swipeAxis(dx: number, dy: number): 'x' | 'y' | null {
  if (Math.abs(dx) < SWIPE_AXIS_LOCK_PX && Math.abs(dy) < SWIPE_AXIS_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/** A drag as the pointer left it. */
export interface Drag {
  /** Horizontal and vertical travel, px (negative: left, up). */
  dx: number;
  dy: number;
  /** From pointer down to up, ms. */
  elapsed: number;
  /** The slide's width, px. */
  width: number;
}

/**
 * What a finished drag does: next (dragged left), previous (dragged right),
 * or nothing. It changes the slide when it travelled more than the width
 * divided by 2.25, or on a fast flick (at least 50 px within 250 ms); a drag
 * locked to the vertical axis is the page's scroll, never a swipe.
 */
export function swipeDecision(drag: Drag): 'NEXT' | 'PREVIOUS' | null {
  if (swipeAxis(drag.dx, drag.dy) !== 'x') return null;
  const distance = Math.abs(drag.dx);
  const far = distance > drag.width / SWIPE_WIDTH_DIVISOR;
  const flick = drag.elapsed <= SWIPE_TIME_MS && distance >= SWIPE_THRESHOLD_PX;
  if (!far && !flick) return null;
  return drag.dx < 0 ? 'NEXT' : 'PREVIOUS';
}

/** A pointer position at a time (ms). */
export interface TimedPoint {
  x: number;
  t: number;
}

/** The velocity (px per ms) over the last five points; 0 with fewer than two or no time between them. */
export function dragVelocity(points: readonly TimedPoint[]): number {
  const last = points.slice(-VELOCITY_POINTS);
  const first = last[0];
  const end = last.at(-1);
  if (!first || !end || end.t <= first.t) return 0;
  return (end.x - first.x) / (end.t - first.t);
}
