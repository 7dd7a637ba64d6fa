import { formEncode } from './data-layer.logic.ts';
import { callUrl, request } from './data-layer.ts';
import { onPageHidden } from './page-hidden.ts';
import { createMirror, takeSaved } from './storage.ts';

/** Where trace entries go (spec 000 §7). */
export const TRACE_URL = '/api/events/Trace';

/** Queued entries are flushed this often (spec 000 §9). */
export const TRACE_FLUSH_INTERVAL_MS = 30000;

/** Entries kept for the next page load at most, so a page that never reaches the server cannot fill the disk. */
const MAX_SAVED_ENTRIES = 500;

const SAVED_KEY = 'trace-entries';

/** One trace log entry (spec 000 §3). */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

export interface TraceLog {
  /** Queues an entry for the next flush. */
  trace(type: string, data?: unknown): void;
  /** Sends what is queued now (after the entries a previous page left behind are back). */
  flush(): Promise<void>;
  /** Stops flushing; undelivered entries stay saved for the next page load. */
  uninstall(): Promise<void>;
}

let active: TraceLog | undefined;

/**
 * Installs the trace log once per page: entries are flushed every 30 s and
 * when the page is hidden or unloaded (spec 000 §9), and never lost: a failed
 * flush puts them back in the queue, and every undelivered entry is mirrored
 * to IndexedDB until it is delivered, for the next page load to send.
 */
export function installTraceLog(): TraceLog {
  active ??= createTraceLog();
  return active;
}

function createTraceLog(): TraceLog {
  let queued: TraceEntry[] = [];
  let inFlight: TraceEntry[] = [];
  let flushing: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mirror = createMirror<TraceEntry>(SAVED_KEY, MAX_SAVED_ENTRIES);
  // Until the last page's entries are taken back, writing the mirror would overwrite them.
  let restored = false;

  function remember(): void {
    if (restored) mirror.write([...inFlight, ...queued]);
  }

  function schedule(): void {
    if (timer === undefined && queued.length > 0) timer = setTimeout(flush, TRACE_FLUSH_INTERVAL_MS);
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (flushing) return flushing;
    if (queued.length === 0) return Promise.resolve();
    inFlight = queued;
    queued = [];
    flushing = request({
      method: 'POST',
      url: TRACE_URL,
      body: { data: JSON.stringify(inFlight) },
      onError: () => undefined,
    })
      .then(
        () => {
          inFlight = [];
        },
        () => {
          // Back in front of anything traced since, to go with the next flush.
          queued = [...inFlight, ...queued];
          inFlight = [];
        },
      )
      .finally(() => {
        flushing = undefined;
        remember();
        schedule();
      });
    return flushing;
  }

  function flushOnHide(): void {
    clearTimeout(timer);
    timer = undefined;
    if (queued.length > 0) {
      const body = new Blob([formEncode({ data: JSON.stringify(queued) })], {
        type: 'application/x-www-form-urlencoded;charset=UTF-8',
      });
      // A refused beacon (too large, or the browser's budget spent) leaves the entries mirrored.
      if (navigator.sendBeacon?.(callUrl({ url: TRACE_URL }).href, body)) queued = [];
    }
    remember();
    mirror.writeNow();
  }

  const stopHidden = onPageHidden(flushOnHide);

  // Entries a previous page left behind go first; a flush asked for before they are back waits for them.
  const restoring = takeSaved<TraceEntry>(SAVED_KEY).then(
    (saved) => {
      queued = [...saved, ...queued];
      restored = true;
      remember();
      schedule();
    },
    () => {
      restored = true;
    },
  );

  return {
    trace(type, data = {}) {
      queued.push({ pageUrl: location.href, type, data });
      remember();
      schedule();
    },
    flush: () => restoring.then(flush),
    async uninstall() {
      stopHidden();
      clearTimeout(timer);
      timer = undefined;
      remember();
      mirror.writeNow();
      active = undefined;
    },
  };
}
