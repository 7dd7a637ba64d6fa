import { describe, expect, it } from 'vitest';
import {
  DESKTOP_WIDTHS,
  DEVICE_MEDIA_QUERIES,
  deviceBreakpoints,
  HIGHLIGHT_DESKTOP_MIN_WIDTH,
  HIGHLIGHT_MOBILE_MAX_WIDTH,
  highlightBreakpoint,
  PHONE_MAX_HEIGHT,
  TABLET_WIDTHS,
} from './breakpoints.ts';

describe('the highlight breakpoints (spec 001 §9)', () => {
  it('are mobile up to 432 px and desktop from 433 px', () => {
    expect([HIGHLIGHT_MOBILE_MAX_WIDTH, HIGHLIGHT_DESKTOP_MIN_WIDTH]).toEqual([432, 433]);
  });

  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [432, 'mobile'],
    [432.5, 'desktop'],
    [433, 'desktop'],
    // Tablet never matches: a tablet's width is desktop.
    [1024, 'desktop'],
    [1366, 'desktop'],
  ])('a viewport %d px wide is %s', (width, breakpoint) => {
    expect(highlightBreakpoint(width)).toBe(breakpoint);
  });
});

describe('the device breakpoints (spec 001 §9)', () => {
  it('are desktop widths 800 and 1024, phone height up to 926, tablet 1024 to 1366', () => {
    expect(DESKTOP_WIDTHS).toEqual([800, 1024]);
    expect(PHONE_MAX_HEIGHT).toBe(926);
    expect(TABLET_WIDTHS).toEqual({ min: 1024, max: 1366 });
  });

  it.each([
    [
      { width: 390, height: 844 },
      { phone: true, tablet: false, desktop: [] },
    ],
    [
      { width: 430, height: 926 },
      { phone: true, tablet: false, desktop: [] },
    ],
    [
      { width: 430, height: 927 },
      { phone: false, tablet: false, desktop: [] },
    ],
    [
      { width: 799, height: 1000 },
      { phone: false, tablet: false, desktop: [] },
    ],
    [
      { width: 800, height: 1000 },
      { phone: false, tablet: false, desktop: [800] },
    ],
    [
      { width: 1023, height: 1000 },
      { phone: false, tablet: false, desktop: [800] },
    ],
    [
      { width: 1024, height: 768 },
      { phone: true, tablet: true, desktop: [800, 1024] },
    ],
    [
      { width: 1366, height: 1024 },
      { phone: false, tablet: true, desktop: [800, 1024] },
    ],
    [
      { width: 1367, height: 1024 },
      { phone: false, tablet: false, desktop: [800, 1024] },
    ],
  ])('%j matches %j', (viewport, matches) => {
    expect(deviceBreakpoints(viewport)).toEqual(matches);
  });

  it('says each as a media query, for a theme’s CSS or matchMedia', () => {
    expect(DEVICE_MEDIA_QUERIES).toEqual({
      phone: '(max-height: 926px)',
      tablet: '(min-width: 1024px) and (max-width: 1366px)',
      desktop800: '(min-width: 800px)',
      desktop1024: '(min-width: 1024px)',
      highlightMobile: '(max-width: 432px)',
    });
    expect(DEVICE_MEDIA_QUERIES).toEqual({
      phone: `(max-height: ${PHONE_MAX_HEIGHT}px)`,
      tablet: `(min-width: ${TABLET_WIDTHS.min}px) and (max-width: ${TABLET_WIDTHS.max}px)`,
      desktop800: `(min-width: ${DESKTOP_WIDTHS[0]}px)`,
      desktop1024: `(min-width: ${DESKTOP_WIDTHS[1]}px)`,
      highlightMobile: `(max-width: ${HIGHLIGHT_MOBILE_MAX_WIDTH}px)`,
    });
  });

  it('matches nothing for a size that is not a number', () => {
    expect(deviceBreakpoints({ width: Number.NaN, height: Number.NaN })).toEqual({
      phone: false,
      tablet: false,
      desktop: [],
    });
  });
});
