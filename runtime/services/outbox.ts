import { callUrl, createKeeper, onPageHidden, type RequestError, request, takeSaved } from '../core/index.ts';
import { warnMissingApi } from './missing-api.ts';
import type { ApiService } from './missing-api-warning/index.ts';
import { type Added, beaconType, KEEPALIVE_BYTES, OutboxQueue, type OutboxRules } from './outbox.logic.ts';

export type { Added, OutboxRules } from './outbox.logic.ts';

/** Where an outbox sends, how it writes a batch, and its limits and schedule. */
export interface OutboxOptions<T> extends OutboxRules<T> {
  /** The path the batches are POSTed to (through the data layer: API origin, crumb); of the batch, where each record names its own. */
  url: string | ((batch: readonly T[]) => string);
  /** The key under which undelivered records are kept for the next page load. */
  storageKey: string;
  /** A batch as the body of one POST. */
  encode(records: readonly T[]): string;
  /** The body's content type, or the batch's; a beacon carries text/plain instead of a type it may not send. */
  type: string | ((batch: readonly T[]) => string);
  /** A request that has no answer after this long fails as one without an answer, and its records wait again. */
  timeoutMs?: number;
  /** Called when a send is answered with a status that is a failure (whether its records wait again or not). */
  rejected?(batch: readonly T[], status: number): void;
  /** Headers of a request. A beacon carries none: the crumb goes in its query, as on every call. */
  headers?(): Record<string, string>;
  /** How long the copy in storage waits to take in a burst of changes. */
  keepDelayMs?: number;
  /** Called when the page is hidden, before what waits is sent: the service's last chance to add records. */
  beforeHiddenSend?(): void;
  /**
   * The `<sq-runtime>` service whose records it carries: when a send is
   * answered 404 (no platform API at that address), the outbox lets its
   * records go, takes no more on this page, and says so once in its name.
   */
  service: ApiService;
}

/** Sends records in batches, and delivers each once, through failed requests, reloads and pages closed. */
export interface Outbox<T> {
  /** Adds a record for the next send. */
  add(record: T): Added;
  /** Sends what waits now (once what an earlier page left is back); resolves when every request made so far has its answer. */
  send(): Promise<void>;
  /** Starts sending on schedule and when the page is hidden; the first start takes back what an earlier page left. */
  start(): void;
  /** Stops the schedule and the hiding; what is undelivered is kept for the next page load. */
  stop(): void;
  /** Lets every record go, waiting, in flight and kept: none is sent (consent withdrawn). */
  clear(): void;
}

const bytes = (text: string) => new Blob([text]).size;

/**
 * One outbox (DESIGN §3 "Nothing lost"): records wait in a queue within
 * their limits, go by request on the schedule (a failed one goes back in
 * front for the next send), and by beacon when the page is hidden, as many
 * as a beacon carries, by a request kept alive where the browser refuses
 * the beacon. What is undelivered is kept in storage as it changes, and the
 * first start of the next page load sends it at once. A batch whose request
 * outlives a page going away is not kept: it is delivered once, not twice.
 */
export function createOutbox<T extends object>(options: OutboxOptions<T>): Outbox<T> {
  const { encode } = options;
  const urlOf = (batch: readonly T[]) => (typeof options.url === 'string' ? options.url : options.url(batch));
  const typeOf = (batch: readonly T[]) => (typeof options.type === 'string' ? options.type : options.type(batch));
  const queue = new OutboxQueue<T>(options);
  const keeper = createKeeper<T[]>(options.storageKey, options.keepDelayMs);
  let restoring: Promise<void> | undefined;
  // Set when the records were let go while what an earlier page left was still on its way back.
  let dropRestored = false;
  // Until what an earlier page left is back, writing the copy would overwrite it.
  let restored = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopHidden: (() => void) | undefined;
  /** The requests whose answer is not in yet. */
  const answers = new Set<Promise<void>>();
  // Set from the page being hidden until it is shown again.
  let hidden = false;
  /**
   * Batches whose request, kept alive, failed without an answer while the
   * page was hidden: the browser rejects the page's promise as the page
   * goes, and carries the request on. They stay in flight until the page is
   * shown again, when they are put back; if it never is, they went.
   */
  const parked: T[][] = [];

  const sizeOf = (record: T) => bytes(encode([record]));

  function keep(leaving = false): void {
    if (!restored) return;
    const kept = queue.kept(leaving);
    keeper.write(kept.length > 0 ? kept : undefined);
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    const delay = started ? queue.dueIn(performance.now()) : undefined;
    if (delay !== undefined) timer = setTimeout(sendNow, delay);
  }

  function post(batch: T[], body: string): Promise<void> {
    const keepalive = bytes(body) <= KEEPALIVE_BYTES;
    if (keepalive) queue.keptAlive(batch);
    const url = urlOf(batch);
    const answer = request({
      method: 'POST',
      url,
      body,
      headers: { 'Content-Type': typeOf(batch), ...options.headers?.() },
      keepalive,
      timeoutMs: options.timeoutMs,
      // The answer is not read: a body that is not JSON must not become a system error.
      text: true,
      // A failed send goes back in the queue, and is not reported itself.
      onError: () => undefined,
    })
      .then(
        () => queue.delivered(batch),
        (error: RequestError) => {
          if (error.status !== 0) options.rejected?.(batch, error.status);
          if (hidden && keepalive && error.status === 0) parked.push(batch);
          else if (queue.failed(batch, error.status, performance.now())) warnMissingApi(options.service, url);
        },
      )
      .finally(() => {
        answers.delete(answer);
        keep();
        schedule();
      });
    answers.add(answer);
    return answer;
  }

  /** Sends what waits: one request, or one per batch where a request carries fewer than all. */
  function sendNow(): void {
    for (let batch = queue.take(); batch.length > 0; batch = queue.take()) void post(batch, encode(batch));
    keep();
    schedule();
  }

  /** The page is hidden, maybe for good: what fits goes by beacon, and the copy is written at once. */
  function onHidden(): void {
    hidden = true;
    options.beforeHiddenSend?.();
    // Every beacon of the page shares the 64 KB.
    let room = KEEPALIVE_BYTES;
    for (;;) {
      const batch = queue.take({ bytes: room, sizeOf });
      if (batch.length === 0) break;
      const body = encode(batch);
      room -= bytes(body);
      const blob = new Blob([body], { type: beaconType(typeOf(batch)) });
      if (navigator.sendBeacon?.(callUrl({ url: urlOf(batch) }).href, blob)) queue.delivered(batch);
      else void post(batch, body);
    }
    keep(true);
    keeper.writeNow();
    // A page that comes back sends the rest on schedule.
    schedule();
  }

  function onShown(): void {
    hidden = false;
    for (const batch of parked.splice(0)) queue.failed(batch, 0, performance.now());
    keep();
    schedule();
  }

  return {
    add(record) {
      const added = queue.add(record, performance.now());
      if (added === 'waiting' || added === 'merged') keep();
      schedule();
      return added;
    },
    send: () =>
      (restoring ?? Promise.resolve()).then(() => {
        sendNow();
        return Promise.all(answers).then(() => undefined);
      }),
    start() {
      if (started) return;
      started = true;
      stopHidden = onPageHidden(onHidden, onShown);
      // What an earlier page left goes first, at once.
      restoring ??= takeSaved<T>(options.storageKey).then(
        (saved) => {
          restored = true;
          queue.putBack(dropRestored ? [] : saved, performance.now());
          keep();
          if (started && saved.length > 0) sendNow();
        },
        () => {
          restored = true;
        },
      );
      schedule();
    },
    stop() {
      if (!started) return;
      started = false;
      stopHidden?.();
      schedule();
      keep();
      keeper.writeNow();
    },
    clear() {
      queue.clear();
      parked.length = 0;
      if (!restored) dropRestored = true;
      keep();
      keeper.writeNow();
      schedule();
    },
  };
}
