// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-menu>` as `config` and the attributes take it: every field optional. */
export interface SqMenuConfig {
  /** The name of the tab list for assistive technology (for example "Our menus"). */
  label?: string;
}

/** The config as `<sq-menu>` reads it back: defaults filled in. */
export interface SqMenuResolvedConfig {
  label?: string | undefined;
}

/** The events `<sq-menu>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqMenuEventMap {
}

/** What a template sets on `<sq-menu>` as properties: `config` and each field. */
export interface SqMenuProps extends SqMenuConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqMenuConfig | string;
}

/** The kebab-case attributes of `<sq-menu>` whose name is not the property's, as text. */
export interface SqMenuAttributes {
}

/**
 * A menu block: one tab per menu, one menu shown at a time; every menu a plain section without scripts.
 *
 * @tag sq-menu
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} label - The name of the tab list for assistive technology (for example "Our menus").
 * @slot - - The menus: one element each (a `<section>`), its first heading the tab's label.
 * @csspart tabs - The row of tabs.
 * @csspart tab - One tab; the selected one has `aria-selected="true"`.
 * @cssprop [--sq-menu-gap=1em] - Space between the tabs and the menu.
 * @cssprop [--sq-menu-accent=currentColor] - Colour of the selected tab's underline.
 */
export declare class SqMenuElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqMenuConfig | string | null | undefined);
  get config(): SqMenuResolvedConfig;
  /** The name of the tab list for assistive technology (for example "Our menus"). */
  set label(value: string | undefined);
  get label(): string | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqMenuEventMap>(type: K, listener: (this: SqMenuElement, event: SqMenuEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqMenuElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqMenuEventMap>(type: K, listener: (this: SqMenuElement, event: SqMenuEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqMenuElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-menu>`, defined when this module is imported in a browser. */
export declare const MenuElement: typeof SqMenuElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-menu': SqMenuElement;
  }
}
