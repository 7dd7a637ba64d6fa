// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-relative-time>` as `config` and the attributes take it: every field optional. */
export interface SqRelativeTimeConfig {
  /** The instant to show, in ISO 8601 as a `<time datetime>` takes it. Without one the light DOM shows. */
  datetime?: string;
  /** The language to write in; the page’s (`<html lang>`), else the site’s, else en-US, unless given. */
  locale?: string;
}

/** The config as `<sq-relative-time>` reads it back: defaults filled in. */
export interface SqRelativeTimeResolvedConfig {
  datetime?: string | undefined;
  locale?: string | undefined;
}

/** The events `<sq-relative-time>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqRelativeTimeEventMap {
}

/** What a template sets on `<sq-relative-time>` as properties: `config` and each field. */
export interface SqRelativeTimeProps extends SqRelativeTimeConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqRelativeTimeConfig | string;
}

/** The kebab-case attributes of `<sq-relative-time>` whose name is not the property's, as text. */
export interface SqRelativeTimeAttributes {
}

/**
 * A date and time shown relative to now ("5 minutes ago", "in 2 days") in the page’s locale, kept up to date.
 *
 * @tag sq-relative-time
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} datetime - The instant to show, in ISO 8601 as a `<time datetime>` takes it. Without one the light DOM shows.
 * @attr {string} locale - The language to write in; the page’s (`<html lang>`), else the site’s, else en-US, unless given.
 * @slot - - What shows without scripts, or without a valid datetime: the time as the page wrote it.
 * @csspart time - The `<time>` element holding the relative text.
 */
export declare class SqRelativeTimeElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqRelativeTimeConfig | string | null | undefined);
  get config(): SqRelativeTimeResolvedConfig;
  /** The instant to show, in ISO 8601 as a `<time datetime>` takes it. Without one the light DOM shows. */
  set datetime(value: string | undefined);
  get datetime(): string | undefined;
  /** The language to write in; the page’s (`<html lang>`), else the site’s, else en-US, unless given. */
  set locale(value: string | undefined);
  get locale(): string | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqRelativeTimeEventMap>(type: K, listener: (this: SqRelativeTimeElement, event: SqRelativeTimeEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqRelativeTimeElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqRelativeTimeEventMap>(type: K, listener: (this: SqRelativeTimeElement, event: SqRelativeTimeEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqRelativeTimeElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-relative-time>`, defined when this module is imported in a browser. */
export declare const RelativeTimeElement: typeof SqRelativeTimeElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-relative-time': SqRelativeTimeElement;
  }
}
