/**
 * The storefront button's decisions (spec 000 §2 "Screens and routes", §5
 * "Checkout and storefront"): where each checkout goes, when checkout may go
 * at all, and the pending state that keeps a second press from sending twice.
 */

import { parseCookies } from '../../lib/cookies/cookies.ts';
import { CART_COOKIE } from '../../lib/product.ts';
import type { MachineTable } from '../../lib/state-machine/state-machine.ts';

/** What the button does: add to the cart, or one of the checkouts. */
export const BUTTON_ACTIONS = ['add', 'checkout', 'subscribe', 'donate', 'gift-card'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

/** The button's label when its content gives none (ours: the spec does not show them). */
export const DEFAULT_LABELS: Record<ButtonAction, string> = {
  add: 'Add to Cart',
  checkout: 'Checkout',
  subscribe: 'Subscribe',
  donate: 'Donate',
  'gift-card': 'Buy Gift Card',
};

/** The checkout destinations (spec 000 §2). */
export const CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIBE_PATH = '/checkout/subscribe';
export const DONATE_PATH = '/checkout/donate';
export const GIFT_CARD_PATH = '/checkout/giftcard';

/** The alert when checkout finds no cart cookie (spec 000 §5). */
export const NO_CART_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

/**
 * What the visitor is told when the button cannot act (an add without a
 * product, a gift card without its product or site): our words, the spec
 * has none. The console says which field the button lacks.
 */
export const NOT_READY_ALERT = 'Sorry, this button is not ready yet. Please try again later.';

/** Whether the page has a cart cookie: checkout goes ahead only then (spec 000 §2). */
export function hasCartCookie(cookies: string): boolean {
  return Boolean(parseCookies(cookies).get(CART_COOKIE));
}

/** What a checkout needs: from the button's config, the site context for the website id. */
export interface CheckoutData {
  cartToken?: string | undefined;
  donatePageId?: string | undefined;
  websiteId?: string | undefined;
  giftCardProductId?: string | undefined;
  sku?: string | undefined;
}

/** Where a press goes: an address, the no-cookie alert, or a field the button lacks. */
export type CheckoutStep = { go: string } | { alert: string } | { missing: keyof CheckoutData };

const withQuery = (path: string, query: [string, string | undefined][]) => {
  const params = new URLSearchParams();
  for (const [name, value] of query) if (value) params.set(name, value);
  return params.size ? `${path}?${params}` : path;
};

/** Where a checkout press goes (spec 000 §2); `add` is no navigation and has none. */
export function checkoutStep(
  action: Exclude<ButtonAction, 'add'>,
  data: CheckoutData,
  cartCookie: boolean,
): CheckoutStep {
  switch (action) {
    case 'checkout':
      return cartCookie ? { go: CHECKOUT_PATH } : { alert: NO_CART_ALERT };
    // Subscription and donation checkouts have no condition (spec 000 §2): their query only when the button has it.
    case 'subscribe':
      return { go: withQuery(SUBSCRIBE_PATH, [['cartToken', data.cartToken]]) };
    case 'donate':
      return { go: withQuery(DONATE_PATH, [['donatePageId', data.donatePageId]]) };
    case 'gift-card':
      if (!data.websiteId) return { missing: 'websiteId' };
      if (!data.giftCardProductId) return { missing: 'giftCardProductId' };
      return {
        go: withQuery(GIFT_CARD_PATH, [
          ['websiteId', data.websiteId],
          ['giftCardProductId', data.giftCardProductId],
          ['sku', data.sku],
        ]),
      };
  }
}

/** The button's named state: `pending` while its call or navigation is under way. */
export type ButtonState = 'idle' | 'pending';
export type ButtonEvent = 'press' | 'settle';

/** The button's machine: a press while pending is ignored, so nothing is sent twice. */
export const BUTTON_MACHINE: MachineTable<ButtonState, ButtonEvent> = {
  idle: { press: 'pending' },
  pending: { settle: 'idle' },
};
