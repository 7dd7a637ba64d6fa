import {
  type Currency,
  classifyLink,
  formatMoney,
  type LinkKind,
  type Product,
  systemColourProperty,
} from 'sq-elements/platform';

/**
 * What the types of `sq-elements/platform` refuse, checked by tsc
 * (test/hosts/types.hosts.test.ts) and never bundled: each
 * `@ts-expect-error` line must be an error, so the types cannot be `any`.
 */

export const currency: Currency = 'JPY';
export const kind: LinkKind = classifyLink('/about', 'shop.example');
export const text: string = formatMoney(100, currency);

// @ts-expect-error: not one of the 27 currencies
formatMoney(100, 'XYZ');
// @ts-expect-error: an amount is whole minor units, a number or a bigint, not text
formatMoney('1.00');
// @ts-expect-error: not a kind of link
export const wrongKind: LinkKind = 'internal';
// @ts-expect-error: a product kind is one of PHYSICAL, SERVICE, DIGITAL, GIFT_CARD
export const wrongProduct: Product = { productType: 'BOOK' };
// @ts-expect-error: not one of the palette's system colour ids
systemColourProperty('pink');
