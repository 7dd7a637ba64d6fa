/** The list design: one slide per row, its image beside its meta. */
import { aspectOf, type Layout, round } from './box.logic.ts';

/** The image takes this percentage of the row unless listImageSize says otherwise. */
export const LIST_IMAGE_SIZE = 50;
/** Where a row's title and description sit when metaPosition is not given: beside the image, on its right. */
export const LIST_META_POSITION = 'right';
/** Below this width the image takes the whole row and the meta goes under it. */
export const LIST_STACK_BELOW = 480;

/**
 * The image box of each row: listImageSize percent of the width (the whole
 * width when narrow). The rows flow in CSS, so a box gives only the image's
 * size, and the list no height.
 */
export function listLayout(input: {
  width: number;
  listImageSize: number;
  aspectRatio: number | 'auto';
  slides: readonly { dimensions?: { width: number; height: number } | undefined }[];
}): Layout {
  const width = round(input.width < LIST_STACK_BELOW ? input.width : (input.width * input.listImageSize) / 100);
  const boxes = input.slides.map((slide) => {
    const ratio = input.aspectRatio === 'auto' ? aspectOf(slide.dimensions) : input.aspectRatio;
    return { left: 0, top: 0, width, height: round(width / ratio) };
  });
  return { boxes, height: 0 };
}
