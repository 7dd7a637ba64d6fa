import { describe, expect, it } from 'vitest';
import {
  clickThroughTarget,
  parseDimensions,
  parseFocalPoint,
  readSlide,
  SLIDE_ATTRIBUTES,
  slidesFromItems,
} from './slides.logic.ts';

describe('slide attributes (spec 001 §3)', () => {
  it.each([
    ['2400x1600', { width: 2400, height: 1600 }],
    [' 800 X 600 ', { width: 800, height: 600 }],
    ['0x600', undefined],
    ['800', undefined],
    [null, undefined],
  ])('dimensions %j', (text, expected) => {
    expect(parseDimensions(text)).toEqual(expected);
  });

  it.each([
    ['0.4,0.6', { x: 0.4, y: 0.6 }],
    ['1.5,-1', { x: 0.5, y: 0.5 }],
    ['1,0', { x: 1, y: 0 }],
    ['', { x: 0.5, y: 0.5 }],
    ['a,b', { x: 0.5, y: 0.5 }],
    [undefined, { x: 0.5, y: 0.5 }],
  ])('focal point %j', (text, expected) => {
    expect(parseFocalPoint(text)).toEqual(expected);
  });

  it('reads an <img> child', () => {
    expect(
      readSlide(
        {
          tag: 'img',
          attributes: {
            src: '/a.jpg',
            alt: 'Harbour',
            'data-image-dimensions': '2400x1600',
            'data-image-focal-point': '0.4,0.6',
            'data-slide-id': 's1',
            'data-click-through-url': '/shop',
          },
        },
        0,
      ),
    ).toEqual({
      type: 'image',
      id: 's1',
      src: '/a.jpg',
      alt: 'Harbour',
      dimensions: { width: 2400, height: 1600 },
      focalPoint: { x: 0.4, y: 0.6 },
      clickThroughUrl: '/shop',
    });
  });

  it.each<[string, string, { videoHtml?: string }]>([
    ['a video slide carries its embed code', 'video', { videoHtml: '<iframe src="https://v.test/1"></iframe>' }],
    ['an image slide does not', 'image', {}],
  ])('%s (data-video-html)', (_, type, expected) => {
    const html = '<iframe src="https://v.test/1"></iframe>';
    const attributes = { 'data-type': type, 'data-video-html': html };
    expect(readSlide({ tag: 'figure', attributes, image: { src: '/poster.jpg' } }, 0)).toEqual({
      type,
      id: '0',
      src: '/poster.jpg',
      alt: '',
      focalPoint: { x: 0.5, y: 0.5 },
      ...expected,
    });
    const [item] = slidesFromItems([{ src: '/poster.jpg', type: type as 'image' | 'video', videoHtml: html }]);
    expect(item?.videoHtml).toBe(expected.videoHtml);
  });

  it('prefers data-src, and reads a wrapper with an image and a caption', () => {
    expect(
      readSlide(
        {
          tag: 'figure',
          attributes: { 'data-slide-id': 'x', 'data-type': 'video', 'data-slide-url': 'boats' },
          image: { src: '/small.jpg', 'data-src': '/big.jpg', alt: 'Boats' },
          caption: 'Boats at rest',
        },
        3,
      ),
    ).toMatchObject({
      id: 'x',
      type: 'video',
      src: '/big.jpg',
      url: 'boats',
      alt: 'Boats',
      description: 'Boats at rest',
    });
  });

  it('is not a slide without a source, or when a plain element has no slide attributes', () => {
    expect(readSlide({ tag: 'img', attributes: { alt: 'x' } }, 0)).toBeUndefined();
    expect(readSlide({ tag: 'p', attributes: {}, image: { src: '/a.jpg' } }, 0)).toBeUndefined();
  });

  it('numbers slides without an id by position', () => {
    expect(readSlide({ tag: 'img', attributes: { src: '/a.jpg' } }, 4)?.id).toBe('4');
  });

  it('reads config items', () => {
    expect(slidesFromItems([{ src: '/a.jpg', dimensions: '10x20', alt: 'A' }])).toEqual([
      {
        type: 'image',
        id: '0',
        src: '/a.jpg',
        alt: 'A',
        dimensions: { width: 10, height: 20 },
        focalPoint: { x: 0.5, y: 0.5 },
      },
    ]);
  });
});

describe('click-through urls', () => {
  it.each([
    ['/products', '/products'],
    [' boats ', 'boats'],
    ['https://other.example/x', 'https://other.example/x'],
    ['http://other.example/', 'http://other.example/'],
    ['javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,hi', null],
    ['mailto:a@b.c', null],
    ['', null],
  ])('%j goes to %j', (url, expected) => {
    expect(clickThroughTarget(url)).toBe(expected);
  });
});

describe('SLIDE_ATTRIBUTES', () => {
  it('names every attribute readSlide looks at, so the view can read only those', () => {
    const asked = new Set<string>();
    const recording = () =>
      new Proxy({} as Record<string, string | undefined>, {
        get(_target, name) {
          if (typeof name === 'string') asked.add(name);
          return undefined;
        },
      });
    readSlide({ tag: 'img', attributes: recording() }, 0);
    readSlide(
      {
        tag: 'figure',
        attributes: new Proxy(
          { 'data-src': 'a.jpg' },
          {
            get(target, name) {
              if (typeof name === 'string') asked.add(name);
              return (target as Record<string, string>)[name as string];
            },
          },
        ),
        image: recording(),
      },
      0,
    );
    expect([...asked].filter((name) => !(SLIDE_ATTRIBUTES as readonly string[]).includes(name))).toEqual([]);
    expect(asked.size).toBeGreaterThan(8);
  });
});
