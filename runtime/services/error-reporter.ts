import { CSRF_HEADER, readCrumb, runtimeOptions, type ServiceShare, sharedService } from '../core/index.ts';
import { setElementErrorReporter } from '../element-errors/index.ts';
import {
  type CaughtError,
  describeThrown,
  ERROR_OUTBOX_RULES,
  type ErrorReport,
  toReport,
} from './error-reporter.logic.ts';
import { isMissingApiError } from './missing-api.ts';
import { createOutbox } from './outbox.ts';

/** Where error reports go (spec 000 §7). */
export const ERROR_REPORT_URL = '/api/events/RecordJavascriptErrors';

/** The error reporter's calls, as each install gets them. */
export type ErrorReporter = ServiceShare<{
  /** Reports something thrown, as if it had been uncaught. */
  report(thrown: unknown, where?: Partial<CaughtError>): void;
  /** Sends what is queued now instead of after the debounce; resolves once every send made so far has its answer. */
  flush(): Promise<void>;
}>;

/**
 * The reports, once per page (the caps are per page, ERROR_OUTBOX_RULES),
 * sent with the CSRF header from the crumb cookie (spec 000 §7); by beacon
 * when the page is hidden, where the crumb goes in the query alone.
 */
const outbox = /* @__PURE__ */ createOutbox<ErrorReport>({
  url: ERROR_REPORT_URL,
  storageKey: 'error-reports',
  encode: (reports) => JSON.stringify(reports),
  type: 'application/json',
  headers(): Record<string, string> {
    const crumb = readCrumb();
    return crumb ? { [CSRF_HEADER]: crumb } : {};
  },
  ...ERROR_OUTBOX_RULES,
  // An error storm changes the queue thousands of times a second: one write per 50 ms is plenty.
  keepDelayMs: 50,
  // No platform API here: said once in the console, never reported (to the same missing endpoint).
  service: 'errorReporter',
});

let running = false;
// Set while the reporter itself runs: whatever fails in here is never reported through it.
let busy = false;

function report(thrown: unknown, where: Partial<CaughtError> = {}): void {
  if (busy) return;
  busy = true;
  try {
    outbox.add(toReport(runtimeOptions.get().app, { ...describeThrown(thrown), ...where }, Date.now()));
  } catch {
    // The reporter must never add an error of its own to the page.
  } finally {
    busy = false;
  }
}

/**
 * Installs the error reporter: uncaught errors, unhandled rejections and
 * the elements' errors go to the platform through the outbox, and what
 * could not be delivered goes with the next page load. The reporter runs
 * while any install holds a share.
 */
export const installErrorReporter: () => ErrorReporter = sharedService(() => {
  const onError = (event: ErrorEvent) => {
    const where: Partial<CaughtError> = { file: event.filename, line: event.lineno, column: event.colno };
    report(event.error ?? event.message, where);
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const previousElementReporter = setElementErrorReporter((tag, error) => {
    report(error, { message: `<${tag}> ${describeThrown(error).message}` });
  });
  running = true;
  outbox.start();
  return {
    report,
    flush: outbox.send,
    stop() {
      running = false;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      setElementErrorReporter(previousElementReporter);
      outbox.stop();
    },
  };
});

/**
 * Reports a service's own failure (the performance settings call, say) as
 * an error of the page, never to the visitor. Without an installed reporter
 * it goes to the console, as element errors do. A platform call answered
 * 404 is no failure of the page but a page without the platform's API: the
 * service that made it says so once with a warning (`warnMissingApi`), and
 * it is neither reported nor logged as an error here.
 */
export function reportServiceError(error: unknown): void {
  if (isMissingApiError(error)) return;
  if (running) report(error);
  else console.error(error);
}
