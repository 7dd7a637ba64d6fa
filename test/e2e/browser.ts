import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { type KeptPage, leavePage } from '../leave-page.ts';

/** How long and how often `expect.poll` looks again: what a page under test gets to settle. */
export const WAIT = { timeout: 5000, interval: 50 };
/**
 * The wait for what needs code the page imports on demand (the runtime's dialog view on the first
 * dialog, say): from the dev server, on a busy machine, that alone can take longer than `WAIT`.
 */
export const ON_DEMAND = { timeout: 30000, interval: 100 };

/** A page under test, with everything it reported since it was opened. */
export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Console warnings, in order. */
  warnings: string[];
  /** The address of every request the page made, in order. */
  requests: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** What `goto` waits for; `networkidle` when unset. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /**
   * Runs in the page before any of its scripts (listeners that must see everything). The tab is
   * reused by the file's later tests and keeps it: give only a recorder that changes nothing.
   */
  initScript?: () => void;
  /** Runs before the page is opened, with the page: routes that hold or change what it loads. */
  prepare?: (page: Page) => Promise<void>;
  /** False opens the page as a visitor with scripts turned off (in a context of its own). */
  javaScriptEnabled?: boolean;
}

/**
 * Closes a test's own context. Its routes and its pages' go first: a route still holding or passing on a request when
 * the test ends must not answer into a closed page.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  await Promise.all([
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    ...context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })),
  ]);
  await context.close();
}

/** Chromium for the end-to-end tests: as the others have it, with no back/forward cache (see `setupBrowser`). */
const E2E_ARGS = [...CHROMIUM_ARGS, '--disable-back-forward-cache'];

/** The tab a file's tests share, with the protocol session that clears what a test left. */
interface SharedTab extends KeptPage {
  initScripts: Set<() => void>;
}

/**
 * Launches Debian's Chromium once for the test file that calls it. Each test
 * opens its page as a new visitor: no cookies, storage or cached files from
 * the tests before it.
 *
 * The tests of a file share one tab, navigated from page to page: a new
 * context's first page costs Chromium a new renderer process, over a second
 * of CPU on these machines (a demo page's own load costs less), and the
 * end-to-end tests are bound by CPU. Between tests the tab leaves its page for
 * `about:blank` and what the test left is cleared (`leavePage`, as the browser
 * suite's kept pages are); its listeners and viewport are reset. The HTTP
 * cache is off, so every page loads every file
 * as a first visit does. The back/forward cache is off too: a page left
 * behind must not live on in the tab. A page opened with scripts turned off
 * gets a context of its own (that is a context's setting).
 */
export function setupBrowser() {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let shared: SharedTab | undefined;
  const contexts: BrowserContext[] = [];
  /** What takes the running test's listeners off its pages. */
  const unwatchers: (() => void)[] = [];
  /** Whether the running test opened a page in the shared tab, which then has something to leave. */
  let tabUsed = false;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: E2E_ARGS, headless: true });
  });
  afterEach(async () => {
    for (const unwatch of unwatchers.splice(0)) unwatch();
    await Promise.all([...contexts.splice(0).map(closeContext), tabUsed && shared && leave(shared)]);
    tabUsed = false;
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Leaves the shared tab's page and clears what it kept; a tab the test closed is made again. */
  async function leave(tab: SharedTab): Promise<void> {
    if (tab.page.isClosed()) {
      await tab.context.close();
      shared = undefined;
      return;
    }
    await leavePage(tab, [new URL(baseUrl).origin]);
  }

  async function sharedTab(): Promise<SharedTab> {
    if (!browser) throw new Error('setupBrowser: the browser is not running (open() called outside a test?)');
    if (!shared) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      shared = { context, page, cdp, initScripts: new Set() };
    }
    return shared;
  }

  async function ownContext(options: OpenOptions): Promise<Page> {
    if (!browser) throw new Error('setupBrowser: the browser is not running (open() called outside a test?)');
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    if (options.initScript) await page.addInitScript(options.initScript);
    return page;
  }

  /** Opens `path` on the demo server, recording errors and requests from the first byte. */
  async function open(path: string, options: OpenOptions = {}): Promise<WatchedPage> {
    let page: Page;
    if (options.javaScriptEnabled === false) {
      page = await ownContext(options);
    } else {
      const tab = await sharedTab();
      tabUsed = true;
      page = tab.page;
      if (options.initScript && !tab.initScripts.has(options.initScript)) {
        tab.initScripts.add(options.initScript);
        await page.addInitScript(options.initScript);
      }
    }
    await page.setViewportSize(options.viewport ?? { width: 1280, height: 800 });
    const watched: WatchedPage = { page, errors: [], warnings: [], requests: [] };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') watched.errors.push(`console.error: ${message.text()}`);
      if (message.type() === 'warning') watched.warnings.push(message.text());
    };
    const onPageError = (error: Error) => watched.errors.push(`uncaught: ${error.message}`);
    const onRequest = (request: Request) => watched.requests.push(request.url());
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('request', onRequest);
    unwatchers.push(() => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
    });
    await options.prepare?.(page);
    await page.goto(new URL(path, baseUrl).href, { waitUntil: options.waitUntil ?? 'networkidle' });
    return watched;
  }

  return { baseUrl, open };
}
