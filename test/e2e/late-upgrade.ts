import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from '../../scripts/demo-bar.ts';
import { CLIENT_ONLY_QUERY } from '../../scripts/element-stylesheets.ts';
import { accessibilityViolations } from './axe.ts';
import type { OpenOptions, WatchedPage } from './browser.ts';

/**
 * The library loaded late on purpose: every element's code is held back
 * until the page has parsed, painted and loaded with sq-elements.css alone
 * (and the server's rendering, on a prerendered page), then let through. Nothing may move when the elements upgrade, and the
 * light DOM they replace must behave as plain HTML meanwhile.
 */

/** What `setupBrowser()` returns to open a page: each test file launches its own browser. */
type Open = (path: string, options?: OpenOptions) => Promise<WatchedPage>;

/** The elements' code, React's development build among it, comes from the dev server in a fresh context: seconds. */
export const UPGRADED = { timeout: 30000, interval: 100 };
/** Each page loads twice over: held, then let through. */
export const PAGE_TIMEOUT = 90000;

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
export async function openLate(
  open: Open,
  path: string,
  options: { width?: number; prepare?: (page: Page) => Promise<void> } = {},
) {
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

/** The layout shifts the page has recorded so far (recordLayoutShifts), with what moved. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

/**
 * Asks the autoloader for the code of every `sq-*` tag of the page still undefined: a server-rendered element's
 * code waits for one of its triggers (the visitor reaching for it, a change...), which this stands in for, so that
 * every element of the page upgrades.
 */
export async function loadEveryElement(page: Page): Promise<void> {
  // A page that loads its elements' modules itself has no autoloader: its elements load as it says.
  await page.evaluate(() => {
    const autoloader = (globalThis as unknown as Record<symbol, { load(tag: string): Promise<void> }>)[
      Symbol.for('sq-elements.autoloader')
    ];
    for (const element of document.querySelectorAll(':not(:defined)')) {
      if (element.localName.startsWith('sq-')) void autoloader?.load(element.localName);
    }
  });
}

/**
 * The `sq-*` elements of the page (outside shadow roots) not yet defined, or defined and still waiting to hydrate:
 * none, once every element has upgraded. As text: the test's own transform would rewrite an import() written in a
 * function. The page's own copy of the hydration bookkeeping, as the dev server serves it.
 */
export function notUpgraded(page: Page): Promise<string[]> {
  return page.evaluate(`import('/elements/kit/hydration/ledger/hydration.ts').then(({ awaitingHydration }) =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('sq-'))
      .filter((element) => !element.matches(':defined') || awaitingHydration.has(element))
      .map((element) => element.localName))`);
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
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The page served with a strict policy and Trusted Types. */
const STRICT_CSP_PAGE = '/demo/all-elements.html';

/**
 * The inspector lists the reference API's requests as they arrive, newest on top, and the other
 * end-to-end file running beside this one makes some: each row would push the list down. It is
 * opened filtered to a path nothing asks for, so the only change on screen is the upgrade's.
 */
const QUIET_INSPECTOR = '/demo/inspector.html?path=%2Fnothing-asks-for-this';

const PAGES = [
  ...DEMO_PAGES.map(({ href }) => (href === '/demo/inspector.html' ? QUIET_INSPECTOR : href)),
  '/demo/no-elements.html',
];

/** `path` with `query` added to its query string. */
function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Each page as the dev server serves it (server-rendered: sq-elements.css applies to the prerendered
 * elements until they are defined too), or as written (the elements drawn by sq-elements.css alone), at
 * two widths. Upgraded, the page as served is also the demo's check: no errors, and nothing axe can find.
 * The two are separate files, so the end-to-end workers share them.
 */
export function describeLateUpgrade(open: Open, pages: 'as served' | 'as written'): void {
  describe(`the library loaded late, each page ${pages}`, () => {
    for (const path of PAGES.map((page) => (pages === 'as served' ? page : withQuery(page, CLIENT_ONLY_QUERY)))) {
      // Not on the strict-CSP page: its Trusted Types refuse the script axe is added with (csp.e2e covers it).
      const asServed = pages === 'as served' && !path.startsWith(STRICT_CSP_PAGE);
      for (const width of [1280, 390]) {
        it(
          `${path} at ${width}px: nothing moves when the elements upgrade (CLS 0)${asServed ? '; no accessibility violations axe can find' : ''}`,
          async () => {
            const { page, errors, release } = await openLate(open, path, { width });
            // The page as it paints before any element is defined.
            await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
            await painted(page);
            expect(
              (await elementsOf(page)).filter((element) => element.defined),
              'defined before the code came',
            ).toEqual([]);
            release();
            await loadEveryElement(page);
            await expect
              .poll(async () => (await elementsOf(page)).filter((element) => !element.defined), UPGRADED)
              .toEqual([]);
            await page.waitForLoadState('networkidle');
            await painted(page);
            expect(await layoutShifts(page)).toEqual([]);
            if (asServed) expect(await accessibilityViolations(page)).toEqual([]);
            expect(errors).toEqual([]);
          },
          PAGE_TIMEOUT,
        );
      }
    }
  });
}
