import { formEncode } from './data-layer.logic.ts';
import { callUrl, request } from './data-layer.ts';
import { onPageHidden } from './page-hidden.ts';
import { saveForLater, takeSaved } from './storage.ts';

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
  /** Sends what is queued now. */
  flush(): Promise<void>;
  /** Stops flushing; queued entries are kept for the next page load. */
  uninstall(): Promise<void>;
}

let active: TraceLog | undefined;

/**
 * Installs the trace log once per page: entries are flushed every 30 s and
 * when the page is hidden or unloaded, and never lost when a flush fails
 * (they go back in the queue, and to IndexedDB when the page goes away).
 */
export function installTraceLog(): TraceLog {
  active ??= createTraceLog();
  return active;
}

function createTraceLog(): TraceLog {
  let queued: TraceEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(): void {
    if (timer === undefined && queued.length > 0) timer = setTimeout(flush, TRACE_FLUSH_INTERVAL_MS);
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return;
    const batch = queued;
    queued = [];
    try {
      await request({
        method: 'POST',
        url: TRACE_URL,
        body: { data: JSON.stringify(batch) },
        onError: () => undefined,
      });
    } catch {
      // Back in front of anything traced since, to go with the next flush.
      queued = [...batch, ...queued];
    }
    schedule();
  }

  function flushOnHide(): void {
    clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return;
    const batch = queued;
    queued = [];
    const body = new Blob([formEncode({ data: JSON.stringify(batch) })], {
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    if (!navigator.sendBeacon?.(callUrl({ url: TRACE_URL }).href, body)) {
      saveForLater(SAVED_KEY, batch, MAX_SAVED_ENTRIES).catch(() => undefined);
    }
  }

  const stopHidden = onPageHidden(flushOnHide);

  takeSaved<TraceEntry>(SAVED_KEY).then(
    (saved) => {
      queued = [...saved, ...queued];
      schedule();
    },
    () => undefined,
  );

  return {
    trace(type, data = {}) {
      queued.push({ pageUrl: location.href, type, data });
      schedule();
    },
    flush,
    async uninstall() {
      stopHidden();
      clearTimeout(timer);
      timer = undefined;
      const batch = queued;
      queued = [];
      await saveForLater(SAVED_KEY, batch, MAX_SAVED_ENTRIES).catch(() => undefined);
      active = undefined;
    },
  };
}
