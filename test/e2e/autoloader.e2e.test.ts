import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, WAIT } from './browser.ts';

const { open } = setupBrowser();

const PAGE = '/demo/no-elements.html';

/** What a request is for, judged by its path (dev-server module paths or pre-bundled dependencies). */
/** An element's code: a module of an `elements/sq-<tag>/` folder (not the page's sq-elements.css). */
const isElementModule = (url: string) => /\/elements\/sq-[\w-]+\//.test(new URL(url).pathname);
const isCartLinkModule = (url: string) => new URL(url).pathname.endsWith('/elements/sq-cart-link/cart-link.element.ts');
/** `/deps/react.js`, `/deps/react-dom_client.js`, `/deps/react_jsx-runtime.js`, `/node_modules/react/...` */
const isReact = (url: string) => /\/react(-dom)?[._/]/.test(new URL(url).pathname);
const isZod = (url: string) => /\/zod[._/]/.test(new URL(url).pathname);
const isAutoloader = (url: string) => new URL(url).pathname === '/elements/autoloader.ts';

/** The text of a cart link's count badge inside `selector`'s shadow DOM, once rendered. */
const countIn = (page: Page, selector: string) => page.locator(`${selector} [part=count]`).first().textContent();

/** Lets the page run for a while with nothing to wait for: the only way to see that nothing happens. */
async function idle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('the autoloader', () => {
  it('loads no element code, no React and no zod on a page without sq-* tags', async () => {
    const { page, requests, errors } = await open(PAGE);
    await idle(page);
    expect(requests.some(isAutoloader), 'the autoloader itself').toBe(true);
    expect(requests.filter(isElementModule)).toEqual([]);
    expect(requests.filter(isReact)).toEqual([]);
    expect(requests.filter(isZod)).toEqual([]);
    expect(await page.evaluate(() => customElements.get('sq-cart-link') === undefined)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("loads an element's code and React when its tag first appears, and the element renders", async () => {
    const { page, requests, errors } = await open(PAGE);
    await idle(page);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<sq-cart-link items="2"></sq-cart-link>'));
    await expect.poll(() => countIn(page, 'body > sq-cart-link'), WAIT).toBe('2');
    expect(requests.filter(isCartLinkModule)).toHaveLength(1);
    expect(requests.some(isReact)).toBe(true);
    expect(requests.some(isZod)).toBe(true);
    expect(await page.locator('body > sq-cart-link [part=link]').getAttribute('aria-label')).toBe('2 items in cart');
    expect(errors).toEqual([]);
  });

  it('upgrades an element added to a shadow root it was told to observe', async () => {
    const { page, requests, errors } = await open(PAGE);
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'plain-host';
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const autoloader = (globalThis as Record<symbol, { observe(root: ShadowRoot): void } | undefined>)[
        Symbol.for('sq-elements.autoloader')
      ];
      if (!autoloader) throw new Error('no autoloader on the page');
      autoloader.observe(shadow);
      shadow.innerHTML = '<sq-cart-link items="3"></sq-cart-link>';
    });
    await expect.poll(() => countIn(page, '#plain-host sq-cart-link'), WAIT).toBe('3');
    expect(requests.filter(isCartLinkModule)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('does not see into a shadow root until told to, then loads what is already there', async () => {
    const { page, requests, errors } = await open(PAGE);
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'plain-host';
      document.body.append(host);
      host.attachShadow({ mode: 'open' }).innerHTML = '<sq-cart-link items="4"></sq-cart-link>';
    });
    await idle(page);
    expect(requests.filter(isElementModule)).toEqual([]);

    await page.evaluate(() => {
      const shadow = document.getElementById('plain-host')?.shadowRoot;
      const autoloader = (globalThis as Record<symbol, { observe(root: ShadowRoot): void } | undefined>)[
        Symbol.for('sq-elements.autoloader')
      ];
      if (shadow) autoloader?.observe(shadow);
    });
    await expect.poll(() => countIn(page, '#plain-host sq-cart-link'), WAIT).toBe('4');
    expect(errors).toEqual([]);
  });

  it('is harmless when its script is loaded a second time', async () => {
    const { page, requests, errors } = await open(PAGE);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<sq-cart-link items="1"></sq-cart-link>'));
    await expect.poll(() => countIn(page, 'body > sq-cart-link'), WAIT).toBe('1');

    const same = await page.evaluate(async () => {
      const key = Symbol.for('sq-elements.autoloader');
      const scope = globalThis as Record<symbol, unknown>;
      const before = { autoloader: scope[key], definition: customElements.get('sq-cart-link') };
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = '/elements/autoloader.ts?second-copy';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('the second autoloader did not load'));
        document.head.append(script);
      });
      document.body.insertAdjacentHTML('beforeend', '<sq-cart-link id="after" items="6"></sq-cart-link>');
      return {
        autoloader: scope[key] === before.autoloader,
        definition: customElements.get('sq-cart-link') === before.definition,
      };
    });
    expect(same).toEqual({ autoloader: true, definition: true });
    expect(requests.some((url) => url.includes('/elements/autoloader.ts?second-copy'))).toBe(true);

    await expect.poll(() => countIn(page, '#after'), WAIT).toBe('6');
    expect(await page.locator('#after [part=link]').count()).toBe(1);
    await idle(page);
    expect(requests.filter(isCartLinkModule)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("loads the lightbox's code only on a gallery's first request, adds a lightbox to the page and opens it", async () => {
    const isLightboxModule = (url: string) => new URL(url).pathname.includes('/elements/sq-lightbox/');
    const { page, requests, errors } = await open('/demo/elements/gallery.html');
    const tiles = page.locator('#grid [part~=link]');
    await tiles.nth(1).waitFor();
    // Rendered on the server, the gallery answers clicks once it has hydrated (its state is then on the host).
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLElement>('#grid')?.dataset.state), WAIT)
      .toBeTruthy();
    await idle(page);
    expect(requests.filter(isLightboxModule), 'the gallery does not load it').toEqual([]);
    expect(await page.evaluate(() => document.querySelector('sq-lightbox'))).toBe(null);
    await tiles.nth(1).click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLElement>('sq-lightbox')?.dataset.state), WAIT)
      .toBe('open');
    expect(await page.locator('sq-lightbox [part=position]').textContent()).toBe('Image 2 of 8');
    expect(await page.evaluate(() => location.hash)).toBe('#itemId=1');
    expect(requests.some(isLightboxModule)).toBe(true);
    await page.locator('sq-lightbox [part=close-button]').click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLElement>('sq-lightbox')?.dataset.state), WAIT)
      .toBe('closed');
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(errors).toEqual([]);
  });
});
