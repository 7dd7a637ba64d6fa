import * as z from 'zod/mini';
import { MAX_SKU_LENGTH } from '../../lib/product.ts';
import { defineApi, described, event } from '../kit/element/api.ts';
import { expecting } from '../kit/element/describe.ts';
import { BUTTON_ACTIONS } from './add-to-cart.logic.ts';

export const addToCartApi = defineApi({
  tag: 'sq-add-to-cart',
  summary:
    'A storefront button: adds a product to the cart and updates every cart link, or goes to checkout, a subscription, a donation or a gift card checkout; pending while it works, so it never sends twice.',
  config: z.object({
    kind: described(
      z._default(z.enum(BUTTON_ACTIONS), 'add'),
      'What a press does: add (to the cart), checkout, subscribe, donate or gift-card.',
    ),
    productId: described(z.optional(z.string()), 'add: the product to add.'),
    quantity: described(z._default(z.number().check(z.int(), z.minimum(1)), 1), 'add: how many to add.'),
    cartToken: described(z.optional(z.string()), 'subscribe: the cart token the subscription checkout takes.'),
    donatePageId: described(z.optional(z.string()), 'donate: the donation page the donation checkout takes.'),
    websiteId: described(z.optional(z.string()), 'gift-card: the website id; the site context’s unless given.'),
    giftCardProductId: described(z.optional(z.string()), 'gift-card: the gift card product.'),
    sku: described(
      z.optional(
        expecting(
          z.string().check(z.refine((sku) => sku.length <= MAX_SKU_LENGTH)),
          `a string of at most ${MAX_SKU_LENGTH} characters`,
        ),
      ),
      'gift-card: the variant’s sku, at most 60 characters (optional).',
    ),
  }),
  load: ['interaction', 'change'],
  events: {
    'sq-cart-add': event<{ productId: string; items: number; subtotalCents: number }>(
      'An item was added: the cart’s item count and subtotal in cents after it (every cart link is synced too).',
      '{ productId: string; items: number; subtotalCents: number }',
    ),
    'sq-checkout': event<{ url: string }>(
      'The button is about to go to a checkout address; cancelable: a theme’s router may go there itself.',
      '{ url: string }',
    ),
  },
  slots: { '': 'The label; its kind’s own ("Add to Cart", "Checkout", ...) when empty.' },
  parts: { button: 'The button.' },
  cssProperties: {
    '--sq-add-to-cart-background': { description: 'Background of the button.', default: 'var(--sq-accent, #1f5eff)' },
    '--sq-add-to-cart-color': { description: 'Text colour of the button.', default: '#fff' },
    '--sq-add-to-cart-padding-inline': { description: 'Space left and right of the label.', default: '1.25em' },
  },
});
