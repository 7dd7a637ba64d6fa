import { awaitingHydration } from './ledger/hydration.ts';
import { noticeHydrated } from './waiting/waiting.ts';

/**
 * That a server-rendered element has hydrated: a promise for each, and the
 * `sq-hydrated` performance mark. Loaded with the code that hydrates (the
 * React kit's hydrating root, the lit renderer), not by every element.
 */

const hydrated = new WeakMap<Element, { promise: Promise<void>; resolve: () => void }>();

function hydratedRecord(host: Element) {
  let record = hydrated.get(host);
  if (!record) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    record = { promise, resolve };
    hydrated.set(host, record);
  }
  return record;
}

/** Resolves once a server-rendered element has hydrated its shadow root (its effects have run). */
export function whenHydrated(host: Element): Promise<void> {
  return hydratedRecord(host).promise;
}

/** A server-rendered element has hydrated: `whenHydrated` resolves and the `sq-hydrated` mark is set. */
export function hydrationDone(host: Element, tag: string): void {
  awaitingHydration.delete(host);
  hydratedRecord(host).resolve();
  noticeHydrated(host);
  performance.mark('sq-hydrated', { detail: tag });
}
