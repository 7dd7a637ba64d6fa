// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-cookie-banner>` as `config` and the attributes take it: every field optional. */
export interface SqCookieBannerConfig {
  /**
   * Text of the Accept button; empty gives "Accept".
   * @default "Accept"
   */
  cookieBannerCtaText?: string;
  /**
   * How the call to action looks: TEXT (a text button), BUTTON or ICON.
   * @default "ICON"
   */
  cookieBannerCtaVariant?: "TEXT" | "BUTTON" | "ICON";
  /** Where the banner sits: TOP or BOTTOM for the bar (default BOTTOM); TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT or BOTTOM_RIGHT for the popup (default BOTTOM_LEFT). */
  cookieBannerPosition?: "TOP" | "BOTTOM" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM_LEFT" | "BOTTOM_RIGHT";
  /**
   * The site owner's message, as HTML; empty (or an empty paragraph) gives the default message.
   * @default "By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively."
   */
  cookieBannerText?: string;
  /**
   * LIGHT or DARK.
   * @default "DARK"
   */
  cookieBannerTheme?: "LIGHT" | "DARK";
  /**
   * BAR (across the page) or POPUP (a box in a corner).
   * @default "BAR"
   */
  cookieBannerVariant?: "BAR" | "POPUP";
  /**
   * Text of the Decline button (with OPT_IN_AND_OUT); empty gives "Decline".
   * @default "Decline"
   */
  cookieBannerOptOutCtaText?: string;
  /**
   * OPT_IN (Accept only) or OPT_IN_AND_OUT (Accept and Decline, with equal weight).
   * @default "OPT_IN"
   */
  cookieBannerAcceptType?: "OPT_IN" | "OPT_IN_AND_OUT";
  /** Show the banner; unset follows the site context (cookieSettings), else true. */
  isCookieBannerEnabled?: boolean;
  /** The site records visitor activity; false means no visitor data is ever tracked. */
  isActivityLogEnabled?: boolean;
  /** Restrictive policy: no analytics cookies until the visitor accepts; unset follows the site context. */
  isAnalyticsCookiesDisabled?: boolean;
  /** The restrictive policy is absolute; unset follows the site context. */
  isRestrictiveCookiePolicyAbsolute?: boolean;
  /** API form of isActivityLogEnabled, inverted; isActivityLogEnabled wins. */
  isVisitorDataRestricted?: boolean;
  /** API form of isAnalyticsCookiesDisabled; isAnalyticsCookiesDisabled wins. */
  isRestrictiveCookiePolicyEnabled?: boolean;
}

/** The config as `<sq-cookie-banner>` reads it back: defaults filled in. */
export interface SqCookieBannerResolvedConfig {
  cookieBannerCtaText: string;
  cookieBannerCtaVariant: "TEXT" | "BUTTON" | "ICON";
  cookieBannerPosition?: "TOP" | "BOTTOM" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM_LEFT" | "BOTTOM_RIGHT" | undefined;
  cookieBannerText: string;
  cookieBannerTheme: "LIGHT" | "DARK";
  cookieBannerVariant: "BAR" | "POPUP";
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: "OPT_IN" | "OPT_IN_AND_OUT";
  isCookieBannerEnabled?: boolean | undefined;
  isActivityLogEnabled?: boolean | undefined;
  isAnalyticsCookiesDisabled?: boolean | undefined;
  isRestrictiveCookiePolicyAbsolute?: boolean | undefined;
  isVisitorDataRestricted?: boolean | undefined;
  isRestrictiveCookiePolicyEnabled?: boolean | undefined;
}

/** The events `<sq-cookie-banner>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqCookieBannerEventMap {
  /** The visitor accepted or declined; the choice is stored. */
  'sq-consent': CustomEvent<{ allowed: boolean }>;
}

/** What a template sets on `<sq-cookie-banner>` as properties: `config` and each field. */
export interface SqCookieBannerProps extends SqCookieBannerConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqCookieBannerConfig | string;
}

/** The kebab-case attributes of `<sq-cookie-banner>` whose name is not the property's, as text. */
export interface SqCookieBannerAttributes {
  /** The `cookie-banner-cta-text` attribute: Text of the Accept button; empty gives "Accept". */
  'cookie-banner-cta-text'?: string;
  /** The `cookie-banner-cta-variant` attribute: How the call to action looks: TEXT (a text button), BUTTON or ICON. */
  'cookie-banner-cta-variant'?: "TEXT" | "BUTTON" | "ICON";
  /** The `cookie-banner-position` attribute: Where the banner sits: TOP or BOTTOM for the bar (default BOTTOM); TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT or BOTTOM_RIGHT for the popup (default BOTTOM_LEFT). */
  'cookie-banner-position'?: "TOP" | "BOTTOM" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM_LEFT" | "BOTTOM_RIGHT";
  /** The `cookie-banner-text` attribute: The site owner's message, as HTML; empty (or an empty paragraph) gives the default message. */
  'cookie-banner-text'?: string;
  /** The `cookie-banner-theme` attribute: LIGHT or DARK. */
  'cookie-banner-theme'?: "LIGHT" | "DARK";
  /** The `cookie-banner-variant` attribute: BAR (across the page) or POPUP (a box in a corner). */
  'cookie-banner-variant'?: "BAR" | "POPUP";
  /** The `cookie-banner-opt-out-cta-text` attribute: Text of the Decline button (with OPT_IN_AND_OUT); empty gives "Decline". */
  'cookie-banner-opt-out-cta-text'?: string;
  /** The `cookie-banner-accept-type` attribute: OPT_IN (Accept only) or OPT_IN_AND_OUT (Accept and Decline, with equal weight). */
  'cookie-banner-accept-type'?: "OPT_IN" | "OPT_IN_AND_OUT";
  /** The `is-cookie-banner-enabled` attribute: Show the banner; unset follows the site context (cookieSettings), else true. */
  'is-cookie-banner-enabled'?: true | 'true' | 'false';
  /** The `is-activity-log-enabled` attribute: The site records visitor activity; false means no visitor data is ever tracked. */
  'is-activity-log-enabled'?: true | 'true' | 'false';
  /** The `is-analytics-cookies-disabled` attribute: Restrictive policy: no analytics cookies until the visitor accepts; unset follows the site context. */
  'is-analytics-cookies-disabled'?: true | 'true' | 'false';
  /** The `is-restrictive-cookie-policy-absolute` attribute: The restrictive policy is absolute; unset follows the site context. */
  'is-restrictive-cookie-policy-absolute'?: true | 'true' | 'false';
  /** The `is-visitor-data-restricted` attribute: API form of isActivityLogEnabled, inverted; isActivityLogEnabled wins. */
  'is-visitor-data-restricted'?: true | 'true' | 'false';
  /** The `is-restrictive-cookie-policy-enabled` attribute: API form of isAnalyticsCookiesDisabled; isAnalyticsCookiesDisabled wins. */
  'is-restrictive-cookie-policy-enabled'?: true | 'true' | 'false';
}

/**
 * The cookie consent banner: a bar or a corner popup asking the visitor to accept (or decline) cookies.
 *
 * @tag sq-cookie-banner
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} cookie-banner-cta-text - Text of the Accept button; empty gives "Accept".
 * @attr {"TEXT" | "BUTTON" | "ICON"} cookie-banner-cta-variant - How the call to action looks: TEXT (a text button), BUTTON or ICON.
 * @attr {"TOP" | "BOTTOM" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM_LEFT" | "BOTTOM_RIGHT"} cookie-banner-position - Where the banner sits: TOP or BOTTOM for the bar (default BOTTOM); TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT or BOTTOM_RIGHT for the popup (default BOTTOM_LEFT).
 * @attr {string} cookie-banner-text - The site owner's message, as HTML; empty (or an empty paragraph) gives the default message.
 * @attr {"LIGHT" | "DARK"} cookie-banner-theme - LIGHT or DARK.
 * @attr {"BAR" | "POPUP"} cookie-banner-variant - BAR (across the page) or POPUP (a box in a corner).
 * @attr {string} cookie-banner-opt-out-cta-text - Text of the Decline button (with OPT_IN_AND_OUT); empty gives "Decline".
 * @attr {"OPT_IN" | "OPT_IN_AND_OUT"} cookie-banner-accept-type - OPT_IN (Accept only) or OPT_IN_AND_OUT (Accept and Decline, with equal weight).
 * @attr {"true" | "false" | ""} is-cookie-banner-enabled - Show the banner; unset follows the site context (cookieSettings), else true.
 * @attr {"true" | "false" | ""} is-activity-log-enabled - The site records visitor activity; false means no visitor data is ever tracked.
 * @attr {"true" | "false" | ""} is-analytics-cookies-disabled - Restrictive policy: no analytics cookies until the visitor accepts; unset follows the site context.
 * @attr {"true" | "false" | ""} is-restrictive-cookie-policy-absolute - The restrictive policy is absolute; unset follows the site context.
 * @attr {"true" | "false" | ""} is-visitor-data-restricted - API form of isActivityLogEnabled, inverted; isActivityLogEnabled wins.
 * @attr {"true" | "false" | ""} is-restrictive-cookie-policy-enabled - API form of isAnalyticsCookiesDisabled; isAnalyticsCookiesDisabled wins.
 * @fires sq-consent - The visitor accepted or declined; the choice is stored.
 * @csspart banner - The banner box; `data-variant`, `data-theme` and `data-position` say which.
 * @csspart text - The site owner's message.
 * @csspart actions - The row of buttons.
 * @csspart button - A choice button; `data-choice` is `accept` or `decline`, `data-style` TEXT, BUTTON or ICON.
 * @csspart announcement - The visually hidden live region that announces the banner.
 * @cssprop [--sq-cookie-banner-background=#1d1d1f (dark), #fff (light)] - Background of the banner.
 * @cssprop [--sq-cookie-banner-color=#f5f5f7 (dark), #1d1d1f (light)] - Text colour of the banner.
 * @cssprop [--sq-cookie-banner-accent=#fff (dark), #1d1d1f (light)] - Colour of the buttons.
 * @cssprop [--sq-cookie-banner-max-width=360px] - Width of the popup variant.
 * @cssprop [--sq-cookie-banner-z-index=30000] - Stacking order of the banner.
 */
export declare class SqCookieBannerElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqCookieBannerConfig | string | null | undefined);
  get config(): SqCookieBannerResolvedConfig;
  /**
   * Text of the Accept button; empty gives "Accept".
   * @default "Accept"
   */
  set cookieBannerCtaText(value: string | undefined);
  get cookieBannerCtaText(): string;
  /**
   * How the call to action looks: TEXT (a text button), BUTTON or ICON.
   * @default "ICON"
   */
  set cookieBannerCtaVariant(value: "TEXT" | "BUTTON" | "ICON" | undefined);
  get cookieBannerCtaVariant(): "TEXT" | "BUTTON" | "ICON";
  /** Where the banner sits: TOP or BOTTOM for the bar (default BOTTOM); TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT or BOTTOM_RIGHT for the popup (default BOTTOM_LEFT). */
  set cookieBannerPosition(value: "TOP" | "BOTTOM" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM_LEFT" | "BOTTOM_RIGHT" | undefined);
  get cookieBannerPosition(): "TOP" | "BOTTOM" | "TOP_LEFT" | "TOP_RIGHT" | "BOTTOM_LEFT" | "BOTTOM_RIGHT" | undefined;
  /**
   * The site owner's message, as HTML; empty (or an empty paragraph) gives the default message.
   * @default "By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively."
   */
  set cookieBannerText(value: string | undefined);
  get cookieBannerText(): string;
  /**
   * LIGHT or DARK.
   * @default "DARK"
   */
  set cookieBannerTheme(value: "LIGHT" | "DARK" | undefined);
  get cookieBannerTheme(): "LIGHT" | "DARK";
  /**
   * BAR (across the page) or POPUP (a box in a corner).
   * @default "BAR"
   */
  set cookieBannerVariant(value: "BAR" | "POPUP" | undefined);
  get cookieBannerVariant(): "BAR" | "POPUP";
  /**
   * Text of the Decline button (with OPT_IN_AND_OUT); empty gives "Decline".
   * @default "Decline"
   */
  set cookieBannerOptOutCtaText(value: string | undefined);
  get cookieBannerOptOutCtaText(): string;
  /**
   * OPT_IN (Accept only) or OPT_IN_AND_OUT (Accept and Decline, with equal weight).
   * @default "OPT_IN"
   */
  set cookieBannerAcceptType(value: "OPT_IN" | "OPT_IN_AND_OUT" | undefined);
  get cookieBannerAcceptType(): "OPT_IN" | "OPT_IN_AND_OUT";
  /** Show the banner; unset follows the site context (cookieSettings), else true. */
  set isCookieBannerEnabled(value: boolean | undefined);
  get isCookieBannerEnabled(): boolean | undefined;
  /** The site records visitor activity; false means no visitor data is ever tracked. */
  set isActivityLogEnabled(value: boolean | undefined);
  get isActivityLogEnabled(): boolean | undefined;
  /** Restrictive policy: no analytics cookies until the visitor accepts; unset follows the site context. */
  set isAnalyticsCookiesDisabled(value: boolean | undefined);
  get isAnalyticsCookiesDisabled(): boolean | undefined;
  /** The restrictive policy is absolute; unset follows the site context. */
  set isRestrictiveCookiePolicyAbsolute(value: boolean | undefined);
  get isRestrictiveCookiePolicyAbsolute(): boolean | undefined;
  /** API form of isActivityLogEnabled, inverted; isActivityLogEnabled wins. */
  set isVisitorDataRestricted(value: boolean | undefined);
  get isVisitorDataRestricted(): boolean | undefined;
  /** API form of isAnalyticsCookiesDisabled; isAnalyticsCookiesDisabled wins. */
  set isRestrictiveCookiePolicyEnabled(value: boolean | undefined);
  get isRestrictiveCookiePolicyEnabled(): boolean | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqCookieBannerEventMap>(type: K, listener: (this: SqCookieBannerElement, event: SqCookieBannerEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqCookieBannerElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqCookieBannerEventMap>(type: K, listener: (this: SqCookieBannerElement, event: SqCookieBannerEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqCookieBannerElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-cookie-banner>`, defined when this module is imported in a browser. */
export declare const CookieBannerElement: typeof SqCookieBannerElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-cookie-banner': SqCookieBannerElement;
  }
}
