import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../server/render.tsx';

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

/** The rendered page: the first <sq-image>, its child <img> (the first view's picture) and its shadow root's HTML. */
async function rendered(markup: string) {
  const { document } = parseHTML(await renderToHtml(page(markup)));
  const host = document.querySelector('sq-image');
  const template = host?.querySelector(':scope > template[shadowrootmode]') as HTMLTemplateElement | null;
  return { host, image: host?.querySelector(':scope > img') ?? null, shadow: template?.innerHTML ?? '' };
}

describe('a server-rendered <sq-image src>: its picture is a real <img> in the first view', () => {
  it('writes a child image into its light DOM with srcset (its origin named a CDN host), sizes, width, height, alt and decoding, lazy by default', async () => {
    const { host, image, shadow } = await rendered(
      '<sq-image src="/img/sea.jpg" alt="&quot;Sea&quot; &amp; sky" dimensions="2400x1000" focal-point="0.4,0.6" cdn-hosts=\'["self"]\'></sq-image>',
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
    // The view shows it as a child image of the page's: slotted over a box of the image's ratio.
    expect(shadow).toContain('<slot></slot>');
    expect(shadow).toContain('viewBox="0 0 2400 1000"');
  });

  it('spec 001 §5: with no CDN host named, gives a picture on the page’s own origin as it is: no size, no srcset of widths', async () => {
    for (const src of ['/img/sea.jpg', 'img/sea.jpg', 'https://shop.example/img/sea.jpg']) {
      const { image } = await rendered(`<sq-image src="${src}" alt="Sea" dimensions="2400x1000"></sq-image>`);
      expect(image?.getAttribute('src'), src).toBe(src);
      expect(image?.hasAttribute('srcset'), src).toBe(false);
      expect(image?.hasAttribute('sizes'), src).toBe(false);
      expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['2400', '1000']);
    }
  });

  it('spec 001 §5: sizes a root-relative picture where the page’s own origin is named a CDN host ("self")', async () => {
    const { image } = await rendered(
      '<sq-image src="/img/sea.jpg" alt="Sea" dimensions="2400x1000" cdn-hosts=\'["self"]\'></sq-image>',
    );
    expect(image?.getAttribute('src')).toBe('/img/sea.jpg?format=1000w');
    expect(image?.getAttribute('srcset')).toContain('/img/sea.jpg?format=2500w 2500w');
  });

  it('marks the main picture (lazy="false"): fetchpriority high, not lazy, sized by the viewport', async () => {
    const { image, shadow } = await rendered(
      '<sq-image src="/hero.jpg" lazy="false" dimensions="2000x1000" cdn-hosts=\'["self"]\'></sq-image>',
    );
    expect(shadow, 'no preload of React’s before the view').toMatch(/^<link rel="stylesheet"/);
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.hasAttribute('loading')).toBe(false);
    expect(image?.getAttribute('sizes')).toBe('100vw');
  });

  it.each([
    ['no src', '<sq-image alt="x"></sq-image>'],
    ['load="false"', '<sq-image src="/a.jpg" load="false"></sq-image>'],
    ['load="viewport"', '<sq-image src="/a.jpg" load="viewport"></sq-image>'],
    ['use-background-image', '<sq-image src="/a.jpg" use-background-image></sq-image>'],
  ])('writes no image where the element loads none of its own there: %s', async (_, markup) => {
    expect((await rendered(markup)).image).toBeNull();
  });

  it('adds no image to one whose light DOM has an image of its own: that one is the picture', async () => {
    const html = await renderToHtml(page('<sq-image src="/c.jpg"><img src="/a.jpg" alt=""></sq-image>'));
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).not.toContain('/c.jpg?format');
  });

  it('rendering twice gives the same page: the child is written once', async () => {
    const once = await renderToHtml(page('<sq-image src="/a.jpg" dimensions="800x600"></sq-image>'));
    expect(await renderToHtml(once)).toBe(once);
  });
});
