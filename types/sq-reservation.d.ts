// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-reservation>` as `config` and the attributes take it: every field optional. */
export interface SqReservationConfig {
  /**
   * The business slug the provider’s widget is initialized with. Without one the light DOM shows.
   * @default ""
   */
  business?: string;
  /**
   * The provider’s widget script (http(s) or a path on this site, of a .js file); it defines `sqReservationWidgets.createReservationWidget(business, target)`. None: the light DOM alone.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  scriptSrc?: string;
  /**
   * The widget comes from another site, which may set cookies: its script loads only while cookie consent allows it.
   * @default true
   */
  needsConsent?: boolean;
}

/** The config as `<sq-reservation>` reads it back: defaults filled in. */
export interface SqReservationResolvedConfig {
  business: string;
  scriptSrc: string;
  needsConsent: boolean;
}

/** The events `<sq-reservation>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqReservationEventMap {
}

/** What a template sets on `<sq-reservation>` as properties: `config` and each field. */
export interface SqReservationProps extends SqReservationConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqReservationConfig | string;
}

/** The kebab-case attributes of `<sq-reservation>` whose name is not the property's, as text. */
export interface SqReservationAttributes {
  /** The `script-src` attribute: The provider’s widget script (http(s) or a path on this site, of a .js file); it defines `sqReservationWidgets.createReservationWidget(business, target)`. None: the light DOM alone. */
  'script-src'?: string;
  /** The `needs-consent` attribute: The widget comes from another site, which may set cookies: its script loads only while cookie consent allows it. */
  'needs-consent'?: true | 'true' | 'false';
}

/**
 * A reservation widget: the page’s own link to book, replaced by the provider’s widget once its script, initialized with the business slug, has drawn it; after cookie consent.
 *
 * @tag sq-reservation
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} business - The business slug the provider’s widget is initialized with. Without one the light DOM shows.
 * @attr {string} script-src - The provider’s widget script (http(s) or a path on this site, of a .js file); it defines `sqReservationWidgets.createReservationWidget(business, target)`. None: the light DOM alone.
 * @attr {"true" | "false" | ""} needs-consent - The widget comes from another site, which may set cookies: its script loads only while cookie consent allows it.
 * @slot - - The page’s own content, a link to book with the provider: what shows until the widget is drawn, and when it cannot be.
 * @csspart fallback - The box around the light DOM; hidden once the widget is drawn.
 * @csspart widget - Where the provider’s script draws its widget; hidden until it has.
 */
export declare class SqReservationElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqReservationConfig | string | null | undefined);
  get config(): SqReservationResolvedConfig;
  /**
   * The business slug the provider’s widget is initialized with. Without one the light DOM shows.
   * @default ""
   */
  set business(value: string | undefined);
  get business(): string;
  /**
   * The provider’s widget script (http(s) or a path on this site, of a .js file); it defines `sqReservationWidgets.createReservationWidget(business, target)`. None: the light DOM alone.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set scriptSrc(value: string | undefined);
  get scriptSrc(): string;
  /**
   * The widget comes from another site, which may set cookies: its script loads only while cookie consent allows it.
   * @default true
   */
  set needsConsent(value: boolean | undefined);
  get needsConsent(): boolean;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqReservationEventMap>(type: K, listener: (this: SqReservationElement, event: SqReservationEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqReservationElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqReservationEventMap>(type: K, listener: (this: SqReservationElement, event: SqReservationEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqReservationElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-reservation>`, defined when this module is imported in a browser. */
export declare const ReservationElement: typeof SqReservationElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-reservation': SqReservationElement;
  }
}
