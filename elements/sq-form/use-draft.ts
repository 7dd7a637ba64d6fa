import { useEffect, useRef } from 'react';
import { forget, keep, readKept } from '../../runtime/storage.ts';
import type { FormValues } from './fields.logic.ts';

/** What is kept of an unfinished form: the values typed (passwords left out) and the submission key, if one was got. */
export interface Draft {
  values: FormValues;
  key?: string | undefined;
}

/**
 * The draft is written in the task after a change (changes within one task
 * cost one write). Not later: a write begun as the page goes away (pagehide)
 * does not always land before the document is torn down.
 */
const DRAFT_WRITE_DELAY_MS = 0;

/**
 * Keeps a form's draft in IndexedDB under `storageKey`: read once when the
 * view mounts (`onRestore`), written right after each change and at once
 * when the page is hidden or the view unmounts, forgotten by `clear()`.
 */
export function useDraft(storageKey: string | undefined, onRestore: (draft: Draft) => void) {
  const pending = useRef<Draft | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restore = useRef(onRestore);
  restore.current = onRestore;

  const flush = useRef(() => {});
  flush.current = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (storageKey && pending.current) void keep(storageKey, pending.current);
    pending.current = undefined;
  };

  useEffect(() => {
    if (!storageKey) return;
    let live = true;
    void readKept<Draft>(storageKey).then((draft) => {
      if (live && draft && typeof draft === 'object') restore.current(draft);
    });
    const onHide = () => flush.current();
    window.addEventListener('pagehide', onHide);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onHide);
      flush.current();
    };
  }, [storageKey]);

  return {
    /** Records the draft; written shortly. */
    save(draft: Draft) {
      pending.current = draft;
      timer.current ??= setTimeout(() => flush.current(), DRAFT_WRITE_DELAY_MS);
    },
    /** Forgets the draft (the form was submitted). */
    clear() {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = undefined;
      if (storageKey) void forget(storageKey);
    },
  };
}
