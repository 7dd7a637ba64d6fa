import { describe, expect, it } from 'vitest';
import { overlaps } from './box.logic.ts';
import { masonryLayout } from './columns.logic.ts';
import { designOptions, layout, readDesign } from './designs.logic.ts';
import { columnCount, gridLayout, parseAspectRatio, parseColumnWidth } from './grid.logic.ts';
import { listLayout } from './list.logic.ts';
import { justifiedLayout } from './rows.logic.ts';

const dims = (width: number, height: number) => ({ dimensions: { width, height } });

describe('column count (spec 001 §9)', () => {
  it.each([
    [1000, 250, 'floor', 4],
    [999, 250, 'floor', 3],
    [999, 250, 'ceil', 4],
    [1001, 250, 'ceil', 5],
    [200, 250, 'floor', 1],
    [0, 250, 'floor', 1],
    [100, 250, 'ceil', 1],
    [600, 0, 'floor', 1],
  ] as const)('width %d / column %d (%s) gives %d columns', (width, column, rounding, expected) => {
    expect(columnCount(width, column, rounding)).toBe(expected);
  });
});

describe('columnWidth (spec 001 §5)', () => {
  it.each([
    [300, 300],
    ['300', 300],
    ['300.9px', 300],
    [12.5, 12.5],
    [0, undefined],
    [-5, undefined],
    ['wide', undefined],
    ['0', undefined],
    [null, undefined],
  ])('%j reads as %s', (value, expected) => {
    expect(parseColumnWidth(value)).toBe(expected);
  });
});

describe('imageAspectRatio', () => {
  it.each([
    ['Auto', 'auto'],
    ['auto', 'auto'],
    ['1:1', 1],
    ['16:9', 16 / 9],
    ['4/3', 4 / 3],
    ['1.5', 1.5],
    [2, 2],
    ['0:1', undefined],
    ['tall', undefined],
    [undefined, undefined],
  ])('%j reads as %s', (value, expected) => {
    expect(parseAspectRatio(value)).toBe(expected);
  });
});

describe('grid layout', () => {
  it('puts 4 square tiles per row with gutters', () => {
    const result = gridLayout({ width: 430, columns: 4, gutter: 10, aspectRatio: 1, slides: [{}, {}, {}, {}, {}] });
    expect(result.boxes).toEqual([
      { left: 0, top: 0, width: 100, height: 100 },
      { left: 110, top: 0, width: 100, height: 100 },
      { left: 220, top: 0, width: 100, height: 100 },
      { left: 330, top: 0, width: 100, height: 100 },
      { left: 0, top: 110, width: 100, height: 100 },
    ]);
    expect(result.height).toBe(210);
  });

  it('keeps a fixed ratio', () => {
    const result = gridLayout({ width: 300, columns: 2, gutter: 0, aspectRatio: 3 / 2, slides: [{}, {}] });
    expect(result.boxes.map((box) => box.height)).toEqual([100, 100]);
    expect(result.height).toBe(100);
  });

  it('with Auto, each tile has its image ratio and a row is as tall as its tallest tile', () => {
    const result = gridLayout({
      width: 200,
      columns: 2,
      gutter: 0,
      aspectRatio: 'auto',
      slides: [dims(200, 100), dims(100, 200), dims(100, 100)],
    });
    expect(result.boxes).toEqual([
      { left: 0, top: 0, width: 100, height: 50 },
      { left: 100, top: 0, width: 100, height: 200 },
      { left: 0, top: 200, width: 100, height: 100 },
    ]);
    expect(result.height).toBe(300);
  });

  it('an empty gallery is 0 high', () => {
    expect(gridLayout({ width: 300, columns: 3, gutter: 10, aspectRatio: 1, slides: [] })).toEqual({
      boxes: [],
      height: 0,
    });
  });
});

describe('masonry layout (auto-columns)', () => {
  it('sends each slide to the shortest column, leftmost first', () => {
    const result = masonryLayout({
      width: 200,
      columns: 2,
      gutter: 0,
      slides: [dims(100, 200), dims(100, 100), dims(100, 100), dims(100, 50)],
    });
    expect(result.boxes).toEqual([
      { left: 0, top: 0, width: 100, height: 200 },
      { left: 100, top: 0, width: 100, height: 100 },
      { left: 100, top: 100, width: 100, height: 100 },
      { left: 0, top: 200, width: 100, height: 50 },
    ]);
    expect(result.height).toBe(250);
  });

  it('a slide without dimensions is square', () => {
    expect(masonryLayout({ width: 100, columns: 1, gutter: 0, slides: [{}] }).boxes[0]?.height).toBe(100);
  });
});

describe('justified rows (auto-rows)', () => {
  it('fills rows to the width and scales them down to fit exactly', () => {
    // At 100 px high: 150 + 10 + 150 = 310 >= 300, so the row scales to (300 - 10) / 3 = 96.67 px high.
    const result = justifiedLayout({
      width: 300,
      rowHeight: 100,
      gutter: 10,
      slides: [dims(150, 100), dims(150, 100), dims(100, 100)],
    });
    expect(result.boxes).toEqual([
      { left: 0, top: 0, width: 145, height: 96.67 },
      { left: 155, top: 0, width: 145, height: 96.67 },
      { left: 0, top: 106.67, width: 100, height: 100 },
    ]);
    expect(result.height).toBe(206.67);
  });

  it('a panorama wider than the gallery gets a row of its own, scaled to the width', () => {
    const result = justifiedLayout({ width: 300, rowHeight: 250, gutter: 20, slides: [dims(1200, 100)] });
    expect(result.boxes).toEqual([{ left: 0, top: 0, width: 300, height: 25 }]);
  });

  it('every full row ends at the right edge', () => {
    const slides = Array.from({ length: 30 }, (_, i) => dims(100 + ((i * 37) % 200), 100 + ((i * 53) % 120)));
    const result = justifiedLayout({ width: 1000, rowHeight: 250, gutter: 20, slides });
    const rows = new Map<number, number>();
    for (const box of result.boxes) rows.set(box.top, Math.max(rows.get(box.top) ?? 0, box.left + box.width));
    const rights = [...rows.values()];
    for (const right of rights.slice(0, -1)) expect(right).toBeCloseTo(1000, 0);
    for (const box of result.boxes) expect(box.height).toBeLessThanOrEqual(250);
  });
});

describe('list layout', () => {
  it('gives the image listImageSize percent of the row, the whole row when narrow', () => {
    expect(listLayout({ width: 800, listImageSize: 40, aspectRatio: 'auto', slides: [dims(400, 200)] }).boxes).toEqual([
      { left: 0, top: 0, width: 320, height: 160 },
    ]);
    expect(listLayout({ width: 360, listImageSize: 40, aspectRatio: 1, slides: [dims(400, 200)] }).boxes).toEqual([
      { left: 0, top: 0, width: 360, height: 360 },
    ]);
  });
});

describe('designs (spec 001 §9)', () => {
  it.each([
    ['grid', { kind: 'grid', design: 'grid' }],
    [' Auto-Rows ', { kind: 'grid', design: 'auto-rows' }],
    ['carousel', { kind: 'moving', design: 'carousel' }],
    ['slideshow', { kind: 'moving', design: 'slideshow' }],
    ['Stacked', { kind: 'moving', design: 'slideshow' }],
    ['strip', { kind: 'moving', design: 'strip' }],
    ['slider', { kind: 'moving', design: 'strip' }],
    ['constructor', { kind: 'unknown' }],
    ['Swipe', { kind: 'moving', design: 'swipe' }],
    ['new-swipe', { kind: 'moving', design: 'new-swipe' }],
    ['mosaic', { kind: 'unknown' }],
  ])('%j is %j', (name, expected) => {
    expect(readDesign(name)).toEqual(expected);
  });

  it.each([
    ['grid', { slidesPerRow: 4, gutter: 10, aspectRatio: 1 }],
    ['auto-grid', { columnWidth: 250, gutter: 0 }],
    ['auto-columns', { columnWidth: 250, gutter: 0 }],
    ['auto-rows', { rowHeight: 250, gutter: 20 }],
    ['list', { aspectRatio: 'auto', listImageSize: 50 }],
  ] as const)('%s defaults', (design, expected) => {
    expect(designOptions(design, {})).toMatchObject(expected);
  });

  it('auto-grid columns follow the width', () => {
    const options = designOptions('auto-grid', {});
    const slides = Array.from({ length: 8 }, () => ({}));
    expect(layout(options, 1000, slides).boxes[3]).toEqual({ left: 750, top: 0, width: 250, height: 250 });
    expect(layout(options, 600, slides).boxes[2]).toEqual({ left: 0, top: 300, width: 300, height: 300 });
    expect(layout(options, 240, slides).boxes[1]).toEqual({ left: 0, top: 240, width: 240, height: 240 });
  });

  it('config overrides the defaults, columnWidth from a string', () => {
    expect(designOptions('auto-columns', { columnWidth: '300', gutter: 8 })).toMatchObject({
      columnWidth: 300,
      gutter: 8,
    });
  });
});

describe('overlaps', () => {
  const box = { left: 0, top: 100, width: 50, height: 50 };
  it.each([
    [{ start: 0, end: 100 }, false],
    [{ start: 0, end: 101 }, true],
    [{ start: 120, end: 130 }, true],
    [{ start: 149, end: 400 }, true],
    [{ start: 150, end: 400 }, false],
    [{ start: -500, end: -100 }, false],
  ])('a box from 100 to 150 and the span %j: %s', (span, expected) => {
    expect(overlaps(box, span)).toBe(expected);
  });
});
