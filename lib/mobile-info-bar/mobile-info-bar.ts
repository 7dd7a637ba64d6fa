/** Mobile info bar style (spec 002 §3). */
export const MOBILE_INFO_BAR_STYLES = { NONE: 1, LIGHT: 2, DARK: 3 } as const;

export type InfoBarStyle = (typeof MOBILE_INFO_BAR_STYLES)[keyof typeof MOBILE_INFO_BAR_STYLES];

/** How the mobile info bar shows: not at all, light or dark. */
export type InfoBarShown = 'none' | 'light' | 'dark';

/** The widest viewport the mobile info bar shows at (spec 001 §9, spec 002 §9). */
export const INFO_BAR_MAX_WIDTH_PX = 1024;

/**
 * How the mobile info bar shows: `none` unless the style is light or dark
 * (2, 3; none is 1, spec 002 §3), the page is on mobile, and the viewport is
 * at most 1024 px wide (spec 001 §9, spec 002 §9).
 */
export function infoBarShown(options: { style: number; mobile: boolean; width: number }): InfoBarShown {
  if (!options.mobile || !(options.width <= INFO_BAR_MAX_WIDTH_PX)) return 'none';
  if (options.style === MOBILE_INFO_BAR_STYLES.LIGHT) return 'light';
  if (options.style === MOBILE_INFO_BAR_STYLES.DARK) return 'dark';
  return 'none';
}
