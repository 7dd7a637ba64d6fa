/** The error reporter's records and limits (spec 000 §3 "Error-report record", §8, §9). */

import type { OutboxRules } from './outbox.logic.ts';

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

/** Whether `report` repeats the queued one: the same message, stack, file, line and column. */
export function isRepeat({ data: queued }: ErrorReport, { data }: ErrorReport): boolean {
  return (
    queued.message === data.message &&
    queued.file === data.file &&
    queued.line === data.line &&
    queued.column === data.column &&
    queued.stack === data.stack
  );
}

/** A repeat of a queued error adds its count to it. */
export function mergeRepeat(queued: ErrorReport, repeat: ErrorReport): ErrorReport {
  return { ...queued, data: { ...queued.data, count: queued.data.count + repeat.data.count } };
}

/**
 * The reporter's outbox rules (spec 000 §9): at most ten queued, a repeat
 * counted on the one already queued, at most twenty sends per page, each
 * send 1000 ms after the last error (each error pushes it back).
 */
export const ERROR_OUTBOX_RULES: OutboxRules<ErrorReport> = {
  maxWaiting: MAX_QUEUED_ERRORS,
  maxSends: MAX_SENDS_PER_PAGE,
  maxKept: MAX_QUEUED_ERRORS,
  isRepeat,
  merge: mergeRepeat,
  quietMs: SEND_DEBOUNCE_MS,
};
