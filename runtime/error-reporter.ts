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
import { saveForLater, takeSaved } from './storage.ts';

/** Where error reports go (spec 000 §7). */
export const ERROR_REPORT_URL = '/api/events/RecordJavascriptErrors';

/** Where reports that could not be sent wait for the next page load. */
const SAVED_KEY = 'error-reports';

export interface ErrorReporter {
  /** Reports something thrown, as if it had been uncaught. */
  report(thrown: unknown, where?: Partial<CaughtError>): void;
  /** Sends what is queued now instead of after the debounce. */
  flush(): void;
  /** Stops listening; queued reports are kept for the next page load. */
  uninstall(): Promise<void>;
}

let active: ErrorReporter | undefined;

/**
 * Installs the error reporter once per page: uncaught errors, unhandled
 * rejections and the elements' errors are queued within the spec's caps,
 * sent debounced to the platform, and kept in IndexedDB when they cannot be
 * sent. Installing again returns the same reporter.
 */
export function installErrorReporter(): ErrorReporter {
  active ??= createErrorReporter();
  return active;
}

function createErrorReporter(): ErrorReporter {
  const queue = new ReportQueue();
  let timer: ReturnType<typeof setTimeout> | undefined;
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

  function offer(report: ErrorReport): void {
    if (queue.offer(report) === 'dropped') return;
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
      const crumb = readCrumb();
      request({
        method: 'POST',
        url: ERROR_REPORT_URL,
        body: batch,
        json: true,
        headers: crumb ? { [CSRF_HEADER]: crumb } : {},
        onError: () => keep(batch),
      }).catch(() => {
        // Handled by onError; a rejection left unhandled would report itself.
      });
    });
  }

  function keep(batch: ErrorReport[]): void {
    saveForLater(SAVED_KEY, batch, MAX_QUEUED_ERRORS).catch(() => {
      // No IndexedDB (private mode, quota): nothing more can be done.
    });
  }

  /** The page is going away: send what is queued with a beacon, keep what cannot go. */
  function flushOnHide(): void {
    guarded(() => {
      clearTimeout(timer);
      timer = undefined;
      const batch = queue.takeForSend();
      if (batch.length === 0) return;
      const url = callUrl({ url: ERROR_REPORT_URL }).href;
      const sent = navigator.sendBeacon?.(url, new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' }));
      if (!sent) keep(batch);
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
    const caught = describeThrown(error);
    report(error, { message: `<${tag}> ${caught.message}` });
  });
  const stopHidden = onPageHidden(() => {
    flushOnHide();
    // What is left after the page's sends are used up waits for the next page.
    if (queue.size > 0) keep(queue.drain());
  });

  // Reports an earlier page could not send go first, still within this page's caps.
  takeSaved<ErrorReport>(SAVED_KEY).then(
    (saved) => guarded(() => saved.forEach(offer)),
    () => undefined,
  );

  return {
    report,
    flush: send,
    async uninstall() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      setElementErrorReporter(previousElementReporter);
      stopHidden();
      clearTimeout(timer);
      timer = undefined;
      if (queue.size > 0) await saveForLater(SAVED_KEY, queue.drain(), MAX_QUEUED_ERRORS).catch(() => undefined);
      active = undefined;
    },
  };
}
