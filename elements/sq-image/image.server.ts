/**
 * What the server renderer works `<sq-image>`'s first-view image out from
 * (see elements/kit/hooks/use-first-view-image.ts). Server-only: the
 * browser build never loads it.
 */

import { parseDimensions, readFocalPoint } from '../../runtime/image-loader.logic.ts';
import type { FirstViewImageInput } from '../../runtime/image-loader-first-view.logic.ts';
import type { ConfigOf } from '../kit/api.ts';
import type { imageApi } from './image.schema.ts';

/** The first-view image's input from the element's config. */
export function firstViewInput(config: ConfigOf<typeof imageApi>): FirstViewImageInput {
  return {
    src: config.src,
    alt: config.alt,
    dimensions: parseDimensions(config.dimensions),
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
