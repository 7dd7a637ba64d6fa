// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-marquee>` as `config` and the attributes take it: every field optional. */
export interface SqMarqueeConfig {
  /**
   * How many waves: the wave is 1000 px long at 1 and below, 1000 / frequency px above, 250 px at 4 and above.
   * @default 1
   */
  waveFrequency?: number;
  /**
   * How tall the waves are, from 0 (a straight line) to 1 (an amplitude of a tenth of the wave length).
   * @default 0
   */
  waveIntensity?: number;
  /**
   * Which way the text moves.
   * @default "left"
   */
  animationDirection?: "left" | "right";
  /**
   * How fast the text moves: 1 is 60 px a second, 2 twice as fast.
   * @default 1
   */
  animationSpeed?: number;
  /**
   * Pause while the pointer is over the marquee or a finger touches it.
   * @default false
   */
  pausedOnHover?: boolean;
}

/** The config as `<sq-marquee>` reads it back: defaults filled in. */
export interface SqMarqueeResolvedConfig {
  waveFrequency: number;
  waveIntensity: number;
  animationDirection: "left" | "right";
  animationSpeed: number;
  pausedOnHover: boolean;
}

/** The events `<sq-marquee>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqMarqueeEventMap {
}

/** What a template sets on `<sq-marquee>` as properties: `config` and each field. */
export interface SqMarqueeProps extends SqMarqueeConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqMarqueeConfig | string;
}

/** The kebab-case attributes of `<sq-marquee>` whose name is not the property's, as text. */
export interface SqMarqueeAttributes {
  /** The `wave-frequency` attribute: How many waves: the wave is 1000 px long at 1 and below, 1000 / frequency px above, 250 px at 4 and above. */
  'wave-frequency'?: number | `${number}`;
  /** The `wave-intensity` attribute: How tall the waves are, from 0 (a straight line) to 1 (an amplitude of a tenth of the wave length). */
  'wave-intensity'?: number | `${number}`;
  /** The `animation-direction` attribute: Which way the text moves. */
  'animation-direction'?: "left" | "right";
  /** The `animation-speed` attribute: How fast the text moves: 1 is 60 px a second, 2 twice as fast. */
  'animation-speed'?: number | `${number}`;
  /** The `paused-on-hover` attribute: Pause while the pointer is over the marquee or a finger touches it. */
  'paused-on-hover'?: true | 'true' | 'false';
}

/**
 * Scrolling text that loops seamlessly, along a straight line or a wave.
 *
 * @tag sq-marquee
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {number} wave-frequency - How many waves: the wave is 1000 px long at 1 and below, 1000 / frequency px above, 250 px at 4 and above.
 * @attr {number} wave-intensity - How tall the waves are, from 0 (a straight line) to 1 (an amplitude of a tenth of the wave length).
 * @attr {"left" | "right"} animation-direction - Which way the text moves.
 * @attr {number} animation-speed - How fast the text moves: 1 is 60 px a second, 2 twice as fast.
 * @attr {"true" | "false" | ""} paused-on-hover - Pause while the pointer is over the marquee or a finger touches it.
 * @slot - - The text, as plain text. It stays in the page for screen readers and search engines; the moving copies are hidden from them.
 * @csspart track - The moving band that holds the copies of the text.
 * @csspart piece - One moving piece: a copy of the text on a straight marquee, a letter on a wave.
 * @cssprop [--sq-marquee-gap=1em] - Space between two copies of the text.
 * @cssprop [--sq-marquee-color=currentColor] - Colour of the text.
 */
export declare class SqMarqueeElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqMarqueeConfig | string | null | undefined);
  get config(): SqMarqueeResolvedConfig;
  /**
   * How many waves: the wave is 1000 px long at 1 and below, 1000 / frequency px above, 250 px at 4 and above.
   * @default 1
   */
  set waveFrequency(value: number | undefined);
  get waveFrequency(): number;
  /**
   * How tall the waves are, from 0 (a straight line) to 1 (an amplitude of a tenth of the wave length).
   * @default 0
   */
  set waveIntensity(value: number | undefined);
  get waveIntensity(): number;
  /**
   * Which way the text moves.
   * @default "left"
   */
  set animationDirection(value: "left" | "right" | undefined);
  get animationDirection(): "left" | "right";
  /**
   * How fast the text moves: 1 is 60 px a second, 2 twice as fast.
   * @default 1
   */
  set animationSpeed(value: number | undefined);
  get animationSpeed(): number;
  /**
   * Pause while the pointer is over the marquee or a finger touches it.
   * @default false
   */
  set pausedOnHover(value: boolean | undefined);
  get pausedOnHover(): boolean;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqMarqueeEventMap>(type: K, listener: (this: SqMarqueeElement, event: SqMarqueeEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqMarqueeElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqMarqueeEventMap>(type: K, listener: (this: SqMarqueeElement, event: SqMarqueeEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqMarqueeElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-marquee>`, defined when this module is imported in a browser. */
export declare const MarqueeElement: typeof SqMarqueeElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-marquee': SqMarqueeElement;
  }
}
