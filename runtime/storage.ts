import { createStore, del, get, type UseStore, update } from 'idb-keyval';

/**
 * What must survive the page (error reports, trace entries that could not be
 * sent) is kept in IndexedDB through idb-keyval, in the library's own store.
 */
let store: UseStore | undefined;

function libraryStore(): UseStore {
  // Opened on first use: pages that never need storage never open a database.
  store ??= createStore('sq-elements', 'keyval');
  return store;
}

/** Appends items to a saved list, keeping at most the newest `max`. */
export async function saveForLater<T>(key: string, items: readonly T[], max: number): Promise<void> {
  if (items.length === 0) return;
  await update<T[]>(key, (saved = []) => [...saved, ...items].slice(-max), libraryStore());
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
