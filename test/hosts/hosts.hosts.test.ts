import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as platformSource from '../../platform/index.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { HOSTS_DIR, INSTALLED } from './package-install.ts';
import { PLATFORM_EXPECTED } from './platform-expected.ts';

/**
 * The installed package in four host apps (test/hosts/apps), each built
 * with Vite as its own project would build it and driven in one Chromium:
 * plain HTML with the script-tag build, lit-html, React 19 and Vue 3 with
 * the bundler build. Every app renders the same elements (apps/scenario.ts);
 * the framework apps also run the autoloader path (`?autoload`), where the
 * tags are defined only after the app's first render.
 */

const APPS = join(import.meta.dirname, 'apps');
const HOSTS = ['html', 'lit', 'react', 'vue'] as const;
type Host = (typeof HOSTS)[number];

const WAIT = { timeout: 20000, interval: 50 };
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

let browser: Browser;
let server: Server;
let origin: string;

/** Builds one app into its `dist/`, served under `/<host>/`. */
async function buildApp(host: Host): Promise<void> {
  const root = join(APPS, host);
  const configFile = join(root, 'vite.config.ts');
  await build({
    root,
    base: `/${host}/`,
    configFile: existsSync(configFile) ? configFile : false,
    logLevel: 'warn',
    // Its own cache: the repository's Vite cache belongs to the demo server.
    cacheDir: join(root, 'node_modules/.vite'),
    build: { outDir: 'dist', emptyOutDir: true },
  });
}

/**
 * A plain page as the README's quick start writes it, with the library's folder at `/html/` (where the
 * plain app serves it), rendered on the server by the installed command as a site's build would
 * (`npx sq-elements prerender`): `/html/prerendered.html`.
 */
const PRERENDER_SOURCE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <link rel="icon" href="data:,">
    <title>sq-elements rendered on the server</title>
    <link rel="stylesheet" href="/html/sq-elements.css">
    <script type="module" src="/html/sq-elements.js"></script>
  </head>
  <body>
    <main>
      <sq-cart-link id="count" items="2"></sq-cart-link>
      <sq-highlight id="behind-attribute" is-front="false">words</sq-highlight>
    </main>
  </body>
</html>
`;

async function prerenderPlainPage(): Promise<void> {
  const dist = join(APPS, 'html', 'dist');
  writeFileSync(join(dist, 'prerender-source.html'), PRERENDER_SOURCE);
  const { stdout } = await promisify(execFile)(
    join(HOSTS_DIR, 'node_modules', '.bin', 'sq-elements'),
    ['prerender', join(dist, 'prerender-source.html'), '--base', '/html/'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  writeFileSync(join(dist, 'prerendered.html'), stdout);
}

beforeAll(async () => {
  for (const host of HOSTS) await buildApp(host);
  await prerenderPlainPage();
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const [, host, ...rest] = path.split('/');
    if (!HOSTS.includes(host as Host)) {
      res.writeHead(404).end();
      return;
    }
    const dist = join(APPS, host as string, 'dist');
    const file = normalize(join(dist, rest.join('/') || 'index.html'));
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

async function open(host: Host, autoload: boolean, page = ''): Promise<Opened> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  tab.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  await tab.goto(`${origin}/${host}/${page}${autoload ? '?autoload' : ''}`);
  return { page: tab, errors };
}

/** The count badge's text of a cart link (its shadow DOM), or null before it renders. */
const badge = (page: Page, id: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element?.shadowRoot?.querySelector('[part=count]')?.textContent ?? null;
  }, `#${id}`);

/** The subtotal's text of a cart link, or null. */
const subtotal = (page: Page, id: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element?.shadowRoot?.querySelector('[part=subtotal]')?.textContent ?? null;
  }, `#${id}`);

/** Where a highlight draws its shape: `0` behind the text, `2` in front, null before it renders. */
const shapeLayer = (page: Page, id: string) =>
  page.evaluate((selector) => {
    const shape = document.querySelector(selector)?.shadowRoot?.querySelector<SVGElement>('[part=shape]');
    // From the element's stylesheet (data-front), not a style attribute, since a first render has none.
    return shape ? getComputedStyle(shape).zIndex : null;
  }, `#${id}`);

/** Own properties left on the instances (`config`, `isFront`): one that hides the element's accessor was lost. */
const ownProperties = (page: Page, ids: string[]) =>
  page.evaluate(
    (list) =>
      list.flatMap((id) => {
        const element = document.getElementById(id) as HTMLElement;
        return ['config', 'isFront'].filter((name) => Object.hasOwn(element, name)).map((name) => `${id}.${name}`);
      }),
    ids,
  );

const isFront = (page: Page, id: string) =>
  page.evaluate(
    (selector) => (document.querySelector(selector) as HTMLElement & { isFront?: boolean }).isFront,
    `#${id}`,
  );

/** Clicks a button of the app (light DOM). */
const click = (page: Page, id: string) => page.locator(`#${id}`).click();

/** The paths each host is tried on: the frameworks also with the autoloader after their first render. */
function modes(host: Host): { name: string; autoload: boolean }[] {
  if (host === 'html') return [{ name: 'the script-tag build', autoload: true }];
  return [
    { name: 'the bundler build, elements imported before the first render', autoload: false },
    { name: 'the autoloader, elements defined after the first render', autoload: true },
  ];
}

const TITLES: Record<Host, string> = {
  html: 'plain HTML',
  lit: 'lit-html',
  react: 'React 19',
  vue: 'Vue 3',
};

for (const host of HOSTS) {
  describe(`${TITLES[host]} host`, () => {
    for (const { name, autoload } of modes(host)) {
      describe(name, () => {
        it('renders (config as JSON and as an object, numbers, a boolean that defaults to true turned off), updates 0 → 3 → 120 (100+), hands events to the app, unmounts and remounts', async () => {
          const { page, errors } = await open(host, autoload);
          await expect.poll(() => badge(page, 'count'), WAIT).toBe('0');
          await expect
            .poll(() => page.evaluate(() => document.body.dataset.definedAtFirstRender), WAIT)
            .toBe(String(!autoload));
          await expect.poll(() => badge(page, 'by-attribute'), WAIT).toBe('9');
          expect(await subtotal(page, 'by-attribute')).toBe('$9.00');
          await expect.poll(() => shapeLayer(page, 'behind-attribute'), WAIT).toBe('0');
          expect(await isFront(page, 'behind-attribute')).toBe(false);
          // On the autoloader path, lit-html's `.config=${}`, Vue's `.prop` and the plain page's script set
          // these properties before the tags are defined (above: not defined at the first render); the
          // elements take them over as they upgrade. React sets attributes until then, so its app binds
          // attributes only there.
          if (!autoload || host !== 'react') {
            await expect.poll(() => badge(page, 'by-property'), WAIT).toBe('5');
            expect(await subtotal(page, 'by-property')).toBe('$5.00');
            await expect.poll(() => shapeLayer(page, 'behind-property'), WAIT).toBe('0');
            expect(await isFront(page, 'behind-property')).toBe(false);
            expect(await ownProperties(page, ['by-property', 'behind-property'])).toEqual([]);
          }

          if (host === 'html') await page.waitForSelector('body[data-ready]');
          await click(page, 'set-3');
          await expect.poll(() => badge(page, 'count'), WAIT).toBe('3');
          await click(page, 'set-120');
          await expect.poll(() => badge(page, 'count'), WAIT).toBe('100+');

          await page.locator('#form [part=submit]').click();
          await expect.poll(() => page.locator('#events').textContent(), WAIT).toBe('sq-submit-error host-form');

          await expect.poll(() => badge(page, 'remounted'), WAIT).toBe('100+');
          await click(page, 'toggle');
          await expect.poll(() => page.locator('#remounted').count(), WAIT).toBe(0);
          await click(page, 'toggle');
          await expect.poll(() => badge(page, 'remounted'), WAIT).toBe('100+');
          expect(errors).toEqual([]);
          await page.context().close();
        });
      });
    }
  });
}

describe('sq-elements/platform in the lit-html host', () => {
  it('computes with every function of the entry, bundled from the installed package, as the spec says', async () => {
    const { page, errors } = await open('lit', false);
    const shown = () => page.locator('#platform').textContent();
    await expect.poll(shown, WAIT).not.toBe('');
    const results = JSON.parse((await shown()) ?? '{}') as Record<string, unknown>;
    const functions = Object.entries(platformSource).filter(([, value]) => typeof value === 'function');
    expect(Object.keys(results).sort()).toEqual(functions.map(([name]) => name).sort());
    expect(results).toEqual(PLATFORM_EXPECTED);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The addresses of a page's stylesheet links and module scripts, in order, as written. */
function libraryTags(html: string): string[] {
  const tags = html.match(/<link rel="stylesheet"[^>]*>|<script type="module" src=[^>]*>/g) ?? [];
  return tags.map((tag) => /(?:href|src)="([^"]+)"/.exec(tag)?.[1] ?? tag);
}

/** The first HTML example of the README's "Using it with plain HTML": the quick start. */
function quickStart(readme: string): string {
  const section = readme.split('\n## Using it with plain HTML\n')[1] ?? '';
  return /```html\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
}

describe('the plain HTML host as the README has it', () => {
  it('links the stylesheet and loads the autoloader as the installed README’s quick start does, from the folder served as it is', () => {
    const readme = readFileSync(join(INSTALLED, 'README.md'), 'utf8');
    // The quick start serves the folder at /sq-elements/; the app serves it at its root (its `publicDir`).
    const expected = libraryTags(quickStart(readme)).map((address) => address.replace(/^\/sq-elements\//, '/'));
    expect(expected).toEqual(['/sq-elements.css', '/sq-elements.js']);
    const app = readFileSync(join(APPS, 'html', 'index.html'), 'utf8');
    expect(libraryTags(app).filter((address) => !address.startsWith('./'))).toEqual(expected);
  });

  it('serves a page prerendered by the installed command from the same folder: its stylesheet and preloads load, its elements hydrate and update', async () => {
    const { page, errors } = await open('html', false, 'prerendered.html');
    // Drawn by the server: the shadow root is there before any code of ours.
    expect(await badge(page, 'count')).toBe('2');
    const prerenderedRules = () =>
      page.evaluate(
        () =>
          [...document.styleSheets].find((sheet) => sheet.href?.endsWith('/html/sq-elements.prerendered.css'))?.cssRules
            .length ?? 0,
      );
    expect(await prerenderedRules()).toBeGreaterThan(0);
    expect(await page.locator('link[rel=modulepreload]').count()).toBeGreaterThan(0);
    // A change loads the element's code, which hydrates what the server drew and renders the change.
    await page.evaluate(() => document.getElementById('count')?.setAttribute('items', '3'));
    await expect.poll(() => badge(page, 'count'), WAIT).toBe('3');
    const hydrated = () =>
      page.evaluate(() =>
        performance.getEntriesByName('sq-hydrated').map((mark) => (mark as PerformanceMark).detail as string),
      );
    expect(await hydrated()).toContain('sq-cart-link');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * Copies of React in built JavaScript: `react` defines its internals once
 * per copy (`….__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=`)
 * and `react-dom` its own; every other mention only reads them.
 */
export function reactCopies(code: string): { react: number; reactDom: number } {
  const count = (name: string) => [...code.matchAll(new RegExp(`\\.${name}\\s*=(?!=)`, 'g'))].length;
  return {
    react: count('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
    reactDom: count('__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
  };
}

/** Every JavaScript file a built app ships, joined. */
function builtCode(folder: string): string {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

describe('one React', () => {
  it('the React app built with the bundler build holds one React and one react-dom: its own', () => {
    expect(reactCopies(builtCode(join(APPS, 'react/dist')))).toEqual({ react: 1, reactDom: 1 });
  });

  it('counts the copy the browser build bundles, and two where there are two', () => {
    const browserReact = readFileSync(join(INSTALLED, 'dist/react.js'), 'utf8');
    expect(reactCopies(browserReact)).toEqual({ react: 1, reactDom: 1 });
    const app = builtCode(join(APPS, 'react/dist'));
    expect(reactCopies(`${app}\n${browserReact}`)).toEqual({ react: 2, reactDom: 2 });
  });
});
