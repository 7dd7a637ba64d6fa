import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineApi } from '../kit/element/api.ts';
import { defineElement } from '../kit/react/define-element.ts';
import { main } from './command.ts';
import { modulesAtLoad, renderToHtml } from './render.tsx';

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

  it('writes each element’s named state on its host, as its code would, so a theme styles it before the code arrives', async () => {
    const html = await renderToHtml(
      page('<sq-cart-link items="0"></sq-cart-link><sq-product-price></sq-product-price>'),
    );
    const hosts = html.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(hosts).toContain('<sq-cart-link class="empty" empty="" data-state="empty" items="0"></sq-cart-link>');
    expect(hosts).toContain('<sq-product-price data-state="empty"></sq-product-price>');
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
      load: ['load'],
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

  it('preloads every module the page’s tags load, once each, at the end of the body after every image', async () => {
    const modules = {
      'sq-cart-link/waiting': ['sq-cart-link.js', 'kit.js', 'react.js'],
      'sq-marquee/waiting': ['sq-marquee.js', 'kit.js'],
    };
    const html = await renderToHtml(
      page(
        '<img src="/hero.jpg" alt=""><sq-cart-link></sq-cart-link><sq-marquee>x</sq-marquee><img src="/last.jpg" alt="">',
        '<link rel="modulepreload" href="/s/react.js">',
      ),
      { base: '/s/', modules },
    );
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(
      (match) => /href="([^"]+)"/.exec(match[0])?.[1],
    );
    expect(preloads).toEqual(['/s/react.js', '/s/sq-cart-link.js', '/s/kit.js', '/s/sq-marquee.js']);
    expect(html).toMatch(
      /<img src="\/last\.jpg" alt=""><link rel="modulepreload" fetchpriority="low" href="\/s\/sq-cart-link\.js">.*<\/body><\/html>$/,
    );
    expect(html.indexOf('modulepreload" fetchpriority')).toBeGreaterThan(html.indexOf('/last.jpg'));
  });

  it('preloads what a server-rendered element waits with, not its code, which loads at a trigger', async () => {
    const modules = {
      'sq-cart-link': ['sq-cart-link.js', 'kit.js', 'react.js'],
      'sq-cart-link/waiting': ['waiting-elements.js'],
    };
    const html = await renderToHtml(page('<sq-cart-link items="2"></sq-cart-link>'), { base: '/s/', modules });
    expect(html).toContain('<template shadowrootmode="open">');
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/s/waiting-elements.js']);
  });

  /** Defines `tag` with a view that reads `window`: the server leaves it to the browser (with a warning, silenced). */
  function defineUnrenderable(tag: `sq-${string}`): void {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineElement({
      api: defineApi({
        tag,
        summary: 'Reads window while rendering: left to the browser, it loads with the page.',
        config: z.object({}),
        load: ['interaction'],
        events: {},
        slots: {},
        parts: {},
        cssProperties: {},
      }),
      view: () => createElement('p', null, (globalThis as unknown as { window: Window }).window.innerWidth),
    });
  }

  it('preloads the code of an element the server leaves to the browser', async () => {
    defineUnrenderable('sq-server-test-preload-unrendered');
    const html = await renderToHtml(page('<sq-server-test-preload-unrendered></sq-server-test-preload-unrendered>'), {
      base: '/s/',
      modules: {
        'sq-server-test-preload-unrendered': ['unrendered.js'],
        'sq-server-test-preload-unrendered/waiting': ['w.js'],
      },
    });
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/s/unrendered.js']);
  });

  it('holds the preloads in a template on a page with a main picture: the autoloader asks for nothing until it is drawn', async () => {
    const modules = {
      'sq-server-test-preload-at-once': ['at-once.js', 'kit.js'],
      'sq-cart-link/waiting': ['waiting-elements.js', 'cart-link.first-view.js'],
    };
    defineUnrenderable('sq-server-test-preload-at-once');
    const body =
      '<sq-server-test-preload-at-once></sq-server-test-preload-at-once><sq-cart-link items="2"></sq-cart-link>';
    const preloadsOf = (html: string) => [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const without = await renderToHtml(page(`<img src="/a.jpg" alt="">${body}`), { base: '/s/', modules });
    const everything = ['/s/at-once.js', '/s/kit.js', '/s/waiting-elements.js', '/s/cart-link.first-view.js'];
    expect(preloadsOf(without)).toEqual(everything);
    for (const picture of [
      '<img src="/hero.jpg" alt="" fetchpriority="high">',
      '<IMG SRC=/hero.jpg ALT="" FETCHPRIORITY=High>',
    ]) {
      const html = await renderToHtml(page(`${picture}${body}`), { base: '/s/', modules });
      const held = /<template data-sq-preloads>(.*?)<\/template>/.exec(html)?.[1] ?? '';
      expect(preloadsOf(held), picture).toEqual(everything);
      expect(preloadsOf(html.replace(held, '')), 'outside the template').toEqual([]);
    }
    const alone = await renderToHtml(
      page(
        '<img src="/hero.jpg" alt="" fetchpriority="high"><sq-server-test-preload-at-once></sq-server-test-preload-at-once>',
      ),
      { base: '/s/', modules },
    );
    expect(alone).toContain(
      '<template data-sq-preloads><link rel="modulepreload" fetchpriority="low" href="/s/at-once.js">',
    );
    // A main picture inside a template is no picture of the page.
    const templated = await renderToHtml(page(`<template><img src="/h.jpg" fetchpriority="high"></template>${body}`), {
      base: '/s/',
      modules,
    });
    expect(preloadsOf(templated)).toEqual(everything);
  });

  it('asks for the preloaded modules at low priority, and skips those the page preloads anywhere', async () => {
    const html = await renderToHtml(
      page('<sq-cart-link></sq-cart-link><link rel="modulepreload" href="/s/kit.js"><p>after</p>'),
      { base: '/s/', modules: { 'sq-cart-link/waiting': ['sq-cart-link.js', 'kit.js'] } },
    );
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toEqual([
      '<link rel="modulepreload" href="/s/kit.js">',
      '<link rel="modulepreload" fetchpriority="low" href="/s/sq-cart-link.js">',
    ]);
  });

  it('preloads at the end of a fragment, which stays a fragment', async () => {
    const html = await renderToHtml('<p>Cart</p><sq-cart-link items="2"></sq-cart-link>', {
      base: '/s/',
      modules: { 'sq-cart-link/waiting': ['sq-cart-link.js'] },
    });
    expect(html).toMatch(/^<p>Cart<\/p><sq-cart-link data-state="filled" items="2"><template shadowrootmode="open">/);
    expect(html).toMatch(
      /<\/sq-cart-link><link rel="modulepreload" fetchpriority="low" href="\/s\/sq-cart-link\.js">$/,
    );
    expect(html).not.toMatch(/<html|<head|<body/);
    // Its one stylesheet link is the shadow root's.
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('renderToHtml: the first views a page runs at once', () => {
  const banner = '<sq-cookie-banner></sq-cookie-banner>';
  const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0]);

  it('writes the cookie banner’s first view inline, once, at the end of the body, before the autoloader and the preloads', async () => {
    const html = await renderToHtml(
      page(`${banner}<main>${banner}</main>`, '<script type="module" src="/s/sq-elements.js"></script>'),
      { base: '/s/', modules: { 'sq-cookie-banner/waiting': ['waiting-elements.js'] } },
    );
    const [inline, autoloader, ...others] = scripts(html);
    expect(others).toEqual([]);
    expect(inline).toMatch(/^<script>\{const firstView=\(\(\)=>\{/);
    expect(inline).toContain('document.querySelectorAll("sq-cookie-banner")');
    expect(inline).toContain('ss_cookieAllowed');
    expect(autoloader).toBe('<script type="module" src="/s/sq-elements.js" fetchpriority="low"></script>');
    expect(html.indexOf(inline as string)).toBeGreaterThan(html.lastIndexOf('</sq-cookie-banner>'));
    expect(html).toMatch(
      /<\/script><link rel="modulepreload" fetchpriority="low" href="\/s\/waiting-elements\.js"><\/body>/,
    );
  });

  it('writes it at the end of a fragment too, with the page’s nonce when given', async () => {
    const html = await renderToHtml(`<p>Hi</p>${banner}<p>after</p>`, { nonce: 'r4nd"0m' });
    expect(html).toMatch(
      /<\/sq-cookie-banner><p>after<\/p><script nonce="r4nd&quot;0m">\{const firstView=[\s\S]*<\/script>$/,
    );
  });

  it('writes none for a page without a banner, a banner in a template’s content, or with inlineScripts false', async () => {
    for (const html of [
      await renderToHtml(page('<sq-cart-link items="2"></sq-cart-link>')),
      await renderToHtml(page(banner), { inlineScripts: false }),
      await renderToHtml('<template><sq-cookie-banner></sq-cookie-banner></template>'),
    ]) {
      expect(scripts(html)).toEqual([]);
    }
  });

  it('is one script that cannot end early: no `</` in its text', async () => {
    const [inline] = scripts(await renderToHtml(banner));
    expect(inline?.slice('<script>'.length, -'</script>'.length)).not.toContain('</');
  });
});

describe('renderToHtml: the page around the elements', () => {
  it('gives a fragment back as a fragment, a document as a document, every byte outside the elements as it came', async () => {
    const fragment = '\n  <h2>Cart</h2>\n<sq-cart-link items="2"></sq-cart-link>\n<p class=x>After &amp; more</p>\n';
    const html = await renderToHtml(fragment);
    // The element's own tag gains its named state (see the test above); every other byte is as it came.
    expect(html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/, '')).toBe(
      fragment.replace('<sq-cart-link ', '<sq-cart-link data-state="filled" '),
    );
    expect(shadowOf(html, 'sq-cart-link')).toContain(
      '<link rel="stylesheet" href="/sq-elements/sq-elements.prerendered.css">',
    );

    const document = `<!DOCTYPE html>\n<html lang=en>\n<head>\n<meta charset=utf-8>\n<title>T</title>\n</head>\n<body>\n${fragment}</body>\n</html>\n`;
    const rendered = await renderToHtml(document);
    expect(
      rendered.startsWith('<!DOCTYPE html>\n<html lang=en>\n<head>\n<meta charset=utf-8>\n<title>T</title>\n<link'),
    ).toBe(true);
    expect(rendered.endsWith('</p>\n</body>\n</html>\n')).toBe(true);
  });

  it('points the head’s link to sq-elements.css at the prerendered stylesheet, its superset: one stylesheet of ours', async () => {
    const html = await renderToHtml(
      page(
        '<sq-cart-link></sq-cart-link>',
        '<link rel="stylesheet" href="/s/sq-elements.css"><link rel="stylesheet" href="/site.css">',
      ),
      { base: '/s/' },
    );
    expect(html).toContain(
      '<head><title>t</title><link rel="stylesheet" href="/s/sq-elements.prerendered.css"><link rel="stylesheet" href="/site.css"></head>',
    );
    expect(html).not.toContain('sq-elements.css');
  });

  it('adds the link before the page’s own stylesheets in a head that links neither, and none to a head that links it already', async () => {
    const html = await renderToHtml(page('<sq-cart-link></sq-cart-link>', '<link rel="stylesheet" href="/site.css">'), {
      base: '/s/',
    });
    // The page's rules come after the library's, so they win where both style the element, as with sq-elements.css first.
    expect(html).toContain(
      '<title>t</title><link rel="stylesheet" href="/s/sq-elements.prerendered.css"><link rel="stylesheet" href="/site.css"></head>',
    );
    expect(await renderToHtml(html, { base: '/s/' })).toBe(html);
    // Before a <style> of the page's own too.
    expect(await renderToHtml(page('<sq-cart-link></sq-cart-link>', '<style>p{}</style>'), { base: '/s/' })).toContain(
      '<title>t</title><link rel="stylesheet" href="/s/sq-elements.prerendered.css"><style>p{}</style></head>',
    );
    // sq-elements.css linked after the page's own stylesheet: ours goes first, and that link is one too many.
    const late = await renderToHtml(
      page(
        '<sq-cart-link></sq-cart-link>',
        '<link rel="stylesheet" href="/site.css"><link rel="stylesheet" href="/s/sq-elements.css">',
      ),
      { base: '/s/' },
    );
    expect(late).toContain(
      '<title>t</title><link rel="stylesheet" href="/s/sq-elements.prerendered.css"><link rel="stylesheet" href="/site.css"></head>',
    );
    // A head with no stylesheet of its own gets the link at its end.
    expect(
      await renderToHtml(page('<sq-cart-link></sq-cart-link>', '<meta name="x" content="y">'), { base: '/s/' }),
    ).toContain('<meta name="x" content="y"><link rel="stylesheet" href="/s/sq-elements.prerendered.css"></head>');
    // A document with no head or body tags: the link goes where the HTML parser ends the head.
    expect(
      await renderToHtml('<!doctype html><title>t</title><p>Hi <sq-cart-link></sq-cart-link>', { base: '/s/' }),
    ).toMatch(
      /^<!doctype html><title>t<\/title><link rel="stylesheet" href="\/s\/sq-elements\.prerendered\.css"><p>Hi <sq-cart-link data-state="uninitialized">/,
    );
  });

  it('with a stylesheet of the page’s own, links it from the head (in place of sq-elements.css) and every shadow root', async () => {
    const options = { base: '/s/', stylesheet: '/assets/store.sq.css' };
    const html = await renderToHtml(
      page(
        '<sq-cart-link></sq-cart-link><sq-marquee>x</sq-marquee>',
        '<link rel="stylesheet" href="/s/sq-elements.css">',
      ),
      options,
    );
    expect(html).toContain('<head><title>t</title><link rel="stylesheet" href="/assets/store.sq.css"></head>');
    for (const tag of ['sq-cart-link', 'sq-marquee'])
      expect(shadowOf(html, tag), tag).toContain('<link rel="stylesheet" href="/assets/store.sq.css">');
    expect(html).not.toContain('sq-elements.');
    // Linked already, it is not linked again; a head that links nothing of ours gets it at its end.
    expect(await renderToHtml(html, options)).toBe(html);
    // A head that links the prerendered stylesheet, every element's, links the page's instead.
    expect(
      await renderToHtml(
        page('<sq-cart-link></sq-cart-link>', '<link rel="stylesheet" href="/s/sq-elements.prerendered.css">'),
        options,
      ),
    ).toContain('<head><title>t</title><link rel="stylesheet" href="/assets/store.sq.css"></head>');
    expect(await renderToHtml(page('<sq-cart-link></sq-cart-link>', ''), options)).toContain(
      '<head><title>t</title><link rel="stylesheet" href="/assets/store.sq.css"></head>',
    );
    // In a fragment, the shadow roots link it.
    expect(shadowOf(await renderToHtml('<sq-cart-link></sq-cart-link>', options), 'sq-cart-link')).toContain(
      'href="/assets/store.sq.css"',
    );
  });

  it('with inlineStyles, puts each element’s own stylesheet in its shadow root and leaves the head as it is', async () => {
    const head = '<link rel="stylesheet" href="/s/sq-elements.css">';
    const html = await renderToHtml(page('<sq-cart-link items="3"></sq-cart-link><sq-marquee>x</sq-marquee>', head), {
      base: '/s/',
      inlineStyles: true,
    });
    expect(html).toContain(`<head><title>t</title>${head}</head>`);
    expect(html).not.toContain('sq-elements.prerendered.css');
    const cartLink = shadowOf(html, 'sq-cart-link') ?? '';
    expect(cartLink).toMatch(/^<style>:host\(\[hidden\]\) \{ display: none !important; \}\n/);
    expect(cartLink).toContain(':host(:not(:defined))');
    expect(cartLink).not.toContain('<link');
    const marquee = shadowOf(html, 'sq-marquee') ?? '';
    expect(marquee.startsWith('<style>')).toBe(true);
    expect(marquee).not.toBe(cartLink);
  });

  it('renders an element in a script, a comment or a template’s content as none: they are not elements', async () => {
    const inert = [
      '<script>document.body.innerHTML = "<sq-cart-link></sq-cart-link>";</script>',
      '<!-- <sq-cart-link></sq-cart-link> -->',
      '<template id="t"><sq-cart-link></sq-cart-link></template>',
      '<textarea><sq-cart-link></sq-cart-link></textarea>',
    ].join('');
    const html = await renderToHtml(page(inert));
    expect(html).toBe(
      page(inert).replace('</head>', '<link rel="stylesheet" href="/sq-elements/sq-elements.prerendered.css"></head>'),
    );
  });

  it('renders the elements inside an element, each reading its own light DOM', async () => {
    const html = await renderToHtml(
      '<sq-marquee>Sale <sq-highlight>now</sq-highlight> on</sq-marquee><sq-cart-link items="1"></sq-cart-link>',
    );
    expect(html.match(/<template shadowrootmode="open">/g)).toHaveLength(3);
    expect(html).toMatch(
      /<\/template>Sale <sq-highlight data-state="[a-z]+"><template shadowrootmode="open">[\s\S]*<\/template>now<\/sq-highlight> on<\/sq-marquee>/,
    );
  });
});

describe('modulesAtLoad', () => {
  it('lists every tag’s modules in the order the tags came, once each; a tag with no list loads nothing', () => {
    const modules = { 'sq-a': ['a.js', 'kit.js'], 'sq-b': ['b.js', 'kit.js', 'react.js'] };
    expect(modulesAtLoad(['sq-b', 'sq-x', 'sq-a', 'sq-b'], modules)).toEqual(['b.js', 'kit.js', 'react.js', 'a.js']);
    expect(modulesAtLoad([], modules)).toEqual([]);
  });
});

describe('the sq-elements command', () => {
  /** Runs the command with its output collected. */
  async function run(args: string[]): Promise<{ code: number; out: string; error: string }> {
    let out = '';
    let error = '';
    const code = await main(args, {
      out: (text) => {
        out += text;
      },
      error: (text) => {
        error += text;
      },
    });
    return { code, out, error };
  }

  it('prerenders a file to standard output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sq-prerender-'));
    const file = join(dir, 'in.html');
    writeFileSync(file, page('<sq-cart-link items="4"></sq-cart-link>'));
    const { code, out, error } = await run([
      'prerender',
      file,
      '--base',
      '/assets/sq',
      '--modules',
      join(dir, 'none.json'),
    ]);
    expect({ code, error }).toEqual({ code: 0, error: '' });
    expect(shadowOf(out, 'sq-cart-link')).toContain('href="/assets/sq/sq-elements.prerendered.css"');
  });

  it('answers a wrong call with its usage on standard error and exit code 2, --help with it on standard output', async () => {
    for (const args of [['render'], ['prerender', 'x.html', '--bogus', '1'], []]) {
      const { code, out, error } = await run(args);
      expect({ code, out }, args.join(' ')).toEqual({ code: 2, out: '' });
      expect(error).toContain('usage: sq-elements prerender <page.html>');
    }
    const help = await run(['--help']);
    expect({ code: help.code, error: help.error }).toEqual({ code: 0, error: '' });
    expect(help.out).toContain('usage: sq-elements prerender <page.html>');
  });

  it('says on standard error which page it cannot read, or that the module list is no JSON, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sq-prerender-'));
    const missing = await run(['prerender', join(dir, 'missing.html')]);
    expect({ code: missing.code, out: missing.out }).toEqual({ code: 1, out: '' });
    expect(missing.error).toMatch(/^sq-elements: cannot read .*missing\.html: ENOENT/);
    writeFileSync(join(dir, 'in.html'), page('<sq-cart-link></sq-cart-link>'));
    writeFileSync(join(dir, 'modules.json'), '{ not json');
    const broken = await run(['prerender', join(dir, 'in.html'), '--modules', join(dir, 'modules.json')]);
    expect({ code: broken.code, out: broken.out }).toEqual({ code: 1, out: '' });
    expect(broken.error).toMatch(/^sq-elements: .*JSON/);
  });
});

describe('the autoloader’s place', () => {
  it('writes the library’s autoloader after the content, before the preloads, so the page’s pictures are asked for first', async () => {
    const html = await renderToHtml(
      '<!doctype html><html><head><title>t</title><script type="module" src="/s/sq-elements.js"></script><script src="/site.js"></script></head>' +
        '<body><img src="/hero.jpg" alt=""><sq-cart-link></sq-cart-link></body></html>',
      { base: '/s/', modules: { 'sq-cart-link/waiting': ['sq-cart-link.js'] } },
    );
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).not.toContain('sq-elements.js');
    expect(head, 'a script of the site’s stays').toContain('<script src="/site.js"></script>');
    const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    const hero = body.indexOf('/hero.jpg');
    const autoloader = body.indexOf('<script type="module" src="/s/sq-elements.js" fetchpriority="low"></script>');
    const preload = body.indexOf('<link rel="modulepreload"');
    expect(hero).toBeGreaterThan(-1);
    expect(autoloader).toBeGreaterThan(body.indexOf('</sq-cart-link>'));
    expect(preload).toBeGreaterThan(autoloader);
    expect(html.match(/sq-elements\.js/g)).toHaveLength(1);
  });

  it('asks for the autoloader at low priority wherever the document has it, unless the page set a priority', async () => {
    const modules = { 'sq-cart-link/waiting': ['sq-cart-link.js'] };
    const inBody = await renderToHtml(
      '<!doctype html><html><head><title>t</title></head><body><sq-cart-link></sq-cart-link>' +
        '<script src="/s/sq-elements.js" type="module"></script><script src="/site.js"></script></body></html>',
      { base: '/s/', modules },
    );
    expect(inBody).toContain(
      '</sq-cart-link><script src="/s/sq-elements.js" type="module" fetchpriority="low"></script><script src="/site.js"></script>',
    );
    const set = await renderToHtml(
      '<!doctype html><html><head><script type="module" src="/s/sq-elements.js" fetchpriority="auto"></script></head>' +
        '<body><p>x</p></body></html>',
      { base: '/s/' },
    );
    expect(set).toContain('<p>x</p><script type="module" src="/s/sq-elements.js" fetchpriority="auto"></script>');
    // In a template it is no script of the page yet.
    const templated = '<template><script type="module" src="/s/sq-elements.js"></script></template>';
    expect(
      await renderToHtml(`<!doctype html><html><head></head><body>${templated}</body></html>`, { base: '/s/' }),
    ).toContain(templated);
  });

  it('leaves a fragment’s scripts, and another base’s, where they are', async () => {
    const fragment = '<script type="module" src="/s/sq-elements.js"></script><p>x</p>';
    expect(await renderToHtml(fragment, { base: '/s/' })).toBe(fragment);
    const other =
      '<!doctype html><html><head><script type="module" src="/other/sq-elements.js"></script></head><body></body></html>';
    expect(await renderToHtml(other, { base: '/s/' })).toContain(
      '<head><script type="module" src="/other/sq-elements.js">',
    );
  });
});
