/**
 * The CSS-only layout of the designs: what the first render (on the server,
 * or before the gallery is measured) writes on the list so that the
 * stylesheet lays the tiles out without a measurement and without a style
 * attribute (a strict Content-Security-Policy refuses those). Grid, auto-grid
 * and list keep it for good; masonry (auto-columns) and justified rows
 * (auto-rows) start from it as an approximation.
 */
import { aspectOf } from './box.logic.ts';
import type { DesignOptions, GridDesign } from './designs.logic.ts';
import { columnCount } from './grid.logic.ts';

/** The designs whose measured layout places every tile itself (absolutely); the others flow in CSS. */
export const PLACED_DESIGNS: readonly GridDesign[] = ['auto-columns', 'auto-rows'];

/** Whether a design's measured layout places its tiles (true) or CSS lays them out for good (false). */
export function isPlacedDesign(design: GridDesign): boolean {
  return PLACED_DESIGNS.includes(design);
}

/**
 * The data attributes the stylesheet lays a design out from. `width` is the
 * measured width, when known: auto-grid then gets the column count the spec
 * works out (floor or ceil of width / column width), which CSS alone cannot
 * round the same way.
 */
export function flowAttributes(options: DesignOptions, width: number | null): Record<string, string> {
  const attributes: Record<string, string> = { 'data-gutter': String(options.gutter) };
  switch (options.design) {
    case 'grid':
      attributes['data-columns'] = String(options.slidesPerRow);
      break;
    case 'auto-grid':
    case 'auto-columns':
      attributes['data-column-width'] = String(options.columnWidth);
      if (width) attributes['data-columns'] = String(columnCount(width, options.columnWidth, options.columnRounding));
      break;
    case 'auto-rows':
      attributes['data-row-height'] = String(options.rowHeight);
      break;
    case 'list':
      attributes['data-image-size'] = String(options.listImageSize);
      break;
  }
  return attributes;
}

/**
 * The same values as style properties (the gap, and the custom properties
 * the stylesheet's rules read), set once the view runs in the browser
 * (through the CSSOM, which the policy allows): they carry any value, where
 * the stylesheet's rules before that know the common ones and read the rest
 * with typed `attr()` where the browser has it.
 */
export function flowStyle(options: DesignOptions, width: number | null): Record<string, string> {
  const {
    'data-columns': columns,
    'data-row-height': rowHeight,
    'data-image-size': imageSize,
  } = flowAttributes(options, width);
  return {
    gap: `${options.gutter}px`,
    ...(columns && { '--columns': columns }),
    ...(rowHeight && { '--row-height': `${rowHeight}px` }),
    ...(imageSize && { '--image-size': `${imageSize}%` }),
  };
}

/** The width-to-height ratio of a slide's tile in the flowing layout: the design's fixed ratio, or the image's own. */
export function tileRatio(
  options: Pick<DesignOptions, 'design' | 'aspectRatio'>,
  slide: { dimensions?: { width: number; height: number } | undefined },
): number {
  const own = isPlacedDesign(options.design) || options.aspectRatio === 'auto';
  return own ? aspectOf(slide.dimensions) : (options.aspectRatio as number);
}
