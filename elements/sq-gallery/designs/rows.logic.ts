/** The auto-rows design (spec 001 §9): justified rows of 250 px with 20 px gutters. */
import { aspectOf, type Box, type Layout, round, roundBox } from './box.logic.ts';

/** Auto-rows: row height 250, gutter 20, lightbox on (spec 001 §9). */
export const AUTO_ROW_HEIGHT = 250;
export const AUTO_ROWS_GUTTER = 20;

export interface RowsInput {
  width: number;
  rowHeight: number;
  gutter: number;
  slides: readonly { dimensions?: { width: number; height: number } | undefined }[];
}

/**
 * Fills each row with slides at the target height until they reach the
 * width, then scales the row to fill it exactly (so rows are at most the
 * target height). The last row, if it does not fill, keeps the target height
 * and stays left-aligned.
 */
export function justifiedLayout({ width, rowHeight, gutter, slides }: RowsInput): Layout {
  const boxes: Box[] = [];
  let top = 0;
  let row: number[] = [];
  const place = (height: number) => {
    let left = 0;
    for (const index of row) {
      const tileWidth = height * aspectOf(slides[index]?.dimensions);
      boxes[index] = roundBox({ left, top, width: tileWidth, height });
      left += tileWidth + gutter;
    }
    top += height + gutter;
    row = [];
  };
  let ratios = 0;
  slides.forEach((slide, index) => {
    row.push(index);
    ratios += aspectOf(slide.dimensions);
    const gaps = gutter * (row.length - 1);
    if (ratios * rowHeight + gaps >= width) {
      place((width - gaps) / ratios);
      ratios = 0;
    }
  });
  if (row.length) place(rowHeight);
  return { boxes, height: round(slides.length ? top - gutter : 0) };
}
