import { useCallback, useEffect, useRef } from 'react';
import { formatMoney, isCurrency } from '../../lib/money.ts';
import { readCart } from '../../lib/product.ts';
import { alert, request, siteContext } from '../../runtime/core/index.ts';
import type { ViewProps } from '../kit/react/define-element.ts';
import { useMachine } from '../kit/react/hooks/optional/use-machine.ts';
import { useDataState } from '../kit/react/hooks/use-data-state.ts';
import { BUTTON_MACHINE, checkoutStep, DEFAULT_LABELS, hasCartCookie, NOT_READY_ALERT } from './add-to-cart.logic.ts';
import type { addToCartApi } from './add-to-cart.schema.ts';

/** Where an item is added to the visitor's cart (the spec does not show the call: ours, see the README). */
export const CART_ENTRIES_URL = '/api/commerce/cart/entries';
/** The document event every cart link listens to (see sq-cart-link). */
const CART_SYNC_EVENT = 'sq-cart-sync';

export function AddToCartView({ config, host, emit }: ViewProps<typeof addToCartApi>) {
  const [state, dispatch] = useMachine(BUTTON_MACHINE, 'idle');
  // The state as the click handler sees it now, not as the last render did: a double click comes in one frame.
  const pending = useRef(false);
  useDataState(host, state);

  const settle = useCallback(() => {
    pending.current = false;
    dispatch('settle');
  }, []);

  // A page restored from the back-forward cache shows the button as it was left: pending, mid-navigation.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && settle();
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, [settle]);

  // A button that cannot act says so to the visitor, in the runtime's alert: focus returns to it when it closes.
  const notReady = async () => {
    await alert({ title: NOT_READY_ALERT });
    settle();
  };

  const add = async () => {
    const { productId, quantity } = config;
    if (!productId) {
      console.warn(`${host.localName}: config.productId: needed to add to the cart; nothing was sent`);
      return notReady();
    }
    try {
      // A failure shows the data layer's system error overlay (spec 000 §8).
      const cart = readCart(
        await request({ method: 'POST', url: CART_ENTRIES_URL, body: { productId, quantity }, json: true }),
      );
      const { value, currency } = cart.subtotalAmount;
      const subtotal = formatMoney(value, isCurrency(currency) ? currency : undefined);
      document.dispatchEvent(new CustomEvent(CART_SYNC_EVENT, { detail: { items: cart.totalQuantity, subtotal } }));
      emit('sq-cart-add', { productId, items: cart.totalQuantity, subtotalCents: cart.subtotalCents });
    } catch {
      // Shown to the visitor by the data layer already.
    }
    settle();
  };

  const checkout = async (action: Exclude<typeof config.kind, 'add'>) => {
    const websiteId = config.websiteId ?? siteContext.get().website?.id;
    const step = checkoutStep(action, { ...config, websiteId }, hasCartCookie(document.cookie));
    if ('missing' in step) {
      console.warn(`${host.localName}: config.${step.missing}: needed for the ${action} checkout; nothing happened`);
      return notReady();
    }
    if ('alert' in step) {
      // The runtime's alert dialog: focus returns to this button when it closes.
      await alert({ title: step.alert });
      return settle();
    }
    const go = new CustomEvent('sq-checkout', {
      detail: { url: step.go },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!host.dispatchEvent(go)) return settle();
    // Pending until the page goes: a second press does not navigate again.
    location.assign(step.go);
  };

  const press = () => {
    if (pending.current) return;
    pending.current = true;
    dispatch('press');
    if (config.kind === 'add') void add();
    else void checkout(config.kind);
  };

  return (
    <button part="button" type="button" aria-disabled={state === 'pending' ? 'true' : undefined} onClick={press}>
      <slot>{DEFAULT_LABELS[config.kind]}</slot>
    </button>
  );
}
