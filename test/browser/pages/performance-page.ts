/**
 * A page that installs the performance collector, loaded in a visible iframe
 * by browser tests so that it paints, shifts, takes clicks and can be hidden
 * and left. Its address steers it:
 * - `block=<ms>`: each click's handler keeps the main thread busy that long;
 * - `bad-timings`: the browser's first paint and some navigation timings
 *   read out of range, as a broken browser might report them;
 * - `no-beacon`: the browser refuses every beacon;
 * - `reporter`: the error reporter is installed too;
 * - `member`: a member of the site's member area is signed in;
 * - `held-clock`: the spec's long waits (the settings call's 30 s, the flush 30 s after the load, the
 *   page-speed data's 60 s) wait for the test to move the page's clock on (held-clock.ts).
 */
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, siteContext } from '../../../runtime/core/context.ts';
import { installErrorReporter } from '../../../runtime/services/error-reporter.ts';
import { installPerformanceCollector } from '../../../runtime/services/performance/performance.ts';
import { installHeldClock } from './held-clock.ts';

const params = new URLSearchParams(location.search);

if (params.has('bad-timings')) {
  const startTime = Object.getOwnPropertyDescriptor(PerformanceEntry.prototype, 'startTime')?.get;
  Object.defineProperty(PerformanceEntry.prototype, 'startTime', {
    configurable: true,
    get(this: PerformanceEntry) {
      return this.name === 'first-contentful-paint' ? 2147483648 : startTime?.call(this);
    },
  });
  const bad: Record<string, unknown> = { domInteractive: -1, domComplete: Number.NaN, loadEventEnd: 'late' };
  for (const [name, value] of Object.entries(bad)) {
    Object.defineProperty(PerformanceNavigationTiming.prototype, name, { configurable: true, get: () => value });
  }
}
if (params.has('no-beacon')) navigator.sendBeacon = () => false;

runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, app: 'performance-test-page' });
siteContext.set({
  website: { id: 'w-perf' },
  templateId: 't-perf',
  authenticatedAccount: { id: 'acc-perf' },
  pageType: 2,
  collection: { type: 1 },
  ...(params.has('member') ? { memberAccountId: 'member-perf' } : {}),
});
const clock = params.has('held-clock') ? installHeldClock() : undefined;
if (params.has('reporter')) installErrorReporter();
const collector = installPerformanceCollector();

const blockMs = Number(params.get('block') ?? 0);
document.addEventListener('click', () => {
  const until = performance.now() + blockMs;
  while (performance.now() < until) {
    // Busy on purpose: the interaction's processing time.
  }
});

// After the load, a banner appears above the content and pushes it down: a layout shift no input caused.
addEventListener('load', () => {
  setTimeout(() => {
    const banner = document.createElement('div');
    banner.id = 'banner';
    document.body.prepend(banner);
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        Object.assign(window, { performancePage: { collector, clock }, performanceReady: true }),
      ),
    );
  }, 50);
});

export type PerformancePage = { collector: typeof collector; clock: typeof clock };
