/** The error reporter's limits and queue (spec 000 §3 "Error-report record", §9). */

/** At most this many sends per page (spec 000 §9). */
export const MAX_SENDS_PER_PAGE = 20;
/** At most this many errors queued (spec 000 §9). */
export const MAX_QUEUED_ERRORS = 10;
/** Stacks are cut at this many characters (spec 000 §9). */
export const MAX_STACK_LENGTH = 5000;
/** Sends are debounced by this many milliseconds (spec 000 §9). */
export const SEND_DEBOUNCE_MS = 1000;

/** The event name of a reported JavaScript error. */
export const JAVASCRIPT_ERROR_EVENT = 'JavaScriptError';

/** What is reported of one JavaScript error (spec 000 §8 "Other"). */
export interface JavaScriptErrorData {
  app: string;
  message: string;
  stack: string;
  file: string;
  line: number;
  column: number;
  /** How many times this error happened before it was sent. */
  count: number;
}

/** One error-report record (spec 000 §3). */
export interface ErrorReport {
  event: string;
  data: JavaScriptErrorData;
  timestamp: number;
}

/** What the reporter knows of an error when it is caught. */
export interface CaughtError {
  message: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
}

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Error).message === 'string' &&
    typeof (value as Error).name === 'string'
  );
}

/** Reads message, stack and place from anything thrown. */
export function describeThrown(thrown: unknown): CaughtError {
  // Errors from another realm (an iframe) are not `instanceof Error` here: read them by shape.
  if (thrown instanceof Error || isErrorLike(thrown)) {
    return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack ?? '' };
  }
  if (typeof thrown === 'string') return { message: thrown };
  try {
    return { message: `Non-error thrown: ${JSON.stringify(thrown)}` };
  } catch {
    return { message: `Non-error thrown: ${String(thrown)}` };
  }
}

/** Makes the record for a caught error, its stack cut to the limit. */
export function toReport(app: string, caught: CaughtError, now: number): ErrorReport {
  return {
    event: JAVASCRIPT_ERROR_EVENT,
    data: {
      app,
      message: caught.message,
      stack: (caught.stack ?? '').slice(0, MAX_STACK_LENGTH),
      file: caught.file ?? '',
      line: caught.line ?? 0,
      column: caught.column ?? 0,
      count: 1,
    },
    timestamp: now,
  };
}

function sameError(a: ErrorReport, b: ErrorReport): boolean {
  return (
    a.data.message === b.data.message &&
    a.data.file === b.data.file &&
    a.data.line === b.data.line &&
    a.data.column === b.data.column &&
    a.data.stack === b.data.stack
  );
}

/** What happened to a report offered to the queue. */
export type Offer = 'queued' | 'counted' | 'dropped';

/**
 * The errors waiting to be sent: at most ten, a repeat counted on the one
 * already queued, and the sends per page counted against their cap.
 */
export class ReportQueue {
  #queued: ErrorReport[] = [];
  #sends = 0;

  offer(report: ErrorReport): Offer {
    const same = this.#queued.find((queued) => sameError(queued, report));
    if (same) {
      same.data.count += report.data.count;
      return 'counted';
    }
    if (this.#queued.length >= MAX_QUEUED_ERRORS) return 'dropped';
    this.#queued.push(report);
    return 'queued';
  }

  /** What is queued, oldest first. */
  get items(): readonly ErrorReport[] {
    return this.#queued;
  }

  get size(): number {
    return this.#queued.length;
  }

  get sendsLeft(): number {
    return MAX_SENDS_PER_PAGE - this.#sends;
  }

  /** Takes everything queued without sending it (to keep it for the next page). */
  drain(): ErrorReport[] {
    return this.#queued.splice(0);
  }

  /** Takes everything queued for one send, or nothing once the page's sends are used up. */
  takeForSend(): ErrorReport[] {
    if (this.#queued.length === 0 || this.#sends >= MAX_SENDS_PER_PAGE) return [];
    this.#sends++;
    return this.#queued.splice(0);
  }
}
