import { describe, expect, it } from 'vitest';
import {
  bounded,
  clampScale,
  containedSize,
  DOUBLE_TAP_MS,
  doubleTapZoom,
  FIT,
  isDoubleTap,
  isZoomed,
  panBounds,
  panZoom,
  pinchOf,
  pinchZoom,
  zoomAt,
  zoomLimits,
  zoomTransform,
} from './zoom.logic.ts';

// A 300 x 200 image fitted in a stage of 400 x 600 (a phone held upright).
const fitted = { width: 300, height: 200 };
const stage = { width: 400, height: 600 };

describe('containedSize', () => {
  it.each([
    [
      { width: 1600, height: 900 },
      { width: 400, height: 600 },
      { width: 400, height: 225 },
    ],
    [
      { width: 900, height: 1600 },
      { width: 400, height: 400 },
      { width: 225, height: 400 },
    ],
    [
      { width: 0, height: 0 },
      { width: 400, height: 600 },
      { width: 400, height: 600 },
    ],
  ])('%o in %o takes %o', (natural, box, expected) => {
    expect(containedSize(natural, box)).toEqual(expected);
  });
});

describe('zoomLimits', () => {
  it.each([
    // natural width, fitted width, max, double tap
    [2400, 400, 6, 3],
    [1000, 400, 2.5, 2.5],
    [400, 400, 2, 2],
    [200, 400, 2, 2],
    [0, 400, 2, 2],
  ])(
    'an image %i px wide fitted at %i px zooms to %f at most, %f on a double tap',
    (natural, width, max, doubleTap) => {
      expect(zoomLimits(natural, width)).toEqual({ max, doubleTap });
    },
  );
});

describe('clampScale', () => {
  it.each([
    [0.5, 4, 1],
    [1, 4, 1],
    [2.5, 4, 2.5],
    [9, 4, 4],
  ])('%f with a max of %f is %f', (scale, max, expected) => {
    expect(clampScale(scale, max)).toBe(expected);
  });
});

describe('panBounds', () => {
  it.each([
    [1, { x: 0, y: 0 }],
    // 600 x 400: covers the width by 200 (100 each side), still shorter than the stage.
    [2, { x: 100, y: 0 }],
    // 1200 x 800: 400 each side across, 100 each side up and down.
    [4, { x: 400, y: 100 }],
  ])('at scale %f the centre moves %o at most', (scale, expected) => {
    expect(panBounds(scale, fitted, stage)).toEqual(expected);
  });
});

describe('bounded', () => {
  it.each([
    ['within the bounds stays', { scale: 4, x: 50, y: -20 }, { scale: 4, x: 50, y: -20 }],
    ['past the right edge stops at it', { scale: 4, x: 900, y: 0 }, { scale: 4, x: 400, y: 0 }],
    ['past the top and left stops at both', { scale: 4, x: -900, y: -300 }, { scale: 4, x: -400, y: -100 }],
    ['shorter than the stage stays centred', { scale: 2, x: 0, y: 80 }, { scale: 2, x: 0, y: 0 }],
    ['at fit is fit', { scale: 1.001, x: 30, y: 30 }, FIT],
  ])('%s', (_, zoom, expected) => {
    expect(bounded(zoom, fitted, stage)).toEqual(expected);
  });

  it('leaves no gap: the zoomed image covers the stage on every axis it is larger on', () => {
    for (const zoom of [
      { scale: 4, x: 999, y: -999 },
      { scale: 3, x: -999, y: 999 },
    ]) {
      const { scale, x, y } = bounded(zoom, fitted, stage);
      const half = { width: (fitted.width * scale) / 2, height: (fitted.height * scale) / 2 };
      expect(x - half.width).toBeLessThanOrEqual(-stage.width / 2);
      expect(x + half.width).toBeGreaterThanOrEqual(stage.width / 2);
      if (fitted.height * scale >= stage.height) {
        expect(y - half.height).toBeLessThanOrEqual(-stage.height / 2);
        expect(y + half.height).toBeGreaterThanOrEqual(stage.height / 2);
      }
    }
  });
});

describe('zoomAt and doubleTapZoom', () => {
  it.each([
    ['at the centre stays centred', FIT, { x: 0, y: 0 }, { scale: 3, x: 0, y: 0 }],
    // The point 50 px right of centre stays 50 px right of centre: the centre moves 50 - 50 * 3 = -100.
    ['at a point keeps that point under it', FIT, { x: 50, y: 0 }, { scale: 3, x: -100, y: 0 }],
    // 140 px right would ask 140 - 420 = -280, beyond the (900 - 400) / 2 = 250 the zoomed image may move.
    ['near the image’s edge stops at the pan bound', FIT, { x: 140, y: 0 }, { scale: 3, x: -250, y: 0 }],
  ])('a double tap %s', (_, zoom, focus, expected) => {
    expect(doubleTapZoom(zoom, focus, fitted, stage, 3)).toEqual(expected);
  });

  it('a double tap while zoomed goes back to fit', () => {
    expect(doubleTapZoom({ scale: 3, x: -100, y: 0 }, { x: 10, y: 10 }, fitted, stage, 3)).toEqual(FIT);
  });

  it('zoomAt from a zoom keeps the image’s point under the focus', () => {
    const from = { scale: 2, x: -40, y: 0 };
    const focus = { x: 30, y: 0 };
    const to = zoomAt(from, 3, focus, fitted, stage);
    // The image's point under the focus, in fitted pixels from the image's centre, is the same before and after.
    expect((focus.x - to.x) / to.scale).toBeCloseTo((focus.x - from.x) / from.scale);
  });
});

describe('pinchZoom', () => {
  const max = 6;
  it.each([
    ['fingers spreading to twice the distance double the scale', FIT, [-20, 0, 20, 0], [-40, 0, 40, 0], 2, 0],
    ['fingers closing past fit stop at fit', { scale: 2, x: 0, y: 0 }, [-40, 0, 40, 0], [-5, 0, 5, 0], 1, 0],
    ['fingers spreading past the max stop at the max', FIT, [-10, 0, 10, 0], [-200, 0, 200, 0], 6, 0],
    // Around the point 40 px right of centre: it stays under the fingers, the centre moves 40 - 40 * 2 = -40.
    ['around a point keep that point between the fingers', FIT, [20, 0, 60, 0], [0, 0, 80, 0], 2, -40],
    // Both fingers moving 30 px right at the same spread pan by 30.
    ['moving together pan', { scale: 3, x: 0, y: 0 }, [-20, 0, 20, 0], [10, 0, 50, 0], 3, 30],
  ])('%s', (_, start, [ax, ay, bx, by], [cx, cy, dx, dy], scale, x) => {
    const from = pinchOf({ x: ax as number, y: ay as number }, { x: bx as number, y: by as number });
    const to = pinchOf({ x: cx as number, y: cy as number }, { x: dx as number, y: dy as number });
    const zoom = pinchZoom(start, from, to, max, fitted, stage);
    expect(zoom.scale).toBeCloseTo(scale);
    expect(zoom.x).toBeCloseTo(x);
  });

  it('keeps the image’s point under the fingers’ midpoint as they move and spread', () => {
    const start = { scale: 2, x: -20, y: 0 };
    const from = pinchOf({ x: 0, y: 0 }, { x: 40, y: 0 });
    const to = pinchOf({ x: 10, y: 0 }, { x: 90, y: 0 });
    const zoom = pinchZoom(start, from, to, max, fitted, stage);
    expect((to.centre.x - zoom.x) / zoom.scale).toBeCloseTo((from.centre.x - start.x) / start.scale);
  });
});

describe('panZoom', () => {
  it.each([
    ['moves a zoomed image with the finger', { scale: 4, x: 0, y: 0 }, 120, -60, { scale: 4, x: 120, y: -60 }],
    ['stops at the bounds', { scale: 4, x: 0, y: 0 }, 1000, 1000, { scale: 4, x: 400, y: 100 }],
    ['does not move a fitted image', FIT, 120, 0, FIT],
  ])('%s', (_, start, dx, dy, expected) => {
    expect(panZoom(start, dx, dy, fitted, stage)).toEqual(expected);
  });
});

describe('isDoubleTap and isZoomed', () => {
  it.each([
    [null, { x: 0, y: 0, at: 100 }, false],
    [{ x: 0, y: 0, at: 0 }, { x: 10, y: 10, at: DOUBLE_TAP_MS }, true],
    [{ x: 0, y: 0, at: 0 }, { x: 0, y: 0, at: DOUBLE_TAP_MS + 1 }, false],
    [{ x: 0, y: 0, at: 0 }, { x: 40, y: 0, at: 100 }, false],
  ])('after %o, %o is a double tap: %s', (before, tap, expected) => {
    expect(isDoubleTap(before, tap)).toBe(expected);
  });

  it.each([
    [FIT, false],
    [{ scale: 1.005, x: 0, y: 0 }, false],
    [{ scale: 1.5, x: 0, y: 0 }, true],
  ])('%o is zoomed: %s', (zoom, expected) => {
    expect(isZoomed(zoom)).toBe(expected);
  });

  it('draws a zoom as a translation then a scale', () => {
    expect(zoomTransform({ scale: 2, x: -10, y: 5 })).toBe('translate(-10px, 5px) scale(2)');
  });
});
