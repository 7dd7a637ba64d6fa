import type { BrowserLauncher, SessionResult } from '@web/test-runner-core';
import type { Browser, LaunchOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { type KeptPage, leavePage } from '../leave-page.ts';

/** The viewport every test file starts in, as the stock Playwright launcher gives it. */
const VIEWPORT = { width: 800, height: 600 };

/** A browser context with its one page, lent to one test file at a time. */
interface Slot extends KeptPage {
  /** The origins the lending's documents had, whose storage goes with it. */
  origins: Set<string>;
}

/**
 * Chromium for the browser tests, each test file in a page of its own
 * context as with the stock Playwright launcher, but a file's context and page
 * are kept for a later file instead of closed. A new context's first page
 * costs Chromium a new renderer process, over a second of CPU on these
 * machines, and the suite is bound by CPU.
 *
 * Between files the page leaves for `about:blank` (the test page's `pagehide`
 * runs, its timers stop), and what the file left is taken away: other pages
 * it opened, cookies, permissions, the storage of every origin its documents
 * had (sessionStorage first, which belongs to the tab), the emulated media, a
 * mouse button or modifier key still down. No two files share a context at
 * once, so files running side by side never see each other's storage. The
 * back/forward cache is off (Playwright's launch flags), so a page left
 * behind does not live on.
 *
 * The HTTP cache is kept, as it is between the tests of one file: the test
 * modules and React's development build then load as a returning visit's
 * scripts do, compiled once (in one measured run the suite took 9 % less
 * CPU than with the cache cleared between files). So a file's first test
 * may find an image another file loaded already in the cache; a test that
 * needs a first load of an image gives it an address of its own, as it must
 * within a file anyway.
 */
export class ReusedPagesLauncher implements BrowserLauncher {
  readonly name = 'Chromium';
  /** What @web/test-runner-commands checks before driving the page through `getPage`. */
  readonly type = 'playwright';
  readonly #launchOptions: LaunchOptions;
  #browser: Promise<Browser> | undefined;
  readonly #lent = new Map<string, Slot>();
  readonly #idle: Slot[] = [];

  constructor(launchOptions: LaunchOptions) {
    this.#launchOptions = launchOptions;
  }

  async stop(): Promise<void> {
    const browser = await this.#browser;
    if (browser?.isConnected()) await browser.close();
  }

  async startSession(sessionId: string, url: string): Promise<void> {
    const slot = this.#idle.pop() ?? (await this.#openSlot());
    this.#lent.set(sessionId, slot);
    slot.origins.add(new URL(url).origin);
    await slot.page.setViewportSize(VIEWPORT);
    await slot.page.goto(url);
  }

  isActive(sessionId: string): boolean {
    return this.#lent.has(sessionId);
  }

  getBrowserUrl(sessionId: string): string {
    return this.getPage(sessionId).url();
  }

  /** The page a session runs in, for the test runner's commands (keys, mouse, viewport, media). */
  getPage(sessionId: string): Page {
    const slot = this.#lent.get(sessionId);
    if (!slot) throw new Error(`No page for test session ${sessionId}`);
    return slot.page;
  }

  async stopSession(sessionId: string): Promise<SessionResult> {
    const slot = this.#lent.get(sessionId);
    if (!slot) throw new Error(`No page for test session ${sessionId}`);
    this.#lent.delete(sessionId);
    try {
      await clear(slot);
      this.#idle.push(slot);
    } catch {
      // A page that cannot be cleared (it crashed, or closed itself) is not lent again.
      await slot.context.close().catch(() => {});
    }
    return {};
  }

  startDebugSession(): Promise<void> {
    return Promise.reject(new Error('The browser tests run headless; debug a file with the stock launcher'));
  }

  async #openSlot(): Promise<Slot> {
    this.#browser ??= chromium.launch(this.#launchOptions);
    const context = await (await this.#browser).newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const slot: Slot = { context, page, cdp, origins: new Set() };
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) slot.origins.add(origin);
    });
    return slot;
  }
}

/** Takes away what a test file left in its slot, as a new context would have none of it. */
async function clear(slot: Slot): Promise<void> {
  if (slot.page.isClosed()) throw new Error('the page closed');
  await leavePage(slot, slot.origins);
  slot.origins.clear();
}
