import { describe, expect, it } from 'vitest';
import { designOptions, type GridDesign } from './designs.logic.ts';
import { flowAttributes, flowStyle, isPlacedDesign, tileRatio } from './flow.logic.ts';

describe('the CSS-only layout of each design', () => {
  it.each<[GridDesign, Parameters<typeof designOptions>[1], number | null, Record<string, string>]>([
    ['grid', {}, null, { 'data-gutter': '10', 'data-columns': '4' }],
    ['grid', { slidesPerRow: 3, gutter: 8 }, 1000, { 'data-gutter': '8', 'data-columns': '3' }],
    ['auto-grid', {}, null, { 'data-gutter': '0', 'data-column-width': '250' }],
    ['auto-grid', {}, 1200, { 'data-gutter': '0', 'data-column-width': '250', 'data-columns': '4' }],
    [
      'auto-grid',
      { designOptions: { columnRounding: 'ceil' } },
      1200,
      { 'data-gutter': '0', 'data-column-width': '250', 'data-columns': '5' },
    ],
    ['auto-columns', { columnWidth: '300' }, null, { 'data-gutter': '0', 'data-column-width': '300' }],
    ['auto-rows', { designOptions: { rowHeight: 200 } }, null, { 'data-gutter': '20', 'data-row-height': '200' }],
    ['list', { listImageSize: 40 }, null, { 'data-gutter': '10', 'data-image-size': '40' }],
  ])('%s %j at width %s', (design, config, width, expected) => {
    expect(flowAttributes(designOptions(design, config), width)).toEqual(expected);
  });

  it.each<[GridDesign, Parameters<typeof designOptions>[1], number | null, Record<string, string>]>([
    ['grid', { slidesPerRow: 3 }, null, { gap: '10px', '--columns': '3' }],
    ['auto-grid', {}, null, { gap: '0px' }],
    ['auto-grid', {}, 768, { gap: '0px', '--columns': '3' }],
    ['auto-rows', {}, null, { gap: '20px', '--row-height': '250px' }],
    ['list', {}, null, { gap: '10px', '--image-size': '50%' }],
  ])('the same as style properties: %s %j at width %s', (design, config, width, expected) => {
    expect(flowStyle(designOptions(design, config), width)).toEqual(expected);
  });

  it.each<[GridDesign, string | undefined, number]>([
    ['grid', undefined, 1],
    ['grid', '4:3', 4 / 3],
    ['grid', 'Auto', 0.5],
    ['auto-columns', '4:3', 0.5],
    ['auto-rows', undefined, 0.5],
    ['list', undefined, 0.5],
  ])('a %s tile with imageAspectRatio %s has the ratio %s', (design, imageAspectRatio, ratio) => {
    const options = designOptions(design, { imageAspectRatio });
    expect(tileRatio(options, { dimensions: { width: 100, height: 200 } })).toBeCloseTo(ratio);
  });

  it('masonry and justified rows are placed once measured; the others flow for good', () => {
    expect(
      (['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'list'] as const).filter((design) => isPlacedDesign(design)),
    ).toEqual(['auto-columns', 'auto-rows']);
  });
});
