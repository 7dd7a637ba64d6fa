import { describe, expect, it } from 'vitest';
import {
  checkImage,
  chooseWidth,
  concurrencyFor,
  EMPTY_SOURCE,
  fitAlignment,
  IMAGE_WIDTHS,
  isCdnAddress,
  LAZY_LOAD_MARGIN,
  loadStep,
  NOT_AN_IMAGE,
  pixelRatio,
  placeImage,
  ratioOf,
  ratioViewBox,
  readPair,
  renderedWidth,
  shouldReplace,
  sizedAddress,
  widthOfAddress,
} from './image-loader.logic.ts';

describe('constants (spec 001 §9)', () => {
  it('serves 2500, 1500, 1000, 750, 500, 300 and 100 wide, lazy 200px early, 16 or 1 at a time', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(LAZY_LOAD_MARGIN).toBe('200px');
    expect(concurrencyFor(false)).toBe(16);
    expect(concurrencyFor(true)).toBe(1);
  });
});

describe('chooseWidth (spec 001 §9)', () => {
  it.each([
    [{ needed: 80, dpr: 1 }, 100],
    [{ needed: 100, dpr: 1 }, 100],
    [{ needed: 101, dpr: 1 }, 300],
    [{ needed: 250, dpr: 1 }, 300],
    [{ needed: 250, dpr: 2 }, 500],
    [{ needed: 251, dpr: 2 }, 750],
    [{ needed: 400, dpr: 3 }, 1500],
    [{ needed: 1200, dpr: 2 }, 2500],
    [{ needed: 4000, dpr: 1 }, 2500],
    [{ needed: 0, dpr: 1 }, 100],
    [{ needed: 250, dpr: 3, dprMax: 2 }, 500],
    [{ needed: 250, dpr: 1, dprMin: 2 }, 500],
    [{ needed: 250, dpr: 2, saveData: true }, 300],
    [{ needed: 250, dpr: 1, sizeAdjustment: 2 }, 500],
    [{ needed: 250, dpr: 1, sizeAdjustment: 0.5 }, 300],
    [{ needed: 250, dpr: 1, sizeAdjustment: -1 }, 300],
  ])('%j -> %d', (input, expected) => {
    expect(chooseWidth(input)).toBe(expected);
  });

  it.each([
    [2, 0, Number.POSITIVE_INFINITY, 2],
    [Number.NaN, 0, Number.POSITIVE_INFINITY, 1],
    [3, 1, 2, 2],
    [1, 1.5, 4, 1.5],
  ])('pixel ratio %d within %d..%d is %d', (dpr, min, max, expected) => {
    expect(pixelRatio(dpr, min, max)).toBe(expected);
  });
});

describe('sized addresses (spec 001 §3, §5)', () => {
  const base = 'https://site.example/page';
  const cdnHosts = ['images.cdn.example', 'self'];
  it.each([
    ['https://images.cdn.example/a/b.jpg', 'queryString', 'https://images.cdn.example/a/b.jpg?format=750w'],
    [
      'https://images.cdn.example/a/b.jpg?format=300w&x=1',
      'queryString',
      'https://images.cdn.example/a/b.jpg?format=750w&x=1',
    ],
    ['https://images.cdn.example/a/b.jpg', 'filename', 'https://images.cdn.example/a/b-750w.jpg'],
    ['https://images.cdn.example/a/b-300w.jpg', 'filename', 'https://images.cdn.example/a/b-750w.jpg'],
    ['/img/b.png', 'queryString', '/img/b.png?format=750w'],
    ['/img/b', 'filename', '/img/b-750w'],
    ['https://elsewhere.example/b.jpg', 'queryString', 'https://elsewhere.example/b.jpg'],
    ['data:image/png;base64,xx', 'queryString', 'data:image/png;base64,xx'],
  ] as const)('%s (%s)', (src, format, expected) => {
    expect(sizedAddress(src, 750, { format, base, cdnHosts })).toBe(expected);
  });

  it('only CDN hosts get suffixes; "self" is the page origin', () => {
    expect(isCdnAddress('/a.jpg', base, ['self'])).toBe(true);
    expect(isCdnAddress('/a.jpg', base, [])).toBe(false);
    expect(isCdnAddress('https://images.cdn.example/a.jpg', base, ['images.cdn.example'])).toBe(true);
  });

  it.each([
    ['/a.jpg?format=750w', 750],
    ['/a-1500w.jpg', 1500],
    ['/a.jpg', 0],
  ])('reads the width of %s', (src, width) => {
    expect(widthOfAddress(src)).toBe(width);
  });
});

describe('placeImage: crop modes and the focal point (spec 001 §3, §4)', () => {
  const box = { width: 200, height: 200 };
  const wide = { width: 400, height: 200 };
  it.each([
    [
      'cover, centred',
      { box, image: wide, mode: 'cover' },
      { width: 400, height: 200, left: -100, top: 0, objectPosition: '50% 50%' },
    ],
    [
      'cover, focal point at the left quarter',
      { box, image: wide, mode: 'cover', focalPoint: { x: 0.25, y: 0.5 } },
      { width: 400, height: 200, left: 0, top: 0, objectPosition: '0% 50%' },
    ],
    [
      'cover, focal point at 0.4 moves the image right of centre',
      { box, image: wide, mode: 'cover', focalPoint: { x: 0.4, y: 0.5 } },
      { width: 400, height: 200, left: -60, top: 0, objectPosition: '30% 50%' },
    ],
    [
      'cover, focal point at the far right edge is clamped',
      { box, image: wide, mode: 'cover', focalPoint: { x: 1, y: 0.5 } },
      { width: 400, height: 200, left: -200, top: 0, objectPosition: '100% 50%' },
    ],
    [
      'contain, centre',
      { box, image: wide, mode: 'contain' },
      { width: 200, height: 100, left: 0, top: 50, objectPosition: '50% 50%' },
    ],
    [
      'contain, top',
      { box, image: wide, mode: 'contain', alignment: 'top' },
      { width: 200, height: 100, left: 0, top: 0, objectPosition: '50% 0%' },
    ],
    [
      'contain, bottom',
      { box, image: wide, mode: 'contain', alignment: 'bottom' },
      { width: 200, height: 100, left: 0, top: 100, objectPosition: '50% 100%' },
    ],
    [
      'none keeps the natural size, left-aligned',
      { box, image: { width: 100, height: 50 }, mode: 'none', alignment: 'left' },
      { width: 100, height: 50, left: 0, top: 75, objectPosition: '0% 50%' },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(placeImage(input)).toEqual(expected);
  });

  it('a missing fit alignment is center, with a warning unless the crop covers', () => {
    expect(fitAlignment(undefined, 'contain')).toEqual({ alignment: 'center', warn: true });
    expect(fitAlignment(undefined, 'cover')).toEqual({ alignment: 'center', warn: false });
    expect(fitAlignment('top', 'contain')).toEqual({ alignment: 'top', warn: false });
  });

  it('the width to request covers the rendered image, not just the box', () => {
    expect(renderedWidth({ width: 200, height: 200 }, { width: 400, height: 200 }, 'cover')).toBe(400);
    expect(renderedWidth({ width: 200, height: 200 }, { width: 400, height: 200 }, 'contain')).toBe(200);
    expect(renderedWidth({ width: 200, height: 200 }, undefined, 'cover')).toBe(200);
  });
});

describe('loading (spec 001 §4, §5)', () => {
  it.each([
    [{ mode: false, loading: false, hasDimensions: true }, 'skip'],
    [{ mode: 'viewport', loading: false, hasDimensions: true }, 'dimensions-only'],
    [{ mode: true, loading: true, hasDimensions: true }, 'busy'],
    [{ mode: true, loading: true, allowConcurrent: true, hasDimensions: true }, 'load'],
    [{ mode: true, loading: false, hasDimensions: false }, 'preload-dimensions'],
    [{ mode: true, loading: false, hasDimensions: true }, 'load'],
  ] as const)('%j -> %s', (input, expected) => {
    expect(loadStep(input)).toBe(expected);
  });

  it.each([
    [0, 300, false, true],
    [300, 750, false, true],
    [750, 300, false, false],
    [750, 750, false, false],
    [750, 300, true, true],
  ])('current %d, next %d, forced %s: replace %s', (current, next, force, expected) => {
    expect(shouldReplace(current, next, force)).toBe(expected);
  });

  it.each([
    [{ tag: 'img', src: '/a.jpg', useBackgroundImage: false }, null],
    [{ tag: 'div', src: '/a.jpg', useBackgroundImage: false }, NOT_AN_IMAGE],
    [{ tag: 'div', src: '/a.jpg', useBackgroundImage: true }, null],
    [{ tag: 'img', src: '  ', useBackgroundImage: false }, EMPTY_SOURCE],
  ])('%j -> %s', (input, expected) => {
    expect(checkImage(input)).toBe(expected);
  });
});

describe('ratioViewBox', () => {
  it.each([
    [1.5, '0 0 15000 10000'],
    [16 / 9, '0 0 17778 10000'],
    [1, '0 0 10000 10000'],
  ])('a ratio of %s is a viewBox of %s', (ratio, viewBox) => {
    expect(ratioViewBox(ratio)).toBe(viewBox);
  });
});

describe('pairs of numbers: a size, a ratio, a focal point (spec 001 §3)', () => {
  it.each([
    ['2400x1600', '[xX×]', [2400, 1600]],
    [' 16 : 9 ', '[:/]', [16, 9]],
    ['.25,1', ',', [0.25, 1]],
    ['1.5,0.5,1', ',', undefined],
    ['-1,0', ',', undefined],
    ['1.,2', ',', undefined],
    ['', ',', undefined],
    [null, ',', undefined],
  ])('%j split by %s reads as %j', (text, separator, pair) => {
    expect(readPair(text, separator)).toEqual(pair);
  });

  it('reads a long text in time linear in its length: an attribute value cannot stall the page', () => {
    // A number pattern that can split a run of digits many ways makes a failed match quadratic: seconds here.
    const digits = '7'.repeat(200_000);
    const started = performance.now();
    for (const text of [`${digits}x`, `${digits}x1y`, `1x${digits}.`, `${digits}.${digits}`]) {
      expect(readPair(text, '[xX×]')).toBeUndefined();
    }
    expect(readPair(`${digits}x${digits}`, '[xX×]')).toEqual([Number(digits), Number(digits)]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['16:9', 16 / 9],
    ['4/3', 4 / 3],
    ['16:0', undefined],
    ['0:9', undefined],
    ['square', undefined],
    [undefined, undefined],
  ])('the ratio %j reads as %s', (text, ratio) => {
    expect(ratioOf(text)).toBe(ratio);
  });
});
