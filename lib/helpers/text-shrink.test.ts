import { describe, expect, it } from 'vitest';
import {
  fittedFontSize,
  nextSmallerFontSize,
  TEXT_SHRINK_DEBOUNCE_MS,
  TEXT_SHRINK_MIN_FONT_PX,
} from './text-shrink.ts';

describe('spec 001 §9: text shrink minimum font size 11 px, resize debounce 100 ms', () => {
  it('has the constants of the spec', () => {
    expect(TEXT_SHRINK_MIN_FONT_PX).toBe(11);
    expect(TEXT_SHRINK_DEBOUNCE_MS).toBe(100);
  });

  it.each([
    // natural size, width needed at it, width available -> size
    ['text that fits keeps its size', 32, 300, 600, 32],
    ['text exactly as wide as its line keeps its size', 32, 600, 600, 32],
    ['twice too wide: half the size', 32, 1200, 600, 16],
    ['a little too wide: rounded down', 40, 610, 600, 39],
    ['far too wide: stops at 11 px', 32, 3000, 300, 11],
    ['no room at all: 11 px', 32, 500, 0, 11],
    ['already small text that overflows stays at its own size', 10, 500, 100, 10],
    ['a size of 0 is left alone', 0, 500, 100, 0],
  ])('%s: %d px needing %d of %d -> %d', (_name, natural, needed, available, expected) => {
    expect(fittedFontSize(natural, needed, available)).toBe(expected);
  });

  it.each([
    [20, 19],
    [19.5, 19],
    [12, 11],
    [11, undefined],
    [11.5, 11],
    [10, undefined],
  ])('after %d px the next size to try is %j', (size, expected) => {
    expect(nextSmallerFontSize(size)).toBe(expected);
  });
});
