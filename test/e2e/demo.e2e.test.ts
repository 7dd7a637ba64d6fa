import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postJson } from './api.ts';
import { ON_DEMAND, setupBrowser, WAIT } from './browser.ts';

const { baseUrl, open } = setupBrowser();

describe('the store home page', () => {
  const header = (page: Page) => ({
    link: page.locator('header sq-cart-link [part=link]'),
    count: page.locator('header sq-cart-link [part=count]'),
    subtotal: page.locator('header sq-cart-link [part=subtotal]'),
  });

  it('loads with no console or page errors, one h1 and the page landmarks', async () => {
    const { page, errors } = await open('/demo/');
    await expect.poll(() => header(page).link.getAttribute('aria-label'), WAIT).toBe('0 items in cart');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      expect(await page.getByRole(landmark).count(), landmark).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it('shows the empty cart a new visitor has in the header', async () => {
    const { page } = await open('/demo/');
    const { link, count, subtotal } = header(page);
    await expect.poll(() => count.textContent(), WAIT).toBe('0');
    expect(await link.getAttribute('aria-label')).toBe('0 items in cart');
    expect(await subtotal.count()).toBe(0);
    expect(await page.getByRole('link', { name: '0 items in cart' }).first().isVisible()).toBe(true);
  });

  it('shows each price with <sq-product-price>, the sale with its original price announced', async () => {
    const { page, errors } = await open('/demo/');
    const bowl = page.locator('.product', { hasText: 'Serving bowl' }).locator('sq-product-price');
    await expect.poll(() => bowl.getAttribute('data-state'), WAIT).toBe('sale');
    expect(await bowl.locator('[part=original]').textContent()).toBe('Original price: $72.00');
    expect(await bowl.locator('[part=price]').textContent()).toBe('Sale price: $64.00');
    const mug = page.locator('.product', { hasText: 'Morning mug' }).locator('sq-product-price [part=price]');
    expect(await mug.textContent()).toBe('$28.00');
    expect(errors).toEqual([]);
  });

  it('adds to the cart on the reference API, updates every cart link, and checks out from the cart', async () => {
    const { page, errors } = await open('/demo/');
    const { link, count, subtotal } = header(page);
    await expect.poll(() => count.textContent(), WAIT).toBe('0');

    await page.getByRole('button', { name: 'Add to cart Morning mug' }).click();
    await expect.poll(() => link.getAttribute('aria-label'), WAIT).toBe('One item in cart');
    expect(await count.textContent()).toBe('1');
    expect(await subtotal.textContent()).toBe('$28.00');

    await page.locator('sq-add-to-cart[product-id="teapot"] [part=button]').click();
    await expect.poll(() => link.getAttribute('aria-label'), WAIT).toBe('2 items in cart');
    expect(await subtotal.textContent()).toBe('$120.00');
    await expect
      .poll(() => page.getByRole('status').textContent(), WAIT)
      .toBe('Teapot added. 2 items in cart, $120.00.');
    await expect.poll(() => page.locator('#cart sq-cart-link [part=count]').textContent(), WAIT).toBe('2');

    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL('**/commerce/goto-checkout');
    expect(await page.locator('body').textContent()).toContain('Items: 2');
    expect(errors).toEqual([]);
  });

  it('refuses checkout without a cart, with the alert of spec 000 §5, and gives focus back', async () => {
    const { page, errors } = await open('/demo/');
    const checkout = page.getByRole('button', { name: 'Go to checkout' });
    await checkout.click();
    const alert = page.getByRole('alertdialog', {
      name: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    });
    await expect.poll(() => alert.isVisible(), WAIT).toBe(true);
    await alert.getByRole('button', { name: 'Okay' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part')), WAIT)
      .toBe('button');
    expect(new URL(page.url()).pathname).toBe('/demo/');
    expect(errors).toEqual([]);
  });
});

describe('the cart link page', () => {
  const part = (page: Page, id: string, name: string) => page.locator(`#${id} [part=${name}]`);

  it('shows each variant: unknown, empty, one, and 100+ above a hundred', async () => {
    const { page, errors } = await open('/demo/elements/cart-link.html');
    await expect.poll(() => part(page, 'v-many', 'count').textContent(), WAIT).toBe('100+');
    expect(await part(page, 'v-many', 'link').getAttribute('aria-label')).toBe('More than 100 items in cart');
    expect(await part(page, 'v-unknown', 'link').getAttribute('aria-label')).toBe('Cart');
    expect(await page.locator('#v-unknown').getAttribute('data-state')).toBe('uninitialized');
    expect(await part(page, 'v-empty', 'count').textContent()).toBe('0');
    expect(await page.locator('#v-empty').getAttribute('empty')).toBe('');
    expect(await part(page, 'v-one', 'link').getAttribute('aria-label')).toBe('One item in cart');
    expect(await part(page, 'v-several', 'subtotal').textContent()).toBe('$42.00');
    expect(errors).toEqual([]);
  });

  it('syncs every cart link on the page from one button, and the readouts follow', async () => {
    const { page, errors } = await open('/demo/elements/cart-link.html');
    await expect.poll(() => part(page, 'v-one', 'count').textContent(), WAIT).toBe('1');
    await page.getByRole('button', { name: 'Sync 250 items' }).click();
    for (const id of ['v-unknown', 'v-empty', 'v-one', 'v-themed']) {
      await expect.poll(() => part(page, id, 'count').textContent(), WAIT).toBe('100+');
    }
    expect(await part(page, 'v-unknown', 'link').getAttribute('aria-label')).toBe('More than 100 items in cart');
    await expect
      .poll(() => page.locator('[data-readout="v-empty"]').textContent(), WAIT)
      .toContain('More than 100 items in cart');
    expect(errors).toEqual([]);
  });
});

describe('the runtime page', () => {
  it('runs lit-html’s production build, as the library ships it: no "Lit is in dev mode" warning', async () => {
    const { page, warnings } = await open('/demo/runtime.html');
    // Active once its lit-html view has loaded and drawn: lit-html's development build warns as it loads.
    await expect.poll(() => page.locator('sq-runtime').getAttribute('data-state'), ON_DEMAND).toBe('active');
    expect(warnings.filter((warning) => /dev mode/i.test(warning))).toEqual([]);
  });

  it('opens three stacked dialogs; Escape closes them newest first and focus returns to the opener', async () => {
    const { page, errors } = await open('/demo/runtime.html');
    const opener = page.getByRole('button', { name: 'Three stacked dialogs' });
    await opener.click();
    const dialogs = page.locator('sq-runtime [part=dialog]');
    // The first dialog brings the runtime's dialog view.
    await expect.poll(() => dialogs.count(), ON_DEMAND).toBe(3);
    expect(await page.getByRole('alertdialog', { name: 'Third' }).isVisible()).toBe(true);
    for (let press = 0; press < 3; press++) await page.keyboard.press('Escape');
    await expect.poll(() => dialogs.count(), WAIT).toBe(0);
    expect(await page.locator('#answers li').allTextContents()).toEqual([
      'First (alert) answered cancel',
      'Second (confirm) answered cancel',
      'Third (confirm) answered cancel',
    ]);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('confirms with the Confirm button and shows the information notice until it hides itself', async () => {
    const { page } = await open('/demo/runtime.html');
    await page.getByRole('button', { name: 'Confirm or cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Remove the teapot?' }).getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => page.locator('#answers li').first().textContent(), WAIT)
      .toBe('Confirm or cancel answered confirm');
    await page.getByRole('button', { name: 'Information' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect.poll(() => notice.isVisible(), WAIT).toBe(true);
    await expect
      .poll(() => page.locator('#answers li').first().textContent(), WAIT)
      .toBe('Information answered confirm');
    await expect.poll(() => notice.count(), WAIT).toBe(0);
  });
});

describe('the inspector', () => {
  const rows = (page: Page) => page.locator('#requests > li');

  it('lists what the reference API received, newest first, with the JSON body', async () => {
    const first = `e2e-first-${randomUUID()}`;
    const second = `e2e-second-${randomUUID()}`;
    expect((await postJson(baseUrl, '/api/events/Trace', { message: 'from the e2e test', marker: first })).status).toBe(
      204,
    );

    const { page, errors } = await open('/demo/inspector.html', { waitUntil: 'load' });
    // Other pages may be calling the API meanwhile: each request is found by its marker, not by its place.
    const row = rows(page).filter({ hasText: first });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.locator('.method').textContent()).toBe('POST');
    expect(await row.locator('.request__path').textContent()).toBe('/api/events/Trace');
    expect(await row.locator('.status').textContent()).toBe('204');

    await row.locator('summary').first().click();
    const body = await row.locator('pre').textContent();
    expect(JSON.parse(body ?? '')).toEqual({ message: 'from the e2e test', marker: first });

    // A request made while the page is open appears above the earlier one.
    expect((await postJson(baseUrl, '/api/events/Trace', { marker: second })).status).toBe(204);
    const placeOf = async (marker: string) =>
      (await rows(page).allTextContents()).findIndex((text) => text.includes(marker));
    await expect.poll(() => placeOf(second), WAIT).not.toBe(-1);
    expect(await placeOf(second)).toBeLessThan(await placeOf(first));
    // The row opened before stays open as rows are added above it.
    expect(await row.locator('details').first().getAttribute('open')).toBe('');
    expect(errors).toEqual([]);
  });

  it('filters by path', async () => {
    const marker = `e2e-filter-${randomUUID()}`;
    await postJson(baseUrl, '/api/events/Trace', { marker });
    const { page } = await open('/demo/inspector.html', { waitUntil: 'load' });
    const row = rows(page).filter({ hasText: marker });
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);

    await page.getByLabel('Filter by path').fill('RecordJavascriptErrors');
    await expect.poll(() => row.isVisible(), WAIT).toBe(false);
    await page.getByLabel('Filter by path').fill('/api/events/trace');
    await expect.poll(() => row.isVisible(), WAIT).toBe(true);
    expect(new URL(page.url()).searchParams.get('path')).toBe('/api/events/trace');
  });

  it('shows the census calls of a page with tracking on: the page view and the tracked button', async () => {
    const marker = `e2e-census-${randomUUID()}`;
    const visit = await open(`/demo/runtime.html?${marker}`);
    const button = visit.page.getByRole('link', { name: 'A tracked button' });
    await expect.poll(() => visit.page.locator('sq-runtime').getAttribute('data-state'), WAIT).toBe('active');
    await button.click();
    await expect.poll(() => new URL(visit.page.url()).hash, WAIT).toBe('#tracking');
    expect(visit.errors).toEqual([]);

    const { page, errors } = await open('/demo/inspector.html?path=%2Fapi%2Fcensus', { waitUntil: 'load' });
    // Each call of the page names it in its Referer; the hit's data names it as the page's url too.
    const hit = rows(page).filter({ hasText: marker }).filter({ hasText: '/api/census/RecordHit' });
    await expect.poll(() => hit.count(), WAIT).toBe(1);
    expect(await hit.locator('.request__path').textContent()).toBe('/api/census/RecordHit');
    expect(await hit.locator('.status').textContent()).toBe('204');
    expect(await hit.textContent()).toContain('ss_cvr');
    const clicks = rows(page).filter({ hasText: marker }).filter({ hasText: '/api/census/button-click' });
    await expect.poll(() => clicks.count(), WAIT).toBe(1);
    expect(await clicks.textContent()).toContain('demo-button');
    expect(errors).toEqual([]);
  });

  it("writes a trace entry through the page's runtime, which passes the crumb check", async () => {
    const { page, errors } = await open('/demo/inspector.html', { waitUntil: 'load' });
    await expect.poll(() => page.locator('#connection').textContent(), WAIT).toContain('Live');
    const written = rows(page).filter({ hasText: 'Trace entry 1 from the inspector' });
    const before = await written.count();
    await page.getByRole('button', { name: 'Write a trace entry' }).click();
    // A fresh page has no crumb cookie: the API refuses the first try (401) and sets one, and the data layer retries.
    await expect.poll(() => written.count(), WAIT).toBe(before + 2);
    expect(await written.nth(1).locator('.status').textContent()).toBe('401');
    const top = written.first();
    expect(await top.locator('.request__path').textContent()).toBe('/api/events/Trace');
    expect(await top.locator('.status').textContent()).toBe('204');

    await top.locator('summary').first().click();
    const entries = JSON.parse((await top.locator('.request__detail pre').first().textContent()) ?? '');
    expect(entries).toEqual([
      {
        pageUrl: `${baseUrl}/demo/inspector.html`,
        type: 'inspector-demo',
        data: { message: 'Trace entry 1 from the inspector', writtenAt: expect.any(String) },
      },
    ]);
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it("reports an uncaught error through the page's runtime a second later", async () => {
    const { page, errors } = await open('/demo/inspector.html', { waitUntil: 'load' });
    // The runtime's code loads when its tag is seen; an error thrown before it is running goes unreported.
    await expect.poll(() => page.locator('sq-runtime').getAttribute('data-state'), WAIT).toBe('active');
    // The request log outlives a test run: count the reports already listed, then expect the new ones.
    await expect.poll(() => page.locator('#connection').textContent(), WAIT).toContain('Live');
    const reports = rows(page).filter({ hasText: 'A test error thrown by the inspector' });
    const before = await reports.count();
    await page.getByRole('button', { name: 'Throw a test error' }).click();
    // Refused once for want of a crumb, then accepted, as the trace entry above.
    await expect.poll(() => reports.count(), WAIT).toBe(before + 2);
    expect(await reports.nth(1).locator('.status').textContent()).toBe('401');
    const row = reports.first();
    expect(await row.locator('.request__path').textContent()).toBe('/api/events/RecordJavascriptErrors');
    expect(await row.locator('.status').textContent()).toBe('204');

    await row.locator('summary').first().click();
    const sent = JSON.parse((await row.locator('.request__detail pre').first().textContent()) ?? '');
    expect(sent).toHaveLength(1);
    expect(sent[0].data).toMatchObject({ app: 'sq-demo', count: 1 });
    expect(sent[0].data.message).toContain('A test error thrown by the inspector');
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([
      'uncaught: A test error thrown by the inspector',
    ]);
  });
});

describe('the performance page', () => {
  it("shows a store page load's records, each metric with its value and rating, once the store page is left", async () => {
    const { page, errors } = await open('/demo/', { waitUntil: 'load' });
    const settings = await page.waitForResponse((response) => response.url().includes('/api/1/performance/settings'));
    const { pageLoadId } = (await settings.json()) as { pageLoadId: string };
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    // web-vitals takes an interaction into INP in an idle callback, at most 1 s later; one still waiting when the
    // page is hidden is not reported.
    await page.waitForTimeout(1100);
    // Leaving the store page hides it: its collector sends what it has.
    await page.goto(new URL('/demo/performance.html', baseUrl).href, { waitUntil: 'load' });

    const card = page.locator(`.page-load[data-page-load-id="${pageLoadId}"]`);
    await expect.poll(() => card.locator('tr[data-metric="INP"]').textContent(), WAIT).toMatch(/ms/);
    expect(await card.locator('.page-load__page').textContent()).toBe('/demo/');
    for (const metric of ['FCP', 'LCP', 'InputDelay', 'INP', 'CLS', 'TTFB']) {
      const rating = await card.locator(`tr[data-metric="${metric}"] [data-rating]`).textContent();
      expect(['good', 'needs improvement', 'poor'], metric).toContain(rating);
    }
    // The demo store shifts nothing (see "every demo page" above).
    expect(await card.locator('tr[data-metric="CLS"]').textContent()).toContain('0.000');
    expect(await card.locator('tr[data-metric="CLS"] [data-rating]').textContent()).toBe('good');
    expect(errors).toEqual([]);
  });

  it('is not loaded where <sq-runtime> has performance="false" (the inspector)', async () => {
    const { page, requests } = await open('/demo/inspector.html', { waitUntil: 'load' });
    await expect.poll(() => page.locator('sq-runtime').getAttribute('data-state'), WAIT).toBe('active');
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes('/api/1/performance/'))).toEqual([]);
  });
});
