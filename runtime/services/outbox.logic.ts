/**
 * The outbox's decisions (DESIGN §3 "Nothing lost"): which records wait,
 * what is dropped at a limit, which records go in the next send, what is
 * kept for the next page load, and when the next send is due. No DOM: the
 * requests, the beacon and the storage are in outbox.ts.
 */

/**
 * A beacon, and a request kept alive past the page, carry at most this many
 * bytes: the keepalive quota of the Fetch standard, shared by all of a
 * page's beacons and keepalive requests in flight.
 */
export const KEEPALIVE_BYTES = 65536;

/** The limits and the schedule of one outbox. */
export interface OutboxRules<T> {
  /** Records waiting at most; a new record beyond it is dropped. */
  maxWaiting?: number;
  /** Sends per page at most; after that, records wait for the next page load. */
  maxSends?: number;
  /** Records kept for the next page load at most, the oldest first. */
  maxKept: number;
  /** Whether `record` repeats one already waiting: it folds into that one instead of waiting again. */
  isRepeat?: (waiting: T, record: T) => boolean;
  /** How a repeat folds into the waiting record; by default the repeat replaces it. */
  merge?: (waiting: T, repeat: T) => T;
  /** Sends each record once per page by this key: a record whose key was sent is refused. */
  sentOnce?: (record: T) => string;
  /** The send waits until no record has been added for this long: each record pushes it back. */
  quietMs?: number;
  /** The send goes at most this long after the oldest waiting record began to wait. */
  maxWaitMs?: number;
  /** Records one request carries at most (1 for calls that take one record each); all that wait by default. */
  maxPerSend?: number;
}

/**
 * What became of a record added: waiting, folded into one waiting, dropped at
 * the limit (or because the endpoint is missing), or refused as sent.
 */
export type Added = 'waiting' | 'merged' | 'dropped' | 'refused';

/** How many bytes a record takes in a send, for what a beacon can carry. */
export type SizeOf<T> = (record: T) => number;

/** True when a send that failed with `status` (0: no answer) may succeed later; a refusal of the records themselves never will. */
export function worthRetrying(status: number): boolean {
  return status === 0 || status >= 500 || [401, 403, 408, 429].includes(status);
}

/**
 * The status that says no platform API answers at the address (a static
 * site, a framework's dev server): nothing there to call again, and nothing
 * to report; the runtime's services say so once and stop (missing-api.ts).
 */
export const MISSING_API_STATUS = 404;

/** True when a call's status says the endpoint is not there. */
export function isMissingApi(status: number): boolean {
  return status === MISSING_API_STATUS;
}

/** The content type a beacon carries for `type`: a beacon may send JSON to another origin only as text. */
export function beaconType(type: string): string {
  return type.includes('json') ? 'text/plain;charset=UTF-8' : type;
}

/**
 * The records of one outbox: waiting, in flight (and whether their request
 * outlives the page), the sends made and the keys sent. Records are kept in
 * the order they came; one a failed send puts back goes in front again.
 */
export class OutboxQueue<T extends object> {
  #waiting: T[] = [];
  /** Batches in flight, with whether their request outlives the page. */
  #inFlight = new Map<T[], boolean>();
  #sends = 0;
  #sent = new Set<string>();
  /** When the oldest waiting record began to wait; the last time a record was added. */
  #since: number | undefined;
  #lastAdded: number | undefined;
  /** Set once the endpoint answered 404: no record is taken or kept any more on this page. */
  #missing = false;

  constructor(readonly rules: OutboxRules<T>) {}

  get waiting(): readonly T[] {
    return this.#waiting;
  }

  /** Adds a record, which pushes the quiet period back whatever becomes of it. */
  add(record: T, now: number): Added {
    this.#lastAdded = now;
    return this.#place(record, now);
  }

  /**
   * Puts records back in front of those waiting (a failed send, or what an
   * earlier page left), within the same limits; a repeat among them folds in.
   */
  putBack(records: readonly T[], now: number): void {
    const { sentOnce } = this.rules;
    const later = this.#waiting;
    const since = this.#since;
    this.#waiting = [];
    for (const record of records) {
      if (sentOnce) this.#sent.delete(sentOnce(record));
      this.#place(record, now);
    }
    for (const record of later) this.#place(record, now);
    // Records that were waiting already keep their place in the schedule.
    if (since !== undefined) this.#since = since;
  }

  /**
   * Takes the records for one send, and counts the send: everything waiting
   * (at most `maxPerSend`), or with `fit`, the records that fit its bytes
   * together (first fit, in order; a record larger than the whole stays).
   * None once the page's sends are used up.
   */
  take(fit?: { bytes: number; sizeOf: SizeOf<T> }): T[] {
    const { maxSends, sentOnce, maxPerSend = Number.POSITIVE_INFINITY } = this.rules;
    if (this.#waiting.length === 0 || (maxSends !== undefined && this.#sends >= maxSends)) return [];
    const batch: T[] = [];
    const left: T[] = [];
    let bytes = 0;
    for (const record of this.#waiting) {
      const size = fit ? fit.sizeOf(record) : 0;
      if (batch.length < maxPerSend && (!fit || bytes + size <= fit.bytes)) {
        batch.push(record);
        bytes += size;
      } else left.push(record);
    }
    if (batch.length === 0) return [];
    this.#waiting = left;
    if (left.length === 0) this.#since = undefined;
    this.#lastAdded = undefined;
    this.#sends++;
    if (sentOnce) for (const record of batch) this.#sent.add(sentOnce(record));
    this.#inFlight.set(batch, false);
    return batch;
  }

  /** The batch's request outlives the page: a page going away need not keep its records. */
  keptAlive(batch: T[]): void {
    if (this.#inFlight.has(batch)) this.#inFlight.set(batch, true);
  }

  /** The batch arrived, or went by beacon. */
  delivered(batch: T[]): void {
    this.#inFlight.delete(batch);
  }

  /**
   * The batch's send failed with `status`: it goes back in front, unless
   * sending it again cannot succeed, or it was let go meanwhile. A 404 says the endpoint is not there
   * (a page without the platform's API): every record is let go, and none is
   * taken or kept after it, on this page or for the next. Returns whether
   * that is so.
   */
  failed(batch: T[], status: number, now: number): boolean {
    // A batch no longer in flight was let go meanwhile (`clear`): it is not put back.
    const inFlight = this.#inFlight.delete(batch);
    if (isMissingApi(status)) {
      this.#missing = true;
      this.clear();
    } else if (inFlight && worthRetrying(status)) this.putBack(batch, now);
    return this.#missing;
  }

  /** Lets every record go, waiting and in flight: none is sent again or kept (consent withdrawn). */
  clear(): void {
    this.#waiting = [];
    this.#inFlight.clear();
    this.#since = undefined;
    this.#lastAdded = undefined;
  }

  /**
   * What to keep for the next page load: the records in flight, then those
   * waiting, at most `maxKept`. A page going away (`leaving`) leaves out the
   * batches whose request outlives it: they may well arrive, and keeping
   * them would send them twice.
   */
  kept(leaving = false): T[] {
    const inFlight = [...this.#inFlight].flatMap(([batch, outlives]) => (leaving && outlives ? [] : batch));
    return [...inFlight, ...this.#waiting].slice(0, this.rules.maxKept);
  }

  /** How long from `now` until the next send is due; undefined when only a call or the page hiding sends. */
  dueIn(now: number): number | undefined {
    const { quietMs, maxWaitMs, maxSends } = this.rules;
    if (this.#waiting.length === 0 || (maxSends !== undefined && this.#sends >= maxSends)) return undefined;
    const due: number[] = [];
    if (quietMs !== undefined && this.#lastAdded !== undefined) due.push(this.#lastAdded + quietMs);
    if (maxWaitMs !== undefined && this.#since !== undefined) due.push(this.#since + maxWaitMs);
    return due.length === 0 ? undefined : Math.max(0, Math.min(...due) - now);
  }

  #place(record: T, now: number): Added {
    const { isRepeat, merge, sentOnce, maxWaiting } = this.rules;
    if (sentOnce && this.#sent.has(sentOnce(record))) return 'refused';
    const index = isRepeat ? this.#waiting.findIndex((waiting) => isRepeat(waiting, record)) : -1;
    const waiting = this.#waiting[index];
    if (waiting !== undefined) {
      this.#waiting[index] = merge ? merge(waiting, record) : record;
      return 'merged';
    }
    // Nothing waits once the endpoint is missing, so nothing merges: every record is dropped here.
    if (this.#missing || (maxWaiting !== undefined && this.#waiting.length >= maxWaiting)) return 'dropped';
    if (this.#waiting.length === 0) this.#since = now;
    this.#waiting.push(record);
    return 'waiting';
  }
}
