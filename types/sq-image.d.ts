// Generated from custom-elements.json by `npm run manifest`: do not edit.

/** The config of `<sq-image>` as `config` and the attributes take it: every field optional. */
export interface SqImageConfig {
  /**
   * The image address (without a size suffix).
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  src?: string;
  /**
   * Text alternative; empty for a decorative image.
   * @default ""
   */
  alt?: string;
  /** The natural size as WxH (e.g. 2400x1600); its box is reserved before it loads. Learned by preloading when missing. */
  dimensions?: string;
  /**
   * The point kept in view when cropping, as x,y fractions of the image.
   * @default "0.5,0.5"
   */
  focalPoint?: string;
  /** A box ratio (W:H) that wins over the image’s own, so the image is cropped to it. */
  fixedRatio?: string;
  /**
   * true loads; false skips loading; viewport only reserves the box.
   * @default "true"
   */
  load?: "true" | "false" | "viewport";
  /**
   * Wait until the image is within 200px of the viewport; false: the page’s main picture.
   * @default true
   */
  lazy?: boolean;
  /**
   * Replace the image even with a smaller size.
   * @default false
   */
  forceUpdate?: boolean;
  /**
   * How the image fills its box.
   * @default "cover"
   */
  cropMode?: "cover" | "contain" | "none";
  /** Where a contained image sits in its box; center (with a warning) when missing. */
  fitAlignment?: "top" | "left" | "center" | "right" | "bottom";
  /**
   * Multiplies the width requested (a non-negative number).
   * @default 1
   */
  sizeAdjustment?: number;
  /**
   * How a size is asked for: ?format=750w or name-750w.jpg.
   * @default "queryString"
   */
  sizeFormat?: "queryString" | "filename";
  /**
   * Hosts that serve sized images ("self" is the page’s own origin); none by default. An image on a host not named loads as given.
   * @default []
   */
  cdnHosts?: string[];
  /**
   * Fill the element’s own height instead of keeping the image ratio.
   * @default false
   */
  stretch?: boolean;
  /**
   * Draw the image as a CSS background.
   * @default false
   */
  useBackgroundImage?: boolean;
  /**
   * Place the image by its size and offsets in the frame (from the crop mode and focal point) instead of object-fit.
   * @default false
   */
  useAdvancedPositioning?: boolean;
  /**
   * Honour the visitor’s Save-Data preference (one image pixel per CSS pixel).
   * @default true
   */
  allowSaveData?: boolean;
  /**
   * The lowest device pixel ratio to size for.
   * @default 0
   */
  dprMin?: number;
  /** The highest device pixel ratio to size for. */
  dprMax?: number;
}

/** The config as `<sq-image>` reads it back: defaults filled in. */
export interface SqImageResolvedConfig {
  src: string;
  alt: string;
  dimensions?: string | undefined;
  focalPoint: string;
  fixedRatio?: string | undefined;
  load: "true" | "false" | "viewport";
  lazy: boolean;
  forceUpdate: boolean;
  cropMode: "cover" | "contain" | "none";
  fitAlignment?: "top" | "left" | "center" | "right" | "bottom" | undefined;
  sizeAdjustment: number;
  sizeFormat: "queryString" | "filename";
  cdnHosts: string[];
  stretch: boolean;
  useBackgroundImage: boolean;
  useAdvancedPositioning: boolean;
  allowSaveData: boolean;
  dprMin: number;
  dprMax?: number | undefined;
}

/** The events `<sq-image>` dispatches, by name: each bubbles and crosses shadow roots. */
export interface SqImageEventMap {
  /** The image (or a larger one) has loaded; detail.width is the width requested (one no CDN host sizes: its own). */
  'sq-image-load': CustomEvent<{ width: number; src: string }>;
  /** The image could not be loaded. */
  'sq-image-error': CustomEvent<{ src: string }>;
}

/** What a template sets on `<sq-image>` as properties: `config` and each field. */
export interface SqImageProps extends SqImageConfig {
  /** The whole config: an object, or JSON text. */
  config?: SqImageConfig | string;
}

/** The kebab-case attributes of `<sq-image>` whose name is not the property's, as text. */
export interface SqImageAttributes {
  /** The `focal-point` attribute: The point kept in view when cropping, as x,y fractions of the image. */
  'focal-point'?: string;
  /** The `fixed-ratio` attribute: A box ratio (W:H) that wins over the image’s own, so the image is cropped to it. */
  'fixed-ratio'?: string;
  /** The `force-update` attribute: Replace the image even with a smaller size. */
  'force-update'?: true | 'true' | 'false';
  /** The `crop-mode` attribute: How the image fills its box. */
  'crop-mode'?: "cover" | "contain" | "none";
  /** The `fit-alignment` attribute: Where a contained image sits in its box; center (with a warning) when missing. */
  'fit-alignment'?: "top" | "left" | "center" | "right" | "bottom";
  /** The `size-adjustment` attribute: Multiplies the width requested (a non-negative number). */
  'size-adjustment'?: number | `${number}`;
  /** The `size-format` attribute: How a size is asked for: ?format=750w or name-750w.jpg. */
  'size-format'?: "queryString" | "filename";
  /**
   * The `cdn-hosts` attribute: Hosts that serve sized images ("self" is the page’s own origin); none by default. An image on a host not named loads as given.
   * As JSON text.
   */
  'cdn-hosts'?: string;
  /** The `use-background-image` attribute: Draw the image as a CSS background. */
  'use-background-image'?: true | 'true' | 'false';
  /** The `use-advanced-positioning` attribute: Place the image by its size and offsets in the frame (from the crop mode and focal point) instead of object-fit. */
  'use-advanced-positioning'?: true | 'true' | 'false';
  /** The `allow-save-data` attribute: Honour the visitor’s Save-Data preference (one image pixel per CSS pixel). */
  'allow-save-data'?: true | 'true' | 'false';
  /** The `dpr-min` attribute: The lowest device pixel ratio to size for. */
  'dpr-min'?: number | `${number}`;
  /** The `dpr-max` attribute: The highest device pixel ratio to size for. */
  'dpr-max'?: number | `${number}`;
}

/**
 * A responsive image: the CDN size its box needs, loaded lazily, cropped around its focal point.
 *
 * @tag sq-image
 * @attr {string} config - The whole config as JSON; a field’s own attribute wins.
 * @attr {string} src - The image address (without a size suffix).
 * @attr {string} alt - Text alternative; empty for a decorative image.
 * @attr {string} dimensions - The natural size as WxH (e.g. 2400x1600); its box is reserved before it loads. Learned by preloading when missing.
 * @attr {string} focal-point - The point kept in view when cropping, as x,y fractions of the image.
 * @attr {string} fixed-ratio - A box ratio (W:H) that wins over the image’s own, so the image is cropped to it.
 * @attr {"true" | "false" | "viewport"} load - true loads; false skips loading; viewport only reserves the box.
 * @attr {"true" | "false" | ""} lazy - Wait until the image is within 200px of the viewport; false: the page’s main picture.
 * @attr {"true" | "false" | ""} force-update - Replace the image even with a smaller size.
 * @attr {"cover" | "contain" | "none"} crop-mode - How the image fills its box.
 * @attr {"top" | "left" | "center" | "right" | "bottom"} fit-alignment - Where a contained image sits in its box; center (with a warning) when missing.
 * @attr {number} size-adjustment - Multiplies the width requested (a non-negative number).
 * @attr {"queryString" | "filename"} size-format - How a size is asked for: ?format=750w or name-750w.jpg.
 * @attr {string} cdn-hosts - Hosts that serve sized images ("self" is the page’s own origin); none by default. An image on a host not named loads as given.
 * @attr {"true" | "false" | ""} stretch - Fill the element’s own height instead of keeping the image ratio.
 * @attr {"true" | "false" | ""} use-background-image - Draw the image as a CSS background.
 * @attr {"true" | "false" | ""} use-advanced-positioning - Place the image by its size and offsets in the frame (from the crop mode and focal point) instead of object-fit.
 * @attr {"true" | "false" | ""} allow-save-data - Honour the visitor’s Save-Data preference (one image pixel per CSS pixel).
 * @attr {number} dpr-min - The lowest device pixel ratio to size for.
 * @attr {number} dpr-max - The highest device pixel ratio to size for.
 * @fires sq-image-load - The image (or a larger one) has loaded; detail.width is the width requested (one no CDN host sizes: its own).
 * @fires sq-image-error - The image could not be loaded.
 * @csspart frame - The box that keeps the image’s ratio.
 * @csspart image - The image (or, in background mode, the element drawing it).
 * @cssprop [--sq-image-placeholder=#f1f1f1] - Background of the box while the image loads.
 */
export declare class SqImageElement extends HTMLElement {
  /** The whole config. Set an object or JSON text; reads back the validated config with every default filled in. */
  set config(value: SqImageConfig | string | null | undefined);
  get config(): SqImageResolvedConfig;
  /**
   * The image address (without a size suffix).
   * Script addresses (`javascript:` and the like) are refused with a warning.
   * @default ""
   */
  set src(value: string | undefined);
  get src(): string;
  /**
   * Text alternative; empty for a decorative image.
   * @default ""
   */
  set alt(value: string | undefined);
  get alt(): string;
  /** The natural size as WxH (e.g. 2400x1600); its box is reserved before it loads. Learned by preloading when missing. */
  set dimensions(value: string | undefined);
  get dimensions(): string | undefined;
  /**
   * The point kept in view when cropping, as x,y fractions of the image.
   * @default "0.5,0.5"
   */
  set focalPoint(value: string | undefined);
  get focalPoint(): string;
  /** A box ratio (W:H) that wins over the image’s own, so the image is cropped to it. */
  set fixedRatio(value: string | undefined);
  get fixedRatio(): string | undefined;
  /**
   * true loads; false skips loading; viewport only reserves the box.
   * @default "true"
   */
  set load(value: "true" | "false" | "viewport" | undefined);
  get load(): "true" | "false" | "viewport";
  /**
   * Wait until the image is within 200px of the viewport; false: the page’s main picture.
   * @default true
   */
  set lazy(value: boolean | undefined);
  get lazy(): boolean;
  /**
   * Replace the image even with a smaller size.
   * @default false
   */
  set forceUpdate(value: boolean | undefined);
  get forceUpdate(): boolean;
  /**
   * How the image fills its box.
   * @default "cover"
   */
  set cropMode(value: "cover" | "contain" | "none" | undefined);
  get cropMode(): "cover" | "contain" | "none";
  /** Where a contained image sits in its box; center (with a warning) when missing. */
  set fitAlignment(value: "top" | "left" | "center" | "right" | "bottom" | undefined);
  get fitAlignment(): "top" | "left" | "center" | "right" | "bottom" | undefined;
  /**
   * Multiplies the width requested (a non-negative number).
   * @default 1
   */
  set sizeAdjustment(value: number | undefined);
  get sizeAdjustment(): number;
  /**
   * How a size is asked for: ?format=750w or name-750w.jpg.
   * @default "queryString"
   */
  set sizeFormat(value: "queryString" | "filename" | undefined);
  get sizeFormat(): "queryString" | "filename";
  /**
   * Hosts that serve sized images ("self" is the page’s own origin); none by default. An image on a host not named loads as given.
   * @default []
   */
  set cdnHosts(value: string[] | undefined);
  get cdnHosts(): string[];
  /**
   * Fill the element’s own height instead of keeping the image ratio.
   * @default false
   */
  set stretch(value: boolean | undefined);
  get stretch(): boolean;
  /**
   * Draw the image as a CSS background.
   * @default false
   */
  set useBackgroundImage(value: boolean | undefined);
  get useBackgroundImage(): boolean;
  /**
   * Place the image by its size and offsets in the frame (from the crop mode and focal point) instead of object-fit.
   * @default false
   */
  set useAdvancedPositioning(value: boolean | undefined);
  get useAdvancedPositioning(): boolean;
  /**
   * Honour the visitor’s Save-Data preference (one image pixel per CSS pixel).
   * @default true
   */
  set allowSaveData(value: boolean | undefined);
  get allowSaveData(): boolean;
  /**
   * The lowest device pixel ratio to size for.
   * @default 0
   */
  set dprMin(value: number | undefined);
  get dprMin(): number;
  /** The highest device pixel ratio to size for. */
  set dprMax(value: number | undefined);
  get dprMax(): number | undefined;
  /** Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state. */
  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof SqImageEventMap>(type: K, listener: (this: SqImageElement, event: SqImageEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqImageElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SqImageEventMap>(type: K, listener: (this: SqImageElement, event: SqImageEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SqImageElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of `<sq-image>`, defined when this module is imported in a browser. */
export declare const ImageElement: typeof SqImageElement;

declare global {
  interface HTMLElementTagNameMap {
    'sq-image': SqImageElement;
  }
}
