import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { formSubmissions } from './api.ts';
import { closeContext, setupBrowser, WAIT } from './browser.ts';

const { baseUrl, open } = setupBrowser();
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const CONSENT_COOKIE = 'ss_cookieAllowed';
/** The tracking cookies of spec 002 §9, written out here to judge the clearing. */
const TRACKING = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];

const banner = (page: Page) => page.locator('sq-cookie-banner [part=banner]');

describe('the store page and its cookie banner', () => {
  it('shows the banner; Accept stores true for 30 days and removes it; a reload keeps it away', async () => {
    const { page, errors } = await open('/demo/');
    await expect.poll(() => banner(page).isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).isVisible()).toBe(true);
    const before = Date.now() / 1000;
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner(page).count(), WAIT).toBe(0);
    const cookie = (await page.context().cookies()).find(({ name }) => name === CONSENT_COOKIE);
    expect(cookie?.value).toBe('true');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeGreaterThan(before + THIRTY_DAYS_S - 5);
    expect(cookie?.expires).toBeLessThan(before + THIRTY_DAYS_S + 5);

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('sq-cookie-banner').getAttribute('data-state'), WAIT).toBe('hidden');
    // The server's banner stays in its declarative shadow root, hidden: its code waits for the visitor.
    expect(await banner(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('Cookie settings in the footer forces the banner back; Decline there replaces the choice', async () => {
    const { page, errors } = await open('/demo/');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => banner(page).count(), WAIT).toBe(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect.poll(() => page.locator('sq-cookie-banner').getAttribute('data-state'), WAIT).toBe('forced');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => banner(page).count(), WAIT).toBe(0);
    const cookie = (await page.context().cookies()).find(({ name }) => name === CONSENT_COOKIE);
    expect(cookie?.value).toBe('false');
    expect(errors).toEqual([]);
  });

  it("keyboard only: Tab past the skip link and the message's link reaches Accept, then Decline; Enter declines", async () => {
    const { page } = await open('/demo/');
    await expect.poll(() => banner(page).isVisible(), WAIT).toBe(true);
    const focused = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.textContent?.trim();
      });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Questions? Ask us.');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Accept');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Decline');
    await page.keyboard.press('Enter');
    await expect.poll(() => banner(page).count(), WAIT).toBe(0);
    expect((await page.context().cookies()).find(({ name }) => name === CONSENT_COOKIE)?.value).toBe('false');
  });
});

/**
 * Parent-domain clearing needs a host with a parent domain: the page is
 * loaded as http://www.kiln.test/ and Playwright answers every request to
 * that host from the demo server, so the browser's cookie rules (host-only,
 * domain cookies on www.kiln.test and kiln.test) apply as on a real site.
 */
describe('clearing the tracking cookies on the host and its parent domain (spec 002 §4, §9)', () => {
  const HOST = 'www.kiln.test';
  const PAGE = '/test/browser/pages/consent/consent.html';
  const DIRECTORY = '/test/browser/pages/consent';
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async () => {
    // The proxy route may still be fulfilling a request as the test ends.
    if (context) await closeContext(context);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function plant(target: BrowserContext): Promise<void> {
    const where = [
      { url: `http://${HOST}/` },
      { domain: `.${HOST}`, path: '/' },
      { domain: '.kiln.test', path: '/' },
      { domain: '.kiln.test', path: DIRECTORY },
    ];
    await target.addCookies(
      TRACKING.flatMap((name) => where.map((place) => ({ name, value: 'tracked', ...place }))).concat([
        { name: 'crumb', value: 'kept', domain: '.kiln.test', path: '/' },
        { name: 'CART', value: 'kept', url: `http://${HOST}/` },
      ]),
    );
  }

  async function openOnHost(query: string): Promise<Page> {
    if (!browser) throw new Error('no browser');
    context = await browser.newContext();
    await context.route(`http://${HOST}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: new URL(url.pathname + url.search, baseUrl).href });
      await route.fulfill({ response });
    });
    await plant(context);
    expect((await context.cookies()).filter(({ name }) => TRACKING.includes(name))).toHaveLength(TRACKING.length * 4);
    const page = await context.newPage();
    await page.goto(`http://${HOST}${PAGE}?${query}`);
    await page.waitForFunction(() => (window as unknown as { consentReady?: boolean }).consentReady === true);
    return page;
  }

  const left = async () =>
    (await context?.cookies())
      ?.filter(({ name }) => TRACKING.includes(name))
      .map(({ name, domain, path }) => `${name} ${domain}${path}`) ?? [];
  const kept = async () =>
    (await context?.cookies())?.filter(({ name }) => ['crumb', 'CART'].includes(name)).map(({ name }) => name) ?? [];

  it('a restrictive policy without consent clears each of them at load, host-only and on both domains', async () => {
    await openOnHost('restrictive');
    expect(await left()).toEqual([]);
    expect((await kept()).sort()).toEqual(['CART', 'crumb']);
  });

  it('no restrictive policy leaves them; a decline then clears them on every domain', async () => {
    const page = await openOnHost('open');
    expect(await left()).toHaveLength(TRACKING.length * 4);
    await page.evaluate(() =>
      (window as unknown as { consentPage: { consent: { choose(choice: boolean): void } } }).consentPage.consent.choose(
        false,
      ),
    );
    expect(await left()).toEqual([]);
    expect((await kept()).sort()).toEqual(['CART', 'crumb']);
  });
});

describe('the popup page', () => {
  const record = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sq-popup-overlay') ?? 'null'));

  it('opens the newsletter popup; closed, it stays closed across a reload', async () => {
    const { page, errors } = await open('/demo/elements/popup.html');
    const dialog = page.getByRole('dialog', { name: 'Letters from the studio' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    // The popup's newsletter form is an <sq-form>: its field takes focus once the form has rendered.
    const field = page.getByLabel('Email address');
    await expect
      .poll(() => field.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement), WAIT)
      .toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
    expect(await record(page)).toMatchObject({ version: 1, 'date-closed': expect.any(Number) });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('sq-popup').getAttribute('data-state'), WAIT).toBe('hidden');
    expect(errors).toEqual([]);
  });

  it('sets its heading, its text and the form’s first label apart, a line of space or so between each', async () => {
    type Box = { y: number; height: number };
    const { page } = await open('/demo/elements/popup.html');
    const label = page.locator('sq-popup sq-form label').first();
    await expect.poll(() => label.isVisible(), WAIT).toBe(true);
    const boxes = await Promise.all(
      [page.locator('sq-popup > h2'), page.locator('sq-popup > p'), label].map(async (part) => part.boundingBox()),
    );
    const [heading, text, field] = boxes.map((box) => box ?? { y: 0, height: 0 }) as [Box, Box, Box];
    const gap = (above: Box, below: Box) => Math.round(below.y - (above.y + above.height));
    expect({ 'heading to text': gap(heading, text), 'text to label': gap(text, field) }).toEqual({
      'heading to text': expect.toSatisfy((px: number) => px >= 8 && px <= 24),
      'text to label': expect.toSatisfy((px: number) => px >= 12 && px <= 32),
    });
  });

  it('a sign-up marks the record submitted: with showUntilSignup it is not shown again', async () => {
    const { page } = await open('/demo/elements/popup.html');
    const email = `maren-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => record(page), WAIT).toMatchObject({ submitted: true, version: 1 });
    // The sign-up is the site's real newsletter form: the reference API stored it.
    const saved = await formSubmissions(baseUrl, 'newsletter');
    expect(saved.some((submission) => Object.values(submission.values).includes(email))).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('sq-popup').getAttribute('data-state'), WAIT).toBe('hidden');
  });
});
