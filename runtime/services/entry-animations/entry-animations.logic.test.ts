import { describe, expect, it } from 'vitest';
import {
  ANIMATION_LOADED_CLASS,
  ENTRY_ANIMATIONS_CSS,
  ENTRY_DURATION_S,
  ENTRY_SCALE_DOWN,
  ENTRY_THRESHOLDS,
  ENTRY_VISIBLE_RATIO,
  isEntryVisible,
} from './entry-animations.logic.ts';

describe('entry animation constants (spec 001 §4, §9; spec 000 §9)', () => {
  it('observes thresholds 0, 0.1, 0.25, 0.5 and 1 and counts 0.5 as visible', () => {
    expect(ENTRY_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(ENTRY_VISIBLE_RATIO).toBe(0.5);
    expect(ANIMATION_LOADED_CLASS).toBe('animation-loaded');
  });

  it('animates for 0.3 s from a scale of 0.94 by default, as custom properties', () => {
    expect([ENTRY_DURATION_S, ENTRY_SCALE_DOWN]).toEqual([0.3, 0.94]);
    expect(ENTRY_ANIMATIONS_CSS).toContain(':root{--sq-animation-duration:0.3s;--sq-animation-scale-down:0.94}');
    expect(ENTRY_ANIMATIONS_CSS).toContain('@media (prefers-reduced-motion:reduce)');
  });
});

describe('isEntryVisible', () => {
  const viewport = { height: 800 };
  it.each([
    [false, 0, 0, false],
    [true, 0, 0, false],
    [true, 0.25, 50, false],
    [true, 0.49, 98, false],
    [true, 0.5, 100, true],
    [true, 1, 200, true],
    // An element three viewports tall never reaches 0.5; covering half the viewport counts.
    [true, 0.17, 400, true],
    [true, 0.1, 240, false],
  ])('intersecting %s at ratio %s (%s px in view) is visible: %s', (isIntersecting, ratio, height, visible) => {
    expect(
      isEntryVisible({
        isIntersecting,
        intersectionRatio: ratio,
        intersectionRect: { height },
        rootBounds: viewport,
      }),
    ).toBe(visible);
  });

  it('without root bounds (a cross-origin frame) only the ratio counts', () => {
    expect(
      isEntryVisible({
        isIntersecting: true,
        intersectionRatio: 0.3,
        intersectionRect: { height: 900 },
        rootBounds: null,
      }),
    ).toBe(false);
  });
});
