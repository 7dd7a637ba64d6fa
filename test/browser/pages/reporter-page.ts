/**
 * A page that installs the error reporter and throws on request. Browser
 * tests load it in an iframe so that its uncaught errors (and its reloads)
 * stay out of the test page.
 */
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions } from '../../../runtime/core/context.ts';
import { reportElementError } from '../../../runtime/element-errors/element-errors.ts';
import { installErrorReporter } from '../../../runtime/services/error-reporter.ts';

runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, app: 'reporter-test-page' });
const reporter = installErrorReporter();

/** Puts of IndexedDB records, counted: the copy of the queue the reporter keeps is written through them. */
let storagePuts = 0;
const put = IDBObjectStore.prototype.put;
IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
  storagePuts++;
  return put.apply(this, args);
};

const page = {
  /** How many IndexedDB puts the page has made so far. */
  storagePuts: () => storagePuts,
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
   * `distinct` messages; resolves when the last has been thrown, with how
   * long the storm took, when its last error was thrown (Date.now), the frames the page painted meanwhile and the
   * IndexedDB puts it made.
   */
  storm(
    total: number,
    distinct: number,
    token: string,
  ): Promise<{ ms: number; endedAt: number; frames: number; puts: number }> {
    const start = performance.now();
    const putsBefore = storagePuts;
    let endedAt = 0;
    let frames = 0;
    let painting = true;
    const paint = () => {
      if (!painting) return;
      frames++;
      requestAnimationFrame(paint);
    };
    requestAnimationFrame(paint);
    return new Promise((resolve) => {
      for (let index = 0; index < total; index++) {
        setTimeout(() => {
          if (index === total - 1) {
            endedAt = Date.now();
            setTimeout(() => {
              painting = false;
              resolve({ ms: performance.now() - start, endedAt, frames, puts: storagePuts - putsBefore });
            });
          }
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
