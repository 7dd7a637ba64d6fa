/**
 * A tap before hydration, as a visitor on a slow phone makes it: the
 * server-rendered page in a mobile window with touch, the CPU slowed 4
 * times (as Lighthouse's mobile preset takes it) and the page benchmark's
 * throttled network; one gallery tile tapped as soon as it can be, while
 * the gallery's module is held back, then the module let through. Reports
 * when the tap came, when the code arrived and hydrated, and when the
 * response (the lightbox open) was first drawn, if it came at all.
 */
import type { Browser, Route } from 'playwright-core';
import { type TapOutcome, type TapTimes, tapOutcome } from './interaction.logic.ts';

/** Lighthouse's mobile preset: its screen, and its CPU taken as 4 times slower. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
} as const;

/** The control tapped: the first tile of the page's gallery, a button while the lightbox is on. */
export const TAP_TARGET = 'sq-gallery button[part="link"]';
/** The element whose code is held back, and what answers its tap. */
export const TAPPED_TAG = 'sq-gallery';
export const RESPONDING_TAG = 'sq-lightbox';

export interface TapOptions {
  /** Network conditions for `Network.emulateNetworkConditions`. */
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  /** The path of the tapped element's module, held back until the tap has been made. */
  heldPath: string;
  /** How long after the tap a response may come before the tap counts as lost, ms. */
  boundMs: number;
  /** How long the tile may take to be tappable, ms. */
  timeoutMs: number;
}

/** The probe's state on `window`. */
interface TapProbe {
  /** Every pointerdown's time. */
  taps: number[];
  responseAt: number | null;
  answered: Promise<void>;
  /** Resolves once the tapped element has hydrated (its `sq-hydrated` mark). */
  hydrated: Promise<void>;
}

declare global {
  interface Window {
    sqTapProbe?: TapProbe;
  }
}

/**
 * Runs before the page's HTML: notes the first pointerdown, and the first
 * frame after the responding element says it opens (`data-state` `opening`
 * or `open`) with its dialog open. Sent to the page as source text: it uses
 * nothing outside its body.
 */
export function installTapProbe([tag, tapped]: readonly [string, string]): void {
  let resolve = () => {};
  let hydrated = () => {};
  const probe: TapProbe = {
    taps: [],
    responseAt: null,
    answered: new Promise<void>((done) => {
      resolve = done;
    }),
    hydrated: new Promise<void>((done) => {
      hydrated = done;
    }),
  };
  window.sqTapProbe = probe;
  addEventListener('pointerdown', (event) => probe.taps.push(event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('sq-hydrated').some((mark) => (mark as PerformanceMark).detail === tapped)) hydrated();
  }).observe({ type: 'mark', buffered: true });
  // Each frame from the state change on, until the dialog is open: the frame that draws it.
  const whenDrawn = (host: Element) => {
    requestAnimationFrame(() => {
      if (probe.responseAt !== null) return;
      const dialog = host.shadowRoot?.querySelector('dialog');
      if (dialog?.open) {
        probe.responseAt = performance.now();
        resolve();
      } else whenDrawn(host);
    });
  };
  let seen = false;
  new MutationObserver((mutations, observer) => {
    for (const mutation of mutations) {
      const target = mutation.target as Element;
      const state = target.getAttribute('data-state');
      if (target.localName !== tag || (state !== 'opening' && state !== 'open') || seen) continue;
      seen = true;
      observer.disconnect();
      whenDrawn(target);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}

/** The times the page saw, ms since navigation start; `laterTapAt`, a second pointerdown's. */
function collectTap([heldPath, tag]: readonly [string, string]): Omit<TapTimes, 'held'> & {
  laterTapAt: number | null;
} {
  const probe = window.sqTapProbe;
  const code = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === heldPath) as
    | PerformanceResourceTiming
    | undefined;
  const hydrated = performance.getEntriesByName('sq-hydrated').find((mark) => (mark as PerformanceMark).detail === tag);
  return {
    tapAt: probe?.taps[0] ?? null,
    contentLoadedAt:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd || null,
    laterTapAt: probe?.taps[1] ?? null,
    codeAt: code ? code.responseEnd : null,
    hydratedAt: hydrated ? hydrated.startTime : null,
    responseAt: probe?.responseAt ?? null,
  };
}

/** One load of `url` with one tap; page errors and console errors go to `problem`. */
export async function tapOnce(
  browser: Browser,
  url: string,
  options: TapOptions,
  problem: (what: string) => void,
): Promise<TapOutcome> {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problem(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problem(`console error: ${message.text()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', options.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    // The module is fetched when the page asks for it, but handed over only once the tap has been made.
    let tapped = false;
    const held: Promise<() => Promise<void>>[] = [];
    await page.route(
      (address) => address.pathname === options.heldPath,
      async (route: Route) => {
        if (tapped) return route.continue();
        const fetched = route.fetch().then((response) => () => route.fulfill({ response }));
        held.push(fetched);
      },
    );
    await page.addInitScript(installTapProbe, [RESPONDING_TAG, TAPPED_TAG] as const);
    await page.goto(url, { waitUntil: 'commit', timeout: options.timeoutMs });
    try {
      await page.locator(TAP_TARGET).first().tap({ timeout: options.timeoutMs });
    } finally {
      tapped = true;
    }
    for (const release of await Promise.all(held)) await release();
    const answered = await page.evaluate(
      (bound) =>
        Promise.race([
          window.sqTapProbe?.answered.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), bound)),
        ]),
      options.boundMs,
    );
    if (!answered) {
      // The same tap once the element has hydrated: it shows that the response is seen when it comes.
      const hydrated = await page.evaluate(
        (bound) =>
          Promise.race([
            window.sqTapProbe?.hydrated.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), bound)),
          ]),
        options.boundMs,
      );
      if (hydrated) {
        await page.locator(TAP_TARGET).first().tap({ timeout: options.timeoutMs });
        await page.evaluate(
          (bound) => Promise.race([window.sqTapProbe?.answered, new Promise((resolve) => setTimeout(resolve, bound))]),
          options.boundMs,
        );
      }
    }
    const { laterTapAt, ...times } = await page.evaluate(collectTap, [options.heldPath, TAPPED_TAG] as const);
    return tapOutcome({ ...times, held: held.length > 0 }, options.boundMs, laterTapAt);
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
  } finally {
    await context.close();
  }
}
