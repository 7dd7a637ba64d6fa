// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-cart-link>` as `config` and the attributes take it: every field optional. */
export interface SqCartLinkConfig {
  /**
   * Where the link goes.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default "/cart"
   */
  href?: string;
  /** How many items are in the cart; unknown until set or synced. */
  items?: number;
  /** The cart subtotal, already formatted (for example "$42.00"). */
  subtotal?: string;
}

/** The config as `<sq-cart-link>` reads it back: defaults filled in. */
export interface SqCartLinkResolvedConfig {
  href: string;
  items?: number | undefined;
  subtotal?: string | undefined;
}

/** The events `<sq-cart-link>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqCartLinkEventMap {
}

/** What a template sets on `<sq-cart-link>` as properties: `config` and each field. */
export interface SqCartLinkProps extends SqCartLinkConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqCartLinkConfig | string;
}

/** The kebab-case attributes of `<sq-cart-link>` whose name is not the property's, as text. */
export interface SqCartLinkAttributes {
}

/**
 * A link to the cart showing the item count and, when known, the subtotal.
 *
 * @tag sq-cart-link
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} href - Where the link goes.
 * @attr {number} items - How many items are in the cart; unknown until set or synced.
 * @attr {string} subtotal - The cart subtotal, already formatted (for example "$42.00").
 * @csspart link - The link to the cart.
 * @csspart icon - The cart icon.
 * @csspart count - The item count badge.
 * @csspart subtotal - The subtotal text.
 * @cssprop [--sq-cart-link-color=currentColor] - Colour of the icon and text.
 * @cssprop [--sq-cart-link-icon-size=1.5em] - Size of the cart icon.
 * @cssprop [--sq-cart-link-badge-background=var(--sq-accent, #1f5eff)] - Background of the count badge.
 * @cssprop [--sq-cart-link-badge-color=#fff] - Text colour of the count badge.
 * @cssprop [--sq-cart-link-empty-badge-background=#e4e6eb] - Background of the count badge when the cart is empty.
 * @cssprop [--sq-cart-link-empty-badge-color=#333] - Text colour of the count badge when the cart is empty.
 * @cssprop [--sq-cart-link-gap=0.4em] - Space between the icon, count and subtotal.
 */
export declare class SqCartLinkElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqCartLinkConfig | string | null | undefined);
  get config(): SqCartLinkResolvedConfig;
  /**
   * Where the link goes.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default "/cart"
   */
  set href(value: string | undefined);
  get href(): string;
  /** How many items are in the cart; unknown until set or synced. */
  set items(value: number | undefined);
  get items(): number | undefined;
  /** The cart subtotal, already formatted (for example "$42.00"). */
  set subtotal(value: string | undefined);
  get subtotal(): string | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqCartLinkEventMap>(type: K, listener: (this: SqCartLinkElement, event: SqCartLinkEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqCartLinkElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqCartLinkEventMap>(type: K, listener: (this: SqCartLinkElement, event: SqCartLinkEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqCartLinkElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-cart-link>`, defined when this module is imported in a browser. */
export declare const CartLinkElement: typeof SqCartLinkElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-cart-link': SqCartLinkElement;
  }
}
