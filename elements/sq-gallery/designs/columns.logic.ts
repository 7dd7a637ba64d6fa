/** The auto-columns design (spec 001 §9): a masonry of columns, each tile keeping its image's ratio. */
import { aspectOf, type Box, type Layout, round, roundBox } from './box.logic.ts';

export interface ColumnsInput {
  width: number;
  columns: number;
  gutter: number;
  slides: readonly { dimensions?: { width: number; height: number } | undefined }[];
}

/** Each slide, in order, goes to the shortest column (the leftmost of equals). */
export function masonryLayout({ width, columns, gutter, slides }: ColumnsInput): Layout {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = Math.max(0, (width - gutter * (count - 1)) / count);
  const bottoms = new Array<number>(count).fill(0);
  const boxes: Box[] = slides.map((slide) => {
    let shortest = 0;
    for (let column = 1; column < count; column++) {
      if ((bottoms[column] as number) < (bottoms[shortest] as number) - 0.005) shortest = column;
    }
    const top = bottoms[shortest] as number;
    const height = columnWidth / aspectOf(slide.dimensions);
    bottoms[shortest] = top + height + gutter;
    return roundBox({ left: shortest * (columnWidth + gutter), top, width: columnWidth, height });
  });
  const height = slides.length ? Math.max(...bottoms) - gutter : 0;
  return { boxes, height: round(height) };
}
