import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from '../../demo/pages.ts';
import { CLIENT_ONLY_QUERY } from '../../scripts/element-stylesheets.ts';
import { accessibilityViolations } from './axe.ts';
import { setupBrowser, WAIT } from './browser.ts';

/**
 * The library loaded late on purpose: every element's code is held back
 * until the page has parsed, painted and loaded with sq-elements.css alone
 * (and the server's rendering, on a prerendered page), then let through. Nothing may move when the elements upgrade, and the
 * light DOM they replace must behave as plain HTML meanwhile.
 */

const { open } = setupBrowser();

/** The elements' code, React's development build among it, comes from the dev server in a fresh context: seconds. */
const UPGRADED = { timeout: 30000, interval: 100 };
/** Each page loads twice over: held, then let through. */
const PAGE_TIMEOUT = 90000;

/** Each element's module, as the dev server serves it to the autoloader. */
const ELEMENT_CODE = /\/elements\/sq-[a-z-]+\/[a-z-]+\.element\.ts(\?|$)/;

interface Shift {
  value: number;
  sources: string[];
}

/** Runs in the page before its scripts: every layout shift no input caused, with what moved. */
function recordLayoutShifts(): void {
  type ShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const scope = window as unknown as { layoutShifts: Shift[] };
  scope.layoutShifts = [];
  const name = (node: Node | null | undefined) =>
    node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}` : (node?.nodeName ?? '?');
  const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      scope.layoutShifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) => `${name(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `path` with every element's code held back; returns the page and what lets the code through. */
async function openLate(path: string, options: { width?: number; prepare?: (page: Page) => Promise<void> } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const watched = await open(path, {
    viewport: { width: options.width ?? 1280, height: 844 },
    // Not networkidle: the held requests never finish until released.
    waitUntil: 'load',
    initScript: recordLayoutShifts,
    prepare: async (page) => {
      await page.route(ELEMENT_CODE, async (route) => {
        await released;
        await route.continue();
      });
      await options.prepare?.(page);
    },
  });
  return { ...watched, release };
}

/** The `sq-*` elements of the page (outside shadow roots) and whether each is defined. */
function elementsOf(page: Page): Promise<{ tag: string; defined: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('sq-'))
      .map((element) => ({ tag: element.localName, defined: element.matches(':defined') })),
  );
}

/** Resolves once the page has painted a frame after this call: the observer's entries for it are in. */
function painted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The page served with a strict policy and Trusted Types. */
const STRICT_CSP_PAGE = '/demo/all-elements.html';

const PAGES = [...DEMO_PAGES.map(({ href }) => href), '/demo/no-elements.html'];

describe('the library loaded late', () => {
  // Each page as the dev server serves it (server-rendered: sq-elements.css applies to the prerendered
  // elements until they are defined too) and as written (the elements drawn by sq-elements.css alone).
  // Upgraded, the page as served is also the demo's check: no errors, and nothing axe can find.
  for (const path of PAGES.flatMap((page) => [page, `${page}?${CLIENT_ONLY_QUERY}`])) {
    // Not on the strict-CSP page: its Trusted Types refuse the script axe is added with (csp.e2e covers it).
    const asServed = !path.includes(CLIENT_ONLY_QUERY) && !path.startsWith(STRICT_CSP_PAGE);
    for (const width of [1280, 390]) {
      it(
        `${path} at ${width}px: nothing moves when the elements upgrade (CLS 0)${asServed ? '; no accessibility violations axe can find' : ''}`,
        async () => {
          const { page, errors, release } = await openLate(path, { width });
          // The page as it paints before any element is defined.
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          await painted(page);
          expect(
            (await elementsOf(page)).filter((element) => element.defined),
            'defined before the code came',
          ).toEqual([]);
          release();
          await expect
            .poll(async () => (await elementsOf(page)).filter((element) => !element.defined), UPGRADED)
            .toEqual([]);
          await page.waitForLoadState('networkidle');
          await painted(page);
          const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
          expect(shifts).toEqual([]);
          if (asServed) expect(await accessibilityViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
        },
        PAGE_TIMEOUT,
      );
    }
  }
});

describe('a gallery of 80 lazy images below the fold, its code late', () => {
  const PAGE = '/test/e2e/fixtures/lazy-gallery.html';
  const imageRequests = (requests: string[]) =>
    requests.filter((url) => new URL(url).pathname.startsWith('/api/images/lazy-gallery/'));

  it(
    'loads a few rows of them before the visitor scrolls, as plain HTML would',
    async () => {
      const { page, requests, release } = await openLate(PAGE);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const beforeUpgrade = imageRequests(requests).length;
      release();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('sq-gallery:defined') !== null), UPGRADED)
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await painted(page);
      const all = imageRequests(requests);
      // Rows of 4 square tiles, 308 px: the browser's own lazy margin reaches a few rows below the fold.
      expect(beforeUpgrade).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(24);
      expect(await page.evaluate(() => scrollY)).toBe(0);
    },
    PAGE_TIMEOUT,
  );

  it(
    'loads every one of them without sq-elements.css: before the upgrade they are 0 x 0, all "in view"',
    async () => {
      // The page as written: prerendered, the gallery's own lazy images would hold back without the stylesheet.
      const { requests, release } = await openLate(`${PAGE}?${CLIENT_ONLY_QUERY}`, {
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
