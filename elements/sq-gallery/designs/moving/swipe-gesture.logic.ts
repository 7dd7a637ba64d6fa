/**
 * Swipes on the moving designs (spec 001 §9 "Swipe", "New-swipe"): a drag
 * followed from the pointer going down to it going up, the axis lock, whether
 * a drag changes the slide, what a drag gives where there is nothing to go
 * to, and the velocity of the last points. No React, no DOM: the view feeds
 * it pointer positions.
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
/** How much of a drag shows where there is no slide to go to (past the first or last without loop). */
export const DRAG_GIVE = 1 / 3;

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

/** A drag under way: where and when the pointer went down, the axis it is locked to (null before), its points since. */
export interface DragTrack {
  x: number;
  y: number;
  start: number;
  axis: 'x' | 'y' | null;
  points: readonly TimedPoint[];
}

/** A drag begun at (x, y) at time t (ms). */
export function startDrag(x: number, y: number, t: number): DragTrack {
  return { x, y, start: t, axis: null, points: [] };
}

/**
 * What a pointer move at (x, y) at time t does to a drag: `wait` while it is
 * within the axis lock, `scroll` once it locks to the vertical axis (the
 * page's scroll: the drag is dropped), `follow` once it locks to the
 * horizontal axis (the slides follow the finger's `dx`).
 */
export function moveDrag(
  track: DragTrack,
  x: number,
  y: number,
  t: number,
): { track: DragTrack; step: 'wait' | 'scroll' | 'follow'; dx: number } {
  const dx = x - track.x;
  const axis = track.axis ?? swipeAxis(dx, y - track.y);
  if (axis === null) return { track, step: 'wait', dx: 0 };
  if (axis === 'y') return { track: { ...track, axis }, step: 'scroll', dx: 0 };
  return { track: { ...track, axis, points: [...track.points, { x, t }] }, step: 'follow', dx };
}

/** A drag let go: its travel, time and width (Drag), and the finger's velocity (px per ms, negative: left). */
export interface FinishedSwipe extends Drag {
  velocity: number;
}

/**
 * A drag let go at (x, y) at time t over slides `width` px wide: what it
 * was when it went sideways; null when it never did (a tap, or the page's
 * scroll).
 */
export function endDrag(track: DragTrack, x: number, y: number, t: number, width: number): FinishedSwipe | null {
  if (track.axis !== 'x') return null;
  return { dx: x - track.x, dy: y - track.y, elapsed: t - track.start, width, velocity: dragVelocity(track.points) };
}

/**
 * How far the slides follow a drag of `dx` px: all of it towards a slide (or
 * a row) there is to go to, a third of it where there is none (an end,
 * without loop).
 */
export function dragShift(dx: number, previous: boolean, next: boolean): number {
  return (dx > 0 ? previous : next) ? dx : dx * DRAG_GIVE;
}
