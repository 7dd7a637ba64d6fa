import { type Currency, DEFAULT_CURRENCY, isCurrency } from '../../lib/money.ts';
import {
  displayPrice,
  isSoldOut,
  type PriceDisplay,
  type Product,
  productPrice,
  type SubscriptionPlan,
  subscriptionText,
} from '../../lib/product.ts';

/** The named state mirrored on the host: what the price shows. */
export type ProductPriceState = 'empty' | 'price' | 'sale' | 'from-price' | 'sold-out';

/** The text shown beside the price of a sold-out product (ours: the spec names the state, not its words). */
export const SOLD_OUT_TEXT = 'Sold out';
/** Read before a struck-through price: a line alone says nothing to a screen reader. */
export const ORIGINAL_PRICE_TEXT = 'Original price:';
/** Read before the price paid in a sale. */
export const SALE_PRICE_TEXT = 'Sale price:';

export interface PriceInput {
  product?: Product | undefined;
  price?: number | undefined;
  salePrice?: number | undefined;
  onSale: boolean;
  soldOut: boolean;
  subscription?: SubscriptionPlan | undefined;
}

export interface PriceView {
  display: PriceDisplay;
  soldOut: boolean;
  subscription: string | undefined;
  state: ProductPriceState;
}

/** What a price element shows: from the product when given, else from its price fields. */
export function priceView(input: PriceInput): PriceView {
  const display = input.product
    ? productPrice(input.product)
    : input.price === undefined
      ? ({ kind: 'none' } as const)
      : displayPrice({ price: input.price, salePrice: input.salePrice, onSale: input.onSale });
  const soldOut = input.product ? isSoldOut(input.product) : input.soldOut;
  const state: ProductPriceState = soldOut ? 'sold-out' : display.kind === 'none' ? 'empty' : display.kind;
  return {
    display,
    soldOut,
    subscription: input.subscription && display.kind !== 'none' ? subscriptionText(input.subscription) : undefined,
    state,
  };
}

/** The currency shown: the element's own, else the site's store currency, else USD (spec 000 §1). */
export function priceCurrency(own: string | undefined, site: string | undefined): Currency {
  if (isCurrency(own)) return own;
  return isCurrency(site) ? site : DEFAULT_CURRENCY;
}
