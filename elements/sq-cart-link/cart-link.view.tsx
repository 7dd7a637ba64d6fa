import { useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/define-element.ts';
import {
  CART_ICON_PATH,
  CART_SYNC_EVENT,
  type CartSnapshot,
  cartLabel,
  cartState,
  formatCount,
  readCartSync,
} from './cart-link.logic.ts';
import type { cartLinkApi } from './cart-link.schema.ts';

/** What each mounted cart link does with a valid sync. */
type SyncSubscriber = (snapshot: CartSnapshot) => void;

/** The mounted cart links, each handed every valid sync. */
const syncSubscribers = new Set<SyncSubscriber>();

/** Syncs that reached the page while a server-rendered cart link had not hydrated yet, by link. */
const heldSyncs = new WeakMap<Element, CartSnapshot>();

/**
 * Listens for the page's cart syncs, once for every cart link: a valid one
 * goes to each mounted link, and is kept for each link that shows the
 * server's rendering but does not listen yet (they hydrate when seen,
 * touched or idle), which takes the latest as it hydrates. A bad one is
 * warned about once, however many links hear it. Returns how to stop.
 */
export function listenForSyncs(awaiting: (host: Element) => boolean): () => void {
  const read = (event: Event) => {
    const result = readCartSync((event as CustomEvent<unknown>).detail);
    if (!result.ok) {
      if (syncSubscribers.size > 0) console.warn(`sq-cart-link: ${CART_SYNC_EVENT} ignored: ${result.problem}`);
      return;
    }
    for (const link of document.querySelectorAll('sq-cart-link')) {
      if (awaiting(link)) heldSyncs.set(link, result.snapshot);
    }
    // A copy: a link that a subscriber's work mounts or unmounts does not change who hears this sync.
    for (const subscriber of [...syncSubscribers]) subscriber(result.snapshot);
  };
  document.addEventListener(CART_SYNC_EVENT, read);
  return () => document.removeEventListener(CART_SYNC_EVENT, read);
}

export function CartLinkView({ config, host }: ViewProps<typeof cartLinkApi>) {
  const fromAttributes: CartSnapshot = { items: config.items, subtotal: config.subtotal };
  // The latest sync wins: an event replaces what the attributes said until
  // the attributes change again.
  const [synced, setSynced] = useState<{ snapshot: CartSnapshot; over: CartSnapshot } | null>(null);
  const current =
    synced && synced.over.items === fromAttributes.items && synced.over.subtotal === fromAttributes.subtotal
      ? synced.snapshot
      : fromAttributes;

  // A sync replaces what the attributes said when it came (listenForSyncs hands it over). Subscribed
  // in a layout effect, as the link shows: a sync dispatched right after it is not missed, on either
  // engine. One that came while this link waited to hydrate applies then, over what the server rendered.
  const attributesNow = useRef(fromAttributes);
  attributesNow.current = fromAttributes;
  useLayoutEffect(() => {
    const held = heldSyncs.get(host);
    if (held) {
      heldSyncs.delete(host);
      setSynced({ snapshot: held, over: attributesNow.current });
    }
    const subscriber: SyncSubscriber = (snapshot) => setSynced({ snapshot, over: attributesNow.current });
    syncSubscribers.add(subscriber);
    return () => {
      syncSubscribers.delete(subscriber);
    };
  }, [host]);

  const state = cartState(current.items);
  // The named state as data-state, as every element has it (the kit's useDataState), with the spec's empty
  // marker, a class (spec 001 §5), and the attribute that says the same. The server, which runs no effect,
  // writes them as it renders (the browser builds leave that line out).
  const mark = () => {
    host.dataset.state = state;
    host.toggleAttribute('empty', state === 'empty');
    host.classList.toggle('empty', state === 'empty');
  };
  if (import.meta.env.SSR) mark();
  useLayoutEffect(mark, [host, state]);

  return (
    <a
      part="link"
      href={config.href}
      aria-label={cartLabel(current.items)}
      aria-describedby={current.subtotal ? 'subtotal' : undefined}
    >
      <svg part="icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d={CART_ICON_PATH} />
      </svg>
      {current.items !== undefined && (
        <span part="count" aria-hidden="true" data-empty={state === 'empty' ? '' : undefined}>
          {formatCount(current.items)}
        </span>
      )}
      {current.subtotal && (
        <span part="subtotal" id="subtotal">
          {current.subtotal}
        </span>
      )}
    </a>
  );
}
