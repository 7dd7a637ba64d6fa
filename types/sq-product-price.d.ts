// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-product-price>` as `config` and the attributes take it: every field optional. */
export interface SqProductPriceConfig {
  /** The product as JSON: its kind and variants (or a digital product’s own prices). Wins over price, salePrice, onSale and soldOut. */
  product?: { productType: "PHYSICAL" | "SERVICE" | "DIGITAL" | "GIFT_CARD"; variants?: { price: number; salePrice?: number; onSale?: boolean; unlimited?: boolean; qtyInStock?: number }[]; priceCents?: number; salePriceCents?: number; onSale?: boolean };
  /** The price in cents, when no product is given. */
  price?: number;
  /** The sale price in cents, shown while onSale. */
  salePrice?: number;
  /**
   * The price is on sale: the sale price shows, the price struck through.
   * @default false
   */
  onSale?: boolean;
  /**
   * Shows the price as sold out, when no product is given.
   * @default false
   */
  soldOut?: boolean;
  /** The currency code; the site’s store currency (the runtime’s context) unless given, else USD. */
  currency?: "EUR" | "USD" | "AUD" | "NOK" | "CAD" | "NZD" | "DKK" | "GBP" | "HKD" | "CHF" | "MXN" | "SGD" | "SEK" | "CZK" | "ILS" | "PHP" | "RUB" | "PLN" | "THB" | "MYR" | "ARS" | "BRL" | "COP" | "IDR" | "INR" | "JPY" | "ZAR";
  /** A subscription plan: the price is followed by its renewal text ("renews every month for 12 payments"). */
  subscription?: { billingPeriod: { value: number; unit: "week" | "month" | "year" }; numBillingCycles?: number };
}

/** The config as `<sq-product-price>` reads it back: defaults filled in. */
export interface SqProductPriceResolvedConfig {
  product?: { productType: "PHYSICAL" | "SERVICE" | "DIGITAL" | "GIFT_CARD"; variants?: { price: number; salePrice?: number; onSale?: boolean; unlimited?: boolean; qtyInStock?: number }[]; priceCents?: number; salePriceCents?: number; onSale?: boolean } | undefined;
  price?: number | undefined;
  salePrice?: number | undefined;
  onSale: boolean;
  soldOut: boolean;
  currency?: "EUR" | "USD" | "AUD" | "NOK" | "CAD" | "NZD" | "DKK" | "GBP" | "HKD" | "CHF" | "MXN" | "SGD" | "SEK" | "CZK" | "ILS" | "PHP" | "RUB" | "PLN" | "THB" | "MYR" | "ARS" | "BRL" | "COP" | "IDR" | "INR" | "JPY" | "ZAR" | undefined;
  subscription?: { billingPeriod: { value: number; unit: "week" | "month" | "year" }; numBillingCycles?: number } | undefined;
}

/** The events `<sq-product-price>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqProductPriceEventMap {
}

/** What a template sets on `<sq-product-price>` as properties: `config` and each field. */
export interface SqProductPriceProps extends SqProductPriceConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqProductPriceConfig | string;
}

/** The kebab-case attributes of `<sq-product-price>` whose name is not the property's, as text. */
export interface SqProductPriceAttributes {
  /** The `sale-price` attribute: The sale price in cents, shown while onSale. */
  'sale-price'?: number | `${number}`;
  /** The `on-sale` attribute: The price is on sale: the sale price shows, the price struck through. */
  'on-sale'?: true | 'true' | 'false';
  /** The `sold-out` attribute: Shows the price as sold out, when no product is given. */
  'sold-out'?: true | 'true' | 'false';
}

/**
 * A product’s price in the store currency: one price, a sale with the original struck through, "from" the lowest of differing variants, sold out, and a subscription’s renewal text.
 *
 * @tag sq-product-price
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} product - The product as JSON: its kind and variants (or a digital product’s own prices). Wins over price, salePrice, onSale and soldOut.
 * @attr {number} price - The price in cents, when no product is given.
 * @attr {number} sale-price - The sale price in cents, shown while onSale.
 * @attr {"true" | "false" | ""} on-sale - The price is on sale: the sale price shows, the price struck through.
 * @attr {"true" | "false" | ""} sold-out - Shows the price as sold out, when no product is given.
 * @attr {"EUR" | "USD" | "AUD" | "NOK" | "CAD" | "NZD" | "DKK" | "GBP" | "HKD" | "CHF" | "MXN" | "SGD" | "SEK" | "CZK" | "ILS" | "PHP" | "RUB" | "PLN" | "THB" | "MYR" | "ARS" | "BRL" | "COP" | "IDR" | "INR" | "JPY" | "ZAR"} currency - The currency code; the site’s store currency (the runtime’s context) unless given, else USD.
 * @attr {string} subscription - A subscription plan: the price is followed by its renewal text ("renews every month for 12 payments").
 * @csspart price - The price the visitor pays (or "from" the lowest).
 * @csspart original - The original price of a sale, struck through.
 * @csspart subscription - The renewal text of a subscription.
 * @csspart sold-out - The "Sold out" text.
 * @cssprop [--sq-product-price-sale-color=#b42318] - Colour of a sale price.
 * @cssprop [--sq-product-price-original-color=#6b7280] - Colour of the struck-through original price.
 * @cssprop [--sq-product-price-sold-out-color=#6b7280] - Colour of the "Sold out" text.
 */
export declare class SqProductPriceElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqProductPriceConfig | string | null | undefined);
  get config(): SqProductPriceResolvedConfig;
  /** The product as JSON: its kind and variants (or a digital product’s own prices). Wins over price, salePrice, onSale and soldOut. */
  set product(value: { productType: "PHYSICAL" | "SERVICE" | "DIGITAL" | "GIFT_CARD"; variants?: { price: number; salePrice?: number; onSale?: boolean; unlimited?: boolean; qtyInStock?: number }[]; priceCents?: number; salePriceCents?: number; onSale?: boolean } | undefined);
  get product(): { productType: "PHYSICAL" | "SERVICE" | "DIGITAL" | "GIFT_CARD"; variants?: { price: number; salePrice?: number; onSale?: boolean; unlimited?: boolean; qtyInStock?: number }[]; priceCents?: number; salePriceCents?: number; onSale?: boolean } | undefined;
  /** The price in cents, when no product is given. */
  set price(value: number | undefined);
  get price(): number | undefined;
  /** The sale price in cents, shown while onSale. */
  set salePrice(value: number | undefined);
  get salePrice(): number | undefined;
  /**
   * The price is on sale: the sale price shows, the price struck through.
   * @default false
   */
  set onSale(value: boolean | undefined);
  get onSale(): boolean;
  /**
   * Shows the price as sold out, when no product is given.
   * @default false
   */
  set soldOut(value: boolean | undefined);
  get soldOut(): boolean;
  /** The currency code; the site’s store currency (the runtime’s context) unless given, else USD. */
  set currency(value: "EUR" | "USD" | "AUD" | "NOK" | "CAD" | "NZD" | "DKK" | "GBP" | "HKD" | "CHF" | "MXN" | "SGD" | "SEK" | "CZK" | "ILS" | "PHP" | "RUB" | "PLN" | "THB" | "MYR" | "ARS" | "BRL" | "COP" | "IDR" | "INR" | "JPY" | "ZAR" | undefined);
  get currency(): "EUR" | "USD" | "AUD" | "NOK" | "CAD" | "NZD" | "DKK" | "GBP" | "HKD" | "CHF" | "MXN" | "SGD" | "SEK" | "CZK" | "ILS" | "PHP" | "RUB" | "PLN" | "THB" | "MYR" | "ARS" | "BRL" | "COP" | "IDR" | "INR" | "JPY" | "ZAR" | undefined;
  /** A subscription plan: the price is followed by its renewal text ("renews every month for 12 payments"). */
  set subscription(value: { billingPeriod: { value: number; unit: "week" | "month" | "year" }; numBillingCycles?: number } | undefined);
  get subscription(): { billingPeriod: { value: number; unit: "week" | "month" | "year" }; numBillingCycles?: number } | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqProductPriceEventMap>(type: K, listener: (this: SqProductPriceElement, event: SqProductPriceEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqProductPriceElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqProductPriceEventMap>(type: K, listener: (this: SqProductPriceElement, event: SqProductPriceEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqProductPriceElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-product-price>`, defined when this module is imported in a browser. */
export declare const ProductPriceElement: typeof SqProductPriceElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-product-price': SqProductPriceElement;
  }
}
