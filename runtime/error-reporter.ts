import { runtimeOptions } from './context.ts';
import { CSRF_HEADER, readCrumb } from './crumb.ts';
import { callUrl, request } from './data-layer.ts';
import { setElementErrorReporter } from './element-errors.ts';
import {
  type CaughtError,
  describeThrown,
  type ErrorReport,
  MAX_QUEUED_ERRORS,
  ReportQueue,
  SEND_DEBOUNCE_MS,
  toReport,
} from './error-reporter.logic.ts';
import { onPageHidden } from './page-hidden.ts';
import { createMirror, takeSaved } from './storage.ts';

/** Where error reports go (spec 000 §7). */
export const ERROR_REPORT_URL = '/api/events/RecordJavascriptErrors';

/** Where undelivered reports wait for the next page load. */
const SAVED_KEY = 'error-reports';

export interface ErrorReporter {
  /** Reports something thrown, as if it had been uncaught. */
  report(thrown: unknown, where?: Partial<CaughtError>): void;
  /** Sends what is queued now instead of after the debounce. */
  flush(): void;
  /** Stops listening; undelivered reports stay saved for the next page load. */
  uninstall(): void;
}

let active: ErrorReporter | undefined;

/**
 * Installs the error reporter once per page: uncaught errors, unhandled
 * rejections and the elements' errors are queued within the spec's caps,
 * sent debounced to the platform, and mirrored to IndexedDB until they are
 * delivered, so a report that could not be sent goes with the next page
 * load. Installing again returns the same reporter.
 */
export function installErrorReporter(): ErrorReporter {
  active ??= createErrorReporter();
  return active;
}

/**
 * Reports a service's own failure (the performance settings call, say) as
 * an error of the page, never to the visitor. Without an installed reporter
 * it goes to the console, as element errors do.
 */
export function reportServiceError(error: unknown): void {
  if (active) active.report(error);
  else console.error(error);
}

function createErrorReporter(): ErrorReporter {
  const queue = new ReportQueue();
  // An error storm changes the queue thousands of times a second: one write per 50 ms is plenty.
  const mirror = createMirror<ErrorReport>(SAVED_KEY, MAX_QUEUED_ERRORS, 50);
  let inFlight: ErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Until the last page's reports are taken back, writing the mirror would overwrite them.
  let restored = false;
  // Set while the reporter itself runs: whatever fails in here is never reported through it.
  let busy = false;

  function guarded(work: () => void): void {
    if (busy) return;
    busy = true;
    try {
      work();
    } catch {
      // The reporter must never add an error of its own to the page.
    } finally {
      busy = false;
    }
  }

  function remember(): void {
    if (restored) mirror.write([...inFlight, ...queue.items]);
  }

  function offer(report: ErrorReport): void {
    if (queue.offer(report) === 'dropped') return;
    remember();
    // The send waits 1000 ms after the first error so the ones after it join
    // the same send; later errors do not push it back, or a storm that never
    // pauses would never be sent.
    timer ??= setTimeout(send, SEND_DEBOUNCE_MS);
  }

  function report(thrown: unknown, where: Partial<CaughtError> = {}): void {
    guarded(() => {
      const caught = { ...describeThrown(thrown), ...where };
      offer(toReport(runtimeOptions.get().app, caught, Date.now()));
    });
  }

  function send(): void {
    guarded(() => {
      clearTimeout(timer);
      timer = undefined;
      const batch = queue.takeForSend();
      if (batch.length === 0) return;
      inFlight = [...inFlight, ...batch];
      const crumb = readCrumb();
      const settle = () => {
        inFlight = inFlight.filter((report) => !batch.includes(report));
        remember();
      };
      request({
        method: 'POST',
        url: ERROR_REPORT_URL,
        body: batch,
        json: true,
        headers: crumb ? { [CSRF_HEADER]: crumb } : {},
        // A failed send stays mirrored for the next page load, and is not reported itself.
        onError: () => undefined,
      }).then(settle, () => undefined);
    });
  }

  /** The page is going away: send what is queued with a beacon; what cannot go stays mirrored. */
  function flushOnHide(): void {
    guarded(() => {
      clearTimeout(timer);
      timer = undefined;
      const batch = queue.takeForSend();
      if (batch.length > 0) {
        const url = callUrl({ url: ERROR_REPORT_URL }).href;
        const blob = new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' });
        if (!navigator.sendBeacon?.(url, blob)) inFlight = [...inFlight, ...batch];
      }
      // What is left after the page's sends are used up waits for the next page.
      inFlight = [...inFlight, ...queue.drain()];
      remember();
      mirror.writeNow();
    });
  }

  const onError = (event: ErrorEvent) => {
    const where: Partial<CaughtError> = { file: event.filename, line: event.lineno, column: event.colno };
    if (event.error !== undefined && event.error !== null) report(event.error, where);
    else report(event.message, where);
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const previousElementReporter = setElementErrorReporter((tag, error) => {
    report(error, { message: `<${tag}> ${describeThrown(error).message}` });
  });
  const stopHidden = onPageHidden(flushOnHide);

  // Reports an earlier page could not deliver go first, still within this page's caps.
  takeSaved<ErrorReport>(SAVED_KEY).then(
    (saved) => {
      restored = true;
      guarded(() => saved.forEach(offer));
      remember();
    },
    () => {
      restored = true;
    },
  );

  return {
    report,
    flush: send,
    uninstall() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      setElementErrorReporter(previousElementReporter);
      stopHidden();
      clearTimeout(timer);
      timer = undefined;
      inFlight = [...inFlight, ...queue.drain()];
      remember();
      mirror.writeNow();
      active = undefined;
    },
  };
}
