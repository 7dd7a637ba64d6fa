import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** A page kept from one test (or test file) for the next, with its context and a protocol session on it. */
export interface KeptPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * Leaves a kept page and takes away what its visit left, as a new context
 * would have none of it: other pages it opened, its routes, its sessionStorage
 * (the tab's, cleared by the page itself before it goes), the emulated
 * media, a modifier key or mouse button still down, cookies, permissions,
 * and the storage of each of `origins`. The page goes to `about:blank`
 * first, so the visited page's `pagehide` runs as a visitor's leaving would.
 * The HTTP cache is the caller's to keep or turn off.
 */
export async function leavePage({ context, page, cdp }: KeptPage, origins: Iterable<string>): Promise<void> {
  await Promise.all(context.pages().map((other) => (other === page ? undefined : other.close())));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => sessionStorage.clear()).catch(() => {});
  await page.goto('about:blank');
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
  for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
  for (const button of ['left', 'right', 'middle'] as const) await page.mouse.up({ button });
  await page.mouse.move(0, 0);
  await context.clearCookies();
  await context.clearPermissions();
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
}
