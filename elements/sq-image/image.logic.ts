/**
 * `<sq-image>`'s decisions that need neither React nor a DOM. Pure.
 */
import { type FirstViewImage, firstViewImage } from '../../runtime/first-view-image.logic.ts';
import { parseDimensions, readFocalPoint } from '../../runtime/image-loader.logic.ts';
import type { ConfigOf } from '../kit/api.ts';
import type { imageApi } from './image.schema.ts';

type Config = ConfigOf<typeof imageApi>;

/** Whether the image is the page's main picture: marked so, or not lazy. */
export const isMainPicture = (config: Pick<Config, 'priority' | 'lazy'>): boolean => config.priority || !config.lazy;

/**
 * The `<img>` the element's first view shows for its `src` (rendered on the
 * server, adopted by the loader), with the source it was made from; null
 * where the element shows no image of its own there: no `src`, a load mode
 * that loads nothing, or a CSS background.
 */
export function firstImage(config: Config): { from: string; image: FirstViewImage } | null {
  if (config.load !== 'true' || config.useBackgroundImage) return null;
  const image = firstViewImage({
    src: config.src,
    alt: config.alt,
    dimensions: parseDimensions(config.dimensions),
    focalPoint: readFocalPoint(config.focalPoint),
    cropMode: config.cropMode,
    fitAlignment: config.fitAlignment,
    priority: isMainPicture(config),
    lazy: config.lazy,
    sizes: config.sizes,
    sizeFormat: config.sizeFormat,
    cdnHosts: config.cdnHosts,
  });
  return image && { from: config.src, image };
}
