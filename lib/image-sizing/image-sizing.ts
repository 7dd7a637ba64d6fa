/**
 * Image loader decisions (spec 001 §3 "Image loading configuration", §4
 * "Image loader", §5, §9): which width to ask for, the sized address, where
 * the image sits in its box, and whether a load may start or replace. Pure.
 */

/** The widths the platform's CDN serves, largest first (spec 001 §9). */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
/** Images start loading this far before they scroll into view (spec 001 §9). */
export const LAZY_LOAD_MARGIN_PX = 200;
export const LAZY_LOAD_MARGIN = `${LAZY_LOAD_MARGIN_PX}px`;
/** Load queue concurrency (spec 001 §9). */
export const DESKTOP_CONCURRENCY = 16;
export const MOBILE_CONCURRENCY = 1;
/** The class an image carries while it loads (spec 001 §4). */
export const LOADING_CLASS = 'loading';
/** An image not yet in a document is looked for again this often, this many times, before the load gives up (spec 001 §4). */
export const HOST_ATTACH_RETRY_MS = 10;
export const HOST_ATTACH_RETRIES = 100;
/** A resized image box is looked at again after this quiet time (spec 001 §9: 100 ms in the gallery designs). */
export const RESIZE_DEBOUNCE_MS = 100;
/** The load animation: an image shown for the first time scales up from 0.94 over 0.3 s (spec 001 §9). */
export const LOAD_ANIMATION_DURATION_MS = 300;
export const LOAD_ANIMATION_SCALE = 0.94;
/** The load animation's keyframes: from faded and scaled down to the image as it is. */
export const LOAD_ANIMATION_KEYFRAMES: PropertyIndexedKeyframes = {
  opacity: [0, 1],
  transform: [`scale(${LOAD_ANIMATION_SCALE})`, 'none'],
};
/** Size adjustment when none is given (spec 001 §5). */
export const DEFAULT_SIZE_ADJUSTMENT = 1;

export type CropMode = 'cover' | 'contain' | 'none';
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';
export type SizeFormat = 'queryString' | 'filename';
/** true loads, false skips, 'viewport' only sets the box's dimensions (spec 001 §4). */
export type LoadMode = true | false | 'viewport';

export const CROP_MODES: readonly CropMode[] = ['cover', 'contain', 'none'];
export const FIT_ALIGNMENTS: readonly FitAlignment[] = ['top', 'left', 'center', 'right', 'bottom'];
export const SIZE_FORMATS: readonly SizeFormat[] = ['queryString', 'filename'];

/** The warning for a contain or none crop without a fit alignment (spec 001 §5). */
export const MISSING_FIT_ALIGNMENT = 'no fit alignment given; using center';
/** Rejections (spec 001 §5, §8). */
export const NOT_AN_IMAGE = 'the image element must be an <img>';
export const EMPTY_SOURCE = 'the image source is empty';

/** The device pixel ratio used (1 when unknown), kept within the configured min (default 0) and max (default unlimited). */
export function pixelRatio(dpr: number, min = 0, max = Number.POSITIVE_INFINITY): number {
  return clamp(dpr || 1, min, max);
}

/**
 * The width to request: the next size up from the width needed times the
 * pixel ratio and the size adjustment; the largest when none is big enough.
 */
export function chooseWidth(input: {
  /** The image's rendered width in CSS pixels. */
  needed: number;
  dpr: number;
  dprMin?: number;
  dprMax?: number;
  sizeAdjustment?: number;
  /** The visitor asked to save data and the image allows honouring it: one device pixel per CSS pixel. */
  saveData?: boolean;
}): number {
  const ratio = input.saveData ? 1 : pixelRatio(input.dpr, input.dprMin, input.dprMax);
  const adjustment = input.sizeAdjustment ?? DEFAULT_SIZE_ADJUSTMENT;
  const pixels = Math.max(0, input.needed) * ratio * (adjustment >= 0 ? adjustment : DEFAULT_SIZE_ADJUSTMENT);
  let chosen: number = IMAGE_WIDTHS[0];
  for (const width of IMAGE_WIDTHS) if (width >= pixels) chosen = width;
  return chosen;
}

/** The host that serves the page; in `cdnHosts` it stands for the page's own origin. */
export const SELF_HOST = 'self';

/**
 * The CDN hosts when a page names none: none. Only hosts of the platform's
 * CDN get size suffixes (spec 001 §5), and the spec names none of them, so
 * every address loads as given until the site names the hosts that serve
 * sized images (SELF_HOST for its own origin).
 */
export const DEFAULT_CDN_HOSTS: readonly string[] = [];

/** Whether the address is on one of the CDN hosts: only those get size suffixes (spec 001 §5). */
export function isCdnAddress(src: string, base: string, cdnHosts: readonly string[]): boolean {
  try {
    const url = new URL(src, base);
    const pageHost = new URL(base).host;
    return (
      /^https?:$/.test(url.protocol) &&
      cdnHosts.some((host) => url.host === (host === SELF_HOST ? pageHost : host.toLowerCase()))
    );
  } catch {
    return false;
  }
}

/**
 * The full address of a CDN image at a width: `?format=750w` (queryString,
 * the default) or `name-750w.ext` (filename), any size suffix it had replaced.
 */
export function sizedAddress(src: string, width: number, format: SizeFormat = 'queryString', base?: string): string {
  const url = new URL(src, base);
  if (format === 'queryString') url.searchParams.set('format', `${width}w`);
  else url.pathname = url.pathname.replace(/(?:-\d+w)?(\.[^./]*)?$/, `-${width}w$1`);
  return url.href;
}

export interface Size {
  width: number;
  height: number;
}

/** The scale an image is drawn at in a box: cover fills the box, contain fits in it, none keeps the natural size. */
function scaleIn(box: Size, image: Size, mode: CropMode = 'cover'): number {
  const choose = mode === 'cover' ? Math.max : Math.min;
  return mode === 'none' ? 1 : choose(box.width / image.width, box.height / image.height);
}

/** The rendered width of an image in its box, which is what its requested width must cover. */
export function renderedWidth(box: Size, image: Size | undefined, mode?: CropMode): number {
  return image ? image.width * scaleIn(box, image, mode) : box.width;
}

/** The image loader's options that say how an image sits in its box. */
export interface Placing {
  box: Size;
  /** The image's natural size; centred by object-fit while unknown. */
  dimensions?: Size | undefined;
  cropMode?: CropMode | undefined;
  focalPoint?: FocalPoint | undefined;
  fitAlignment?: FitAlignment | undefined;
  useBackgroundImage?: boolean | undefined;
  useAdvancedPositioning?: boolean | undefined;
}

/**
 * How an image is drawn in its box, as CSS (spec 001 §3, §4), so the box
 * never changes size. cover fills the box and keeps the focal point as near
 * its middle as the edges allow; contain fits the whole image, and none
 * keeps its natural size, both aligned by the fit alignment. Drawn by
 * object-fit, as a background, or (advanced positioning) at its own size
 * and offset inside its parent, which clips it: the same picture, with the
 * image's box where its pixels are.
 */
export function placementStyle({
  box,
  dimensions: image,
  cropMode: mode = 'cover',
  focalPoint = DEFAULT_FOCAL_POINT,
  fitAlignment: alignment,
  useBackgroundImage,
  useAdvancedPositioning,
}: Placing): Record<string, string> {
  const scale = image ? scaleIn(box, image, mode) : 0;
  const width = image ? image.width * scale : box.width;
  const height = image ? image.height * scale : box.height;
  /**
   * Where the image sits along one axis, as the share of the free space before it (what a CSS
   * object-position percentage means): the focal point as near the box's middle as the edges allow,
   * or the alignment's side; the middle when the image fits exactly.
   */
  const share = (free: number, middle: number, focal: number, start: FitAlignment, end: FitAlignment) =>
    Math.abs(free) < 0.001
      ? 0.5
      : mode === 'cover'
        ? clamp((middle - focal) / free, 0, 1)
        : alignment === start
          ? 0
          : alignment === end
            ? 1
            : 0.5;
  const x = share(box.width - width, box.width / 2, focalPoint.x * width, 'left', 'right');
  const y = share(box.height - height, box.height / 2, focalPoint.y * height, 'top', 'bottom');
  const at = `${round(x * 100)}% ${round(y * 100)}%`;
  if (useBackgroundImage) {
    return { backgroundSize: mode === 'none' ? 'auto' : mode, backgroundPosition: at, backgroundRepeat: 'no-repeat' };
  }
  if (!useAdvancedPositioning || !image) return { objectFit: mode, objectPosition: at };
  return {
    objectFit: 'fill',
    position: 'absolute',
    inset: 'auto',
    width: `${round(width)}px`,
    height: `${round(height)}px`,
    left: `${round((box.width - width) * x)}px`,
    top: `${round((box.height - height) * y)}px`,
  };
}

/** A higher-resolution image replaces the current one only when larger, unless forced (spec 001 §4). */
export function shouldReplace(currentWidth: number, nextWidth: number, force = false): boolean {
  return force || nextWidth > currentWidth;
}

/** Load queue concurrency: 16 on desktop, 1 on mobile (spec 001 §9). */
export function concurrencyFor(mobile: boolean): number {
  return mobile ? MOBILE_CONCURRENCY : DESKTOP_CONCURRENCY;
}

/** Why a load may not start, as the warning says it, or null when it may (spec 001 §5). */
export function checkImage(
  request: { src: string; useBackgroundImage?: boolean | undefined },
  tag: string,
): string | null {
  if (!request.useBackgroundImage && tag !== 'img') return `${NOT_AN_IMAGE}, got <${tag}>`;
  return request.src.trim() ? null : EMPTY_SOURCE;
}

/**
 * A number of zero or more (`5`, `1.5`, `.5`), written so that a run of
 * digits matches one way only: a failed match of a long text stays linear,
 * where `\d*\.?\d+` would try every split of the run.
 */
const NUMBER = '(\\d+(?:\\.\\d+)?|\\.\\d+)';

/**
 * Reads two numbers of zero or more written `a<separator>b`, with spaces
 * around either allowed (a size, a ratio, a focal point); undefined when
 * unreadable. `separator` is a regular expression's text.
 */
export function readPair(text: string | null | undefined, separator: string): [number, number] | undefined {
  const match = new RegExp(`^\\s*${NUMBER}\\s*${separator}\\s*${NUMBER}\\s*$`).exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** Reads a ratio written W:H (or W/H) as width over height; undefined when unreadable. */
export function ratioOf(text: string | undefined): number | undefined {
  const [width = 0, height = 0] = readPair(text, '[:/]') ?? [];
  const ratio = width / height;
  return ratio > 0 && ratio < Number.POSITIVE_INFINITY ? ratio : undefined;
}

/* Slide and image attributes (spec 001 §3). */

/** The focal point when none is given: the centre (spec 001 §3). */
export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

export interface Dimensions {
  width: number;
  height: number;
}

export interface FocalPoint {
  x: number;
  y: number;
}

/** Reads 'WxH' (data-image-dimensions); anything else is unknown. */
export function parseDimensions(text: string | null | undefined): Dimensions | undefined {
  const [width = 0, height = 0] = readPair(text, '[xX×]') ?? [];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Reads 'x,y' fractions, each from 0 to 1 (data-image-focal-point); undefined when unreadable. */
export function readFocalPoint(text: string | null | undefined): FocalPoint | undefined {
  const [x = 2, y = 2] = readPair(text, ',') ?? [];
  return x <= 1 && y <= 1 ? { x, y } : undefined;
}

/** The focal point of a slide or an image: the one given, or the centre when it is missing or unreadable. */
export function parseFocalPoint(text: string | null | undefined): FocalPoint {
  return readFocalPoint(text) ?? { ...DEFAULT_FOCAL_POINT };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** To two decimals (1/100 px: layouts compare exactly in tests and do not jitter). */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A viewBox of the given width-to-height ratio, for a spacer that gives a box its shape. */
export function ratioViewBox(ratio: number): string {
  return `0 0 ${Math.round(ratio * 10000)} 10000`;
}
