/** Mobile info bar style (spec 002 §3). */
export const MOBILE_INFO_BAR_STYLES = { NONE: 1, LIGHT: 2, DARK: 3 } as const;
