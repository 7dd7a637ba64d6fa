// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-lightbox>` as `config` and the attributes take it: every field optional. */
export interface SqLightboxConfig {
  /**
   * The overlay: dark or light. A gallery asks for its own.
   * @default "dark"
   */
  theme?: "dark" | "light";
  /**
   * The dialog's title, which names it (`label`: an element's `title` is the browser's tooltip).
   * @default "Gallery"
   */
  label?: string;
  /**
   * Put the item in the address while open (#itemId=...): back closes the lightbox, and an address naming an item opens it on load.
   * @default true
   */
  history?: boolean;
  /**
   * Hosts that serve sized pictures ("self" is the page’s own origin); others show as given. A gallery names its own.
   * @default []
   */
  cdnHosts?: string[];
  /** A set of its own: what an address naming one of them opens on load, and what open() shows when given none. */
  items?: { src: string; alt?: string; id?: string; url?: string; videoHtml?: string; dimensions?: { width: number; height: number }; title?: string; description?: string }[];
}

/** The config as `<sq-lightbox>` reads it back: defaults filled in. */
export interface SqLightboxResolvedConfig {
  theme: "dark" | "light";
  label: string;
  history: boolean;
  cdnHosts: string[];
  items?: { src: string; alt?: string; id?: string; url?: string; videoHtml?: string; dimensions?: { width: number; height: number }; title?: string; description?: string }[] | undefined;
}

/** The events `<sq-lightbox>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqLightboxEventMap {
  /** The lightbox opened on the item at index. */
  'sq-open': CustomEvent<{ index: number }>;
  /** Another item is shown. */
  'sq-slide-change': CustomEvent<{ index: number; previousIndex: number }>;
  /** The lightbox closed. */
  'sq-close': CustomEvent<{ reason: 'close-button' | 'escape' | 'outside' | 'back' | 'swipe' }>;
}

/** What a template sets on `<sq-lightbox>` as properties: `config` and each field. */
export interface SqLightboxProps extends SqLightboxConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqLightboxConfig | string;
}

/** The kebab-case attributes of `<sq-lightbox>` whose name is not the property's, as text. */
export interface SqLightboxAttributes {
  /**
   * The `cdn-hosts` attribute: Hosts that serve sized pictures ("self" is the page’s own origin); others show as given. A gallery names its own.
   * As JSON text.
   */
  'cdn-hosts'?: string;
}

/**
 * A full-window viewer for a set of images: opened by a gallery, by script or by links; the address carries the item, so back closes it and a copied address opens it.
 *
 * @tag sq-lightbox
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {"dark" | "light"} theme - The overlay: dark or light. A gallery asks for its own.
 * @attr {string} label - The dialog's title, which names it (`label`: an element's `title` is the browser's tooltip).
 * @attr {"true" | "false" | ""} history - Put the item in the address while open (#itemId=...): back closes the lightbox, and an address naming an item opens it on load.
 * @attr {string} cdn-hosts - Hosts that serve sized pictures ("self" is the page’s own origin); others show as given. A gallery names its own.
 * @attr {string} items - A set of its own: what an address naming one of them opens on load, and what open() shows when given none.
 * @fires sq-open - The lightbox opened on the item at index.
 * @fires sq-slide-change - Another item is shown.
 * @fires sq-close - The lightbox closed.
 * @csspart dialog - The modal dialog, the whole window.
 * @csspart overlay - The overlay behind the image, dark or light.
 * @csspart title - The dialog's title.
 * @csspart stage - The space the image is shown in.
 * @csspart frame - The image's box: the image's ratio when its size is known, else the whole stage.
 * @csspart image - The image.
 * @csspart caption - The item's title and description.
 * @csspart position - Which image of how many is shown.
 * @csspart close-button - The Close button.
 * @csspart previous-button - The Previous image button (more than one item).
 * @csspart next-button - The Next image button (more than one item).
 * @csspart caption-toggle - Shows or hides the caption, on mobile widths.
 * @cssprop [--sq-lightbox-background=#000 (dark), #fff (light)] - Colour of the overlay (shown at opacity 0.95).
 * @cssprop [--sq-lightbox-color=#fff (dark), #111 (light)] - Colour of the text and controls.
 */
export declare class SqLightboxElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqLightboxConfig | string | null | undefined);
  get config(): SqLightboxResolvedConfig;
  /**
   * The overlay: dark or light. A gallery asks for its own.
   * @default "dark"
   */
  set theme(value: "dark" | "light" | undefined);
  get theme(): "dark" | "light";
  /**
   * The dialog's title, which names it (`label`: an element's `title` is the browser's tooltip).
   * @default "Gallery"
   */
  set label(value: string | undefined);
  get label(): string;
  /**
   * Put the item in the address while open (#itemId=...): back closes the lightbox, and an address naming an item opens it on load.
   * @default true
   */
  set history(value: boolean | undefined);
  get history(): boolean;
  /**
   * Hosts that serve sized pictures ("self" is the page’s own origin); others show as given. A gallery names its own.
   * @default []
   */
  set cdnHosts(value: string[] | undefined);
  get cdnHosts(): string[];
  /** A set of its own: what an address naming one of them opens on load, and what open() shows when given none. */
  set items(value: { src: string; alt?: string; id?: string; url?: string; videoHtml?: string; dimensions?: { width: number; height: number }; title?: string; description?: string }[] | undefined);
  get items(): { src: string; alt?: string; id?: string; url?: string; videoHtml?: string; dimensions?: { width: number; height: number }; title?: string; description?: string }[] | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqLightboxEventMap>(type: K, listener: (this: SqLightboxElement, event: SqLightboxEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqLightboxElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqLightboxEventMap>(type: K, listener: (this: SqLightboxElement, event: SqLightboxEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqLightboxElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-lightbox>`, defined when this module is imported in a browser. */
export declare const LightboxElement: typeof SqLightboxElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-lightbox': SqLightboxElement;
  }
}
