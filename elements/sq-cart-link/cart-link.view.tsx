import { useEffect, useLayoutEffect, useState } from 'react';
import type { ViewProps } from '../kit/define-element.ts';
import { useDataState } from '../kit/hooks/use-data-state.ts';
import { pageDocument, useEventListener } from '../kit/hooks/use-event-listener.ts';
import {
  CART_SYNC_EVENT,
  type CartSnapshot,
  cartLabel,
  cartState,
  formatCount,
  readCartSync,
} from './cart-link.logic.ts';
import type { cartLinkApi } from './cart-link.schema.ts';

/** Sync events already warned about: every cart link hears the same event, the author hears once. */
const rejectedSyncs = new WeakSet<Event>();

/** Syncs that reached the page while a server-rendered cart link had not hydrated yet, by link. */
const heldSyncs = new WeakMap<Element, CartSnapshot>();

/**
 * Listens for cart syncs for the cart links that show the server's rendering
 * but do not listen yet (they hydrate when seen, touched or idle): each
 * takes the latest one when it hydrates. Returns how to stop.
 */
export function holdSyncsUntilHydrated(awaiting: (host: Element) => boolean): () => void {
  const hold = (event: Event) => {
    const result = readCartSync((event as CustomEvent<unknown>).detail);
    if (!result.ok) return;
    for (const link of document.querySelectorAll('sq-cart-link')) {
      if (awaiting(link)) heldSyncs.set(link, result.snapshot);
    }
  };
  document.addEventListener(CART_SYNC_EVENT, hold);
  return () => document.removeEventListener(CART_SYNC_EVENT, hold);
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

  // A sync that came while this link waited to hydrate applies now, over what the server rendered.
  const { items, subtotal } = fromAttributes;
  useEffect(() => {
    const held = heldSyncs.get(host);
    if (!held) return;
    heldSyncs.delete(host);
    setSynced({ snapshot: held, over: { items, subtotal } });
  }, [host, items, subtotal]);

  useEventListener(pageDocument, CART_SYNC_EVENT, (event: CustomEvent<unknown>) => {
    const result = readCartSync(event.detail);
    if (result.ok) setSynced({ snapshot: result.snapshot, over: fromAttributes });
    else if (!rejectedSyncs.has(event)) {
      rejectedSyncs.add(event);
      console.warn(`sq-cart-link: ${CART_SYNC_EVENT} ignored: ${result.problem}`);
    }
  });

  const state = cartState(current.items);
  useDataState(host, state);
  useLayoutEffect(() => {
    // The spec's empty marker is a class (spec 001 §5); the attribute and data-state say the same.
    host.toggleAttribute('empty', state === 'empty');
    host.classList.toggle('empty', state === 'empty');
  }, [host, state]);

  return (
    <a
      part="link"
      href={config.href}
      aria-label={cartLabel(current.items)}
      aria-describedby={current.subtotal ? 'subtotal' : undefined}
    >
      <svg part="icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4" />
        <circle cx="9.5" cy="19.5" r="1.4" />
        <circle cx="17" cy="19.5" r="1.4" />
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
