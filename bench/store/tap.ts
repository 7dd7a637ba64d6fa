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

/** The element whose code is held back, and what answers its tap. */
export const TAPPED_TAG = 'sq-gallery';
export const RESPONDING_TAG = 'sq-lightbox';
/** The control tapped, in the tapped element's shadow root: its first tile, a button while the lightbox is on. */
export const TAP_TARGET = 'button[part="link"]';

export interface TapOptions {
  /** Network conditions for `Network.emulateNetworkConditions`. */
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  /** The path of the tapped element's module, held back until the tap has been made. */
  heldPath: string;
  /** The paths of every file the tapped element's code loads (its module among them), as the build lists them. */
  codePaths: readonly string[];
  /** How long after the tap a response may come before the tap counts as lost, ms. */
  boundMs: number;
  /** How long the tile may take to be tappable, ms. */
  timeoutMs: number;
}

/** The probe's state on `window`. */
interface TapProbe {
  /** Every pointerdown's time, and whether it hit the control. */
  taps: { at: number; onTarget: boolean }[];
  /**
   * Resolves, with its centre in the window, once the control has a box,
   * scrolled into view: where to tap.
   */
  target: Promise<{ x: number; y: number }>;
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
 * Runs before the page's HTML: finds the control as soon as the page draws
 * it (checked each frame), notes each pointerdown, and the first frame
 * after the responding element says it opens (`data-state` `opening` or
 * `open`) with its dialog open. Sent to the page as source text: it uses
 * nothing outside its body.
 */
export function installTapProbe([tag, tapped, control]: readonly [string, string, string]): void {
  let resolve = () => {};
  let hydrated = () => {};
  let found = (_point: { x: number; y: number }) => {};
  const targetOf = () => document.querySelector(tapped)?.shadowRoot?.querySelector(control) ?? null;
  const probe: TapProbe = {
    taps: [],
    target: new Promise((done) => {
      found = done;
    }),
    responseAt: null,
    answered: new Promise<void>((done) => {
      resolve = done;
    }),
    hydrated: new Promise<void>((done) => {
      hydrated = done;
    }),
  };
  window.sqTapProbe = probe;
  const find = () => {
    const target = targetOf();
    if (target && target.getBoundingClientRect().height > 0) {
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = target.getBoundingClientRect();
      found({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    } else requestAnimationFrame(find);
  };
  requestAnimationFrame(find);
  addEventListener(
    'pointerdown',
    (event) => {
      const target = targetOf();
      probe.taps.push({ at: event.timeStamp, onTarget: target !== null && event.composedPath().includes(target) });
    },
    { capture: true },
  );
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
function collectTap([heldPath, tag, codePaths]: readonly [string, string, readonly string[]]): Omit<
  TapTimes,
  'held'
> & {
  laterTapAt: number | null;
  onTarget: boolean;
} {
  const probe = window.sqTapProbe;
  const code = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === heldPath) as
    | PerformanceResourceTiming
    | undefined;
  const hydrated = performance.getEntriesByName('sq-hydrated').find((mark) => (mark as PerformanceMark).detail === tag);
  return {
    tapAt: probe?.taps[0]?.at ?? null,
    contentLoadedAt:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd || null,
    laterTapAt: probe?.taps[1]?.at ?? null,
    onTarget: probe?.taps[0]?.onTarget ?? false,
    codeAt: code ? code.responseEnd : null,
    // The last of them in: the code is all there (a file fetched before the page asked for the code counts too).
    allCodeAt: (() => {
      const ends = codePaths.map(
        (path) =>
          (
            performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path) as
              | PerformanceResourceTiming
              | undefined
          )?.responseEnd,
      );
      return ends.every((end): end is number => end !== undefined) ? Math.max(...ends) : null;
    })(),
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
    await page.addInitScript(installTapProbe, [RESPONDING_TAG, TAPPED_TAG, TAP_TARGET] as const);
    await page.goto(url, { waitUntil: 'commit', timeout: options.timeoutMs });
    try {
      // A touch at the control's centre as soon as it is drawn, without waiting for it to be still or the page idle.
      const point = await page.evaluate(
        (timeout) =>
          Promise.race([
            window.sqTapProbe?.target,
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the tile never showed')), timeout)),
          ]),
        options.timeoutMs,
      );
      if (!point) throw new Error('no tap probe in the page');
      // What keeps a tap for an element still to hydrate runs with the autoloader, a module script: once the page
      // has been parsed. A tap before then is not kept (see bench/README.md): tap once it listens.
      await page.waitForFunction(() => Symbol.for('sq-elements.early-actions') in globalThis, undefined, {
        timeout: options.timeoutMs,
        polling: 'raf',
      });
      await page.touchscreen.tap(point.x, point.y);
    } finally {
      tapped = true;
    }
    for (const release of await Promise.all(held)) await release();
    /** Whether the probe's `moment` (the response, or the gallery hydrated) came within the bound. */
    const within = (moment: 'answered' | 'hydrated') =>
      page.evaluate(
        ([which, bound]) =>
          Promise.race([
            window.sqTapProbe?.[which].then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), bound)),
          ]),
        [moment, options.boundMs] as const,
      );
    const answered = await within('answered');
    if (!answered) {
      // The same tap once the element has hydrated: it shows that the response is seen when it comes.
      const hydrated = await within('hydrated');
      if (hydrated) {
        await page.locator(`${TAPPED_TAG} ${TAP_TARGET}`).first().tap({ timeout: options.timeoutMs });
        await within('answered');
      }
    }
    const { laterTapAt, onTarget, ...times } = await page.evaluate(collectTap, [
      options.heldPath,
      TAPPED_TAG,
      options.codePaths,
    ] as const);
    if (times.tapAt !== null && !onTarget)
      return { kind: 'failed', error: 'the tap missed the tile (the page moved under it)' };
    return tapOutcome({ ...times, held: held.length > 0 }, options.boundMs, laterTapAt);
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
  } finally {
    await context.close();
  }
}
