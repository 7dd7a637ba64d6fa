// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-add-to-cart>` as `config` and the attributes take it: every field optional. */
export interface SqAddToCartConfig {
  /**
   * What a press does: add (to the cart), checkout, subscribe, donate or gift-card.
   * @default "add"
   */
  kind?: "add" | "checkout" | "subscribe" | "donate" | "gift-card";
  /** add: the product to add. */
  productId?: string;
  /**
   * add: how many to add.
   * @default 1
   */
  quantity?: number;
  /** subscribe: the cart token the subscription checkout takes. */
  cartToken?: string;
  /** donate: the donation page the donation checkout takes. */
  donatePageId?: string;
  /** gift-card: the website id; the site context’s unless given. */
  websiteId?: string;
  /** gift-card: the gift card product. */
  giftCardProductId?: string;
  /** gift-card: the variant’s sku, at most 60 characters (optional). */
  sku?: string;
}

/** The config as `<sq-add-to-cart>` reads it back: defaults filled in. */
export interface SqAddToCartResolvedConfig {
  kind: "add" | "checkout" | "subscribe" | "donate" | "gift-card";
  productId?: string | undefined;
  quantity: number;
  cartToken?: string | undefined;
  donatePageId?: string | undefined;
  websiteId?: string | undefined;
  giftCardProductId?: string | undefined;
  sku?: string | undefined;
}

/** The events `<sq-add-to-cart>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqAddToCartEventMap {
  /** An item was added: the cart’s item count and subtotal in cents after it (every cart link is synced too). */
  'sq-cart-add': CustomEvent<{ productId: string; items: number; subtotalCents: number }>;
  /** The button is about to go to a checkout address; cancelable: a theme’s router may go there itself. */
  'sq-checkout': CustomEvent<{ url: string }>;
}

/** What a template sets on `<sq-add-to-cart>` as properties: `config` and each field. */
export interface SqAddToCartProps extends SqAddToCartConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqAddToCartConfig | string;
}

/** The kebab-case attributes of `<sq-add-to-cart>` whose name is not the property's, as text. */
export interface SqAddToCartAttributes {
  /** The `product-id` attribute: add: the product to add. */
  'product-id'?: string;
  /** The `cart-token` attribute: subscribe: the cart token the subscription checkout takes. */
  'cart-token'?: string;
  /** The `donate-page-id` attribute: donate: the donation page the donation checkout takes. */
  'donate-page-id'?: string;
  /** The `website-id` attribute: gift-card: the website id; the site context’s unless given. */
  'website-id'?: string;
  /** The `gift-card-product-id` attribute: gift-card: the gift card product. */
  'gift-card-product-id'?: string;
}

/**
 * A storefront button: adds a product to the cart and updates every cart link, or goes to checkout, a subscription, a donation or a gift card checkout; pending while it works, so it never sends twice.
 *
 * @tag sq-add-to-cart
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {"add" | "checkout" | "subscribe" | "donate" | "gift-card"} kind - What a press does: add (to the cart), checkout, subscribe, donate or gift-card.
 * @attr {string} product-id - add: the product to add.
 * @attr {number} quantity - add: how many to add.
 * @attr {string} cart-token - subscribe: the cart token the subscription checkout takes.
 * @attr {string} donate-page-id - donate: the donation page the donation checkout takes.
 * @attr {string} website-id - gift-card: the website id; the site context’s unless given.
 * @attr {string} gift-card-product-id - gift-card: the gift card product.
 * @attr {string} sku - gift-card: the variant’s sku, at most 60 characters (optional).
 * @fires sq-cart-add - An item was added: the cart’s item count and subtotal in cents after it (every cart link is synced too).
 * @fires sq-checkout - The button is about to go to a checkout address; cancelable: a theme’s router may go there itself.
 * @slot - - The label; its kind’s own ("Add to Cart", "Checkout", ...) when empty.
 * @csspart button - The button.
 * @cssprop [--sq-add-to-cart-background=var(--sq-accent, #1f5eff)] - Background of the button.
 * @cssprop [--sq-add-to-cart-color=#fff] - Text colour of the button.
 * @cssprop [--sq-add-to-cart-padding-inline=1.25em] - Space left and right of the label.
 */
export declare class SqAddToCartElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqAddToCartConfig | string | null | undefined);
  get config(): SqAddToCartResolvedConfig;
  /**
   * What a press does: add (to the cart), checkout, subscribe, donate or gift-card.
   * @default "add"
   */
  set kind(value: "add" | "checkout" | "subscribe" | "donate" | "gift-card" | undefined);
  get kind(): "add" | "checkout" | "subscribe" | "donate" | "gift-card";
  /** add: the product to add. */
  set productId(value: string | undefined);
  get productId(): string | undefined;
  /**
   * add: how many to add.
   * @default 1
   */
  set quantity(value: number | undefined);
  get quantity(): number;
  /** subscribe: the cart token the subscription checkout takes. */
  set cartToken(value: string | undefined);
  get cartToken(): string | undefined;
  /** donate: the donation page the donation checkout takes. */
  set donatePageId(value: string | undefined);
  get donatePageId(): string | undefined;
  /** gift-card: the website id; the site context’s unless given. */
  set websiteId(value: string | undefined);
  get websiteId(): string | undefined;
  /** gift-card: the gift card product. */
  set giftCardProductId(value: string | undefined);
  get giftCardProductId(): string | undefined;
  /** gift-card: the variant’s sku, at most 60 characters (optional). */
  set sku(value: string | undefined);
  get sku(): string | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqAddToCartEventMap>(type: K, listener: (this: SqAddToCartElement, event: SqAddToCartEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqAddToCartElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqAddToCartEventMap>(type: K, listener: (this: SqAddToCartElement, event: SqAddToCartEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqAddToCartElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-add-to-cart>`, defined when this module is imported in a browser. */
export declare const AddToCartElement: typeof SqAddToCartElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-add-to-cart': SqAddToCartElement;
  }
}
