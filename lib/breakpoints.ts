/**
 * The breakpoints of spec 001 §9: the text highlight's (mobile up to 432 px,
 * desktop from 433 px, tablet never matches) and the device breakpoints
 * elsewhere (desktop widths 800 and 1024, phone height up to 926, tablet
 * 1024 to 1366). Pure: the viewport's size is passed in.
 */

/** Widths up to this are mobile for the text highlight (spec 001 §9). */
export const HIGHLIGHT_MOBILE_MAX_WIDTH = 432;
/** Widths from this are desktop for the text highlight; tablet never matches (spec 001 §9). */
export const HIGHLIGHT_DESKTOP_MIN_WIDTH = 433;

export type HighlightBreakpoint = 'mobile' | 'desktop';

/** The text highlight's breakpoint for a viewport width: mobile up to 432 px, else desktop (never tablet). */
export function highlightBreakpoint(width: number): HighlightBreakpoint {
  return width <= HIGHLIGHT_MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** The desktop widths: each matches from that width up (spec 001 §9). */
export const DESKTOP_WIDTHS = [800, 1024] as const;
export type DesktopWidth = (typeof DESKTOP_WIDTHS)[number];
/** Viewport heights up to this are a phone's (spec 001 §9). */
export const PHONE_MAX_HEIGHT = 926;
/** Viewport widths from `min` to `max`, both included, are a tablet's (spec 001 §9). */
export const TABLET_WIDTHS = { min: 1024, max: 1366 } as const;

/** Which device breakpoints a viewport matches. */
export interface DeviceBreakpoints {
  /** The height is at most 926 px. */
  phone: boolean;
  /** The width is from 1024 to 1366 px. */
  tablet: boolean;
  /** The desktop widths reached, smallest first. */
  desktop: DesktopWidth[];
}

/**
 * The device breakpoints a viewport matches (spec 001 §9). They are the
 * spec's separate tests, not one device: a 1024 x 768 viewport is a tablet's
 * width, both desktop widths and a phone's height. A size that is not a
 * number matches nothing.
 */
export function deviceBreakpoints(viewport: { width: number; height: number }): DeviceBreakpoints {
  const { width, height } = viewport;
  return {
    phone: height <= PHONE_MAX_HEIGHT,
    tablet: width >= TABLET_WIDTHS.min && width <= TABLET_WIDTHS.max,
    desktop: DESKTOP_WIDTHS.filter((from) => width >= from),
  };
}

/**
 * The same breakpoints as media queries, for a theme's CSS or `matchMedia`
 * (spec 001 §9). Written out, not built from the numbers above, so that a
 * bundle that takes one rule keeps none of the others (the unit test holds
 * them to the numbers).
 */
export const DEVICE_MEDIA_QUERIES = {
  phone: '(max-height: 926px)',
  tablet: '(min-width: 1024px) and (max-width: 1366px)',
  desktop800: '(min-width: 800px)',
  desktop1024: '(min-width: 1024px)',
  highlightMobile: '(max-width: 432px)',
} as const;
