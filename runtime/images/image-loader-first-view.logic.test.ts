import { describe, expect, it } from 'vitest';
import {
  coverScale,
  EAGER_SIZES,
  FIRST_VIEW_SRC_WIDTH,
  firstViewImage,
  isSizedAddress,
  LAZY_SIZES,
  offeredWidths,
} from './image-loader-first-view.logic.ts';

/** The page's own origin named as a CDN host: its root-relative addresses are sized. */
const SELF = ['self'];

describe('firstViewImage', () => {
  it('sizes an image on the page’s own origin, named a CDN host, by the CDN’s widths, lazy, for the width it is laid out at', () => {
    expect(
      firstViewImage({
        src: '/img/sea.jpg',
        alt: 'The sea',
        dimensions: { width: 2400, height: 1000 },
        cdnHosts: SELF,
      }),
    ).toEqual({
      src: `/img/sea.jpg?format=${FIRST_VIEW_SRC_WIDTH}w`,
      srcSet:
        '/img/sea.jpg?format=100w 100w, /img/sea.jpg?format=300w 300w, /img/sea.jpg?format=500w 500w, ' +
        '/img/sea.jpg?format=750w 750w, /img/sea.jpg?format=1000w 1000w, /img/sea.jpg?format=1500w 1500w, ' +
        '/img/sea.jpg?format=2500w 2500w',
      sizes: LAZY_SIZES,
      alt: 'The sea',
      width: 2400,
      height: 1000,
      decoding: 'async',
      loading: 'lazy',
    });
  });

  it('offers no width past the first that covers the natural width, and asks no larger src', () => {
    const image = firstViewImage({ src: '/a.png', alt: '', dimensions: { width: 640, height: 480 }, cdnHosts: SELF });
    expect(image?.srcSet).toBe(
      '/a.png?format=100w 100w, /a.png?format=300w 300w, /a.png?format=500w 500w, /a.png?format=750w 750w',
    );
    expect(image?.src).toBe('/a.png?format=750w');
  });

  it('marks the main picture: high priority, never lazy, sized by the page’s sizes or the viewport', () => {
    const main = firstViewImage({ src: '/hero.jpg', alt: 'Hero', priority: true, lazy: true, cdnHosts: SELF });
    expect(main).toMatchObject({ fetchPriority: 'high', sizes: EAGER_SIZES });
    expect(main).not.toHaveProperty('loading');
    const sized = firstViewImage({
      src: '/hero.jpg',
      alt: '',
      priority: true,
      sizes: ' (min-width: 800px) 50vw, 100vw ',
      cdnHosts: SELF,
    });
    expect(sized?.sizes).toBe('(min-width: 800px) 50vw, 100vw');
  });

  it('sizes a lazy image without dimensions by the viewport: its box is known only once it has loaded', () => {
    expect(firstViewImage({ src: '/a.jpg', alt: '', cdnHosts: SELF })).toMatchObject({
      sizes: EAGER_SIZES,
      loading: 'lazy',
    });
  });

  it('loads an eager image that is not the main picture at once, at normal priority', () => {
    const eager = firstViewImage({ src: '/a.jpg', alt: '', lazy: false, cdnHosts: SELF });
    expect(eager).not.toHaveProperty('loading');
    expect(eager).not.toHaveProperty('fetchPriority');
    expect(eager?.sizes).toBe(EAGER_SIZES);
  });

  it('sizes a CDN host’s image in its size format', () => {
    const image = firstViewImage({
      src: 'https://images.example/a/sea.jpg',
      alt: '',
      cdnHosts: ['images.example'],
      sizeFormat: 'filename',
    });
    expect(image?.src).toBe('https://images.example/a/sea-1000w.jpg');
    expect(image?.srcSet?.split(', ')[0]).toBe('https://images.example/a/sea-100w.jpg 100w');
  });

  it.each(['/img/sea.jpg', 'https://elsewhere.example/sea.jpg', 'img/sea.jpg', '//elsewhere.example/sea.jpg'])(
    'spec 001 §5: with no CDN host named, gives %s as it is, with no srcset or sizes',
    (src) => {
      expect(firstViewImage({ src, alt: '' })).toEqual({ src, alt: '', decoding: 'async', loading: 'lazy' });
    },
  );

  it('gives nothing for an empty address', () => {
    expect(firstViewImage({ src: '  ', alt: '' })).toBeNull();
  });

  it.each([
    [{ focalPoint: { x: 0.4, y: 0.6 } }, { 'data-focal-x': '40%', 'data-focal-y': '60%' }],
    [{ focalPoint: { x: 0.5, y: 0.5 } }, {}],
    [{ focalPoint: { x: 0.123, y: 1 } }, { 'data-focal-x': '12.3%', 'data-focal-y': '100%' }],
    [
      { cropMode: 'contain', fitAlignment: 'left', focalPoint: { x: 0.9, y: 0.9 } },
      { 'data-fit': 'contain', 'data-focal-x': '0%', 'data-focal-y': '50%' },
    ],
    [
      { cropMode: 'none', fitAlignment: 'bottom' },
      { 'data-fit': 'none', 'data-focal-x': '50%', 'data-focal-y': '100%' },
    ],
    [{ cropMode: 'contain' }, { 'data-fit': 'contain' }],
  ] as const)('places the image as the loader will: %j', (input, want) => {
    const image = firstViewImage({ src: '/a.jpg', alt: '', ...input }) ?? {};
    const placing = Object.fromEntries(Object.entries(image).filter(([name]) => name.startsWith('data-')));
    expect(placing).toEqual(want);
  });
});

describe('a picture drawn wider than its box (a cover crop)', () => {
  it('offers each width for the box width it covers, so the browser asks for what the drawn picture needs', () => {
    const image = firstViewImage({
      src: '/a.jpg',
      alt: '',
      dimensions: { width: 1600, height: 1067 },
      scale: 1.5,
      cdnHosts: SELF,
    });
    expect(image?.srcSet?.split(', ').slice(0, 3)).toEqual([
      '/a.jpg?format=100w 67w',
      '/a.jpg?format=300w 200w',
      '/a.jpg?format=500w 333w',
    ]);
  });

  it.each([
    [{ width: 1600, height: 1067 }, 1, 'cover', 1600 / 1067],
    [{ width: 1200, height: 1600 }, 1, 'cover', 1],
    [{ width: 1600, height: 900 }, 16 / 9, 'cover', 1],
    [{ width: 1600, height: 1067 }, 1, 'contain', 1],
    [undefined, 1, 'cover', 1],
  ] as const)(
    'a picture of %j in a box of ratio %s, %s: drawn %s times the box width',
    (dimensions, ratio, mode, want) => {
      expect(coverScale(dimensions, ratio, mode)).toBeCloseTo(want, 6);
    },
  );
});

describe('isSizedAddress', () => {
  it.each([
    ['/a.jpg', ['self'], true],
    ['/a.jpg', ['images.example'], false],
    ['https://images.example/a.jpg', ['self', 'images.example'], true],
    ['https://Images.Example/a.jpg', ['IMAGES.EXAMPLE'], true],
    ['https://page.example/a.jpg', ['self'], false],
    ['//images.example/a.jpg', ['images.example'], false],
    ['data:image/png;base64,AAAA', ['self'], false],
  ] as const)('%s with CDN hosts %j: %s', (src, hosts, want) => {
    expect(isSizedAddress(src, hosts)).toBe(want);
  });

  it.each(['/a.jpg', 'https://page.example/a.jpg'])('spec 001 §5: %s with no CDN hosts named is not sized', (src) => {
    expect(isSizedAddress(src)).toBe(false);
  });
});

describe('offeredWidths', () => {
  it.each([
    [undefined, [100, 300, 500, 750, 1000, 1500, 2500]],
    [80, [100]],
    [300, [100, 300]],
    [301, [100, 300, 500]],
    [9000, [100, 300, 500, 750, 1000, 1500, 2500]],
  ])('natural width %s: %j', (natural, want) => {
    expect(offeredWidths(natural)).toEqual(want);
  });
});
