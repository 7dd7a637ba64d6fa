/** The slideshow's new-swipe transition (spec 001 §5, §9 "New-swipe"): boundaries, snap points, snap duration. */
import { DRAG_GIVE } from './moving/swipe-gesture.logic.ts';

/** What happens past the first or last slide: nothing stops it, a hard stop, or an inertial give. */
export const BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type Boundary = (typeof BOUNDARIES)[number];

/** Snap duration clamps, s: 0.3–0.5, and 0.2–0.4 below 767 px (spec 001 §9). */
export const SNAP_DURATION_S = { min: 0.3, max: 0.5 } as const;
export const SNAP_DURATION_NARROW_S = { min: 0.2, max: 0.4 } as const;
export const SNAP_NARROW_WIDTH = 767;
/** How much of a drag past an inertial boundary shows: what a drag gives where there is no slide. */
export const INERTIAL_GIVE = DRAG_GIVE;

/** Whether a boundary value is one of none, hard or inertial (spec 001 §5). */
export const isBoundary = (value: unknown): value is Boundary => (BOUNDARIES as readonly unknown[]).includes(value);

/**
 * Reads snap points: 'none', or values each ending with % (spec 001 §5);
 * null when any is neither.
 */
export function parseSnapPoints(value: string): number[] | 'none' | null {
  const text = value.trim();
  if (text === 'none') return 'none';
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const points: number[] = [];
  for (const part of parts) {
    if (!/^-?\d+(\.\d+)?%$/.test(part)) return null;
    points.push(Number.parseFloat(part));
  }
  return points;
}

/**
 * How long the snap to rest takes, s: the distance left at the drag's
 * velocity, clamped to 0.3–0.5 s (0.2–0.4 s when the window is narrower
 * than 767 px); the longest without any velocity.
 */
export function snapDuration(distance: number, velocity: number, viewportWidth: number): number {
  const { min, max } = viewportWidth < SNAP_NARROW_WIDTH ? SNAP_DURATION_NARROW_S : SNAP_DURATION_S;
  const speed = Math.abs(velocity);
  if (speed === 0) return max;
  const seconds = Math.abs(distance) / speed / 1000;
  return Math.min(max, Math.max(min, seconds));
}

/** Where a drag at `position` is drawn between `min` and `max` under a boundary. */
export function boundedPosition(position: number, min: number, max: number, boundary: Boundary): number {
  switch (boundary) {
    case 'none':
      return position;
    case 'hard':
      return Math.min(max, Math.max(min, position));
    case 'inertial':
      if (position < min) return min - (min - position) * INERTIAL_GIVE;
      if (position > max) return max + (position - max) * INERTIAL_GIVE;
      return position;
  }
}

/** New-swipe's snap points when none are given: every slide's start. */
export const DEFAULT_SNAP_POINTS: readonly number[] = [0];
/** How long a release carries on at its velocity before the snap picks its rest, ms (ours, not the spec's). */
export const THROW_MS = 200;

/** Where a new-swipe drag comes to rest: the slide that is current, and how far past its start the track stays (px). */
export interface Rest {
  index: number;
  offset: number;
}

/**
 * Where a released drag rests. `position` is how far the track is moved in
 * (0: the first slide, (count - 1) × width: the last), `velocity` the drag's
 * in the same direction (px per ms). The track is thrown on for 200 ms at that
 * velocity, kept between the first and the last slide, and snaps to the
 * nearest snap point (a percentage of a slide's width from each slide's
 * start), or stays where it was thrown with 'none'. The current slide is the
 * one most in view.
 */
export function newSwipeRest(state: {
  position: number;
  velocity: number;
  width: number;
  count: number;
  snapPoints: readonly number[] | 'none';
}): Rest {
  const { position, velocity, width, count, snapPoints } = state;
  if (width <= 0 || count <= 0) return { index: 0, offset: 0 };
  const end = (count - 1) * width;
  const thrown = Math.min(end, Math.max(0, position + velocity * THROW_MS));
  let rest = thrown;
  if (snapPoints !== 'none') {
    let best = Number.POSITIVE_INFINITY;
    for (let slide = 0; slide < count; slide += 1) {
      for (const point of snapPoints) {
        const at = Math.min(end, Math.max(0, (slide + point / 100) * width));
        if (Math.abs(at - thrown) < Math.abs(best - thrown)) best = at;
      }
    }
    rest = best;
  }
  const index = Math.min(count - 1, Math.round(rest / width));
  return { index, offset: rest - index * width };
}

/** New-swipe's boundaries when none are given. */
export const DEFAULT_BOUNDARY: Boundary = 'inertial';

/**
 * New-swipe's options from the config's designOptions (spec 001 §5): a
 * boundary that is not none, hard or inertial, or snap points that are not
 * 'none' or percentages, fall back to their defaults with a warning saying so.
 */
export function readNewSwipeOptions(options: { boundaries?: string | undefined; snapPoints?: string | undefined }): {
  boundary: Boundary;
  snapPoints: readonly number[] | 'none';
  warnings: string[];
} {
  const warnings: string[] = [];
  const at = 'sq-gallery: config.designOptions';
  let boundary = DEFAULT_BOUNDARY;
  if (options.boundaries !== undefined) {
    if (isBoundary(options.boundaries)) boundary = options.boundaries;
    else
      warnings.push(
        `${at}.boundaries: expected none, hard or inertial, got ${JSON.stringify(options.boundaries)}; using ${DEFAULT_BOUNDARY}`,
      );
  }
  let snapPoints: readonly number[] | 'none' = DEFAULT_SNAP_POINTS;
  if (options.snapPoints !== undefined) {
    const parsed = parseSnapPoints(options.snapPoints);
    if (parsed) snapPoints = parsed;
    else
      warnings.push(
        `${at}.snapPoints: expected none or percentages (e.g. "0% 50%"), got ${JSON.stringify(options.snapPoints)}; using 0%`,
      );
  }
  return { boundary, snapPoints, warnings };
}
