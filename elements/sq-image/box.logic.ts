/**
 * The box an `<sq-image>` takes before its code arrives, for the autoloader:
 * CSS cannot read `dimensions="1600x1000"` or `fixed-ratio="4:3"` (typed
 * attr() takes one number per attribute), so a page as written would
 * reserve no box for an image named only in `src`, and move by the image's
 * height at the upgrade. The autoloader hands the text on as a CSS ratio
 * (`1600/1000`) in `--sq-image-ratio`, and sq-elements.css draws the
 * undefined element in it: CSS itself refuses what is not a ratio (the
 * box is then left to the image, as the element leaves it). Pure, and it
 * imports nothing: the autoloader runs before the first paint, and brings
 * no other chunk with it.
 */

/** The ratio as CSS writes it, from the element's fixed-ratio (which wins, as in the view) or dimensions. */
export const preUpgradeRatio = (fixedRatio: string | null, dimensions: string | null): string =>
  (fixedRatio ?? dimensions ?? '').replace(/[xX×:]/, '/');
