import { describe, expect, it } from 'vitest';
import { INFO_BAR_MAX_WIDTH_PX, infoBarShown, MOBILE_INFO_BAR_STYLES } from './mobile-info-bar.ts';

describe('the mobile info bar (spec 001 §9, spec 002 §3, §9)', () => {
  it('has the styles none 1, light 2, dark 3, and shows up to 1024 px', () => {
    expect(MOBILE_INFO_BAR_STYLES).toEqual({ NONE: 1, LIGHT: 2, DARK: 3 });
    expect(INFO_BAR_MAX_WIDTH_PX).toBe(1024);
  });

  it.each([
    [2, true, 1024, 'light'],
    [3, true, 390, 'dark'],
    [1, true, 390, 'none'],
    [4, true, 390, 'none'],
    [2, true, 1025, 'none'],
    [3, false, 390, 'none'],
    [0, true, 390, 'none'],
    [3, false, 1024, 'none'],
    [2, true, Number.NaN, 'none'],
  ])('style %d, mobile %s, %d px wide: %s', (style, mobile, width, shown) => {
    expect(infoBarShown({ style, mobile, width })).toBe(shown);
  });
});
