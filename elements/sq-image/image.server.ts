/**
 * `<sq-image>`'s picture in the server's first view: for an element that
 * names its image only in `src`, the server renderer writes a child `<img>`
 * into its light DOM (srcset, sizes, width, height...: runtime/
 * image-loader-first-view.logic.ts), where the preload scanner finds it and
 * a visitor without scripts sees it. The element then shows it as it shows
 * any child image of the page's: slotted into its box, followed, never
 * loaded again (image.view.tsx), so hydrating costs the browser no code.
 * Server-only: the browser build never loads this.
 */

import { parseDimensions, ratioOf, readFocalPoint } from '../../lib/image-sizing/image-sizing.ts';
import { coverScale, type FirstViewImageInput } from '../../runtime/images/index.ts';
import type { ConfigOf } from '../kit/element/api.ts';
import type { imageApi } from './image.schema.ts';

/**
 * The first-view child image's input from the element's config, or null
 * where the element shows no image of its own there: with a load mode that
 * loads nothing, or for a CSS background (drawn by the element once its code
 * arrives). No `src` is no image either (firstViewImage).
 */
export function firstViewChild(config: ConfigOf<typeof imageApi>): FirstViewImageInput | null {
  if (config.load !== 'true' || config.useBackgroundImage) return null;
  const dimensions = parseDimensions(config.dimensions);
  return {
    src: config.src,
    alt: config.alt,
    dimensions,
    scale: coverScale(dimensions, ratioOf(config.fixedRatio), config.cropMode),
    focalPoint: readFocalPoint(config.focalPoint),
    cropMode: config.cropMode,
    fitAlignment: config.fitAlignment,
    // lazy="false" marks the page's main picture: fetched first, never lazily.
    priority: !config.lazy,
    lazy: config.lazy,
    sizeFormat: config.sizeFormat,
    cdnHosts: config.cdnHosts,
  };
}
