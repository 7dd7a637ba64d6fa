import { describe, expect, it } from 'vitest';
import {
  easeInOut,
  SCROLL_DEFAULT_OFFSET_PX,
  SCROLL_MIN_DURATION_MS,
  scrollDestination,
  scrollDuration,
} from './scroll.ts';

describe('spec 001 §9: scroll helper default offset 30, duration clamped to 50 ms', () => {
  it('has the constants of the spec', () => {
    expect(SCROLL_DEFAULT_OFFSET_PX).toBe(30);
    expect(SCROLL_MIN_DURATION_MS).toBe(50);
  });

  it.each([
    [undefined, 300],
    [0, 50],
    [-100, 50],
    [49, 50],
    [50, 50],
    [51, 51],
    [1000, 1000],
  ])('a requested duration of %j takes %j ms', (requested, expected) => {
    expect(scrollDuration(requested)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])(
    'a duration of %j stays not finite, for the tween to refuse',
    (requested) => {
      expect(Number.isFinite(scrollDuration(requested))).toBe(false);
    },
  );

  it.each([
    // from, target's top in the viewport, offset, how far the box scrolls at most -> where it ends
    ['a target below, default offset', 0, 500, 30, 2000, 470],
    ['a target above', 800, -200, 30, 2000, 570],
    ['a target already in place', 470, 30, 30, 2000, 470],
    ['near the top: not above 0', 100, 10, 30, 2000, 80],
    ['at the very top: stays at 0', 0, 10, 30, 2000, 0],
    ['near the end: not past the end', 0, 2500, 30, 2000, 2000],
    ['a box that does not scroll', 0, 300, 30, -5, 0],
    ['another offset', 0, 500, 0, 2000, 500],
  ])('%s: from %d, target at %d, offset %d, max %d -> %d', (_name, from, top, offset, max, expected) => {
    expect(scrollDestination(from, top, offset, max)).toBe(expected);
  });

  it.each([
    [0, 0],
    [0.25, 0.125],
    [0.5, 0.5],
    [0.75, 0.875],
    [1, 1],
  ])('eases in and out: %d -> %d', (time, progress) => {
    expect(easeInOut(time)).toBeCloseTo(progress, 10);
  });
});
