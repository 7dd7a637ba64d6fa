/**
 * The swipe and new-swipe designs' frame (spec 001 §9): one slide at a time
 * across the gallery's width, in a frame of one ratio. No React, no DOM.
 */
import { type Boundary, boundedPosition } from './new-swipe.logic.ts';
import { SLIDER_ASPECT_RATIO } from './strip.logic.ts';

/**
 * The frame's ratio (width over height): `vSize` (its height in percent of
 * its width) when given, else `image-aspect-ratio` (with 'Auto', the first
 * slide's own, as the page draws it before the upgrade), else the slider's
 * default of 50 % (spec 001 §9).
 */
export function frameRatio(
  vSize: number | undefined,
  aspectRatio: number | 'auto' | undefined,
  first: { width: number; height: number } | undefined,
): number {
  if (vSize !== undefined && vSize > 0) return 100 / vSize;
  if (typeof aspectRatio === 'number' && aspectRatio > 0) return aspectRatio;
  if (aspectRatio === 'auto' && first && first.width > 0 && first.height > 0) return first.width / first.height;
  return 100 / SLIDER_ASPECT_RATIO;
}

/**
 * The track's position (px moved in from the first slide) drawn for a drag:
 * the finger's travel from where the track rested, under the boundary where
 * it leaves the slides (spec 001 §5: none, hard, inertial).
 */
export function dragPosition(rest: number, dx: number, width: number, count: number, boundary: Boundary): number {
  return boundedPosition(rest - dx, 0, Math.max(0, (count - 1) * width), boundary);
}
