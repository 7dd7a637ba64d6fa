// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-accordion>` as `config` and the attributes take it: every field optional. */
export interface SqAccordionConfig {
  /**
   * Let several items be open at once; otherwise opening one closes the others.
   * @default false
   */
  multipleOpen?: boolean;
  /**
   * Open the first item at the start.
   * @default false
   */
  firstOpen?: boolean;
}

/** The config as `<sq-accordion>` reads it back: defaults filled in. */
export interface SqAccordionResolvedConfig {
  multipleOpen: boolean;
  firstOpen: boolean;
}

/** The events `<sq-accordion>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqAccordionEventMap {
}

/** What a template sets on `<sq-accordion>` as properties: `config` and each field. */
export interface SqAccordionProps extends SqAccordionConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqAccordionConfig | string;
}

/** The kebab-case attributes of `<sq-accordion>` whose name is not the property's, as text. */
export interface SqAccordionAttributes {
  /** The `multiple-open` attribute: Let several items be open at once; otherwise opening one closes the others. */
  'multiple-open'?: true | 'true' | 'false';
  /** The `first-open` attribute: Open the first item at the start. */
  'first-open'?: true | 'true' | 'false';
}

/**
 * Items that open and close, built on the native <details> and <summary> of its content.
 *
 * @tag sq-accordion
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {"true" | "false" | ""} multiple-open - Let several items be open at once; otherwise opening one closes the others.
 * @attr {"true" | "false" | ""} first-open - Open the first item at the start.
 * @slot - - The items: `<details>` elements, each with its `<summary>` first. They open, close and are found by find-in-page without scripts too.
 */
export declare class SqAccordionElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqAccordionConfig | string | null | undefined);
  get config(): SqAccordionResolvedConfig;
  /**
   * Let several items be open at once; otherwise opening one closes the others.
   * @default false
   */
  set multipleOpen(value: boolean | undefined);
  get multipleOpen(): boolean;
  /**
   * Open the first item at the start.
   * @default false
   */
  set firstOpen(value: boolean | undefined);
  get firstOpen(): boolean;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqAccordionEventMap>(type: K, listener: (this: SqAccordionElement, event: SqAccordionEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqAccordionElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqAccordionEventMap>(type: K, listener: (this: SqAccordionElement, event: SqAccordionEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqAccordionElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-accordion>`, defined when this module is imported in a browser. */
export declare const AccordionElement: typeof SqAccordionElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-accordion': SqAccordionElement;
  }
}
