/**
 * The gallery designs and their defaults (spec 001 §1, §9), and the one
 * function that lays a design out.
 */
import type { Layout } from './box.logic.ts';
import { masonryLayout } from './columns.logic.ts';
import {
  type AspectRatio,
  AUTO_COLUMN_WIDTH,
  AUTO_GUTTER,
  type ColumnRounding,
  columnCount,
  GRID_SLIDES_PER_ROW,
  gridLayout,
  parseAspectRatio,
  parseColumnWidth,
} from './grid.logic.ts';
import { LIST_IMAGE_SIZE, listLayout } from './list.logic.ts';
import { AUTO_ROW_HEIGHT, AUTO_ROWS_GUTTER, justifiedLayout } from './rows.logic.ts';

/** The designs drawn by this element now. */
export const GRID_DESIGNS = ['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'list'] as const;
/**
 * The moving designs, each drawn by a chunk of its own that loads only when a
 * gallery uses it, by every name the product gives them (spec 001 §1:
 * slideshow is "stacked", strip is "slider").
 */
const MOVING_DESIGNS: Readonly<Record<string, MovingDesign | null | undefined>> = {
  // No prototype: a design named "constructor" is no design.
  __proto__: null,
  carousel: 'carousel',
  slideshow: 'slideshow',
  stacked: 'slideshow',
  strip: 'strip',
  slider: 'strip',
  swipe: 'swipe',
  'new-swipe': 'new-swipe',
};

/** Every design name a gallery takes, in any case: the grid family's, then the moving ones' with their other names. */
export const DESIGN_NAMES: readonly string[] = [...GRID_DESIGNS, ...Object.keys(MOVING_DESIGNS)];

export type GridDesign = (typeof GRID_DESIGNS)[number];
export type MovingDesign = 'carousel' | 'slideshow' | 'strip' | 'swipe' | 'new-swipe';

/** The gap between tiles in the grid when none is given. */
export const GRID_GUTTER = 10;

/** What the design reads from the config, before defaults. */
export interface DesignConfig {
  imageAspectRatio?: string | number | undefined;
  slidesPerRow?: number | undefined;
  columnWidth?: number | string | undefined;
  gutter?: number | undefined;
  listImageSize?: number | undefined;
  designOptions?: { rowHeight?: number | undefined; columnRounding?: ColumnRounding | undefined } | undefined;
}

/** A design's options with every default filled in. */
export interface DesignOptions {
  design: GridDesign;
  aspectRatio: AspectRatio;
  slidesPerRow: number;
  columnWidth: number;
  gutter: number;
  rowHeight: number;
  columnRounding: ColumnRounding;
  listImageSize: number;
}

/** What a design name is: a grid-family design, a moving one, or unknown. */
export type DesignKind = 'grid' | 'moving' | 'unknown';

/** Reads the design name: a grid-family design, a moving one (carousel, slideshow, strip, swipe, new-swipe), or unknown. */
export function readDesign(
  name: string,
): { kind: 'grid'; design: GridDesign } | { kind: 'moving'; design: MovingDesign } | { kind: 'unknown' } {
  const normal = name.trim().toLowerCase();
  if ((GRID_DESIGNS as readonly string[]).includes(normal)) return { kind: 'grid', design: normal as GridDesign };
  const moving = MOVING_DESIGNS[normal];
  return moving ? { kind: 'moving', design: moving } : { kind: 'unknown' };
}

/** Fills in the design's defaults (each design's own, in its logic file) where the config gives none. */
export function designOptions(design: GridDesign, config: DesignConfig): DesignOptions {
  const auto = design === 'auto-grid' || design === 'auto-columns';
  const fallbackGutter = design === 'auto-rows' ? AUTO_ROWS_GUTTER : auto ? AUTO_GUTTER : GRID_GUTTER;
  return {
    design,
    aspectRatio: parseAspectRatio(config.imageAspectRatio) ?? (design === 'list' ? 'auto' : 1),
    slidesPerRow: config.slidesPerRow ?? GRID_SLIDES_PER_ROW,
    columnWidth: parseColumnWidth(config.columnWidth) ?? AUTO_COLUMN_WIDTH,
    gutter: config.gutter ?? fallbackGutter,
    rowHeight: config.designOptions?.rowHeight ?? AUTO_ROW_HEIGHT,
    columnRounding: config.designOptions?.columnRounding ?? 'floor',
    listImageSize: config.listImageSize ?? LIST_IMAGE_SIZE,
  };
}

type Slides = readonly { dimensions?: { width: number; height: number } | undefined }[];

/** Lays a design out at `width`: a box per slide (for the list, whose rows flow, only each image's size). */
export function layout(options: DesignOptions, width: number, slides: Slides): Layout {
  const columns =
    options.design === 'grid' ? options.slidesPerRow : columnCount(width, options.columnWidth, options.columnRounding);
  const input = { ...options, width, columns, slides };
  switch (options.design) {
    case 'grid':
    case 'auto-grid':
      return gridLayout(input);
    case 'auto-columns':
      return masonryLayout(input);
    case 'auto-rows':
      return justifiedLayout(input);
    case 'list':
      return listLayout(input);
  }
}
