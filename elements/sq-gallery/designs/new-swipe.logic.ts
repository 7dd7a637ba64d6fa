/** The slideshow's new-swipe transition (spec 001 §5, §9 "New-swipe"): boundaries, snap points, snap duration. */

/** What happens past the first or last slide: nothing stops it, a hard stop, or an inertial give. */
export const BOUNDARIES = ['none', 'hard', 'inertial'] as const;
export type Boundary = (typeof BOUNDARIES)[number];

/** Snap duration clamps, s: 0.3–0.5, and 0.2–0.4 below 767 px (spec 001 §9). */
export const SNAP_DURATION_S = { min: 0.3, max: 0.5 } as const;
export const SNAP_DURATION_NARROW_S = { min: 0.2, max: 0.4 } as const;
export const SNAP_NARROW_WIDTH = 767;
/** How much of a drag past an inertial boundary shows. */
export const INERTIAL_GIVE = 1 / 3;

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
