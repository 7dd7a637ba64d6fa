import { describe, expect, it } from 'vitest';
import { CLIENT_ONLY_QUERY } from '../../scripts/element-stylesheets.ts';
import { setupBrowser, WAIT } from './browser.ts';
import { describeLateUpgrade, loadEveryElement, openLate, PAGE_TIMEOUT, painted, UPGRADED } from './late-upgrade.ts';

const { open } = setupBrowser();

describeLateUpgrade(open, 'as written');

describe('a gallery of 80 lazy images below the fold, its code late', () => {
  const PAGE = '/test/e2e/fixtures/lazy-gallery.html';
  const imageRequests = (requests: string[]) =>
    requests.filter((url) => new URL(url).pathname.startsWith('/api/images/lazy-gallery/'));

  it(
    'loads a few rows of them before the visitor scrolls, as plain HTML would',
    async () => {
      const { page, requests, release } = await openLate(open, PAGE);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      // The browser asks for the rows within its lazy margin once it has laid them out, which on a busy
      // machine may come after the first paint: wait for them while the code is still held.
      await expect.poll(() => imageRequests(requests).length, WAIT).toBeGreaterThan(0);
      release();
      await loadEveryElement(page);
      await expect
        .poll(() => page.evaluate(() => document.querySelector('sq-gallery:defined') !== null), UPGRADED)
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await painted(page);
      const all = imageRequests(requests);
      // Rows of 4 square tiles, 308 px: the browser's own lazy margin reaches a few rows below the fold.
      expect(all.length).toBeLessThanOrEqual(24);
      expect(await page.evaluate(() => scrollY)).toBe(0);
    },
    PAGE_TIMEOUT,
  );

  it(
    'loads every one of them without sq-elements.css: before the upgrade they are 0 x 0, all "in view"',
    async () => {
      // The page as written: prerendered, the gallery's own lazy images would hold back without the stylesheet.
      const { requests, release } = await openLate(open, `${PAGE}?${CLIENT_ONLY_QUERY}`, {
        prepare: async (page) => {
          await page.route('**/elements/sq-elements.css', (route) => route.abort());
        },
      });
      await expect.poll(() => new Set(imageRequests(requests)).size, WAIT).toBe(80);
      release();
    },
    PAGE_TIMEOUT,
  );
});
