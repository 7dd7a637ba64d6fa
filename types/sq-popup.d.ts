// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-popup>` as `config` and the attributes take it: every field optional. */
export interface SqPopupConfig {
  /**
   * The popup overlay style setting (the spec's `style`; named so it is not the HTML style attribute): 1 (none: never shown) or 2 (show).
   * @default 2
   */
  overlayStyle?: 1 | 2;
  /**
   * Show it on mobile widths (767px or less) too.
   * @default false
   */
  enableMobile?: boolean;
  /**
   * Stop showing it once the visitor has submitted the form inside.
   * @default false
   */
  showUntilSignup?: boolean;
  /**
   * Days after the visitor closed it before it shows again; -1 shows it on every page.
   * @default 7
   */
  displayFrequency?: number;
  /**
   * The settings' version: raising it shows the popup again to visitors who closed an older one.
   * @default 0
   */
  version?: number;
  /**
   * The dialog's accessible name; empty takes the first heading of the content, else "Popup".
   * @default ""
   */
  label?: string;
}

/** The config as `<sq-popup>` reads it back: defaults filled in. */
export interface SqPopupResolvedConfig {
  overlayStyle: 1 | 2;
  enableMobile: boolean;
  showUntilSignup: boolean;
  displayFrequency: number;
  version: number;
  label: string;
}

/** The events `<sq-popup>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqPopupEventMap {
  /** The popup opened. */
  'sq-open': CustomEvent<{}>;
  /** The popup closed; the closed date is recorded. */
  'sq-close': CustomEvent<{ reason: 'close-button' | 'escape' | 'outside' }>;
}

/** What a template sets on `<sq-popup>` as properties: `config` and each field. */
export interface SqPopupProps extends SqPopupConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqPopupConfig | string;
}

/** The kebab-case attributes of `<sq-popup>` whose name is not the property's, as text. */
export interface SqPopupAttributes {
  /**
   * The `overlay-style` attribute: The popup overlay style setting (the spec's `style`; named so it is not the HTML style attribute): 1 (none: never shown) or 2 (show).
   * As JSON text.
   */
  'overlay-style'?: string;
  /** The `enable-mobile` attribute: Show it on mobile widths (767px or less) too. */
  'enable-mobile'?: true | 'true' | 'false';
  /** The `show-until-signup` attribute: Stop showing it once the visitor has submitted the form inside. */
  'show-until-signup'?: true | 'true' | 'false';
  /** The `display-frequency` attribute: Days after the visitor closed it before it shows again; -1 shows it on every page. */
  'display-frequency'?: number | `${number}`;
}

/**
 * The popup overlay: a modal dialog around light-DOM content (a newsletter form), shown by a display-frequency rule.
 *
 * @tag sq-popup
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} overlay-style - The popup overlay style setting (the spec's `style`; named so it is not the HTML style attribute): 1 (none: never shown) or 2 (show).
 * @attr {"true" | "false" | ""} enable-mobile - Show it on mobile widths (767px or less) too.
 * @attr {"true" | "false" | ""} show-until-signup - Stop showing it once the visitor has submitted the form inside.
 * @attr {number} display-frequency - Days after the visitor closed it before it shows again; -1 shows it on every page.
 * @attr {number} version - The settings' version: raising it shows the popup again to visitors who closed an older one.
 * @attr {string} label - The dialog's accessible name; empty takes the first heading of the content, else "Popup".
 * @fires sq-open - The popup opened.
 * @fires sq-close - The popup closed; the closed date is recorded.
 * @slot - - The content: a heading, text, a newsletter form (`sq-form`).
 * @csspart dialog - The modal dialog, over a backdrop.
 * @csspart panel - The box holding the content and the close button.
 * @csspart content - Where the content is shown.
 * @csspart close-button - The close button.
 * @cssprop [--sq-popup-width=480px] - Width of the popup.
 * @cssprop [--sq-popup-background=#fff] - Background of the popup.
 * @cssprop [--sq-popup-color=#1d1d1f] - Text colour of the popup.
 * @cssprop [--sq-popup-padding=32px] - Padding of the popup.
 * @cssprop [--sq-popup-backdrop=rgb(0 0 0 / 0.5)] - Colour of the backdrop.
 */
export declare class SqPopupElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqPopupConfig | string | null | undefined);
  get config(): SqPopupResolvedConfig;
  /**
   * The popup overlay style setting (the spec's `style`; named so it is not the HTML style attribute): 1 (none: never shown) or 2 (show).
   * @default 2
   */
  set overlayStyle(value: 1 | 2 | undefined);
  get overlayStyle(): 1 | 2;
  /**
   * Show it on mobile widths (767px or less) too.
   * @default false
   */
  set enableMobile(value: boolean | undefined);
  get enableMobile(): boolean;
  /**
   * Stop showing it once the visitor has submitted the form inside.
   * @default false
   */
  set showUntilSignup(value: boolean | undefined);
  get showUntilSignup(): boolean;
  /**
   * Days after the visitor closed it before it shows again; -1 shows it on every page.
   * @default 7
   */
  set displayFrequency(value: number | undefined);
  get displayFrequency(): number;
  /**
   * The settings' version: raising it shows the popup again to visitors who closed an older one.
   * @default 0
   */
  set version(value: number | undefined);
  get version(): number;
  /**
   * The dialog's accessible name; empty takes the first heading of the content, else "Popup".
   * @default ""
   */
  set label(value: string | undefined);
  get label(): string;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqPopupEventMap>(type: K, listener: (this: SqPopupElement, event: SqPopupEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqPopupElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqPopupEventMap>(type: K, listener: (this: SqPopupElement, event: SqPopupEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqPopupElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-popup>`, defined when this module is imported in a browser. */
export declare const PopupElement: typeof SqPopupElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-popup': SqPopupElement;
  }
}
