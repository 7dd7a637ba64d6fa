import { CART_SYNC_EVENT, type CartSnapshot, readCartSync } from './cart-link.logic.ts';

/** What a mounted cart link does with a valid sync. */
export type SyncSubscriber = (snapshot: CartSnapshot) => void;

/**
 * The page's cart syncs as the cart links take them: each valid sync goes to
 * every mounted link, and is held for each link that shows the server's
 * rendering but does not listen yet, which takes the latest as it hydrates.
 */
export interface CartSyncs<Link extends object> {
  /** Hands `snapshot` to every subscriber, holding it first for each of `awaiting`. */
  deliver(snapshot: CartSnapshot, awaiting: Iterable<Link>): void;
  /** Hands every sync from now on to `subscriber`; returns how to stop. */
  subscribe(subscriber: SyncSubscriber): () => void;
  /** The sync held for `link` since it last took one, taken: held no longer. */
  take(link: Link): CartSnapshot | undefined;
  /** Whether any link listens (a bad sync is warned about only then). */
  listened(): boolean;
}

/** A fresh set of syncs, without the DOM (the page keeps one, `cartSyncs`; a test makes its own). */
export function createCartSyncs<Link extends object>(): CartSyncs<Link> {
  const subscribers = new Set<SyncSubscriber>();
  const held = new WeakMap<Link, CartSnapshot>();
  return {
    deliver(snapshot, awaiting) {
      for (const link of awaiting) held.set(link, snapshot);
      // A copy: a link that a subscriber's work mounts or unmounts does not change who hears this sync.
      for (const subscriber of [...subscribers]) subscriber(snapshot);
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    take(link) {
      const snapshot = held.get(link);
      held.delete(link);
      return snapshot;
    },
    listened: () => subscribers.size > 0,
  };
}

/** The page's cart syncs, shared by its cart links. */
export const cartSyncs: CartSyncs<Element> = createCartSyncs();

/**
 * Listens for the page's cart syncs, once for every cart link, and hands them
 * to `cartSyncs`; `awaiting` tells a link that has not hydrated yet (they
 * hydrate when seen, touched or idle). A bad sync is warned about once,
 * however many links hear it. Returns how to stop.
 */
export function listenForSyncs(awaiting: (host: Element) => boolean): () => void {
  const read = (event: Event) => {
    const result = readCartSync((event as CustomEvent<unknown>).detail);
    if (!result.ok) {
      if (cartSyncs.listened()) console.warn(`sq-cart-link: ${CART_SYNC_EVENT} ignored: ${result.problem}`);
      return;
    }
    cartSyncs.deliver(result.snapshot, [...document.querySelectorAll('sq-cart-link')].filter(awaiting));
  };
  document.addEventListener(CART_SYNC_EVENT, read);
  return () => document.removeEventListener(CART_SYNC_EVENT, read);
}
