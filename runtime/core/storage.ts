import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * What must survive the page (error reports, trace entries and performance
 * records not yet delivered, a form's draft) is kept in IndexedDB through
 * idb-keyval, in the library's own store.
 *
 * An IndexedDB write begun as the page goes away (pagehide, a frame
 * removed) never lands in Chromium: measured, 30 of 30 lost on reload,
 * navigation and removal. So a value written at that moment (`writeNow`)
 * is also noted in localStorage, which is written at once; the note goes
 * as soon as an IndexedDB write of it or of a later value lands, and a
 * note, where there is one, is newer than what IndexedDB holds.
 */
let store: UseStore | undefined;

function libraryStore(): UseStore {
  // Opened on first use: pages that never need storage never open a database.
  store ??= createStore('sq-elements', 'keyval');
  return store;
}

const NOTE_PREFIX = 'sq-elements:';

/** The value noted for `key` (`{}` when the note says none is kept), or undefined without a note. */
function readNote<T>(key: string): { value?: T } | undefined {
  try {
    const text = localStorage.getItem(NOTE_PREFIX + key);
    return text === null ? undefined : (JSON.parse(text) as { value?: T });
  } catch {
    return undefined;
  }
}

/** Notes `value` for `key`; false when localStorage refused (off, full, or a value JSON cannot carry). */
function writeNote(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(NOTE_PREFIX + key, JSON.stringify(value === undefined ? {} : { value }));
    return true;
  } catch {
    return false;
  }
}

function dropNote(key: string): void {
  try {
    localStorage.removeItem(NOTE_PREFIX + key);
  } catch {
    // No localStorage: nothing was noted.
  }
}

/** Takes (reads and deletes) a saved list. */
export async function takeSaved<T>(key: string): Promise<T[]> {
  const note = readNote<T[]>(key);
  if (note) {
    dropNote(key);
    await del(key, libraryStore()).catch(() => undefined);
    return note.value ?? [];
  }
  const saved = (await get<T[]>(key, libraryStore())) ?? [];
  if (saved.length > 0) await del(key, libraryStore());
  return saved;
}

/** Reads a saved list without taking it. */
export async function readSaved<T>(key: string): Promise<T[]> {
  return (await readKept<T[]>(key)) ?? [];
}

/** Writes one value to IndexedDB as it changes: the latest wins, written shortly. */
export interface Keeper<T> {
  /** Records the value to keep (undefined: keep none); written shortly, coalescing bursts. */
  write(value: T | undefined): void;
  /** Writes what is pending at once, noted in localStorage too (the page may be going away). */
  writeNow(): void;
}

/**
 * Keeps the latest value under `key`: changes within `delayMs` (and within
 * one task) cost one write, and writes are chained so they land in order.
 * Without IndexedDB (private mode, quota) the value lives only as long as the
 * page, or as its note.
 */
export function createKeeper<T>(key: string, delayMs = 0): Keeper<T> {
  let pending: { value: T | undefined } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let issued = 0;
  // The value of the last write issued, and the last write that landed in IndexedDB.
  let sent: T | undefined;
  let landed = 0;
  // The write whose value is noted; 0 when no note is out.
  let noted = 0;

  function note(value: T | undefined, write: number): void {
    if (writeNote(key, value)) noted = write;
  }

  function flush(urgent: boolean): void {
    clearTimeout(timer);
    timer = undefined;
    if (pending === undefined) {
      // Nothing new, but the last write may still be on its way, and the page going away would lose it.
      if (urgent && issued > landed) note(sent, issued);
      return;
    }
    const { value } = pending;
    pending = undefined;
    const write = ++issued;
    sent = value;
    if (urgent) note(value, write);
    chain = chain
      .then(() => (value === undefined ? del(key, libraryStore()) : set(key, value, libraryStore())))
      .then(() => {
        landed = write;
        if (noted !== 0 && write >= noted) {
          noted = 0;
          dropNote(key);
        }
      })
      .catch(() => {});
  }

  return {
    write(value) {
      pending = { value };
      timer ??= setTimeout(() => flush(false), delayMs);
    },
    writeNow: () => flush(true),
  };
}

/** Reads one kept value (a form draft, ...); undefined when there is none or no storage. */
export async function readKept<T>(key: string): Promise<T | undefined> {
  const note = readNote<T>(key);
  if (note) return note.value;
  try {
    return await get<T>(key, libraryStore());
  } catch {
    return undefined;
  }
}

/** Forgets the value kept under `key`. */
export async function forget(key: string): Promise<void> {
  dropNote(key);
  try {
    await del(key, libraryStore());
  } catch {
    // Nothing could have been kept.
  }
}
