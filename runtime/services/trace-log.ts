import { formEncode, type ServiceShare, sharedService } from '../core/index.ts';
import { createOutbox } from './outbox.ts';

/** Where trace entries go (spec 000 §7). */
export const TRACE_URL = '/api/events/Trace';

/** Queued entries are flushed this often (spec 000 §9). */
export const TRACE_FLUSH_INTERVAL_MS = 30000;

/** Entries kept for the next page load at most, so a page that never reaches the server cannot fill the disk. */
const MAX_SAVED_ENTRIES = 500;

/** One trace log entry (spec 000 §3). */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

/** The trace log's calls, as each install gets them. */
export type TraceLog = ServiceShare<{
  /** Queues an entry for the next flush. */
  trace(type: string, data?: unknown): void;
  /** Sends what is queued now (after the entries a previous page left behind are back). */
  flush(): Promise<void>;
}>;

/** The entries, as form data whose `data` is their JSON (spec 000 §7), at most 30 s after the first waits. */
const outbox = /* @__PURE__ */ createOutbox<TraceEntry>({
  url: TRACE_URL,
  storageKey: 'trace-entries',
  encode: (entries) => formEncode({ data: JSON.stringify(entries) }),
  type: 'application/x-www-form-urlencoded;charset=UTF-8',
  maxKept: MAX_SAVED_ENTRIES,
  maxWaitMs: TRACE_FLUSH_INTERVAL_MS,
  service: 'traceLog',
});

/**
 * Installs the trace log: entries are flushed every 30 s and when the page
 * is hidden or unloaded (spec 000 §9), through the outbox, so none is lost:
 * a failed flush puts them back in the queue, and what is undelivered goes
 * with the next page load. The log runs while any install holds a share.
 */
export const installTraceLog: () => TraceLog = sharedService(() => {
  outbox.start();
  return {
    trace(type, data = {}) {
      outbox.add({ pageUrl: location.href, type, data });
    },
    flush: outbox.send,
    stop: outbox.stop,
  };
});
