import { useEffect, useRef } from 'react';
import type { Store } from '../../runtime/core/index.ts';
import {
  addressOnClose,
  addressWithItem,
  addressWithoutItem,
  hashItem,
  itemFromAddress,
  itemKey,
  type LightboxItem,
} from './lightbox.logic.ts';
import { type OpenRequest, unavailable } from './open-requests.ts';
import { linkSets } from './triggers.ts';

/** Marks the history entry the lightbox added on opening, so closing knows it may go back over it. */
const HISTORY_MARK = 'sqLightbox';

/** The page's address as the lightbox keeps it: naming the shown item, and restored on closing. */
export interface ItemAddress {
  /** Names item `index` of `items` in the address: `push` adds a history entry (on opening), `replace` does not. */
  show(index: number, items: readonly LightboxItem[], mode: 'push' | 'replace'): void;
  /** Restores the address as the lightbox closes for `reason`: back over its entry, or without the item. */
  restore(reason: string): void;
}

/**
 * The lightbox's part of the page's address (spec 000 §2, spec 001 §4), with
 * history on: an address naming an item asks, on load, for the lightbox's
 * own set or a set of links to open at it; the shown item is named in the
 * address; closing goes back over the entry opening added.
 */
export function useItemAddress(options: {
  history: boolean;
  items: readonly LightboxItem[] | undefined;
  requests: Store<OpenRequest | null>;
}): ItemAddress {
  const { history: enabled, items, requests } = options;
  /** Whether opening added a history entry, which closing goes back over. */
  const pushed = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the lightbox mounts.
  useEffect(() => {
    if (!enabled || requests.get()) return;
    for (const set of items ? [items] : linkSets()) {
      const found = itemFromAddress(location, set);
      if (found !== null) {
        if (unavailable()) return;
        requests.set({ items: set, index: found, fromAddress: true });
        return;
      }
    }
  }, []);

  return {
    show(index, set, mode) {
      const item = set[index];
      if (!enabled || !item) return;
      const href = addressWithItem(location.href, itemKey(item, index));
      if (href === location.href && mode === 'replace') return;
      if (mode === 'push') {
        history.pushState({ [HISTORY_MARK]: true }, '', href);
        pushed.current = true;
      } else history.replaceState(history.state, '', href);
    },
    restore(reason) {
      const restore = addressOnClose(reason, {
        history: enabled,
        ownEntry: pushed.current && Boolean((history.state as Record<string, unknown> | null)?.[HISTORY_MARK]),
        addressHasItem: hashItem(location.hash) !== null,
      });
      if (restore === 'back') history.back();
      else if (restore === 'strip') history.replaceState(history.state, '', addressWithoutItem(location.href));
      pushed.current = false;
    },
  };
}
