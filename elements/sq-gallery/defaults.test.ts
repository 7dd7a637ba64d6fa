import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRID_GUTTER } from './designs/designs.logic.ts';
import { AUTO_COLUMN_WIDTH, AUTO_GUTTER, GRID_SLIDES_PER_ROW, SLIDES_PER_ROW_MAX } from './designs/grid.logic.ts';
import { LIST_IMAGE_SIZE, LIST_STACK_BELOW } from './designs/list.logic.ts';
import { AUTO_ROW_HEIGHT, AUTO_ROWS_GUTTER } from './designs/rows.logic.ts';

/**
 * The grid family's defaults and limits are written once, in the designs'
 * logic. The stylesheets (the shadow root's and the page's pre-upgrade one)
 * and the README cannot import them: each place they repeat a value is
 * found here and compared with the constant.
 */
const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');
const GALLERY_CSS = read('gallery.css');
const PRE_UPGRADE_CSS = read('./gallery.pre-upgrade.css');
const README = read('README.md');

/** Every number the pattern's groups capture, in order, over all its matches (a group left out takes none). */
function captured(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(new RegExp(pattern, 'g'))].flatMap((match) =>
    match.slice(1).flatMap((group) => (group === undefined ? [] : [Number(group)])),
  );
}

describe('the grid family’s defaults, where the code cannot reach', () => {
  it.each<[string, string, RegExp, number[]]>([
    // gallery.css: the values the flowing layout names for browsers without typed attr(), and its fallback.
    ['gallery.css: the gutter’s fallback', GALLERY_CSS, /attr\(data-gutter px, (\d+)px\)/, [GRID_GUTTER]],
    [
      'gallery.css: the common gutters',
      GALLERY_CSS,
      /\[data-gutter="(\d+)"\] \{\s*gap: (\d+)(?:px)?;/,
      [AUTO_GUTTER, AUTO_GUTTER, GRID_GUTTER, GRID_GUTTER, AUTO_ROWS_GUTTER, AUTO_ROWS_GUTTER],
    ],
    [
      'gallery.css: the auto-grid’s column width',
      GALLERY_CSS,
      /\[data-column-width="(\d+)"\] \{\s*--column-width: (\d+)px;/,
      [AUTO_COLUMN_WIDTH, AUTO_COLUMN_WIDTH],
    ],
    [
      'gallery.css: the auto-rows’ row height',
      GALLERY_CSS,
      /\[data-row-height="(\d+)"\] \{\s*--row-height: (\d+)px;/,
      [AUTO_ROW_HEIGHT, AUTO_ROW_HEIGHT],
    ],
    [
      'gallery.css: the list’s image size',
      GALLERY_CSS,
      /\[data-image-size="(\d+)"\] \{\s*--image-size: (\d+)%;/,
      [LIST_IMAGE_SIZE, LIST_IMAGE_SIZE],
    ],
    ['gallery.css: where a list row stacks', GALLERY_CSS, /@container \(width < (\d+)px\)/, [LIST_STACK_BELOW]],
    // gallery.pre-upgrade.css: the grid before the upgrade, and its comment.
    [
      'gallery.pre-upgrade.css: the grid’s columns',
      PRE_UPGRADE_CSS,
      /grid-template-columns: repeat\((\d+), minmax\(0, 1fr\)\);[^;]*?repeat\(attr\(slides-per-row type\(<integer>\), (\d+)\)/,
      [GRID_SLIDES_PER_ROW, GRID_SLIDES_PER_ROW],
    ],
    [
      'gallery.pre-upgrade.css: the grid’s gap',
      PRE_UPGRADE_CSS,
      /gap: (\d+)px;\s*gap: attr\(gutter px, (\d+)px\);/,
      [GRID_GUTTER, GRID_GUTTER],
    ],
    [
      'gallery.pre-upgrade.css: the auto-grid’s columns and gap',
      PRE_UPGRADE_CSS,
      /minmax\(min\((\d+)px, 100%\), 1fr\)\);|attr\(column-width px, (\d+)px\)|gap: (\d+);\s*gap: attr\(gutter px, (\d+)\);/,
      [AUTO_COLUMN_WIDTH, AUTO_COLUMN_WIDTH, AUTO_GUTTER, AUTO_GUTTER],
    ],
    [
      'gallery.pre-upgrade.css: its comment',
      PRE_UPGRADE_CSS,
      /\(`slides-per-row`, (\d+)\), a gap \(`gutter`, (\d+) px\)[\s\S]*?columns of `column-width`\s*\* \((\d+) px\)/,
      [GRID_SLIDES_PER_ROW, GRID_GUTTER, AUTO_COLUMN_WIDTH],
    ],
    // The README.
    [
      'README: before the upgrade',
      README,
      /\(`slides-per-row`, (\d+)\), gutter \(`gutter`, (\d+) px\)[\s\S]*?auto-grid's columns \(`column-width`, (\d+) px\)/,
      [GRID_SLIDES_PER_ROW, GRID_GUTTER, AUTO_COLUMN_WIDTH],
    ],
    [
      'README: the decisions',
      README,
      /Grid gutter (\d+) px; list image (\d+) % of the row, stacked under (\d+) px\./,
      [GRID_GUTTER, LIST_IMAGE_SIZE, LIST_STACK_BELOW],
    ],
    [
      'README: the common values',
      README,
      /\((\d+) to (\d+) columns, gutters of (\d+), (\d+) and (\d+) px, a (\d+) % list\s+image\)/,
      [1, SLIDES_PER_ROW_MAX, AUTO_GUTTER, GRID_GUTTER, AUTO_ROWS_GUTTER, LIST_IMAGE_SIZE],
    ],
    [
      'README: where a list row stacks',
      README,
      /below (\d+) px\s+(?:`left` and `right` go|by a container)/,
      [LIST_STACK_BELOW, LIST_STACK_BELOW],
    ],
    ['README: the pre-upgrade auto-grid', README, /columns, of at least (\d+) px/, [AUTO_COLUMN_WIDTH]],
  ])('%s', (_where, text, pattern, expected) => {
    expect(captured(text, pattern)).toEqual(expected);
  });

  it('gallery.css names every column count a row may take, from 1 to the most', () => {
    const named = captured(GALLERY_CSS, /\[data-columns="(\d+)"\] \{\s*--columns: (\d+);/);
    const counts = Array.from({ length: SLIDES_PER_ROW_MAX }, (_, index) => index + 1);
    expect(named).toEqual(counts.flatMap((count) => [count, count]));
  });
});
