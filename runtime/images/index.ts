/** runtime/images/: what the rest of the library uses of this part. */

export type { ImageRequest } from './image-loader.ts';
export { refreshImage, watchImage } from './image-loader.ts';
export type { Rule } from './image-loader-attributes.logic.ts';
export { IMAGE_DATA_OPTIONS, readLoadMode } from './image-loader-attributes.logic.ts';
export type { FirstViewImage, FirstViewImageInput } from './image-loader-first-view.logic.ts';
export { coverScale, firstViewImage } from './image-loader-first-view.logic.ts';
