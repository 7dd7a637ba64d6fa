// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-highlight>` as `config` and the attributes take it: every field optional. */
export interface SqHighlightConfig {
  /**
   * The shape drawn on each line of the text.
   * @default "wave"
   */
  shape?: "circle" | "cross" | "enclose" | "jagged" | "marker" | "scribble" | "strike" | "strikeDiagonal" | "underline" | "underlineCurve" | "underlineDouble" | "wave";
  /** The shape's colour; by default the text's own colour. */
  color?: string;
  /**
   * The stroke width: `{"unit":"em","value":0.06}` is 6% of the font size, `{"unit":"px","value":3}` 3 px.
   * @default {"unit":"em","value":0.06}
   */
  thickness?: { unit: "em" | "px"; value: number };
  /**
   * The ends of the strokes.
   * @default "square"
   */
  linecap?: "square" | "round";
  /**
   * How the shape blends with what is under it (a CSS blend mode).
   * @default "none"
   */
  blend?: "none" | "multiply" | "screen" | "overlay" | "darken" | "lighten" | "color-dodge" | "color-burn" | "hard-light" | "soft-light" | "difference" | "exclusion" | "hue" | "saturation" | "color" | "luminosity";
  /**
   * The shape's opacity, from 0 to 1.
   * @default 1
   */
  opacity?: number;
  /** The font size in px an em thickness is measured against, for every width or per breakpoint (`{"mobile":16,"desktop":24}`, mobile up to 432 px); by default the text's own. */
  fontSize?: number | { mobile?: number; desktop?: number };
  /**
   * Draw the shape over the text; false draws it behind.
   * @default true
   */
  isFront?: boolean;
  /**
   * Animate the shape in when it scrolls into view.
   * @default false
   */
  isAnimationEnabled?: boolean;
  /**
   * draw: the stroke is drawn in; fade: it fades in; fadeScale: it fades in and grows from half size.
   * @default "draw"
   */
  animation?: "draw" | "fade" | "fadeScale";
  /**
   * Which way the stroke is drawn: right draws it from its start, left from its end, last line first.
   * @default "right"
   */
  direction?: "right" | "left";
  /**
   * How long the animation lasts, in seconds, for all lines together.
   * @default 0.75
   */
  duration?: number;
}

/** The config as `<sq-highlight>` reads it back: defaults filled in. */
export interface SqHighlightResolvedConfig {
  shape: "circle" | "cross" | "enclose" | "jagged" | "marker" | "scribble" | "strike" | "strikeDiagonal" | "underline" | "underlineCurve" | "underlineDouble" | "wave";
  color?: string | undefined;
  thickness: { unit: "em" | "px"; value: number };
  linecap: "square" | "round";
  blend: "none" | "multiply" | "screen" | "overlay" | "darken" | "lighten" | "color-dodge" | "color-burn" | "hard-light" | "soft-light" | "difference" | "exclusion" | "hue" | "saturation" | "color" | "luminosity";
  opacity: number;
  fontSize?: number | { mobile?: number; desktop?: number } | undefined;
  isFront: boolean;
  isAnimationEnabled: boolean;
  animation: "draw" | "fade" | "fadeScale";
  direction: "right" | "left";
  duration: number;
}

/** The events `<sq-highlight>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqHighlightEventMap {
}

/** What a template sets on `<sq-highlight>` as properties: `config` and each field. */
export interface SqHighlightProps extends SqHighlightConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqHighlightConfig | string;
}

/** The kebab-case attributes of `<sq-highlight>` whose name is not the property's, as text. */
export interface SqHighlightAttributes {
  /**
   * The `font-size` attribute: The font size in px an em thickness is measured against, for every width or per breakpoint (`{"mobile":16,"desktop":24}`, mobile up to 432 px); by default the text's own.
   * As JSON text.
   */
  'font-size'?: string;
  /** The `is-front` attribute: Draw the shape over the text; false draws it behind. */
  'is-front'?: true | 'true' | 'false';
  /** The `is-animation-enabled` attribute: Animate the shape in when it scrolls into view. */
  'is-animation-enabled'?: true | 'true' | 'false';
}

/**
 * Draws a hand-drawn shape (a circle, an underline, a marker, …) over or behind the text it wraps.
 *
 * @tag sq-highlight
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {"circle" | "cross" | "enclose" | "jagged" | "marker" | "scribble" | "strike" | "strikeDiagonal" | "underline" | "underlineCurve" | "underlineDouble" | "wave"} shape - The shape drawn on each line of the text.
 * @attr {string} color - The shape's colour; by default the text's own colour.
 * @attr {string} thickness - The stroke width: `{"unit":"em","value":0.06}` is 6% of the font size, `{"unit":"px","value":3}` 3 px.
 * @attr {"square" | "round"} linecap - The ends of the strokes.
 * @attr {"none" | "multiply" | "screen" | "overlay" | "darken" | "lighten" | "color-dodge" | "color-burn" | "hard-light" | "soft-light" | "difference" | "exclusion" | "hue" | "saturation" | "color" | "luminosity"} blend - How the shape blends with what is under it (a CSS blend mode).
 * @attr {number} opacity - The shape's opacity, from 0 to 1.
 * @attr {string} font-size - The font size in px an em thickness is measured against, for every width or per breakpoint (`{"mobile":16,"desktop":24}`, mobile up to 432 px); by default the text's own.
 * @attr {"true" | "false" | ""} is-front - Draw the shape over the text; false draws it behind.
 * @attr {"true" | "false" | ""} is-animation-enabled - Animate the shape in when it scrolls into view.
 * @attr {"draw" | "fade" | "fadeScale"} animation - draw: the stroke is drawn in; fade: it fades in; fadeScale: it fades in and grows from half size.
 * @attr {"right" | "left"} direction - Which way the stroke is drawn: right draws it from its start, left from its end, last line first.
 * @attr {number} duration - How long the animation lasts, in seconds, for all lines together.
 * @slot - - The text to highlight; rich text is fine.
 * @csspart shape - The SVG that holds the drawing, one path per line of text.
 */
export declare class SqHighlightElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqHighlightConfig | string | null | undefined);
  get config(): SqHighlightResolvedConfig;
  /**
   * The shape drawn on each line of the text.
   * @default "wave"
   */
  set shape(value: "circle" | "cross" | "enclose" | "jagged" | "marker" | "scribble" | "strike" | "strikeDiagonal" | "underline" | "underlineCurve" | "underlineDouble" | "wave" | undefined);
  get shape(): "circle" | "cross" | "enclose" | "jagged" | "marker" | "scribble" | "strike" | "strikeDiagonal" | "underline" | "underlineCurve" | "underlineDouble" | "wave";
  /** The shape's colour; by default the text's own colour. */
  set color(value: string | undefined);
  get color(): string | undefined;
  /**
   * The stroke width: `{"unit":"em","value":0.06}` is 6% of the font size, `{"unit":"px","value":3}` 3 px.
   * @default {"unit":"em","value":0.06}
   */
  set thickness(value: { unit: "em" | "px"; value: number } | undefined);
  get thickness(): { unit: "em" | "px"; value: number };
  /**
   * The ends of the strokes.
   * @default "square"
   */
  set linecap(value: "square" | "round" | undefined);
  get linecap(): "square" | "round";
  /**
   * How the shape blends with what is under it (a CSS blend mode).
   * @default "none"
   */
  set blend(value: "none" | "multiply" | "screen" | "overlay" | "darken" | "lighten" | "color-dodge" | "color-burn" | "hard-light" | "soft-light" | "difference" | "exclusion" | "hue" | "saturation" | "color" | "luminosity" | undefined);
  get blend(): "none" | "multiply" | "screen" | "overlay" | "darken" | "lighten" | "color-dodge" | "color-burn" | "hard-light" | "soft-light" | "difference" | "exclusion" | "hue" | "saturation" | "color" | "luminosity";
  /**
   * The shape's opacity, from 0 to 1.
   * @default 1
   */
  set opacity(value: number | undefined);
  get opacity(): number;
  /** The font size in px an em thickness is measured against, for every width or per breakpoint (`{"mobile":16,"desktop":24}`, mobile up to 432 px); by default the text's own. */
  set fontSize(value: number | { mobile?: number; desktop?: number } | undefined);
  get fontSize(): number | { mobile?: number; desktop?: number } | undefined;
  /**
   * Draw the shape over the text; false draws it behind.
   * @default true
   */
  set isFront(value: boolean | undefined);
  get isFront(): boolean;
  /**
   * Animate the shape in when it scrolls into view.
   * @default false
   */
  set isAnimationEnabled(value: boolean | undefined);
  get isAnimationEnabled(): boolean;
  /**
   * draw: the stroke is drawn in; fade: it fades in; fadeScale: it fades in and grows from half size.
   * @default "draw"
   */
  set animation(value: "draw" | "fade" | "fadeScale" | undefined);
  get animation(): "draw" | "fade" | "fadeScale";
  /**
   * Which way the stroke is drawn: right draws it from its start, left from its end, last line first.
   * @default "right"
   */
  set direction(value: "right" | "left" | undefined);
  get direction(): "right" | "left";
  /**
   * How long the animation lasts, in seconds, for all lines together.
   * @default 0.75
   */
  set duration(value: number | undefined);
  get duration(): number;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqHighlightEventMap>(type: K, listener: (this: SqHighlightElement, event: SqHighlightEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqHighlightElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqHighlightEventMap>(type: K, listener: (this: SqHighlightElement, event: SqHighlightEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqHighlightElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-highlight>`, defined when this module is imported in a browser. */
export declare const HighlightElement: typeof SqHighlightElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-highlight': SqHighlightElement;
  }
}
