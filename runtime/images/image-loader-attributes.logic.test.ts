import { describe, expect, it } from 'vitest';
import { readFocalPoint } from '../../lib/image-sizing/image-sizing.ts';
import { attributeOf, IMAGE_DATA_OPTIONS, readImageAttributes } from './image-loader-attributes.logic.ts';

/** The attribute reader of an image carrying these attributes. */
const on = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

/** What the image's data attributes set, and the warnings about those that could not be read. */
function read(attributes: Record<string, string>) {
  const problems: string[] = [];
  const options = readImageAttributes(on(attributes), (warning) => problems.push(warning));
  return { options, problems };
}

describe('spec 001 §3: image loading configuration is read from data attributes on the image', () => {
  it.each([
    // The spec's slide attributes and their examples.
    ['data-src', '/img/a.jpg', { src: '/img/a.jpg' }],
    ['data-image-dimensions', '2400x1600', { dimensions: { width: 2400, height: 1600 } }],
    ['data-image-dimensions', '1600X1600', { dimensions: { width: 1600, height: 1600 } }],
    ['data-image-focal-point', '0.4,0.6', { focalPoint: { x: 0.4, y: 0.6 } }],
    ['data-image-focal-point', '0.5, 0.5', { focalPoint: { x: 0.5, y: 0.5 } }],
    ['data-image-focal-point', '1,0', { focalPoint: { x: 1, y: 0 } }],
    // Load mode true, false or viewport.
    ['data-load', 'true', { load: true }],
    ['data-load', 'false', { load: false }],
    ['data-load', 'viewport', { load: 'viewport' }],
    ['data-load', '', { load: true }],
    ['data-fixed-ratio', '16:9', { fixedRatio: 16 / 9 }],
    ['data-fixed-ratio', '1/1', { fixedRatio: 1 }],
    ['data-force-update', '', { forceUpdate: true }],
    ['data-force-update', 'false', { forceUpdate: false }],
    // Crop mode cover, contain or none.
    ['data-crop-mode', 'contain', { cropMode: 'contain' }],
    ['data-crop-mode', 'none', { cropMode: 'none' }],
    // Size adjustment: a non-negative number (spec 001 §5).
    ['data-size-adjustment', '1.5', { sizeAdjustment: 1.5 }],
    ['data-size-adjustment', '0', { sizeAdjustment: 0 }],
    // Size format queryString or filename.
    ['data-size-format', 'filename', { sizeFormat: 'filename' }],
    ['data-stretch', 'true', { stretch: true }],
    ['data-use-background-image', '', { useBackgroundImage: true }],
    ['data-use-advanced-positioning', 'TRUE', { useAdvancedPositioning: true }],
    ['data-allow-save-data', 'false', { allowSaveData: false }],
    // Device-pixel-ratio min (default 0) and max (default unlimited).
    ['data-dpr-min', '1', { dprMin: 1 }],
    ['data-dpr-max', '2', { dprMax: 2 }],
    // Fit alignment top, left, center, right, bottom.
    ['data-fit-alignment', 'bottom', { fitAlignment: 'bottom' }],
  ])('%s="%s" sets %j', (attribute, value, options) => {
    expect(read({ [attribute]: value })).toEqual({ options, problems: [] });
  });

  it.each([
    ['data-src', '  ', 'an image address'],
    ['data-image-dimensions', '2400', 'a size as WxH'],
    ['data-image-dimensions', '0x100', 'a size as WxH'],
    ['data-image-dimensions', 'wide', 'a size as WxH'],
    ['data-image-focal-point', '0.4', 'x,y fractions from 0 to 1'],
    ['data-image-focal-point', '1.2,0.5', 'x,y fractions from 0 to 1'],
    ['data-image-focal-point', '-0.1,0.5', 'x,y fractions from 0 to 1'],
    ['data-load', 'lazy', 'true, false or viewport'],
    ['data-fixed-ratio', 'square', 'a ratio as W:H'],
    ['data-force-update', 'yes', 'true or false'],
    ['data-crop-mode', 'fill', 'one of "cover", "contain", "none"'],
    ['data-size-adjustment', '-1', 'a number of 0 or more'],
    ['data-size-adjustment', '', 'a number of 0 or more'],
    ['data-size-format', 'path', 'one of "queryString", "filename"'],
    ['data-dpr-max', 'two', 'a number of 0 or more'],
    ['data-fit-alignment', 'middle', 'one of "top", "left", "center", "right", "bottom"'],
  ])('%s="%s" is not read: expected %s', (attribute, value, expected) => {
    expect(read({ [attribute]: value })).toEqual({
      options: {},
      problems: [`${attribute}: expected ${expected}, got ${JSON.stringify(value)}; ignored`],
    });
  });

  it('reads every attribute of one image together, and ignores only the bad one', () => {
    const { options, problems } = read({
      'data-src': '/img/a.jpg',
      'data-image-dimensions': '2400x1600',
      'data-image-focal-point': '0.4,0.6',
      'data-load': 'soon',
      'data-crop-mode': 'contain',
      'data-fit-alignment': 'top',
      title: 'not ours',
    });
    expect(options).toEqual({
      src: '/img/a.jpg',
      dimensions: { width: 2400, height: 1600 },
      focalPoint: { x: 0.4, y: 0.6 },
      cropMode: 'contain',
      fitAlignment: 'top',
    });
    expect(problems).toEqual(['data-load: expected true, false or viewport, got "soon"; ignored']);
  });

  it('an image without data attributes sets nothing', () => {
    expect(read({})).toEqual({ options: {}, problems: [] });
  });

  it('names one attribute for each item of the spec list', () => {
    // dimensions, fixed ratio, focal point, load mode, force image update, crop mode, size adjustment, size format,
    // source, stretch, use background image, use advanced positioning, allow save data, dpr min and max, fit alignment.
    expect(Object.keys(IMAGE_DATA_OPTIONS).map(attributeOf)).toEqual([
      'data-src',
      'data-image-dimensions',
      'data-fixed-ratio',
      'data-image-focal-point',
      'data-load',
      'data-force-update',
      'data-crop-mode',
      'data-size-adjustment',
      'data-size-format',
      'data-stretch',
      'data-use-background-image',
      'data-use-advanced-positioning',
      'data-allow-save-data',
      'data-dpr-min',
      'data-dpr-max',
      'data-fit-alignment',
    ]);
  });

  it.each([
    ['0.5,0.5', { x: 0.5, y: 0.5 }],
    ['.25,1', { x: 0.25, y: 1 }],
    ['0.5;0.5', undefined],
    ['0.5,0.5,0.5', undefined],
  ])('the focal point %s reads as %j', (text, point) => {
    expect(readFocalPoint(text)).toEqual(point);
  });
});
