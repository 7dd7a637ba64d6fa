import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { renderToHtml } from '../server/render.tsx';
import { imageApi } from './image.schema.ts';
import { NO_SCRIPT_WIDTH, noScriptImage } from './image.server.ts';

const config = (fields: Record<string, unknown>) => z.parse(imageApi.config, fields);

describe('noScriptImage', () => {
  it('sizes an image on the page’s own origin by the loader’s widths, for the width it is laid out at', () => {
    expect(noScriptImage(config({ src: '/img/sea.jpg', alt: 'The sea', dimensions: '2400x1000' }))).toEqual({
      src: `/img/sea.jpg?format=${NO_SCRIPT_WIDTH}w`,
      srcset:
        '/img/sea.jpg?format=100w 100w, /img/sea.jpg?format=300w 300w, /img/sea.jpg?format=500w 500w, ' +
        '/img/sea.jpg?format=750w 750w, /img/sea.jpg?format=1000w 1000w, /img/sea.jpg?format=1500w 1500w, ' +
        '/img/sea.jpg?format=2500w 2500w',
      sizes: 'auto, 100vw',
      alt: 'The sea',
      width: '2400',
      height: '1000',
      loading: 'lazy',
    });
  });

  it('sizes a CDN host’s image in its size format, and loads an eager one at once', () => {
    const image = noScriptImage(
      config({
        src: 'https://images.example/a/sea.jpg',
        cdnHosts: ['images.example'],
        sizeFormat: 'filename',
        lazy: false,
      }),
    );
    expect(image?.src).toBe('https://images.example/a/sea-1000w.jpg');
    expect(image?.srcset?.split(', ')[0]).toBe('https://images.example/a/sea-100w.jpg 100w');
    expect(image?.sizes).toBe('100vw');
    expect(image).not.toHaveProperty('loading');
    expect(image).not.toHaveProperty('width');
  });

  it('gives any other address as it is: another host, or a path relative to the page', () => {
    for (const src of ['https://elsewhere.example/sea.jpg', 'img/sea.jpg', '//elsewhere.example/sea.jpg']) {
      expect(noScriptImage(config({ src }))).toEqual({ src, alt: '', loading: 'lazy' });
    }
  });

  it('shows nothing where the element would load nothing: no src, load false or viewport', () => {
    expect(noScriptImage(config({}))).toBeNull();
    expect(noScriptImage(config({ src: '  ' }))).toBeNull();
    expect(noScriptImage(config({ src: '/a.jpg', load: 'false' }))).toBeNull();
    expect(noScriptImage(config({ src: '/a.jpg', load: 'viewport' }))).toBeNull();
  });
});

describe('a server-rendered <sq-image>', () => {
  it('carries its image in <noscript>, after its shadow root, attributes escaped', async () => {
    const html = await renderToHtml(
      '<!doctype html><html><body><sq-image src="/img/sea.jpg" alt="&quot;Sea&quot; &amp; sky" dimensions="2400x1000"></sq-image></body></html>',
    );
    expect(html).toMatch(/<\/template><noscript><img [^>]*><\/noscript><\/sq-image>/);
    const image = parseHTML(html).document.querySelector('sq-image > noscript > img');
    expect(image?.getAttribute('alt')).toBe('"Sea" & sky');
    expect(image?.getAttribute('src')).toBe('/img/sea.jpg?format=1000w');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['2400', '1000']);
  });

  it('adds nothing to one whose light DOM has an image or a <noscript> of its own', async () => {
    for (const inner of ['<img src="/a.jpg" alt="">', '<noscript><img src="/b.jpg" alt=""></noscript>']) {
      const html = await renderToHtml(
        `<!doctype html><html><body><sq-image src="/c.jpg">${inner}</sq-image></body></html>`,
      );
      expect(html.match(/<img /g)).toHaveLength(1);
      expect(html).not.toContain('/c.jpg?format');
    }
  });
});
