/** The minimum-font marker (spec 002 §9 "Font size of 13 or less gets a minimum-font marker"). */

/** The largest font size, in px, that gets the marker (spec 002 §9). */
export const MINIMUM_FONT_MARKER_MAX_PX = 13;

/** The marker: an attribute on the text whose font is that small, for a theme's CSS. The name is ours. */
export const MINIMUM_FONT_ATTRIBUTE = 'data-sq-min-font';

/** Whether a font of `sizePx` pixels gets the minimum-font marker: above 0 and at most 13. */
export function hasMinimumFontMarker(sizePx: number): boolean {
  return sizePx > 0 && sizePx <= MINIMUM_FONT_MARKER_MAX_PX;
}
