/** The list design: one slide per row, its image beside its meta. */
import { aspectOf, round } from './box.logic.ts';

/** The image takes this percentage of the row unless listImageSize says otherwise. */
export const LIST_IMAGE_SIZE = 50;
/** Where a row's title and description sit when metaPosition is not given: beside the image, on its right. */
export const LIST_META_POSITION = 'right';
/** Below this width the image takes the whole row and the meta goes under it. */
export const LIST_STACK_BELOW = 480;

export interface ListRow {
  /** The image box's width in px. */
  imageWidth: number;
  imageHeight: number;
  /** Meta beside the image, or under it on narrow galleries. */
  stacked: boolean;
}

/** The image box of each row: listImageSize percent of the width (the whole width when narrow). */
export function listLayout(input: {
  width: number;
  imageSize: number;
  aspectRatio: number | 'auto';
  slides: readonly { dimensions?: { width: number; height: number } | undefined }[];
}): ListRow[] {
  const stacked = input.width < LIST_STACK_BELOW;
  const percent = Math.min(100, Math.max(10, input.imageSize));
  const imageWidth = round(stacked ? input.width : (input.width * percent) / 100);
  return input.slides.map((slide) => {
    const ratio = input.aspectRatio === 'auto' ? aspectOf(slide.dimensions) : input.aspectRatio;
    return { imageWidth, imageHeight: round(imageWidth / ratio), stacked };
  });
}
