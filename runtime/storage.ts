import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What must survive the page (error reports, trace entries not yet
 * delivered) is kept in IndexedDB through idb-keyval, in the library's own
 * store.
 */
let store: UseStore | undefined;

function libraryStore(): UseStore {
  // Opened on first use: pages that never need storage never open a database.
  store ??= createStore('sq-elements', 'keyval');
  return store;
}

/** Takes (reads and deletes) a saved list. */
export async function takeSaved<T>(key: string): Promise<T[]> {
  const saved = (await get<T[]>(key, libraryStore())) ?? [];
  if (saved.length > 0) await del(key, libraryStore());
  return saved;
}

/** Reads a saved list without taking it. */
export async function readSaved<T>(key: string): Promise<T[]> {
  return (await get<T[]>(key, libraryStore())) ?? [];
}

/** Writes one value to IndexedDB as it changes: the latest wins, written shortly. */
export interface Keeper<T> {
  /** Records the value to keep (undefined: keep none); written shortly, coalescing bursts. */
  write(value: T | undefined): void;
  /** Writes what is pending at once (the page is going away). */
  writeNow(): void;
}

/**
 * Keeps the latest value under `key`: changes within `delayMs` (and within
 * one task) cost one write, and writes are chained so they land in order.
 * Without IndexedDB (private mode, quota) the value lives only as long as the
 * page.
 */
export function createKeeper<T>(key: string, delayMs = 0): Keeper<T> {
  let pending: { value: T | undefined } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  function writeNow(): void {
    clearTimeout(timer);
    timer = undefined;
    if (pending === undefined) return;
    const { value } = pending;
    pending = undefined;
    chain = chain
      .then(() => (value === undefined ? del(key, libraryStore()) : set(key, value, libraryStore())))
      .catch(() => {});
  }

  return {
    write(value) {
      pending = { value };
      timer ??= setTimeout(writeNow, delayMs);
    },
    writeNow,
  };
}

/** Keeps a copy of a service's undelivered items in IndexedDB. */
export interface Mirror<T> {
  /** Records the items now undelivered; written shortly, coalescing bursts. */
  write(items: readonly T[]): void;
  /** Writes what is pending at once (the page is going away). */
  writeNow(): void;
}

/**
 * Mirrors a list of undelivered items to IndexedDB as it changes, so a page
 * that goes away (closed, crashed, offline) loses none of them: the next page
 * load takes them back with `takeSaved`. At most the last `max` are kept; an
 * empty list deletes the key.
 */
export function createMirror<T>(key: string, max: number, delayMs = 0): Mirror<T> {
  const keeper = createKeeper<readonly T[]>(key, delayMs);
  return {
    write: (items) => keeper.write(items.length > 0 ? items.slice(-max) : undefined),
    writeNow: keeper.writeNow,
  };
}

/** Reads one kept value (a form draft, ...); undefined when there is none or no IndexedDB. */
export async function readKept<T>(key: string): Promise<T | undefined> {
  try {
    return await get<T>(key, libraryStore());
  } catch {
    return undefined;
  }
}

/** Forgets the value kept under `key`. */
export async function forget(key: string): Promise<void> {
  try {
    await del(key, libraryStore());
  } catch {
    // Nothing could have been kept.
  }
}
