import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReusedPagesLauncher } from '../browser/reused-pages.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

/**
 * The browser suite's launcher keeps a test file's page for a later file:
 * the later file must find it as a new context's page would be, whatever the
 * earlier one left. Run here, against the demo server, as the suite's own
 * files cannot see the file before them.
 */
describe("the browser suite's launcher, a page kept from one test file for the next", () => {
  const launcher = new ReusedPagesLauncher({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  let url = '';

  beforeAll(async () => {
    const { inject } = await import('vitest');
    url = `${inject('baseUrl')}/demo/elements/cart-link.html`;
  });
  afterAll(() => launcher.stop());

  it('lends the page again with no cookie, storage, database, permission, popup or emulated media of the file before', async () => {
    await launcher.startSession('first', url);
    const kept = launcher.getPage('first');
    await kept.context().addCookies([{ name: 'left', value: '1', url }]);
    await kept.evaluate(async () => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('left-behind');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      });
      window.open('/demo/', '_blank');
    });
    await kept.context().grantPermissions(['geolocation']);
    await kept.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
    await kept.setViewportSize({ width: 390, height: 700 });
    await expect.poll(() => kept.context().pages().length).toBe(2);
    await launcher.stopSession('first');
    expect(launcher.isActive('first')).toBe(false);

    await launcher.startSession('second', url);
    const page = launcher.getPage('second');
    expect(page, 'the same page, lent again').toBe(kept);
    expect(page.context().pages()).toEqual([page]);
    expect(page.viewportSize()).toEqual({ width: 800, height: 600 });
    const found = await page.evaluate(async () => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).map((database) => database.name),
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
    }));
    expect(found).toEqual({
      cookie: '',
      local: 0,
      session: 0,
      databases: [],
      reducedMotion: false,
      dark: false,
      geolocation: 'prompt',
    });
    await launcher.stopSession('second');
  });

  it('gives files running at once a context each, so neither sees the storage of the other', async () => {
    await Promise.all([launcher.startSession('left', url), launcher.startSession('right', url)]);
    const left = launcher.getPage('left');
    const right = launcher.getPage('right');
    expect(left.context()).not.toBe(right.context());
    await left.evaluate(() => localStorage.setItem('side', 'left'));
    expect(await right.evaluate(() => localStorage.getItem('side'))).toBeNull();
    await Promise.all([launcher.stopSession('left'), launcher.stopSession('right')]);
  });
});
