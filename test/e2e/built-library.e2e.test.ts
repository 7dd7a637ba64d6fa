import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi } from '../../reference-api/api.ts';
import { buildLibrary } from '../../scripts/build-library.ts';
import { setupBrowser } from './browser.ts';

/**
 * The library as a site gets it: `vite build` output served as static files,
 * loaded by the autoloader's script tag. The demo and the other tests run
 * the sources through the dev server; this is the one place the shipped
 * chunks run, so what the build changes (minifying, chunking, leaving the
 * schemas' documentation out) is checked here.
 */

const { open } = setupBrowser();
const WAIT = { timeout: 10000, interval: 50 };

/** A page that loads the library with the autoloader's script tag, with `body` in its main. */
const libraryPage = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/sq-elements.css">
<script type="module" src="/sq-elements.js"></script></head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;

const PAGE = libraryPage(
  'Built library',
  `<sq-runtime context='{"website":{"id":"w1","identifier":"built"},"pageType":2}'></sq-runtime>
<sq-cart-link id="three" items="3" subtotal="$42.00"></sq-cart-link>
<sq-cart-link id="bad" config='{"items":"lots"}'></sq-cart-link>`,
);

/** A page whose only tag is the runtime element, as a theme with no other element has it. */
const RUNTIME_ONLY = libraryPage(
  'Runtime only',
  `<button type="button" id="opener">Opener</button>
<sq-runtime context='{"website":{"id":"w1","identifier":"built"},"pageType":2}'></sq-runtime>`,
);

/** What only React's code has: the key of its element symbol and the name of its internals. */
const REACT_MARKERS = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];

/** sq-elements.css alone, no script: the test adds the autoloader when it has measured the page before it. */
const LATE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Built library, late</title>
<link rel="stylesheet" href="/sq-elements.css"></head>
<body>
<main>
<h1>Built library, late</h1>
<p>Cart: <sq-cart-link id="late" items="128" subtotal="$3,584.00"><a href="/cart">Cart (128)</a></sq-cart-link> after.</p>
<sq-marquee id="wave" wave-frequency="2" wave-intensity="0.7">Slow mornings, warm mugs ·</sq-marquee>
<p id="below">Below.</p>
</main>
</body>
</html>`;

/** A grid gallery alone: its code, and none of the moving designs'. */
const GALLERIES = libraryPage(
  'Galleries',
  `<sq-gallery id="grid" design="grid">${[0, 1, 2, 3]
    .map(
      (n) =>
        `<img src="/api/images/built/1200x800.svg?n=${n}" alt="Photo ${n + 1}" width="1200" height="800" data-image-dimensions="1200x800">`,
    )
    .join('')}</sq-gallery>`,
);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** The same elements as a site's build would serve them: prerendered by the built command. */
const PRERENDERED_SOURCE = libraryPage(
  'Prerendered',
  `<sq-cart-link id="three" items="3" subtotal="$42.00"></sq-cart-link>
<sq-marquee id="news">Free shipping over $50</sq-marquee>`,
);

/**
 * A store page as a theme writes it: its main picture an <sq-image> marked lazy="false", product images named
 * in src, a grid gallery, and the elements around them; prerendered by the built command with its modules.
 * Its pictures come from its own origin, which serves them sized: each element names it a CDN host.
 */
const STORE_SOURCE = libraryPage(
  'Store',
  `<header><sq-cart-link items="2" subtotal="$64.00"><a href="/cart">Cart (2)</a></sq-cart-link></header>
<sq-marquee>Free shipping over $75 ·</sq-marquee>
<h2>Stoneware for <sq-highlight shape="underlineCurve">slow mornings.</sq-highlight></h2>
<sq-image id="hero" src="/api/images/store-hero/2000x1600.svg" dimensions="2000x1600" alt="Mugs on a shelf" lazy="false" cdn-hosts='["self"]'></sq-image>
${[1, 2, 3, 4].map((n) => `<sq-image src="/api/images/store-product-${n}/1200x1200.svg" dimensions="1200x1200" fixed-ratio="1:1" alt="Product ${n}" cdn-hosts='["self"]'></sq-image>`).join('\n')}
<sq-gallery design="grid" loader-options='{"cdnHosts":["self"]}'>${[1, 2, 3, 4]
    .map(
      (n) =>
        `<img src="/api/images/store-studio-${n}/1600x1067.svg" alt="Studio ${n}" loading="lazy" data-image-dimensions="1600x1067">`,
    )
    .join('')}</sq-gallery>
<sq-form config='{"formId":"contact","fields":[{"id":"name","type":"name","label":"Name"}]}'></sq-form>`,
);

let outDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'sq-built-'));
  await buildLibrary(outDir);
  /** Writes `source` as `<name>-source.html` and the built command's prerendering of it as `<name>.html`. */
  const prerendered = async (name: string, source: string, options: string[] = []) => {
    writeFileSync(join(outDir, `${name}-source.html`), source);
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(outDir, 'server', 'cli.js'),
      'prerender',
      join(outDir, `${name}-source.html`),
      '--base',
      '/',
      ...options,
    ]);
    writeFileSync(join(outDir, `${name}.html`), stdout);
  };
  await prerendered('prerendered', PRERENDERED_SOURCE);
  await prerendered('store', STORE_SOURCE);
  await prerendered('store-own', STORE_SOURCE, [
    '--stylesheet',
    join(outDir, 'store-own.css'),
    '--stylesheet-href',
    '/store-own.css',
  ]);
  await prerendered('store-runtime', STORE_SOURCE.replace('</main>', '</main><sq-runtime></sq-runtime>'));
  const api = createReferenceApi({ dataDir: join(outDir, '.sq-data') });
  server = createServer((req, res) => {
    api.middleware(req, res, () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (path === '/' || path === '/late') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(path === '/' ? PAGE : LATE_PAGE);
        return;
      }
      if (path === '/galleries.html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(GALLERIES);
        return;
      }
      if (path === '/runtime-only.html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(RUNTIME_ONLY);
        return;
      }
      const file = normalize(join(outDir, path));
      try {
        if (!file.startsWith(outDir)) throw new Error('outside');
        const body = readFileSync(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the built library', () => {
  it('ships no schema documentation: the manifest has the words, the chunks do not', () => {
    const manifest = readFileSync('custom-elements.json', 'utf8');
    const chunks = readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, name), 'utf8'))
      .join('\n');
    for (const words of ["Origin of the platform API; empty for the page's own origin.", 'The item count badge.']) {
      expect(manifest).toContain(JSON.stringify(words).slice(1, -1));
      expect(chunks).not.toContain(words);
    }
  });

  it('renders elements from the autoloader, validates their config, and runs the services', async () => {
    const { page, errors } = await open(`${origin}/`);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await expect.poll(() => page.locator('#three [part=count]').textContent(), WAIT).toBe('3');
    expect(await page.locator('#three [part=link]').getAttribute('aria-label')).toBe('3 items in cart');
    expect(await page.locator('#bad [part=link]').getAttribute('aria-label')).toBe('Cart');

    // Reloading shows the bad config's warning from the first byte, now that the listener is on.
    await page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => warnings.find((text) => text.startsWith('sq-cart-link: config.items:')), WAIT)
      .toContain('got "lots"');

    // A string, so the test runner does not rewrite the page's dynamic import as its own.
    const answer = page.evaluate(
      "import('/runtime.js').then((runtime) => runtime.alert({ title: 'Built', message: 'From dist' }))",
    );
    const dialog = page.getByRole('alertdialog', { name: 'Built' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    await page.keyboard.press('Escape');
    expect(await answer).toBe('cancel');
    expect(errors).toEqual([]);
  });

  it('ships sq-elements.css, minified, and it gives the elements their upgraded boxes before their code arrives', async () => {
    const css = readFileSync(join(outDir, 'sq-elements.css'), 'utf8');
    expect(css).toContain('sq-cart-link:not(:defined)');
    expect(css).not.toContain('/*');
    const { page, errors } = await open(`${origin}/late`);
    const boxes = () =>
      page.evaluate(() =>
        ['late', 'wave', 'below'].map((id) => {
          const { x, y, width, height } = (document.getElementById(id) as HTMLElement).getBoundingClientRect();
          return { id, x, y, width, height };
        }),
      );
    const before = await boxes();
    await page.addScriptTag({ url: '/sq-elements.js', type: 'module' });
    await expect.poll(() => page.locator('#late [part=count]').textContent(), WAIT).toBe('100+');
    // Laid out: measured, its copies drawn (idle is the state before).
    await expect.poll(() => page.locator('#wave').getAttribute('data-state'), WAIT).toMatch(/running|offscreen|still/);
    expect(await boxes()).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('a prerendered store page asks for its main picture before any script, and for one stylesheet of ours', async () => {
    const html = readFileSync(join(outDir, 'store.html'), 'utf8');
    // The main picture is an <img> of the server's HTML, fetched at high priority, never lazily.
    const hero = /<img [^>]*src="\/api\/images\/store-hero\/2000x1600\.svg\?format=1000w"[^>]*>/.exec(html)?.[0];
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).not.toContain('loading=');
    const { page, errors, requests } = await open(`${origin}/store.html`);
    await page.waitForLoadState('load');
    const paths = requests.map((url) => new URL(url).pathname);
    const heroAt = paths.indexOf('/api/images/store-hero/2000x1600.svg');
    const firstScript = paths.findIndex((path) => path.endsWith('.js'));
    expect(heroAt, 'the main picture asked for').toBeGreaterThan(-1);
    expect(firstScript, 'a script asked for').toBeGreaterThan(-1);
    expect(heroAt, `the main picture before every script (${paths.join(' ')})`).toBeLessThan(firstScript);
    expect(paths.filter((path) => path.endsWith('.css'))).toEqual(['/sq-elements.prerendered.css']);
    // Each picture asked for once, the products and the gallery's lazily as they come into view.
    const pictures = paths.filter((path) => path.startsWith('/api/images/store-'));
    expect(new Set(pictures).size, pictures.join(' ')).toBe(pictures.length);
    // The main picture shows from the server's HTML; no element's code, and no React, is fetched before the
    // visitor reaches for an element: their first views are final.
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>('#hero img')?.complete), WAIT)
      .toBe(true);
    await expect.poll(() => page.evaluate(() => Symbol.for('sq-elements.waiting') in globalThis), WAIT).toBe(true);
    // The autoloader (which watches for the main picture), its part that waits, what keeps the visitor's actions,
    // and the first views it waited for: the highlight's, and the form's, which loads its draft keeper as it runs,
    // with the runtime's storage (runtime-core.js and what it imports). Awaited as a whole: each asks for the next.
    const scripts = () =>
      requests
        .map((url) => new URL(url).pathname)
        .filter((path) => path.endsWith('.js'))
        .sort();
    await expect
      .poll(scripts, WAIT)
      .toEqual([
        '/cookies.js',
        '/early-actions.js',
        '/first-view-rules.js',
        '/form-draft.first-view.js',
        '/form.first-view.js',
        '/highlight.first-view.js',
        '/runtime-core.js',
        '/sq-elements.js',
        '/waiting-elements.js',
      ]);
    // And nothing more once the page has gone quiet: no element's code, no React.
    const firstViews = scripts();
    await page.waitForLoadState('networkidle');
    expect(scripts()).toEqual(firstViews);
    // Focus in the form loads its code, which hydrates it.
    await page.locator('sq-form input').first().focus();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('sq-hydrated').length), WAIT)
      .toBeGreaterThan(0);
    expect(requests.map((url) => new URL(url).pathname)).toContain('/sq-form.js');
    expect(errors).toEqual([]);
  });

  it('prerenders a page with a stylesheet of its own elements’ rules, linked in place of the whole file, which draws it alike, before the upgrade too', async () => {
    const own = readFileSync(join(outDir, 'store-own.css'), 'utf8');
    const whole = readFileSync(join(outDir, 'sq-elements.prerendered.css'), 'utf8');
    const html = readFileSync(join(outDir, 'store-own.html'), 'utf8');
    for (const tag of ['sq-cart-link', 'sq-gallery', 'sq-image', 'sq-marquee'])
      expect(own, tag).toContain(`:host(${tag})`);
    for (const tag of ['sq-video', 'sq-map', 'sq-lightbox', 'sq-cookie-banner'])
      expect(own, tag).not.toContain(`:host(${tag}`);
    expect(own.length).toBeLessThan((whole.length * 2) / 3);
    expect(html).not.toContain('sq-elements.prerendered.css');
    expect(html).toMatch(/<head>[\s\S]*<link rel="stylesheet" href="\/store-own\.css">[\s\S]*<\/head>/);
    expect(html).toMatch(
      /<sq-marquee [^>]*><template shadowrootmode="open"><link rel="stylesheet" href="\/store-own\.css">/,
    );

    /**
     * Every element of every shadow root of the page at `path`, and each `sq-*` host with its light DOM, with what
     * the cascade gave it; with no script (`scripts` false), before any element is defined: the pre-upgrade rules.
     */
    const drawn = async (path: string, scripts = true) => {
      const { page, errors, requests } = await open(`${origin}${path}`, {
        prepare: async (tab) => {
          if (!scripts) await tab.route('**/*.js', (route) => route.abort());
        },
      });
      await page.waitForLoadState('load');
      const styles = await page.evaluate(() => {
        const keys = ['display', 'position', 'width', 'height', 'color', 'font-size', 'margin', 'padding'];
        const describe = (scope: string, element: Element) =>
          `${scope} ${element.localName}.${element.getAttribute('part') ?? element.className}: ${keys.map((key) => getComputedStyle(element).getPropertyValue(key)).join(' ')}`;
        const all = [...document.querySelectorAll('*')];
        return [
          ...all
            .filter((host) => host.shadowRoot)
            .flatMap((host) =>
              [...(host.shadowRoot as ShadowRoot).querySelectorAll('*')].map((element) =>
                describe(host.localName, element),
              ),
            ),
          ...all
            .filter((host) => host.localName.startsWith('sq-'))
            .flatMap((host) => [host, ...host.querySelectorAll('*')].map((element) => describe('page', element))),
        ];
      });
      const sheets = requests.map((url) => new URL(url).pathname).filter((file) => file.endsWith('.css'));
      return {
        styles,
        sheets,
        errors: [...errors],
        defined: await page.evaluate(() => !!customElements.get('sq-image')),
      };
    };
    const [withOwn, withWhole] = [await drawn('/store-own.html'), await drawn('/store.html')];
    expect(withOwn.sheets).toEqual(['/store-own.css']);
    expect(withWhole.sheets).toEqual(['/sq-elements.prerendered.css']);
    expect(withOwn.styles.length).toBeGreaterThan(50);
    expect(withOwn.styles).toEqual(withWhole.styles);
    expect([...withOwn.errors, ...withWhole.errors]).toEqual([]);
    const [ownFirst, wholeFirst] = [await drawn('/store-own.html', false), await drawn('/store.html', false)];
    expect([ownFirst.defined, wholeFirst.defined]).toEqual([false, false]);
    expect(ownFirst.styles.length).toBeGreaterThan(50);
    expect(ownFirst.styles).toEqual(wholeFirst.styles);
  });

  it('a prerendered page with a main picture holds its preloads in a template, and asks for nothing but the autoloader until that picture is in', async () => {
    const html = readFileSync(join(outDir, 'store-runtime.html'), 'utf8');
    expect(html).toMatch(/<sq-runtime[^>]*><template shadowrootmode="open">/);
    // A request that ends before the picture holds it back in a simulated load, whether it runs before or not:
    // the preloads wait in an inert template, which the autoloader puts in the head once the picture is in.
    const heldLinks = /<template data-sq-preloads>(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(html.replace(heldLinks, '')).not.toContain('modulepreload');
    const modules = JSON.parse(readFileSync(join(outDir, 'sq-elements.modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const preloaded = [...heldLinks.matchAll(/href="\/([^"]+)"/g)].map(([, file]) => file);
    expect(preloaded, 'the runtime’s first view and its chunks, held').toEqual(
      expect.arrayContaining(modules['sq-runtime/waiting'] ?? ['?']),
    );
    expect(html).toContain('<script type="module" src="/sq-elements.js" fetchpriority="low"></script>');
    let heroAsked = false;
    let releaseHero = () => {};
    const held = new Promise<void>((resolve) => {
      releaseHero = resolve;
    });
    const hero = '**/api/images/store-hero/**';
    const holdHero = async (route: Route) => {
      heroAsked = true;
      await held;
      await route.continue();
    };
    const { page, errors, requests } = await open(`${origin}/store-runtime.html`, {
      waitUntil: 'domcontentloaded',
      prepare: async (tab) => {
        await tab.route(hero, holdHero);
      },
    });
    try {
      const scripts = () => requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'));
      await expect.poll(() => heroAsked, WAIT).toBe(true);
      // The autoloader has run: it keeps the visitor's clicks for the server-rendered elements it found.
      await expect.poll(() => page.evaluate(() => Symbol.for('sq-elements.kept') in globalThis), WAIT).toBe(true);
      await page.waitForLoadState('domcontentloaded');
      expect(await page.evaluate(() => customElements.get('sq-runtime') === undefined), 'runtime defined').toBe(true);
      // With the picture held, nothing but the autoloader.
      expect(scripts(), 'asked for with the picture held').toEqual(['/sq-elements.js']);
      releaseHero();
      await expect.poll(() => page.locator('sq-runtime').getAttribute('data-state'), WAIT).toBe('active');
      // The runtime's first view runs the page services; its element, which nothing asked for, stays out.
      expect(scripts()).toContain('/runtime.first-view.js');
      expect(scripts()).not.toContain('/sq-runtime.js');
      // The held preloads went in once the picture was.
      expect(scripts()).toEqual(expect.arrayContaining(preloaded.map((file) => `/${file}`)));
      expect(scripts()).toContain('/highlight.first-view.js');
      expect(errors).toEqual([]);
    } finally {
      releaseHero();
      await page.unroute(hero, holdHero);
    }
  });

  it("asks for every chunk of a waiting element's code at once when a trigger fires, not one level of imports at a time", async () => {
    const modules = JSON.parse(readFileSync(join(outDir, 'sq-elements.modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const gallery = modules['sq-gallery'] ?? [];
    // The hydrating root is asked for by the gallery's code once it runs: with that code held, only the list asks.
    expect(gallery).toContain('hydrating-root.js');
    let releaseGallery = () => {};
    const held = new Promise<void>((resolve) => {
      releaseGallery = resolve;
    });
    let galleryAsked = false;
    const holdGallery = async (route: Route) => {
      galleryAsked = true;
      await held;
      await route.continue();
    };
    const { page, errors, requests } = await open(`${origin}/store.html`, {
      prepare: async (tab) => {
        await tab.route('**/sq-gallery.js', holdGallery);
      },
    });
    try {
      const scripts = () =>
        requests.map((url) => new URL(url).pathname.slice(1)).filter((path) => path.endsWith('.js'));
      expect(scripts(), 'nothing of the gallery before a trigger').not.toContain('hydrating-root.js');
      await page.locator('sq-gallery').dispatchEvent('pointerdown');
      await expect.poll(() => galleryAsked, WAIT).toBe(true);
      await expect
        .poll(() => gallery.filter((file) => file !== 'sq-gallery.js' && !scripts().includes(file)), WAIT)
        .toEqual([]);
      expect(await page.evaluate(() => customElements.get('sq-gallery') === undefined), 'gallery defined').toBe(true);
      releaseGallery();
      await expect.poll(() => page.evaluate(() => customElements.get('sq-gallery') !== undefined), WAIT).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      releaseGallery();
      await page.unroute('**/sq-gallery.js', holdGallery);
    }
  });

  it('prerenders a page with the built command, which the browser paints and hydrates from the built chunks', async () => {
    const html = readFileSync(join(outDir, 'prerendered.html'), 'utf8');
    expect(html).toMatch(
      /<sq-cart-link [^>]*id="three"[^>]*><template shadowrootmode="open"><link rel="stylesheet" href="\/sq-elements\.prerendered\.css">/,
    );
    // The head's link to sq-elements.css points at the prerendered stylesheet, its superset: the page and
    // every shadow root fetch that one file, which the build wrote.
    expect(html).toContain('<link rel="stylesheet" href="/sq-elements.prerendered.css">');
    expect(html).not.toContain('sq-elements.css');
    // The autoloader is written after the content, at low priority, the preloads after it: the page's pictures
    // come first.
    const autoloader = html.indexOf('<script type="module" src="/sq-elements.js" fetchpriority="low"></script>');
    expect(autoloader).toBeGreaterThan(html.indexOf('id="news"'));
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(autoloader);
    expect(readFileSync(join(outDir, 'sq-elements.prerendered.css'), 'utf8')).toContain(':host(sq-cart-link)');
    // What the elements wait with is preloaded at the end of the body, after the page's content; not their code.
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('id="news"'));
    const modules = JSON.parse(readFileSync(join(outDir, 'sq-elements.modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const preloaded = [...html.matchAll(/<link [^>]*>/g)]
      .map(([link]) => link)
      .filter((link) => link.includes('rel="modulepreload"'))
      .map((link) => /href="\/([^"]+)"/.exec(link)?.[1]);
    expect(modules['sq-cart-link/waiting']).toEqual(['waiting-elements.js', 'early-actions.js']);
    expect(preloaded).toEqual(modules['sq-cart-link/waiting']);

    const { page, errors, requests } = await open(`${origin}/prerendered.html`);
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => Symbol.for('sq-elements.waiting') in globalThis), WAIT).toBe(true);
    const loaded = () => requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'));
    // Their first view is final: no element code and no React until a trigger.
    expect(loaded().sort()).toEqual(['/early-actions.js', '/sq-elements.js', '/waiting-elements.js']);
    expect(await page.locator('#three [part=count]').textContent()).toBe('3');
    // The visitor reaches for the marquee: its code loads, and it hydrates.
    await page.locator('#news').hover();
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance.getEntriesByName('sq-hydrated').map((mark) => (mark as PerformanceMark).detail),
          ),
        WAIT,
      )
      .toEqual(['sq-marquee']);
    expect(loaded()).toContain('/sq-marquee.js');
    expect(loaded()).not.toContain('/sq-cart-link.js');
    // An attribute set on the cart link is a change asked of it: its code loads, it hydrates and follows it.
    await page.evaluate(() => document.querySelector('#three')?.setAttribute('items', '120'));
    await expect.poll(() => page.locator('#three [part=count]').textContent(), WAIT).toBe('100+');
    expect(loaded()).toContain('/sq-cart-link.js');
    expect(errors).toEqual([]);
  });

  it('a page whose only tag is <sq-runtime> loads no chunk with React in it, and its dialogs work', async () => {
    const reactChunk = readFileSync(join(outDir, 'react.js'), 'utf8');
    // The markers are React's: the check below could see React if a chunk carried it.
    for (const marker of REACT_MARKERS) expect(reactChunk).toContain(marker);

    const { page, errors, requests } = await open(`${origin}/runtime-only.html`);
    await expect.poll(() => page.locator('sq-runtime').getAttribute('data-state'), WAIT).toBe('active');
    await page.locator('#opener').focus();
    // A string, so the test runner does not rewrite the page's dynamic import as its own.
    const answer = page.evaluate(
      "import('/runtime.js').then((runtime) => runtime.confirm({ title: 'Lit', message: 'No React here' }))",
    );
    const dialog = page.getByRole('alertdialog', { name: 'Lit' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    expect(
      await page.evaluate(() =>
        document.querySelector('sq-runtime')?.shadowRoot?.querySelector('dialog')?.matches(':modal'),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await answer).toBe('cancel');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('opener');

    const scripts = [...new Set(requests.map((url) => new URL(url)).filter((url) => url.pathname.endsWith('.js')))].map(
      (url) => url.pathname.slice(1),
    );
    expect(scripts).toEqual(expect.arrayContaining(['sq-elements.js', 'sq-runtime.js', 'lit.js', 'kit.js']));
    expect(scripts).not.toContain('react.js');
    expect(scripts).not.toContain('kit-react.js');
    const withReact = scripts.filter((file) => {
      const code = readFileSync(join(outDir, file), 'utf8');
      return REACT_MARKERS.some((marker) => code.includes(marker));
    });
    expect(withReact).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("loads each gallery design's code only when a gallery uses it", async () => {
    const { page, errors, requests } = await open(`${origin}/galleries.html`);
    const designChunks = () =>
      [...new Set(requests.map((url) => new URL(url).pathname.slice(1)))]
        .filter((file) =>
          /^((carousel|slideshow|strip|swipe|new-swipe|swipe-frame)\.view|moving-parts)\.js$/.test(file),
        )
        .sort();
    await expect.poll(() => page.locator('#grid [part~=slide]').count(), WAIT).toBe(4);
    await page.waitForLoadState('networkidle');
    expect(designChunks()).toEqual([]);
    await page.evaluate(() => {
      const strip = document.createElement('sq-gallery');
      strip.id = 'strip';
      strip.setAttribute('design', 'strip');
      strip.innerHTML = (document.getElementById('grid') as HTMLElement).innerHTML;
      document.querySelector('main')?.append(strip);
    });
    await expect.poll(() => page.locator('#strip').getAttribute('data-drawn'), WAIT).toBe('');
    expect(designChunks()).toEqual(['moving-parts.js', 'strip.view.js']);
    expect(errors).toEqual([]);
  });

  it('keeps the server renderer out of the browser build', () => {
    const chunks = readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, name), 'utf8'))
      .join('\n');
    expect(chunks).not.toContain('renderToString');
    expect(chunks).not.toContain('shadowrootmode');
    expect(readFileSync(join(outDir, 'server', 'index.js'), 'utf8')).toContain('renderToHtml');
  });
});
