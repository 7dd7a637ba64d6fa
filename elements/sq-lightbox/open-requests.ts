import { isLightweightTier, LIGHTBOX_UNAVAILABLE } from '../../lib/item-address/page-tier.ts';
import { warnOnce } from '../../lib/warn-once.ts';
import { createStore, type Store } from '../../runtime/core/index.ts';
import type { LightboxItem } from './lightbox.logic.ts';
import { lightboxItem } from './lightbox.schema.ts';

/** What the lightbox is asked to show: a set, the item to start at, and the overlay the asker wants. */
export interface OpenRequest {
  items: readonly LightboxItem[];
  index: number;
  theme?: 'dark' | 'light' | undefined;
  /** The hosts that serve sized pictures (spec 001 §5), as the asker names them (a gallery's `loaderOptions.cdnHosts`). */
  cdnHosts?: readonly string[] | undefined;
  /** Opened from the page's address on load: the address names the item already, no history entry is added. */
  fromAddress?: boolean;
}

/**
 * Each lightbox's open request, kept outside its view: a request made before
 * the view has mounted (a gallery's first click, while the code was still on
 * its way) waits here. Null while closed.
 */
const requests = new WeakMap<HTMLElement, Store<OpenRequest | null>>();

/** The open requests of one lightbox element. */
export function requestsOf(host: HTMLElement): Store<OpenRequest | null> {
  let store = requests.get(host);
  if (!store) {
    store = createStore<OpenRequest | null>(null);
    requests.set(host, store);
  }
  return store;
}

/** Whether the page runs the lightweight tier, where asking for the lightbox only warns (spec 001 §4). */
export function unavailable(): boolean {
  if (!isLightweightTier()) return false;
  warnOnce(`sq-lightbox: ${LIGHTBOX_UNAVAILABLE}`);
  return true;
}

/** Items as a script or an event gives them: each checked, one that is not an item warned about and left out. */
export function readItems(value: unknown): LightboxItem[] {
  if (!Array.isArray(value)) {
    warnOnce(`sq-lightbox: open(): items: expected a list of items, got ${JSON.stringify(value) ?? String(value)}`);
    return [];
  }
  return value.flatMap((candidate, index) => {
    const read = lightboxItem.safeParse(candidate);
    if (read.success) return [read.data];
    warnOnce(
      `sq-lightbox: open(): items[${index}]: expected an item with a src, got ${JSON.stringify(candidate)}; left out`,
    );
    return [];
  });
}
