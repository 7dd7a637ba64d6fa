// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-runtime>` as `config` and the attributes take it: every field optional. */
export interface SqRuntimeConfig {
  /**
   * The site context as JSON (website, page type, settings, ...).
   * @default {}
   */
  context?: { website?: { id?: string; identifier?: string; cloneable?: boolean; developerMode?: boolean; useEscapeKeyToLogin?: boolean }; templateId?: string; templateVersion?: 7 | 7.1 | 8 | "7" | "7.1" | "8"; templateInstallation?: { templateWebsite?: { id?: string } }; authenticatedAccount?: { id?: string }; memberAccountId?: string; collectionId?: string; collection?: { title?: string; type?: number; permissionType?: number }; itemId?: string; item?: { title?: string; recordType?: number }; pageType?: number; websiteRoles?: Record<string, unknown>; accessPermissions?: unknown[]; cookieSettings?: { isRestrictiveCookiePolicyEnabled?: boolean; isRestrictiveCookiePolicyAbsolute?: boolean; isCookieBannerEnabled?: boolean }; websiteSettings?: { useEscapeKeyToLogin?: boolean; ssBadgeType?: number; storeSettings?: { expressCheckout?: boolean; measurementStandard?: number; selectedCurrency?: string } }; tweakJSON?: Record<string, unknown>; appDomain?: string; memberLocale?: string; websiteLocale?: string; websiteType?: number; siteStatus?: { value?: number } };
  /**
   * Origin of the platform API; empty for the page's own origin.
   * @default ""
   */
  apiOrigin?: string;
  /**
   * Origin for secure calls made from a custom domain, over https only; empty for none.
   * @default ""
   */
  secureOrigin?: string;
  /**
   * The name reported as `app` with JavaScript errors.
   * @default "sq-elements"
   */
  app?: string;
  /**
   * Report uncaught errors to the platform.
   * @default true
   */
  errorReporter?: boolean;
  /**
   * Send trace log entries to the platform.
   * @default true
   */
  traceLog?: boolean;
  /**
   * The account keys: Escape and Shift+Escape for the account and the editor, the owner redirect, the logout confirmation. Open layers close on Escape either way.
   * @default true
   */
  keyboard?: boolean;
  /**
   * The page is in the backend editor: Escape toggles the preview or closes the guide.
   * @default false
   */
  editor?: boolean;
  /**
   * Send the page-speed records (web-vitals, rated) to the platform.
   * @default true
   */
  performance?: boolean;
  /**
   * Record visits, button clicks, form renders, popup events and ad-pixel events, as far as consent allows; `tracking="false"` turns it off and its code never loads.
   * @default true
   */
  tracking?: boolean;
  /**
   * The mobile info bar’s style: 1 none, 2 light, 3 dark. On mobile (the app shell or a mobile browser) at 1024 px wide or less, `<html data-sq-info-bar>` says `light` or `dark` for the theme’s bar.
   * @default 1
   */
  infoBarStyle?: 1 | 2 | 3;
}

/** The config as `<sq-runtime>` reads it back: defaults filled in. */
export interface SqRuntimeResolvedConfig {
  context: { website?: { id?: string; identifier?: string; cloneable?: boolean; developerMode?: boolean; useEscapeKeyToLogin?: boolean }; templateId?: string; templateVersion?: 7 | 7.1 | 8 | "7" | "7.1" | "8"; templateInstallation?: { templateWebsite?: { id?: string } }; authenticatedAccount?: { id?: string }; memberAccountId?: string; collectionId?: string; collection?: { title?: string; type?: number; permissionType?: number }; itemId?: string; item?: { title?: string; recordType?: number }; pageType?: number; websiteRoles?: Record<string, unknown>; accessPermissions?: unknown[]; cookieSettings?: { isRestrictiveCookiePolicyEnabled?: boolean; isRestrictiveCookiePolicyAbsolute?: boolean; isCookieBannerEnabled?: boolean }; websiteSettings?: { useEscapeKeyToLogin?: boolean; ssBadgeType?: number; storeSettings?: { expressCheckout?: boolean; measurementStandard?: number; selectedCurrency?: string } }; tweakJSON?: Record<string, unknown>; appDomain?: string; memberLocale?: string; websiteLocale?: string; websiteType?: number; siteStatus?: { value?: number } };
  apiOrigin: string;
  secureOrigin: string;
  app: string;
  errorReporter: boolean;
  traceLog: boolean;
  keyboard: boolean;
  editor: boolean;
  performance: boolean;
  tracking: boolean;
  infoBarStyle: 1 | 2 | 3;
}

/** The events `<sq-runtime>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqRuntimeEventMap {
}

/** What a template sets on `<sq-runtime>` as properties: `config` and each field. */
export interface SqRuntimeProps extends SqRuntimeConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqRuntimeConfig | string;
}

/** The kebab-case attributes of `<sq-runtime>` whose name is not the property's, as text. */
export interface SqRuntimeAttributes {
  /** The `api-origin` attribute: Origin of the platform API; empty for the page's own origin. */
  'api-origin'?: string;
  /** The `secure-origin` attribute: Origin for secure calls made from a custom domain, over https only; empty for none. */
  'secure-origin'?: string;
  /** The `error-reporter` attribute: Report uncaught errors to the platform. */
  'error-reporter'?: true | 'true' | 'false';
  /** The `trace-log` attribute: Send trace log entries to the platform. */
  'trace-log'?: true | 'true' | 'false';
  /**
   * The `info-bar-style` attribute: The mobile info bar’s style: 1 none, 2 light, 3 dark. On mobile (the app shell or a mobile browser) at 1024 px wide or less, `<html data-sq-info-bar>` says `light` or `dark` for the theme’s bar.
   * As JSON text.
   */
  'info-bar-style'?: string;
}

/**
 * Configures the page services from the site context and draws the system dialogs; once per page.
 *
 * @tag sq-runtime
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} context - The site context as JSON (website, page type, settings, ...).
 * @attr {string} api-origin - Origin of the platform API; empty for the page's own origin.
 * @attr {string} secure-origin - Origin for secure calls made from a custom domain, over https only; empty for none.
 * @attr {string} app - The name reported as `app` with JavaScript errors.
 * @attr {"true" | "false" | ""} error-reporter - Report uncaught errors to the platform.
 * @attr {"true" | "false" | ""} trace-log - Send trace log entries to the platform.
 * @attr {"true" | "false" | ""} keyboard - The account keys: Escape and Shift+Escape for the account and the editor, the owner redirect, the logout confirmation. Open layers close on Escape either way.
 * @attr {"true" | "false" | ""} editor - The page is in the backend editor: Escape toggles the preview or closes the guide.
 * @attr {"true" | "false" | ""} performance - Send the page-speed records (web-vitals, rated) to the platform.
 * @attr {"true" | "false" | ""} tracking - Record visits, button clicks, form renders, popup events and ad-pixel events, as far as consent allows; `tracking="false"` turns it off and its code never loads.
 * @attr {string} info-bar-style - The mobile info bar’s style: 1 none, 2 light, 3 dark. On mobile (the app shell or a mobile browser) at 1024 px wide or less, `<html data-sq-info-bar>` says `light` or `dark` for the theme’s bar.
 * @csspart dialog - A dialog; `data-kind`, `data-style` and `data-state` say which, and how far in its life.
 * @csspart panel - The dialog's box; a click outside it dismisses the dialog.
 * @csspart title - The title of a dialog.
 * @csspart message - The message of a dialog.
 * @csspart buttons - The row of buttons of a dialog.
 * @csspart button - A dialog button.
 * @cssprop [--sq-dialog-width=350px] - Width of a system dialog.
 * @cssprop [--sq-dialog-padding=20px] - Padding of a system dialog.
 * @cssprop [--sq-dialog-backdrop=rgb(0 0 0 / 0.45)] - Colour of the backdrop behind dialogs.
 */
export declare class SqRuntimeElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqRuntimeConfig | string | null | undefined);
  get config(): SqRuntimeResolvedConfig;
  /**
   * The site context as JSON (website, page type, settings, ...).
   * @default {}
   */
  set context(value: { website?: { id?: string; identifier?: string; cloneable?: boolean; developerMode?: boolean; useEscapeKeyToLogin?: boolean }; templateId?: string; templateVersion?: 7 | 7.1 | 8 | "7" | "7.1" | "8"; templateInstallation?: { templateWebsite?: { id?: string } }; authenticatedAccount?: { id?: string }; memberAccountId?: string; collectionId?: string; collection?: { title?: string; type?: number; permissionType?: number }; itemId?: string; item?: { title?: string; recordType?: number }; pageType?: number; websiteRoles?: Record<string, unknown>; accessPermissions?: unknown[]; cookieSettings?: { isRestrictiveCookiePolicyEnabled?: boolean; isRestrictiveCookiePolicyAbsolute?: boolean; isCookieBannerEnabled?: boolean }; websiteSettings?: { useEscapeKeyToLogin?: boolean; ssBadgeType?: number; storeSettings?: { expressCheckout?: boolean; measurementStandard?: number; selectedCurrency?: string } }; tweakJSON?: Record<string, unknown>; appDomain?: string; memberLocale?: string; websiteLocale?: string; websiteType?: number; siteStatus?: { value?: number } } | undefined);
  get context(): { website?: { id?: string; identifier?: string; cloneable?: boolean; developerMode?: boolean; useEscapeKeyToLogin?: boolean }; templateId?: string; templateVersion?: 7 | 7.1 | 8 | "7" | "7.1" | "8"; templateInstallation?: { templateWebsite?: { id?: string } }; authenticatedAccount?: { id?: string }; memberAccountId?: string; collectionId?: string; collection?: { title?: string; type?: number; permissionType?: number }; itemId?: string; item?: { title?: string; recordType?: number }; pageType?: number; websiteRoles?: Record<string, unknown>; accessPermissions?: unknown[]; cookieSettings?: { isRestrictiveCookiePolicyEnabled?: boolean; isRestrictiveCookiePolicyAbsolute?: boolean; isCookieBannerEnabled?: boolean }; websiteSettings?: { useEscapeKeyToLogin?: boolean; ssBadgeType?: number; storeSettings?: { expressCheckout?: boolean; measurementStandard?: number; selectedCurrency?: string } }; tweakJSON?: Record<string, unknown>; appDomain?: string; memberLocale?: string; websiteLocale?: string; websiteType?: number; siteStatus?: { value?: number } };
  /**
   * Origin of the platform API; empty for the page's own origin.
   * @default ""
   */
  set apiOrigin(value: string | undefined);
  get apiOrigin(): string;
  /**
   * Origin for secure calls made from a custom domain, over https only; empty for none.
   * @default ""
   */
  set secureOrigin(value: string | undefined);
  get secureOrigin(): string;
  /**
   * The name reported as `app` with JavaScript errors.
   * @default "sq-elements"
   */
  set app(value: string | undefined);
  get app(): string;
  /**
   * Report uncaught errors to the platform.
   * @default true
   */
  set errorReporter(value: boolean | undefined);
  get errorReporter(): boolean;
  /**
   * Send trace log entries to the platform.
   * @default true
   */
  set traceLog(value: boolean | undefined);
  get traceLog(): boolean;
  /**
   * The account keys: Escape and Shift+Escape for the account and the editor, the owner redirect, the logout confirmation. Open layers close on Escape either way.
   * @default true
   */
  set keyboard(value: boolean | undefined);
  get keyboard(): boolean;
  /**
   * The page is in the backend editor: Escape toggles the preview or closes the guide.
   * @default false
   */
  set editor(value: boolean | undefined);
  get editor(): boolean;
  /**
   * Send the page-speed records (web-vitals, rated) to the platform.
   * @default true
   */
  set performance(value: boolean | undefined);
  get performance(): boolean;
  /**
   * Record visits, button clicks, form renders, popup events and ad-pixel events, as far as consent allows; `tracking="false"` turns it off and its code never loads.
   * @default true
   */
  set tracking(value: boolean | undefined);
  get tracking(): boolean;
  /**
   * The mobile info bar’s style: 1 none, 2 light, 3 dark. On mobile (the app shell or a mobile browser) at 1024 px wide or less, `<html data-sq-info-bar>` says `light` or `dark` for the theme’s bar.
   * @default 1
   */
  set infoBarStyle(value: 1 | 2 | 3 | undefined);
  get infoBarStyle(): 1 | 2 | 3;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqRuntimeEventMap>(type: K, listener: (this: SqRuntimeElement, event: SqRuntimeEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqRuntimeElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqRuntimeEventMap>(type: K, listener: (this: SqRuntimeElement, event: SqRuntimeEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqRuntimeElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-runtime>`, defined when this module is imported in a browser. */
export declare const RuntimeElement: typeof SqRuntimeElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-runtime': SqRuntimeElement;
  }
}
