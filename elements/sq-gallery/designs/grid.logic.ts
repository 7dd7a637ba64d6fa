/** The grid and auto-grid designs (spec 001 §3, §5, §9): equal columns, rows of fixed or own aspect ratio. */
import { ratioOf } from '../../../lib/image-sizing/image-sizing.ts';
import { aspectOf, type Box, type Layout, round, roundBox } from './box.logic.ts';

/** Grid: 4 slides per row (spec 001 §9). */
export const GRID_SLIDES_PER_ROW = 4;
/**
 * The most slides a row takes (the spec gives none: ours). The flowing
 * layout names a column count up to it for browsers without typed attr()
 * (gallery.css), and the schema refuses more.
 */
export const SLIDES_PER_ROW_MAX = 10;
/** Auto-grid and auto-columns: columns of 250 px, no gutter (spec 001 §9). */
export const AUTO_COLUMN_WIDTH = 250;
export const AUTO_GUTTER = 0;

/** An image aspect ratio: width over height, or 'auto' for each image's own. */
export type AspectRatio = number | 'auto';

/**
 * Reads imageAspectRatio: 'Auto', 'W:H' (or 'W/H'), or a number (width over
 * height). Undefined when it cannot be read.
 */
export function parseAspectRatio(value: string | number | undefined): AspectRatio | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value > 0 && Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text.toLowerCase() === 'auto') return 'auto';
  if (/[:/]/.test(text)) return ratioOf(text);
  const number = Number(text);
  return text !== '' && number > 0 && Number.isFinite(number) ? number : undefined;
}

/** How a column count rounds width / column width (spec 001 §9: floor, the min behaviour, or ceil). */
export type ColumnRounding = 'floor' | 'ceil';

/** Columns for auto-grid and auto-columns: floor (or ceil) of width / column width, at least 1. */
export function columnCount(width: number, columnWidth: number, rounding: ColumnRounding = 'floor'): number {
  if (!(width > 0) || !(columnWidth > 0)) return 1;
  return Math.max(1, Math[rounding](width / columnWidth));
}

/**
 * Reads columnWidth (spec 001 §5): a number above 0; a string is parsed as
 * an integer. Undefined when it is neither.
 */
export function parseColumnWidth(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

export interface GridInput {
  width: number;
  columns: number;
  gutter: number;
  aspectRatio: AspectRatio;
  slides: readonly { dimensions?: { width: number; height: number } | undefined }[];
}

/**
 * Equal columns, left to right then top to bottom. With a fixed ratio every
 * tile has it; with 'auto' each tile keeps its image's ratio and a row is as
 * tall as its tallest tile.
 */
export function gridLayout({ width, columns, gutter, aspectRatio, slides }: GridInput): Layout {
  const perRow = Math.max(1, Math.floor(columns));
  const tileWidth = Math.max(0, (width - gutter * (perRow - 1)) / perRow);
  const boxes: Box[] = [];
  let top = 0;
  for (let start = 0; start < slides.length; start += perRow) {
    const row = slides.slice(start, start + perRow);
    const heights = row.map((slide) => tileWidth / (aspectRatio === 'auto' ? aspectOf(slide.dimensions) : aspectRatio));
    row.forEach((_, column) => {
      boxes.push(
        roundBox({ left: column * (tileWidth + gutter), top, width: tileWidth, height: heights[column] ?? tileWidth }),
      );
    });
    top += Math.max(...heights) + gutter;
  }
  const height = slides.length ? top - gutter : 0;
  return { boxes, height: round(height) };
}
