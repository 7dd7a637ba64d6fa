import * as z from 'zod/mini';
import { defineApi } from '../kit/element/api.ts';
import { linkUrl } from '../kit/element/url-field/url-field.ts';

/** A cart count: a whole number of at least 0. */
export const cartItems = z.number().check(z.int(), z.minimum(0));

export const cartLinkApi = defineApi({
  tag: 'sq-cart-link',
  summary: 'A link to the cart showing the item count and, when known, the subtotal.',
  config: z.object({
    href: z._default(linkUrl(), '/cart').register(z.globalRegistry, { description: 'Where the link goes.' }),
    items: z.optional(cartItems).register(z.globalRegistry, {
      description: 'How many items are in the cart; unknown until set or synced.',
    }),
    subtotal: z.optional(z.string()).register(z.globalRegistry, {
      description: 'The cart subtotal, already formatted (for example "$42.00").',
    }),
  }),
  load: ['interaction', 'change', 'sq-cart-sync'],
  events: {},
  slots: {},
  parts: {
    link: 'The link to the cart.',
    icon: 'The cart icon.',
    count: 'The item count badge.',
    subtotal: 'The subtotal text.',
  },
  cssProperties: {
    '--sq-cart-link-color': { description: 'Colour of the icon and text.', default: 'currentColor' },
    '--sq-cart-link-icon-size': { description: 'Size of the cart icon.', default: '1.5em' },
    '--sq-cart-link-badge-background': {
      description: 'Background of the count badge.',
      default: 'var(--sq-accent, #1f5eff)',
    },
    '--sq-cart-link-badge-color': { description: 'Text colour of the count badge.', default: '#fff' },
    '--sq-cart-link-empty-badge-background': {
      description: 'Background of the count badge when the cart is empty.',
      default: '#e4e6eb',
    },
    '--sq-cart-link-empty-badge-color': {
      description: 'Text colour of the count badge when the cart is empty.',
      default: '#333',
    },
    '--sq-cart-link-gap': { description: 'Space between the icon, count and subtotal.', default: '0.4em' },
  },
});
