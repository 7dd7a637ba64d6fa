import { CART_SYNC_EVENT, type CartSnapshot, readCartSync } from './cart-link.logic.ts';

/** What a mounted cart link does with a valid sync. */
export type SyncSubscriber = (snapshot: CartSnapshot) => void;

/*
 * The page's cart syncs as its cart links take them: each valid sync goes to every mounted link, and is held
 * for each link that shows the server's rendering but does not listen yet, which takes the latest as it
 * hydrates. No DOM here but in listenForSyncs.
 */
const subscribers = new Set<SyncSubscriber>();
const held = new WeakMap<object, CartSnapshot>();

/** Hands `snapshot` to every subscriber, holding it first for each of `awaiting`. */
export function deliverSync(snapshot: CartSnapshot, awaiting: Iterable<object>): void {
  for (const link of awaiting) held.set(link, snapshot);
  // A copy: a link that a subscriber's work mounts or unmounts does not change who hears this sync.
  for (const subscriber of [...subscribers]) subscriber(snapshot);
}

/** Hands every sync from now on to `subscriber`; returns how to stop. */
export function subscribeToSyncs(subscriber: SyncSubscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** The sync held for `link` since it last took one, taken: held no longer. */
export function takeHeldSync(link: object): CartSnapshot | undefined {
  const snapshot = held.get(link);
  held.delete(link);
  return snapshot;
}

/**
 * Listens for the page's cart syncs, once for every cart link, and delivers
 * them; `awaiting` tells a link that has not hydrated yet (they hydrate when
 * seen, touched or idle). A bad sync is warned about once, however many links
 * hear it, and only when a link listens. Returns how to stop.
 */
export function listenForSyncs(awaiting: (host: Element) => boolean): () => void {
  const read = (event: Event) => {
    const result = readCartSync((event as CustomEvent<unknown>).detail);
    if (result.ok) deliverSync(result.snapshot, [...document.querySelectorAll('sq-cart-link')].filter(awaiting));
    else if (subscribers.size > 0) console.warn(`sq-cart-link: ${CART_SYNC_EVENT} ignored: ${result.problem}`);
  };
  document.addEventListener(CART_SYNC_EVENT, read);
  return () => document.removeEventListener(CART_SYNC_EVENT, read);
}
