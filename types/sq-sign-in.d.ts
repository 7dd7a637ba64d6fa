// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-sign-in>` as `config` and the attributes take it: every field optional. */
export interface SqSignInConfig {
  /**
   * The dialog's heading and accessible name.
   * @default "Sign in"
   */
  heading?: string;
  /**
   * Whether "Remember me" starts ticked.
   * @default false
   */
  rememberMe?: boolean;
  /**
   * The sign-up page, linked under the form as "Create an account"; empty shows no link.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  signUpHref?: string;
  /**
   * Where the browser goes once signed in; empty stays on the page.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  redirect?: string;
}

/** The config as `<sq-sign-in>` reads it back: defaults filled in. */
export interface SqSignInResolvedConfig {
  heading: string;
  rememberMe: boolean;
  signUpHref: string;
  redirect: string;
}

/** The events `<sq-sign-in>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqSignInEventMap {
  /** The dialog opened. */
  'sq-open': CustomEvent<{}>;
  /** The dialog closed. */
  'sq-close': CustomEvent<{ reason: 'close-button' | 'escape' | 'outside' | 'signed-in' }>;
  /** The visitor is signed in; later calls carry the session’s XSRF header. The detail never holds the password. */
  'sq-sign-in': CustomEvent<{ email: string; rememberMe: boolean }>;
  /** The sign-in call failed; the message is shown in the dialog. */
  'sq-sign-in-error': CustomEvent<{ message: string; status: number | undefined }>;
}

/** What a template sets on `<sq-sign-in>` as properties: `config` and each field. */
export interface SqSignInProps extends SqSignInConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqSignInConfig | string;
}

/** The kebab-case attributes of `<sq-sign-in>` whose name is not the property's, as text. */
export interface SqSignInAttributes {
  /** The `remember-me` attribute: Whether "Remember me" starts ticked. */
  'remember-me'?: true | 'true' | 'false';
  /** The `sign-up-href` attribute: The sign-up page, linked under the form as "Create an account"; empty shows no link. */
  'sign-up-href'?: string;
}

/**
 * The site-visitor sign-in dialog: email, password and remember me, the API’s errors, the layer stack; opens on sq-login-request (Escape) or a click on its content.
 *
 * @tag sq-sign-in
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} heading - The dialog's heading and accessible name.
 * @attr {"true" | "false" | ""} remember-me - Whether "Remember me" starts ticked.
 * @attr {string} sign-up-href - The sign-up page, linked under the form as "Create an account"; empty shows no link.
 * @attr {string} redirect - Where the browser goes once signed in; empty stays on the page.
 * @fires sq-open - The dialog opened.
 * @fires sq-close - The dialog closed.
 * @fires sq-sign-in - The visitor is signed in; later calls carry the session’s XSRF header. The detail never holds the password.
 * @fires sq-sign-in-error - The sign-in call failed; the message is shown in the dialog.
 * @slot - - What opens the dialog when clicked (a "Sign in" link or button); its link, if any, is where visitors without scripts go.
 * @csspart dialog - The modal dialog, over a backdrop.
 * @csspart panel - The box holding the form and the close button.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart field - A label and its input (email, password).
 * @csspart input - The email and password inputs.
 * @csspart field-error - A field's error, under it.
 * @csspart remember - The "Remember me" checkbox and its label.
 * @csspart error - The API's error, above the button.
 * @csspart submit - The submit button.
 * @csspart sign-up - The "Create an account" link.
 * @csspart close-button - The close button.
 * @cssprop [--sq-sign-in-width=400px] - Width of the dialog.
 * @cssprop [--sq-sign-in-background=#fff] - Background of the dialog.
 * @cssprop [--sq-sign-in-color=#1d1d1f] - Text colour of the dialog.
 * @cssprop [--sq-sign-in-error-color=#b3261e] - Colour of the error texts.
 * @cssprop [--sq-sign-in-backdrop=rgb(0 0 0 / 0.5)] - Colour of the backdrop.
 */
export declare class SqSignInElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqSignInConfig | string | null | undefined);
  get config(): SqSignInResolvedConfig;
  /**
   * The dialog's heading and accessible name.
   * @default "Sign in"
   */
  set heading(value: string | undefined);
  get heading(): string;
  /**
   * Whether "Remember me" starts ticked.
   * @default false
   */
  set rememberMe(value: boolean | undefined);
  get rememberMe(): boolean;
  /**
   * The sign-up page, linked under the form as "Create an account"; empty shows no link.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set signUpHref(value: string | undefined);
  get signUpHref(): string;
  /**
   * Where the browser goes once signed in; empty stays on the page.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set redirect(value: string | undefined);
  get redirect(): string;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqSignInEventMap>(type: K, listener: (this: SqSignInElement, event: SqSignInEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqSignInElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqSignInEventMap>(type: K, listener: (this: SqSignInElement, event: SqSignInEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqSignInElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-sign-in>`, defined when this module is imported in a browser. */
export declare const SignInElement: typeof SqSignInElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-sign-in': SqSignInElement;
  }
}
