import { describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../lib/product.ts';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import {
  BUTTON_MACHINE,
  type ButtonEvent,
  type ButtonState,
  type CheckoutData,
  type CheckoutStep,
  checkoutStep,
  hasCartCookie,
  NO_CART_ALERT,
} from './add-to-cart.logic.ts';

describe('checkout destinations (spec 000 §2)', () => {
  it.each<[Parameters<typeof checkoutStep>[0], CheckoutData, boolean, CheckoutStep]>([
    ['checkout', {}, true, { go: '/commerce/goto-checkout' }],
    ['checkout', {}, false, { alert: NO_CART_ALERT }],
    ['subscribe', { cartToken: 'tok 1' }, false, { go: '/checkout/subscribe?cartToken=tok+1' }],
    // No condition (spec 000 §2): without its token or page id the route is still taken, without the query.
    ['subscribe', {}, true, { go: '/checkout/subscribe' }],
    ['donate', { donatePageId: 'd1' }, false, { go: '/checkout/donate?donatePageId=d1' }],
    ['donate', { donatePageId: '' }, false, { go: '/checkout/donate' }],
    [
      'gift-card',
      { websiteId: 'w1', giftCardProductId: 'g1' },
      false,
      { go: '/checkout/giftcard?websiteId=w1&giftCardProductId=g1' },
    ],
    [
      'gift-card',
      { websiteId: 'w1', giftCardProductId: 'g1', sku: 'SQ1234567' },
      false,
      { go: '/checkout/giftcard?websiteId=w1&giftCardProductId=g1&sku=SQ1234567' },
    ],
    ['gift-card', { giftCardProductId: 'g1' }, false, { missing: 'websiteId' }],
    ['gift-card', { websiteId: 'w1' }, false, { missing: 'giftCardProductId' }],
  ])('%s with %j (cart cookie: %s) goes to %j', (action, data, cookie, step) => {
    expect(checkoutStep(action, data, cookie)).toEqual(step);
  });

  it('alerts in the words of spec 000 §5', () => {
    expect(NO_CART_ALERT).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
  });

  it.each([
    [`${CART_COOKIE}=abc`, true],
    [`crumb=1; ${CART_COOKIE}=abc; other=2`, true],
    [`${CART_COOKIE}=`, false],
    ['crumb=1', false],
    [`X${CART_COOKIE}=abc`, false],
    ['', false],
  ])('cookies %j have a cart: %s', (cookies, has) => {
    expect(hasCartCookie(cookies)).toBe(has);
  });
});

describe('the pending state (no double submit)', () => {
  it.each<[ButtonState, ButtonEvent, ButtonState]>([
    ['idle', 'press', 'pending'],
    ['pending', 'press', 'pending'],
    ['pending', 'settle', 'idle'],
    ['idle', 'settle', 'idle'],
  ])('%s --%s--> %s', (state, event, next) => {
    expect(nextState(BUTTON_MACHINE, state, event)).toBe(next);
  });
});
