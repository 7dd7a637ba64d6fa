import { describe, expect, it } from 'vitest';
import {
  ANIMATION_WATCH_MS,
  animates,
  breakpointFor,
  DESKTOP_MIN_WIDTH,
  FADE_SCALE_FROM,
  FIRST_VIEW_FONT_PX,
  firstViewLine,
  lineBoxes,
  lineTimings,
  MIN_TWEEN_FRACTION,
  MOBILE_MAX_WIDTH,
  mayStart,
  RESIZE_DEBOUNCE_MS,
  REVEAL_DELAY_MS,
  resolveFontSize,
  resolveThickness,
  takeOver,
  tweenFractions,
} from './highlight.logic.ts';

describe('highlight constants (spec 001 §4, §9)', () => {
  it('reveal delay 250 ms, minimum tween fraction 0.2, resize debounce 10 ms, animation watch 2000 ms', () => {
    expect([REVEAL_DELAY_MS, MIN_TWEEN_FRACTION, RESIZE_DEBOUNCE_MS, ANIMATION_WATCH_MS]).toEqual([250, 0.2, 10, 2000]);
  });
  it('mobile up to 432 px, desktop from 433 px; fadeScale from 0.5', () => {
    expect([MOBILE_MAX_WIDTH, DESKTOP_MIN_WIDTH, FADE_SCALE_FROM]).toEqual([432, 433, 0.5]);
  });
});

describe('breakpointFor', () => {
  it.each([
    [320, 'mobile'],
    [432, 'mobile'],
    [433, 'desktop'],
    [768, 'desktop'],
    [1024, 'desktop'],
  ])('%s px is %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });
});

describe('resolveFontSize', () => {
  it.each([
    [undefined, 'desktop', 18, 18],
    [24, 'mobile', 18, 24],
    [{ mobile: 16, desktop: 28 }, 'mobile', 18, 16],
    [{ mobile: 16, desktop: 28 }, 'desktop', 18, 28],
    [{ desktop: 28 }, 'mobile', 18, 18],
  ] as const)('%j at %s with text of %s px is %s px', (fontSize, breakpoint, computed, size) => {
    expect(resolveFontSize(fontSize, breakpoint, computed)).toBe(size);
  });
});

describe('resolveThickness', () => {
  it.each([
    [{ unit: 'em', value: 0.06 }, 16, 0.96],
    [{ unit: 'em', value: 0.06 }, 50, 3],
    [{ unit: 'em', value: 0.2 }, 20, 4],
    [{ unit: 'px', value: 3 }, 50, 3],
  ] as const)('%j at a font size of %s px is %s px', (thickness, fontSize, px) => {
    expect(resolveThickness(thickness, fontSize)).toBeCloseTo(px, 10);
  });
});

describe('tweenFractions', () => {
  it.each([
    [[], []],
    [[100], [1]],
    [
      [100, 100],
      [0.5, 0.5],
    ],
    [
      [300, 100],
      [0.75, 0.25],
    ],
    // A short last line still gets a fifth of the time.
    [
      [900, 100],
      [0.8, 0.2],
    ],
    [
      [500, 500, 20],
      [0.4, 0.4, 0.2],
    ],
    [
      [1000, 10, 10],
      [0.6, 0.2, 0.2],
    ],
    [
      [0, 0],
      [0.5, 0.5],
    ],
    // Five lines or more: equal shares.
    [
      [1, 2, 3, 4, 5],
      [0.2, 0.2, 0.2, 0.2, 0.2],
    ],
    [
      [10, 10, 10, 10, 10, 500],
      [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6],
    ],
  ])('lines of %j share the animation as %j', (lengths, fractions) => {
    const result = tweenFractions(lengths);
    expect(result).toHaveLength(fractions.length);
    result.forEach((fraction, index) => {
      expect(fraction).toBeCloseTo(fractions[index] as number, 10);
    });
    if (result.length > 0) expect(result.reduce((sum, fraction) => sum + fraction, 0)).toBeCloseTo(1, 10);
  });
});

describe('lineTimings', () => {
  it('draws the lines one after another within the duration', () => {
    expect(lineTimings([300, 100], 0.8)).toEqual([
      { delay: 0, duration: 600 },
      { delay: 600, duration: 200 },
    ]);
  });
});

describe('lineBoxes', () => {
  it('joins the fragments of each line and keeps the lines in order', () => {
    const rects = [
      { left: 10, top: 0, right: 60, bottom: 20 },
      { left: 60, top: 2, right: 120, bottom: 18 }, // <strong> inside the first line
      { left: 0, top: 24, right: 80, bottom: 44 },
      { left: 5, top: 24, right: 5, bottom: 44 }, // an empty fragment
    ];
    expect(lineBoxes(rects)).toEqual([
      { left: 10, top: 0, right: 120, bottom: 20 },
      { left: 0, top: 24, right: 80, bottom: 44 },
    ]);
  });

  it('gives nothing for no text', () => {
    expect(lineBoxes([])).toEqual([]);
  });
});

describe('animates and mayStart', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('animation enabled %s with reduced motion %s animates: %s', (enabled, reduced, result) => {
    expect(animates(enabled, reduced)).toBe(result);
  });

  it.each([
    [{ ready: true, inView: true, parentVisible: true }, true],
    [{ ready: false, inView: true, parentVisible: true }, false],
    [{ ready: true, inView: false, parentVisible: true }, false],
    [{ ready: true, inView: true, parentVisible: false }, false],
  ])('%j may start: %s', (input, result) => {
    expect(mayStart(input)).toBe(result);
  });
});

describe('firstViewLine', () => {
  it('is one line of a 16 px font, half an em a letter, 1.15 em tall', () => {
    expect(FIRST_VIEW_FONT_PX).toBe(16);
    expect(firstViewLine(11)).toEqual({ x: 0, y: 0, width: 88, height: 18.4 });
  });

  it('is a letter wide for no text', () => {
    expect(firstViewLine(0).width).toBe(8);
  });
});

describe('takeOver', () => {
  it('starts as the code would when the first view never animated (reduced motion, more than one line)', () => {
    expect(takeOver(undefined)).toEqual({ state: 'waiting' });
  });

  it.each([-250, -1, 0])('starts as the code would when the drawing had not begun (%s ms in)', (elapsed) => {
    expect(takeOver({ finished: false, elapsed })).toEqual({ state: 'waiting' });
  });

  it('goes on from where a drawing under way is', () => {
    expect(takeOver({ finished: false, elapsed: 312.5 })).toEqual({ state: 'animating', at: 312.5 });
  });

  it('keeps a finished drawing finished', () => {
    expect(takeOver({ finished: true, elapsed: 750 })).toEqual({ state: 'done' });
  });
});
