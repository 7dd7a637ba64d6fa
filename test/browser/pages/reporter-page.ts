/**
 * A page that installs the error reporter and throws on request. Browser
 * tests load it in an iframe so that its uncaught errors (and its reloads)
 * stay out of the test page.
 */
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions } from '../../../runtime/context.ts';
import { reportElementError } from '../../../runtime/element-errors.ts';
import { installErrorReporter } from '../../../runtime/error-reporter.ts';

runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, app: 'reporter-test-page' });
const reporter = installErrorReporter();

let longestTaskMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
}).observe({ type: 'longtask', buffered: true });

const page = {
  /** The longest task seen on the page so far, in ms. */
  longestTask: () => longestTaskMs,
  reporter,
  /** Throws `message` `times` times, each in its own task, as uncaught errors. */
  throwLater(message: string, times = 1): void {
    for (let index = 0; index < times; index++) {
      setTimeout(() => {
        throw new Error(message);
      });
    }
  },
  rejectLater(message: string): void {
    void Promise.reject(new Error(message));
  },
  elementError(tag: string, message: string): void {
    reportElementError(tag, new Error(message));
  },
  /**
   * Throws `total` uncaught errors, each in its own task, cycling through
   * `distinct` messages; resolves
   * when the last has been thrown, with how long the storm took.
   */
  storm(total: number, distinct: number, token: string): Promise<number> {
    const start = performance.now();
    return new Promise((resolve) => {
      for (let index = 0; index < total; index++) {
        setTimeout(() => {
          if (index === total - 1) setTimeout(() => resolve(performance.now() - start));
          // The first of each distinct error carries a message longer than the stack limit;
          // the rest stay short, as ten thousand huge messages would mostly test the browser's console.
          throw new Error(`${token} ${index % distinct}${index < distinct ? ` ${'x'.repeat(6000)}` : ''}`);
        });
      }
    });
  },
};

Object.assign(window, { reporterPage: page, reporterReady: true });

export type ReporterPage = typeof page;
