import { useLayoutEffect, useRef, useState } from 'react';
import type { ViewProps } from '../kit/react/define-element.ts';
import { CART_ICON_PATH, type CartSnapshot, cartLabel, cartState, formatCount } from './cart-link.logic.ts';
import type { cartLinkApi } from './cart-link.schema.ts';
import { subscribeToSyncs, takeHeldSync } from './cart-sync.ts';

export function CartLinkView({ config, host }: ViewProps<typeof cartLinkApi>) {
  const fromAttributes: CartSnapshot = { items: config.items, subtotal: config.subtotal };
  // The latest sync wins: an event replaces what the attributes said until
  // the attributes change again.
  const [synced, setSynced] = useState<{ snapshot: CartSnapshot; over: CartSnapshot } | null>(null);
  const current =
    synced && synced.over.items === fromAttributes.items && synced.over.subtotal === fromAttributes.subtotal
      ? synced.snapshot
      : fromAttributes;

  // A sync replaces what the attributes said when it came (cart-sync.ts hands it over). Subscribed
  // in a layout effect, as the link shows: a sync dispatched right after it is not missed, on either
  // engine. One that came while this link waited to hydrate applies then, over what the server rendered.
  const attributesNow = useRef(fromAttributes);
  attributesNow.current = fromAttributes;
  useLayoutEffect(() => {
    const held = takeHeldSync(host);
    if (held) setSynced({ snapshot: held, over: attributesNow.current });
    return subscribeToSyncs((snapshot) => setSynced({ snapshot, over: attributesNow.current }));
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
