import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_STAND_IN_PATH } from '../../reference-api/captcha-stand-in.ts';
import { FOLLOW_STAND_IN_PATH } from '../../reference-api/follow-stand-in.ts';
import { RESERVATION_STAND_IN_PATH } from '../../reference-api/reservation-stand-in.ts';
import { docFiles } from '../docs.ts';
import { htmlSnippets, nextCodeBlock, type Snippet } from '../readme-snippets.ts';
import { ON_DEMAND, setupBrowser } from './browser.ts';

/**
 * Every HTML example of the docs (README.md, each file of docs/, each
 * element's README, the runtime's and the others `docFiles` lists), run as a
 * page of its own in Chromium against the demo server with its reference
 * API: each `sq-*` tag in it upgrades, nothing is said on the console (no
 * error, no warning), and what the text around it says holds. The library's
 * address in an example (`/sq-elements/sq-elements.js`, as the script-tag
 * build is served) is the dev server's autoloader; an example without it
 * gets it in its head, with `sq-elements.css`. Pictures the examples name
 * (`/img/...`, `https://images.example/...`) are the demo's photographs.
 */
const { baseUrl: BASE, open } = setupBrowser();

const DOCS = docFiles();

const snippets = DOCS.flatMap((file) => htmlSnippets(file, readFileSync(file, 'utf8')));

const PHOTO = readFileSync('demo/photos/harbour-dusk.svg');

/** The page an example is run as. */
function pageOf(html: string): string {
  const head =
    '<meta charset="utf-8"><title>README example</title><link rel="stylesheet" href="/elements/sq-elements.css">' +
    '<script type="module" src="/elements/autoloader.ts"></script>';
  // An example that is a document's head and body (and loads the library itself) is the document.
  if (/<head>/i.test(html)) return `<!doctype html><html lang="en">${html}</html>`;
  return `<!doctype html><html lang="en"><head>${html.includes('sq-elements.js') ? '' : head}</head><body>${html}</body></html>`;
}

/** Serves the example at `/readme-example.html`, the library where the examples say it is, and their pictures. */
async function serve(page: Page, html: string): Promise<void> {
  const moved = (to: string) => ({ status: 302, headers: { location: to } });
  await page.route('**/readme-example.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: pageOf(html) }),
  );
  await page.route('**/sq-elements/sq-elements.js', (route) => route.fulfill(moved('/elements/autoloader.ts')));
  await page.route('**/sq-elements/sq-elements.css', (route) => route.fulfill(moved('/elements/sq-elements.css')));
  await page.route(/\/img\/|^https:\/\/images\.example\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: PHOTO }),
  );
  // The follow button's example names the platform's script: the reference API's stand-in for it.
  await page.route('**/follow/widgets.js', (route) => route.fulfill(moved(FOLLOW_STAND_IN_PATH)));
  // The reservation widget's example names the provider's script: the reference API's stand-in for it.
  await page.route('**/reservation/widget.js', (route) => route.fulfill(moved(RESERVATION_STAND_IN_PATH)));
  // The form's captcha loads the provider's script: the reference API's stand-in for it.
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill(moved(new URL(CAPTCHA_STAND_IN_PATH, page.url() === 'about:blank' ? BASE : page.url()).href)),
  );
}

/** The text of the parts named `part` inside `selector`'s shadow roots. */
const partTexts = (page: Page, selector: string, part: string) =>
  page.locator(`${selector} [part=${part}]`).allTextContents();

/** What the text around an example says, checked once its elements have upgraded: by file and place. */
const SAYS: Record<string, (page: Page, snippet: Snippet) => Promise<void>> = {
  // "Properties work too ... one set while the autoloader is still fetching the tag's code is taken over":
  // the script after the example sets them, and the count is theirs.
  'README.md#0': async (page, snippet) => {
    const script = nextCodeBlock(snippet.after, 'js');
    expect(script, 'the script that follows the example').toBeDefined();
    await page.evaluate(script as string);
    await expect.poll(() => partTexts(page, '#cart', 'count'), ON_DEMAND).toEqual(['4']);
    await expect.poll(() => partTexts(page, '#cart', 'subtotal'), ON_DEMAND).toEqual(['$56.00']);
    // The form's every field has a label a visitor reads.
    const unlabelled = await page.evaluate(() =>
      [...(document.querySelector('sq-form')?.shadowRoot?.querySelectorAll('input, textarea, select') ?? [])]
        .filter((field) => !(field as HTMLInputElement).labels?.[0]?.textContent?.trim())
        .map((field) => field.outerHTML),
    );
    expect(unlabelled).toEqual([]);
  },
  'README.md#1': async (page) => {
    // A theme's markup: the block data in the gallery's markup is its config, and the price shows the sale.
    const gallery = page.locator('sq-gallery');
    await expect
      .poll(() => gallery.evaluate((element) => (element as HTMLElement & { design?: string }).design), ON_DEMAND)
      .toBe('grid');
    expect(await gallery.evaluate((element) => (element as HTMLElement & { slidesPerRow?: number }).slidesPerRow)).toBe(
      2,
    );
    await expect.poll(() => page.locator('sq-product-price').getAttribute('data-state'), ON_DEMAND).toBe('sale');
  },
  'docs/platform-api.md#0': async (page) => {
    // "a static page with only the services it can use": the runtime in charge, and nothing asked of the API.
    await expect.poll(() => page.locator('sq-runtime').getAttribute('data-state'), ON_DEMAND).toBe('active');
    await page.waitForLoadState('networkidle');
    const asked = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/')),
    );
    expect(asked).toEqual([]);
  },
  'docs/loading.md#0': async (page) => {
    await expect.poll(() => partTexts(page, 'sq-cart-link', 'count'), ON_DEMAND).toEqual(['3']);
    await expect.poll(() => partTexts(page, 'sq-cart-link', 'subtotal'), ON_DEMAND).toEqual(['$42.00']);
  },
  'elements/sq-accordion/README.md#0': async (page) => {
    expect(
      await page.locator('sq-accordion details').evaluateAll((items) => items.map((item) => item.hasAttribute('open'))),
    ).toEqual([true, false]);
  },
  'elements/sq-cart-link/README.md#0': async (page) => {
    await expect.poll(() => partTexts(page, 'sq-cart-link', 'count'), ON_DEMAND).toEqual(['3']);
  },
  'elements/sq-follow-button/README.md#0': async (page) => {
    // "replaced by the platform's own button once its script has loaded"
    await expect.poll(() => page.locator('sq-follow-button').getAttribute('data-state'), ON_DEMAND).toBe('widget');
  },
  'elements/sq-reservation/README.md#0': async (page) => {
    // "replaced by the provider's widget once its script has loaded and drawn it for the business"
    await expect.poll(() => page.locator('sq-reservation').getAttribute('data-state'), ON_DEMAND).toBe('widget');
  },
  'elements/sq-form/README.md#0': async (page) => {
    const labels = async () => (await partTexts(page, 'sq-form', 'label')).map((text) => text.replace('*', '').trim());
    await expect.poll(labels, ON_DEMAND).toEqual(['Name', 'Email', 'Message']);
    expect(await page.locator('sq-form').getByRole('button', { name: 'Send message' }).count()).toBe(1);
    // "A captcha to complete before submitting" (the reference API's stand-in for the provider's).
    await expect.poll(() => page.locator('sq-form').getByLabel("I'm not a robot").count(), ON_DEMAND).toBe(1);
  },
  'elements/sq-lightbox/README.md#0': async (page) => {
    // "By script: a set and the item to start at": the script in the example opens it.
    await expect.poll(() => page.locator('sq-lightbox').getAttribute('data-state'), ON_DEMAND).toBe('open');
  },
  'elements/sq-cookie-banner/README.md#0': async (page) => {
    // The banner asks the visitor to accept or decline, with the site owner's message.
    const banner = page.locator('sq-cookie-banner');
    await expect.poll(() => banner.getByText('We use cookies to run the shop.').count(), ON_DEMAND).toBe(1);
    expect(await banner.getByRole('button', { name: 'Accept' }).count()).toBe(1);
    expect(await banner.getByRole('button', { name: 'Decline' }).count()).toBe(1);
  },
  'elements/sq-map/README.md#0': async (page) => {
    // "a finished card with the address and a 'View on map' link"
    const map = page.locator('sq-map');
    await expect.poll(() => map.getByRole('link', { name: /View on map/ }).count(), ON_DEMAND).toBe(1);
    expect(await map.getByText('Harbour Bakery', { exact: true }).count()).toBeGreaterThan(0);
  },
  'elements/sq-product-price/README.md#0': async (page) => {
    // The price, a sale, a from-price, a subscription's renewal text.
    const states = () =>
      page.locator('sq-product-price').evaluateAll((prices) => prices.map((price) => price.getAttribute('data-state')));
    await expect.poll(states, ON_DEMAND).toEqual(['price', 'sale', 'from-price', 'price']);
    expect(
      await page
        .locator('sq-product-price')
        .nth(3)
        .getByText(/every month/)
        .count(),
    ).toBe(1);
  },
  'elements/sq-video/README.md#0': async (page) => {
    // "the play button says 'Play <title>'"
    await expect
      .poll(() => page.locator('sq-video').getByRole('button', { name: 'Play The harbour at dawn' }).count(), ON_DEMAND)
      .toBe(1);
  },
  'elements/sq-menu/README.md#0': async (page) => {
    await expect
      .poll(() => page.locator('sq-menu').getByRole('tab').allTextContents(), ON_DEMAND)
      .toEqual(['Breakfast', 'Lunch']);
  },
};

/** The sq-* elements of the page that have not upgraded, by tag. */
const notUpgraded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('sq-') && !element.matches(':defined'))
      .map((element) => element.localName),
  );

describe('the docs’ HTML examples', () => {
  it('are found, in the docs and the runtime’s README too, and few are marked as not to be run', () => {
    expect(snippets.length).toBeGreaterThan(20);
    // Each example the text below checks is found where it says.
    const found = new Set(snippets.map((snippet) => `${snippet.file}#${snippet.index}`));
    expect(Object.keys(SAYS).filter((key) => !found.has(key))).toEqual([]);
    expect(snippets.some((snippet) => snippet.file === 'runtime/README.md')).toBe(true);
    expect(snippets.filter((snippet) => snippet.skip).length).toBeLessThanOrEqual(3);
  });

  for (const snippet of snippets.filter((each) => !each.skip)) {
    it(`${snippet.file}, line ${snippet.line}: upgrades, says nothing on the console, does what its text says`, async () => {
      const said: string[] = [];
      const listen = (message: ConsoleMessage) => {
        // lit-html's development build, which the dev server serves, says so once; the library bundles the other.
        if (message.text().startsWith('Lit is in dev mode')) return;
        if (message.type() === 'error' || message.type() === 'warning')
          said.push(`${message.type()}: ${message.text()}`);
      };
      const { page, errors } = await open('/readme-example.html', {
        prepare: async (page) => {
          page.on('console', listen);
          await serve(page, snippet.html);
        },
      });
      try {
        await expect.poll(() => notUpgraded(page), ON_DEMAND).toEqual([]);
        await SAYS[`${snippet.file}#${snippet.index}`]?.(page, snippet);
        await page.waitForLoadState('networkidle');
        expect(said).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        page.off('console', listen);
      }
    });
  }
});
