import { useEffect, useMemo, useRef } from 'react';
import { createKeeper, onPageHidden, readKept } from '../../runtime/core/index.ts';
import type { FormValues } from './fields.logic.ts';

/** What is kept of an unfinished form: the values typed (passwords left out) and the submission key, if one was got. */
export interface Draft {
  values: FormValues;
  key?: string | undefined;
}

/**
 * Keeps a form's draft in IndexedDB under `storageKey`: read once when the
 * view mounts (`onRestore`), written in the task after each change (changes
 * within one task cost one write; not later, as a write begun while the page
 * goes away does not always land) and at once when the page is hidden or the
 * view unmounts, forgotten by `clear()`.
 */
export function useDraft(storageKey: string | undefined, onRestore: (draft: Draft) => void) {
  const keeper = useMemo(() => (storageKey ? createKeeper<Draft>(storageKey) : undefined), [storageKey]);
  const restore = useRef(onRestore);
  restore.current = onRestore;

  useEffect(() => {
    if (!storageKey || !keeper) return;
    let live = true;
    void readKept<Draft>(storageKey).then((draft) => {
      if (live && draft && typeof draft === 'object') restore.current(draft);
    });
    const stopWatching = onPageHidden(keeper.writeNow);
    return () => {
      live = false;
      stopWatching();
      keeper.writeNow();
    };
  }, [storageKey, keeper]);

  return {
    /** Records the draft; written shortly. */
    save(draft: Draft) {
      keeper?.write(draft);
    },
    /** Forgets the draft (the form was submitted). */
    clear() {
      keeper?.write(undefined);
      keeper?.writeNow();
    },
  };
}
