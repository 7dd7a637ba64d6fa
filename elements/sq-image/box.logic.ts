/**
 * The box an `<sq-image>` takes before its code arrives, for the autoloader:
 * CSS cannot read `dimensions="1600x1000"` (typed attr() takes one number
 * per attribute), so a page as written would reserve no box for an image
 * named only in `src` and move by the image's height at the upgrade. Pure.
 */
import { parseDimensions, ratioOf } from '../../runtime/image-loader.logic.ts';

/**
 * The CSS aspect-ratio of an undefined `<sq-image>` as the upgraded element
 * will draw it (fixed-ratio over dimensions, nothing when stretched), or
 * undefined when it has none to give or its child `<img>` gives it.
 */
export function preUpgradeRatio(attribute: (name: string) => string | null, hasChildImage: boolean): string | undefined {
  const stretch = attribute('stretch');
  if (hasChildImage || (stretch !== null && stretch !== 'false')) return undefined;
  const fixed = ratioOf(attribute('fixed-ratio') ?? undefined);
  if (fixed) return String(fixed);
  const dimensions = parseDimensions(attribute('dimensions'));
  return dimensions && `${dimensions.width} / ${dimensions.height}`;
}
