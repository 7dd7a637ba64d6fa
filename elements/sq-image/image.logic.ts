/**
 * `<sq-image>`'s decisions that need neither React nor a DOM. Pure.
 */

import type { ConfigOf } from '../kit/api.ts';
import type { imageApi } from './image.schema.ts';

type Config = ConfigOf<typeof imageApi>;

/**
 * Whether the element's first view shows an `<img>` of its own for its
 * `src` (rendered on the server, adopted by the loader): not without a
 * `src`, with a load mode that loads nothing, or for a CSS background.
 */
export const hasFirstImage = (config: Config): boolean =>
  config.load === 'true' && !config.useBackgroundImage && config.src.trim() !== '';
