import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../server/render.tsx';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

/** The <img> of the first <sq-image>'s server-rendered shadow root, and the element. */
async function rendered(markup: string) {
  const { document } = parseHTML(await renderToHtml(page(markup)));
  const host = document.querySelector('sq-image');
  const template = host?.querySelector(':scope > template[shadowrootmode]') as HTMLTemplateElement | null;
  // HTML attribute names are case-insensitive: React writes srcSet, the browser reads srcset.
  const shadow = parseHTML(
    `<div>${(template?.innerHTML ?? '').replace(/ (srcSet|fetchPriority)=/g, (_, name: string) => ` ${name.toLowerCase()}=`)}</div>`,
  ).document;
  return { host, html: template?.innerHTML ?? '', image: shadow.querySelector('img[part="image"]') };
}

describe('a server-rendered <sq-image src>: its picture is a real <img> in the first view', () => {
  it('writes the image into its shadow root with srcset, sizes, width, height, alt and decoding, lazy by default', async () => {
    const { host, image } = await rendered(
      '<sq-image src="/img/sea.jpg" alt="&quot;Sea&quot; &amp; sky" dimensions="2400x1000" focal-point="0.4,0.6"></sq-image>',
    );
    expect(image?.getAttribute('src')).toBe('/img/sea.jpg?format=1000w');
    expect(image?.getAttribute('srcset')).toContain('/img/sea.jpg?format=2500w 2500w');
    expect(image?.getAttribute('sizes')).toBe('auto, 100vw');
    expect(image?.getAttribute('alt')).toBe('"Sea" & sky');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['2400', '1000']);
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.hasAttribute('fetchpriority')).toBe(false);
    expect([image?.getAttribute('data-focal-x'), image?.getAttribute('data-focal-y')]).toEqual(['40%', '60%']);
    expect(image?.hasAttribute('style')).toBe(false);
    expect(host?.querySelector('noscript')).toBeNull();
  });

  it.each([
    ['priority', '<sq-image src="/hero.jpg" priority sizes="(min-width: 800px) 50vw, 100vw"></sq-image>'],
    ['lazy="false"', '<sq-image src="/hero.jpg" lazy="false" sizes="(min-width: 800px) 50vw, 100vw"></sq-image>'],
  ])('marks the main picture (%s): fetchpriority high, not lazy, the page’s sizes', async (_, markup) => {
    const { image, html } = await rendered(markup);
    expect(html, 'no preload of React’s before the view').toMatch(/^<link rel="stylesheet"/);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.hasAttribute('loading')).toBe(false);
    expect(image?.getAttribute('sizes')).toBe('(min-width: 800px) 50vw, 100vw');
  });

  it.each([
    ['no src', '<sq-image alt="x"></sq-image>'],
    ['load="false"', '<sq-image src="/a.jpg" load="false"></sq-image>'],
    ['load="viewport"', '<sq-image src="/a.jpg" load="viewport"></sq-image>'],
  ])('writes no image where the element loads none: %s', async (_, markup) => {
    expect((await rendered(markup)).image).toBeNull();
  });

  it('adds no image to one whose light DOM has an image of its own: that one is the picture', async () => {
    const html = await renderToHtml(page('<sq-image src="/c.jpg"><img src="/a.jpg" alt=""></sq-image>'));
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).not.toContain('/c.jpg?format');
  });
});
