import { describe, expect, it } from 'vitest';
import { hasMinimumFontMarker, MINIMUM_FONT_ATTRIBUTE, MINIMUM_FONT_MARKER_MAX_PX } from './minimum-font.ts';

describe('the minimum-font marker (spec 002 §9)', () => {
  it('is for a font size of 13 or less, as data-sq-min-font', () => {
    expect(MINIMUM_FONT_MARKER_MAX_PX).toBe(13);
    expect(MINIMUM_FONT_ATTRIBUTE).toBe('data-sq-min-font');
  });

  it.each([
    [11, true],
    [12.5, true],
    [13, true],
    [13.01, false],
    [16, false],
    [0, false],
    [-2, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('a font of %d px: %s', (size, marked) => {
    expect(hasMinimumFontMarker(size)).toBe(marked);
  });
});
