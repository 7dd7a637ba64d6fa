// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-follow-button>` as `config` and the attributes take it: every field optional. */
export interface SqFollowButtonConfig {
  /**
   * The profile to follow. Without one the light DOM shows.
   * @default ""
   */
  username?: string;
  /**
   * The profile page the link opens; `{username}` is replaced by the username.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default "https://x.com/{username}"
   */
  profileUrl?: string;
  /**
   * The follow script (http(s) or a path on this site, of a .js file); it defines `sqFollowWidgets.createFollowButton(username, target)`. None: the link alone.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  scriptSrc?: string;
}

/** The config as `<sq-follow-button>` reads it back: defaults filled in. */
export interface SqFollowButtonResolvedConfig {
  username: string;
  profileUrl: string;
  scriptSrc: string;
}

/** The events `<sq-follow-button>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqFollowButtonEventMap {
}

/** What a template sets on `<sq-follow-button>` as properties: `config` and each field. */
export interface SqFollowButtonProps extends SqFollowButtonConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqFollowButtonConfig | string;
}

/** The kebab-case attributes of `<sq-follow-button>` whose name is not the property's, as text. */
export interface SqFollowButtonAttributes {
  /** The `profile-url` attribute: The profile page the link opens; `{username}` is replaced by the username. */
  'profile-url'?: string;
  /** The `script-src` attribute: The follow script (http(s) or a path on this site, of a .js file); it defines `sqFollowWidgets.createFollowButton(username, target)`. None: the link alone. */
  'script-src'?: string;
}

/**
 * A follow button for a social profile: a plain link that works without scripts, replaced by the platform’s button once its script loads (10 s time-out).
 *
 * @tag sq-follow-button
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} username - The profile to follow. Without one the light DOM shows.
 * @attr {string} profile-url - The profile page the link opens; `{username}` is replaced by the username.
 * @attr {string} script-src - The follow script (http(s) or a path on this site, of a .js file); it defines `sqFollowWidgets.createFollowButton(username, target)`. None: the link alone.
 * @slot - - What shows without a username: the link as the page wrote it.
 * @csspart link - The link to the profile: what shows before the script draws its button, and when it cannot.
 * @csspart widget - Where the script draws its button; hidden until it has.
 * @cssprop [--sq-follow-button-color=LinkText] - Colour of the link.
 */
export declare class SqFollowButtonElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqFollowButtonConfig | string | null | undefined);
  get config(): SqFollowButtonResolvedConfig;
  /**
   * The profile to follow. Without one the light DOM shows.
   * @default ""
   */
  set username(value: string | undefined);
  get username(): string;
  /**
   * The profile page the link opens; `{username}` is replaced by the username.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default "https://x.com/{username}"
   */
  set profileUrl(value: string | undefined);
  get profileUrl(): string;
  /**
   * The follow script (http(s) or a path on this site, of a .js file); it defines `sqFollowWidgets.createFollowButton(username, target)`. None: the link alone.
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set scriptSrc(value: string | undefined);
  get scriptSrc(): string;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqFollowButtonEventMap>(type: K, listener: (this: SqFollowButtonElement, event: SqFollowButtonEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqFollowButtonElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqFollowButtonEventMap>(type: K, listener: (this: SqFollowButtonElement, event: SqFollowButtonEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqFollowButtonElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-follow-button>`, defined when this module is imported in a browser. */
export declare const FollowButtonElement: typeof SqFollowButtonElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-follow-button': SqFollowButtonElement;
  }
}
