import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../../lib/money.ts';
import { BILLING_UNITS, MAX_PRICE_CENTS, PRODUCT_KINDS } from '../../lib/product.ts';
import { defineApi, described } from '../kit/element/api.ts';

/** A price in cents: a whole number from 0 to 100000000 (spec 000 §5, §9). */
export const priceCents = () => z.number().check(z.int(), z.minimum(0), z.maximum(MAX_PRICE_CENTS));

/** A variant (spec 000 §3), prices in cents. */
const variantSchema = z.object({
  price: described(priceCents(), 'The price in cents.'),
  salePrice: described(z.optional(priceCents()), 'The sale price in cents.'),
  onSale: described(z.optional(z.boolean()), 'The variant is on sale.'),
  unlimited: described(z.optional(z.boolean()), 'The variant never runs out.'),
  qtyInStock: described(z.optional(z.number().check(z.int())), 'How many are in stock.'),
});

/** A product (spec 000 §3): its kind and variants; a digital one carries its own prices. */
export const productSchema = z.object({
  productType: described(z.enum(PRODUCT_KINDS), 'PHYSICAL, SERVICE, DIGITAL or GIFT_CARD.'),
  variants: described(z.optional(z.array(variantSchema)), 'The variants.'),
  priceCents: described(z.optional(priceCents()), 'A digital product’s price in cents.'),
  salePriceCents: described(z.optional(priceCents()), 'A digital product’s sale price in cents.'),
  onSale: described(z.optional(z.boolean()), 'A digital product is on sale.'),
});

/** A subscription plan (spec 000 §3): 0 or no billing cycles is indefinite. */
export const subscriptionSchema = z.object({
  billingPeriod: described(
    z.object({ value: z.number().check(z.int(), z.minimum(1)), unit: z.enum(BILLING_UNITS) }),
    'How often it renews: a whole number of weeks, months or years.',
  ),
  numBillingCycles: described(
    z.optional(z.number().check(z.int(), z.minimum(0))),
    'How many payments; 0 or none is indefinite.',
  ),
});

export const productPriceApi = defineApi({
  tag: 'sq-product-price',
  summary:
    'A product’s price in the store currency: one price, a sale with the original struck through, "from" the lowest of differing variants, sold out, and a subscription’s renewal text.',
  config: z.object({
    product: described(
      z.optional(productSchema),
      'The product as JSON: its kind and variants (or a digital product’s own prices). Wins over price, salePrice, onSale and soldOut.',
    ),
    price: described(z.optional(priceCents()), 'The price in cents, when no product is given.'),
    salePrice: described(z.optional(priceCents()), 'The sale price in cents, shown while onSale.'),
    onSale: described(
      z._default(z.boolean(), false),
      'The price is on sale: the sale price shows, the price struck through.',
    ),
    soldOut: described(z._default(z.boolean(), false), 'Shows the price as sold out, when no product is given.'),
    currency: described(
      z.optional(z.enum(CURRENCIES as [Currency, ...Currency[]])),
      'The currency code; the site’s store currency (the runtime’s context) unless given, else USD.',
    ),
    subscription: described(
      z.optional(subscriptionSchema),
      'A subscription plan: the price is followed by its renewal text ("renews every month for 12 payments").',
    ),
  }),
  load: ['change'],
  events: {},
  slots: {},
  parts: {
    price: 'The price the visitor pays (or "from" the lowest).',
    original: 'The original price of a sale, struck through.',
    subscription: 'The renewal text of a subscription.',
    'sold-out': 'The "Sold out" text.',
  },
  cssProperties: {
    '--sq-product-price-sale-color': { description: 'Colour of a sale price.', default: '#b42318' },
    '--sq-product-price-original-color': {
      description: 'Colour of the struck-through original price.',
      default: '#6b7280',
    },
    '--sq-product-price-sold-out-color': { description: 'Colour of the "Sold out" text.', default: '#6b7280' },
  },
});
