import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary } from '../../scripts/build-library.ts';
import { createReferenceApi } from '../../server/api.ts';
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

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Built library</title>
<script type="module" src="/sq-elements.js"></script></head>
<body>
<main>
<h1>Built library</h1>
<sq-runtime context='{"website":{"id":"w1","identifier":"built"},"pageType":2}'></sq-runtime>
<sq-cart-link id="three" items="3" subtotal="$42.00"></sq-cart-link>
<sq-cart-link id="bad" config='{"items":"lots"}'></sq-cart-link>
</main>
</body>
</html>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** The same elements as a site's build would serve them: prerendered by the built command. */
const PRERENDERED_SOURCE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Prerendered</title>
<script type="module" src="/sq-elements.js"></script></head>
<body>
<main>
<h1>Prerendered</h1>
<sq-cart-link id="three" items="3" subtotal="$42.00"></sq-cart-link>
<sq-marquee id="news">Free shipping over $50</sq-marquee>
</main>
</body>
</html>`;

let outDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'sq-built-'));
  await buildLibrary(outDir);
  writeFileSync(join(outDir, 'source.html'), PRERENDERED_SOURCE);
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(outDir, 'server', 'cli.js'),
    'prerender',
    join(outDir, 'source.html'),
    '--base',
    '/',
  ]);
  writeFileSync(join(outDir, 'prerendered.html'), stdout);
  const api = createReferenceApi({ dataDir: join(outDir, '.sq-data') });
  server = createServer((req, res) => {
    api.middleware(req, res, () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (path === '/') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
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

  it('prerenders a page with the built command, which the browser paints and hydrates from the built chunks', async () => {
    const html = readFileSync(join(outDir, 'prerendered.html'), 'utf8');
    expect(html).toMatch(
      /<sq-cart-link id="three"[^>]*><template shadowrootmode="open"><link rel="stylesheet" href="\/sq-cart-link.css">/,
    );
    // Every chunk the cart link loads is preloaded, as the build listed them.
    const modules = JSON.parse(readFileSync(join(outDir, 'sq-elements.modules.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const preloaded = [...html.matchAll(/<link [^>]*>/g)]
      .map(([link]) => link)
      .filter((link) => link.includes('rel="modulepreload"'))
      .map((link) => /href="\/([^"]+)"/.exec(link)?.[1]);
    expect(modules['sq-cart-link']?.length).toBeGreaterThan(1);
    expect(preloaded).toEqual(expect.arrayContaining(modules['sq-cart-link'] ?? []));

    const { page, errors } = await open(`${origin}/prerendered.html`);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance.getEntriesByName('sq-hydrated').map((mark) => (mark as PerformanceMark).detail),
          ),
        WAIT,
      )
      .toEqual(expect.arrayContaining(['sq-cart-link', 'sq-marquee']));
    expect(await page.locator('#three [part=count]').textContent()).toBe('3');
    // Hydrated, it follows its attributes.
    await page.evaluate(() => document.querySelector('#three')?.setAttribute('items', '120'));
    await expect.poll(() => page.locator('#three [part=count]').textContent(), WAIT).toBe('100+');
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
