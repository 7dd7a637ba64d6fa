import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

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
  /** The address of every request the page made, in order. */
  requests: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** What `goto` waits for; `networkidle` when unset. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
  /** Runs in the page before any of its scripts (listeners that must see everything). */
  initScript?: () => void;
  /** Runs before the page is opened, with the page: routes that hold or change what it loads. */
  prepare?: (page: Page) => Promise<void>;
  /** False opens the page as a visitor with scripts turned off. */
  javaScriptEnabled?: boolean;
}

/**
 * Launches Debian's Chromium once for the test file that calls it, and opens
 * each page in a fresh context (no cookies or storage shared between tests);
 * contexts close after each test, the browser after the file.
 */
export function setupBrowser() {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async () => {
    await Promise.all(
      contexts.splice(0).map(async (context) => {
        // A route still holding or passing on a request when the test ends must not answer into a closed page.
        await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
        await context.close();
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` on the demo server, recording errors and requests from the first byte. */
  async function open(path: string, options: OpenOptions = {}): Promise<WatchedPage> {
    if (!browser) throw new Error('setupBrowser: the browser is not running (open() called outside a test?)');
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    const page = await context.newPage();
    const watched: WatchedPage = { page, errors: [], requests: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') watched.errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => watched.errors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => watched.requests.push(request.url()));
    if (options.initScript) await page.addInitScript(options.initScript);
    await options.prepare?.(page);
    await page.goto(new URL(path, baseUrl).href, { waitUntil: options.waitUntil ?? 'networkidle' });
    return watched;
  }

  return { baseUrl, open };
}
