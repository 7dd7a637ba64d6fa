import { describe, expect, it } from 'vitest';
import {
  checkImage,
  chooseWidth,
  concurrencyFor,
  DEFAULT_CDN_HOSTS,
  EMPTY_SOURCE,
  IMAGE_WIDTHS,
  isCdnAddress,
  LAZY_LOAD_MARGIN,
  NOT_AN_IMAGE,
  type Placing,
  pixelRatio,
  placementStyle,
  ratioOf,
  ratioViewBox,
  readPair,
  renderedWidth,
  shouldReplace,
  sizedAddress,
} from './image-sizing.ts';

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
  it.each([
    ['https://images.cdn.example/a/b.jpg', 'queryString', 'https://images.cdn.example/a/b.jpg?format=750w'],
    [
      'https://images.cdn.example/a/b.jpg?format=300w&x=1',
      'queryString',
      'https://images.cdn.example/a/b.jpg?format=750w&x=1',
    ],
    ['https://images.cdn.example/a/b.jpg', 'filename', 'https://images.cdn.example/a/b-750w.jpg'],
    ['https://images.cdn.example/a/b-300w.jpg', 'filename', 'https://images.cdn.example/a/b-750w.jpg'],
    ['/img/b.png', 'queryString', 'https://site.example/img/b.png?format=750w'],
    ['/img/b', 'filename', 'https://site.example/img/b-750w'],
    ['/img/b-300w', 'filename', 'https://site.example/img/b-750w'],
    ['/img/b.tar.gz?v=2#top', 'filename', 'https://site.example/img/b.tar-750w.gz?v=2#top'],
    ['/img/v1.2/b', 'filename', 'https://site.example/img/v1.2/b-750w'],
    ['/img/b-300w-x.jpg', 'filename', 'https://site.example/img/b-300w-x-750w.jpg'],
    ['/img/b.jpg', undefined, 'https://site.example/img/b.jpg?format=750w'],
  ] as const)('%s (%s)', (src, format, expected) => {
    expect(sizedAddress(src, 750, format, base)).toBe(expected);
  });

  it.each([
    ['/a.jpg', ['self'], true],
    ['//site.example/a.jpg', ['self'], true],
    ['/a.jpg', [], false],
    ['https://images.cdn.example/a.jpg', ['images.cdn.example'], true],
    ['https://images.cdn.example/a.jpg', ['IMAGES.cdn.example'], true],
    ['https://elsewhere.example/b.jpg', ['images.cdn.example', 'self'], false],
    ['data:image/png;base64,xx', ['self'], false],
    ['ftp://site.example/a.jpg', ['self'], false],
    ['http://[bad', ['self'], false],
  ])('%s on the hosts %j is a CDN address: %s', (src, cdnHosts, expected) => {
    expect(isCdnAddress(src, base, cdnHosts)).toBe(expected);
  });

  it('names no CDN host by default: no address is sized, not even one on the page’s own origin', () => {
    expect(DEFAULT_CDN_HOSTS).toEqual([]);
    for (const src of ['/a.jpg', 'https://site.example/a.jpg', 'https://images.cdn.example/a.jpg']) {
      expect(isCdnAddress(src, base, DEFAULT_CDN_HOSTS), src).toBe(false);
    }
  });
});

describe('placementStyle: crop modes, the focal point, the fit alignment (spec 001 §3, §4)', () => {
  const box = { width: 200, height: 200 };
  const wide = { width: 400, height: 200 };
  it.each([
    ['cover, centred', { box, dimensions: wide }, '50% 50%'],
    ['cover, focal point at the left quarter', { box, dimensions: wide, focalPoint: { x: 0.25, y: 0.5 } }, '0% 50%'],
    [
      'cover, focal point at 0.4 moves the image right of centre',
      { box, dimensions: wide, focalPoint: { x: 0.4, y: 0.5 } },
      '30% 50%',
    ],
    [
      'cover, focal point at the far right edge is clamped',
      { box, dimensions: wide, focalPoint: { x: 1, y: 0.5 } },
      '100% 50%',
    ],
    ['contain, centre', { box, dimensions: wide, cropMode: 'contain' }, '50% 50%'],
    ['contain, top', { box, dimensions: wide, cropMode: 'contain', fitAlignment: 'top' }, '50% 0%'],
    ['contain, bottom', { box, dimensions: wide, cropMode: 'contain', fitAlignment: 'bottom' }, '50% 100%'],
    [
      'none, left-aligned',
      { box, dimensions: { width: 100, height: 50 }, cropMode: 'none', fitAlignment: 'left' },
      '0% 50%',
    ],
    ['an image of unknown size, centred', { box, cropMode: 'contain' }, '50% 50%'],
  ] as const)('%s: object-position %s', (_name, input, objectPosition) => {
    expect(placementStyle(input)).toEqual({ objectFit: (input as Placing).cropMode ?? 'cover', objectPosition });
  });

  it.each([
    ['cover, centred', { box, dimensions: wide }, ['400px', '200px', '-100px', '0px']],
    [
      'cover, focal point at 0.4',
      { box, dimensions: wide, focalPoint: { x: 0.4, y: 0.5 } },
      ['400px', '200px', '-60px', '0px'],
    ],
    [
      'cover, focal point at the left quarter',
      { box, dimensions: wide, focalPoint: { x: 0.25, y: 0.5 } },
      ['400px', '200px', '0px', '0px'],
    ],
    [
      'contain, bottom',
      { box, dimensions: wide, cropMode: 'contain', fitAlignment: 'bottom' },
      ['200px', '100px', '0px', '100px'],
    ],
    [
      'none keeps the natural size, left-aligned',
      { box, dimensions: { width: 100, height: 50 }, cropMode: 'none', fitAlignment: 'left' },
      ['100px', '50px', '0px', '75px'],
    ],
  ] as const)('advanced positioning, %s: drawn at its size and offset', (_name, input, [width, height, left, top]) => {
    expect(placementStyle({ ...input, useAdvancedPositioning: true })).toEqual({
      objectFit: 'fill',
      position: 'absolute',
      inset: 'auto',
      width,
      height,
      left,
      top,
    });
  });

  it('advanced positioning of an image of unknown size falls back to object-fit', () => {
    expect(placementStyle({ box, useAdvancedPositioning: true })).toEqual({
      objectFit: 'cover',
      objectPosition: '50% 50%',
    });
  });

  it.each([
    ['cover', { box, dimensions: wide, focalPoint: { x: 0.4, y: 0.5 } }, 'cover', '30% 50%'],
    ['contain', { box, dimensions: wide, cropMode: 'contain', fitAlignment: 'top' }, 'contain', '50% 0%'],
    ['none', { box, dimensions: wide, cropMode: 'none', fitAlignment: 'right' }, 'auto', '100% 50%'],
  ] as const)('a background image, %s', (_name, input, backgroundSize, backgroundPosition) => {
    expect(placementStyle({ ...input, useBackgroundImage: true })).toEqual({
      backgroundSize,
      backgroundPosition,
      backgroundRepeat: 'no-repeat',
    });
  });

  it('the width to request covers the rendered image, not just the box', () => {
    expect(renderedWidth({ width: 200, height: 200 }, { width: 400, height: 200 }, 'cover')).toBe(400);
    expect(renderedWidth({ width: 200, height: 200 }, { width: 400, height: 200 }, 'contain')).toBe(200);
    expect(renderedWidth({ width: 200, height: 200 }, undefined, 'cover')).toBe(200);
  });
});

describe('loading (spec 001 §4, §5)', () => {
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
    [{ src: '/a.jpg' }, 'img', null],
    [{ src: '/a.jpg' }, 'div', `${NOT_AN_IMAGE}, got <div>`],
    [{ src: '/a.jpg', useBackgroundImage: true }, 'div', null],
    [{ src: '  ' }, 'img', EMPTY_SOURCE],
  ])('%j on <%s> -> %s', (request, tag, expected) => {
    expect(checkImage(request, tag)).toBe(expected);
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
