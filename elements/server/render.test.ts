import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineApi } from '../kit/api.ts';
import { defineElement } from '../kit/define-element.ts';
import { main } from './cli.ts';
import { renderToHtml } from './render.tsx';

const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

/** The declarative shadow root's content of the first `tag` in `html`, or null when it has none. */
function shadowOf(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}[^>]*><template shadowrootmode="open">([\\s\\S]*?)</template>`).exec(html);
  return match ? (match[1] ?? '') : null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderToHtml', () => {
  it('renders an element into a declarative shadow root that links the one prerendered stylesheet from the base', async () => {
    const html = await renderToHtml(page('<sq-cart-link href="/cart" items="3"></sq-cart-link>'), { base: '/lib/' });
    const shadow = shadowOf(html, 'sq-cart-link');
    expect(shadow).toContain('<link rel="stylesheet" href="/lib/sq-elements.prerendered.css">');
    expect(shadow).toContain('<span part="count" aria-hidden="true">3</span>');
    expect(shadow).toContain('aria-label="3 items in cart"');
  });

  it('reads the config as the element does: field attributes win over config, bad values warn and use the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await renderToHtml(
      page(
        `<sq-cart-link config='{"items":7,"href":"/basket"}' items="2"></sq-cart-link><sq-cart-link items="lots"></sq-cart-link>`,
      ),
    );
    expect(shadowOf(html, 'sq-cart-link')).toContain('href="/basket"');
    expect(shadowOf(html, 'sq-cart-link')).toContain('>2</span>');
    expect(warn.mock.calls.flat().join('\n')).toMatch(/sq-cart-link: config\.items: expected .*got "lots"/);
  });

  it('keeps the light DOM and renders the view from it', async () => {
    const html = await renderToHtml(page('<sq-marquee>Free <b>shipping</b></sq-marquee>'));
    expect(html).toMatch(/<\/template>Free <b>shipping<\/b><\/sq-marquee>/);
    expect(shadowOf(html, 'sq-marquee')).toContain('<slot></slot>');
  });

  it('renders a video’s overlay and box from its embed code, in html or in a <template> child, loading no player', async () => {
    const code = '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>';
    const html = await renderToHtml(
      page(`<sq-video><template>${code}</template></sq-video><sq-video html='${code}' video-title="Boats"></sq-video>`),
    );
    const shadows = [...html.matchAll(/<template shadowrootmode="open">([\s\S]*?)<\/template>/g)].map(
      (match) => match[1],
    );
    expect(shadows).toHaveLength(2);
    for (const shadow of shadows) {
      expect(shadow).toContain('viewBox="0 0 100 56.25"');
      expect(shadow).toContain('part="play"');
      expect(shadow).not.toContain('<iframe');
    }
    expect(html).toContain('aria-label="Play Boats"');
  });

  it('renders a map as its card, the address as text and the View on map link, with no map and no script', async () => {
    const html = await renderToHtml(
      page(
        `<sq-map api-key="k" config='{"location":{"mapLat":-36.84,"mapLng":174.76,"addressTitle":"Harbour Bakery","addressLine1":"12 Quay Street"}}'></sq-map>`,
      ),
    );
    const shadow = shadowOf(html, 'sq-map') ?? '';
    expect(shadow).toContain(
      '<address part="address"><strong>Harbour Bakery</strong><span>12 Quay Street</span></address>',
    );
    expect(shadow).toContain('href="https://www.google.com/maps/search/?api=1&query=-36.84%2C174.76"');
    expect(shadow).toContain('part="load"');
    expect(shadow).not.toContain('part="map"');
    expect(html).not.toContain('<script');
  });

  it('leaves an element that is already rendered as it is, so rendering twice gives the same page', async () => {
    const once = await renderToHtml(page('<sq-cart-link items="1"></sq-cart-link>'));
    expect(await renderToHtml(once)).toBe(once);
  });

  it('leaves tags it does not know alone', async () => {
    const html = await renderToHtml(page('<sq-unknown-thing a="1">x</sq-unknown-thing>'));
    expect(html).toContain('<sq-unknown-thing a="1">x</sq-unknown-thing>');
  });

  it('leaves an element whose view cannot render without a browser to the browser, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = defineApi({
      tag: 'sq-server-test-reads-window',
      summary: 'Reads window while rendering.',
      config: z.object({}),
      events: {},
      slots: {},
      parts: {},
      cssProperties: {},
    });
    defineElement({
      api,
      view: () => createElement('p', null, (globalThis as unknown as { window: Window }).window.innerWidth),
    });
    const html = await renderToHtml(page('<sq-server-test-reads-window></sq-server-test-reads-window>'));
    expect(html).toContain('<sq-server-test-reads-window></sq-server-test-reads-window>');
    expect(warn.mock.calls.flat().join('\n')).toContain(
      'sq-server-test-reads-window: not rendered on the server; it renders in the browser',
    );
  });

  it('preloads every module the page’s tags load, once each, after what the head has', async () => {
    const modules = {
      'sq-cart-link': ['sq-cart-link.js', 'kit.js', 'react.js'],
      'sq-marquee': ['sq-marquee.js', 'kit.js'],
    };
    const html = await renderToHtml(
      page(
        '<sq-cart-link></sq-cart-link><sq-cart-link></sq-cart-link>',
        '<link rel="modulepreload" href="/s/react.js">',
      ),
      { base: '/s/', modules },
    );
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(
      (match) => /href="([^"]+)"/.exec(match[0])?.[1],
    );
    expect(preloads).toEqual(['/s/react.js', '/s/sq-cart-link.js', '/s/kit.js']);
  });

  it('asks for the preloaded modules at low priority, after the page’s own images and styles', async () => {
    const html = await renderToHtml(page('<sq-cart-link></sq-cart-link>'), {
      base: '/s/',
      modules: { 'sq-cart-link': ['sq-cart-link.js', 'kit.js'] },
    });
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(2);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  });
});

describe('the sq-elements command', () => {
  it('prerenders a file to standard output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sq-prerender-'));
    const file = join(dir, 'in.html');
    writeFileSync(file, page('<sq-cart-link items="4"></sq-cart-link>'));
    let out = '';
    const code = await main(
      ['prerender', file, '--base', '/assets/sq', '--modules', join(dir, 'none.json')],
      (text) => {
        out += text;
      },
    );
    expect(code).toBe(0);
    expect(shadowOf(out, 'sq-cart-link')).toContain('href="/assets/sq/sq-elements.prerendered.css"');
  });

  it('answers a wrong call with its usage and exit code 2', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['render'])).toBe(2);
    expect(await main(['prerender', 'x.html', '--bogus', '1'])).toBe(2);
    expect(error.mock.calls.flat().join('\n')).toContain('usage: sq-elements prerender <page.html>');
  });
});
