/**
 * Text shrink (spec 001 §9): a heading's font is made smaller until its
 * text fits on its line, never below 11 px. The arithmetic, without the DOM;
 * runtime/helpers/text-shrink.ts measures and applies it.
 */

/** The smallest font a shrunk heading gets (spec 001 §9: text shrink minimum font size 11 px). */
export const TEXT_SHRINK_MIN_FONT_PX = 11;
/** How long a heading's size holds still before it is fitted again (spec 001 §9: resize debounce 100 ms). */
export const TEXT_SHRINK_DEBOUNCE_MS = 100;

/**
 * The font size, in whole pixels, at which text `needed` px wide at its own
 * size `natural` fits in `available` px: its own size when it fits,
 * otherwise scaled down with the width (text width follows the font size),
 * never below 11 px nor above its own size.
 */
export function fittedFontSize(natural: number, needed: number, available: number): number {
  if (!(natural > 0) || needed <= available) return natural;
  const scaled = Math.floor((natural * Math.max(0, available)) / needed);
  return Math.min(natural, Math.max(TEXT_SHRINK_MIN_FONT_PX, scaled));
}

/**
 * The next size to try when text still overflows at `size` (letter spacing
 * and rounding do not scale exactly): one pixel less, not below 11 px;
 * undefined when there is nothing smaller to try.
 */
export function nextSmallerFontSize(size: number): number | undefined {
  const next = Math.ceil(size) - 1;
  return next >= TEXT_SHRINK_MIN_FONT_PX && next < size ? next : undefined;
}
