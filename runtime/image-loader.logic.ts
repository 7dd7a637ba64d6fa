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
export const LOAD_ANIMATION_KEYFRAMES: { opacity: number; transform: string }[] = [
  { opacity: 0, transform: `scale(${LOAD_ANIMATION_SCALE})` },
  { opacity: 1, transform: 'none' },
];
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

/** The device pixel ratio used, kept within the configured min (default 0) and max (default unlimited). */
export function pixelRatio(dpr: number, min = 0, max = Number.POSITIVE_INFINITY): number {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  return Math.min(max, Math.max(min, ratio));
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

/** Whether the address is on one of the CDN hosts: only those get size suffixes (spec 001 §5). */
export function isCdnAddress(src: string, base: string, cdnHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const pageHost = new URL(base).host;
  return cdnHosts.some((host) => (host === SELF_HOST ? url.host === pageHost : url.host === host.toLowerCase()));
}

/**
 * The address of the image at a width: `?format=750w` (queryString) or
 * `name-750w.ext` (filename), for CDN hosts only; others unchanged.
 */
export function sizedAddress(
  src: string,
  width: number,
  options: { format: SizeFormat; base: string; cdnHosts: readonly string[] },
): string {
  if (!isCdnAddress(src, options.base, options.cdnHosts)) return src;
  const relative = !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src);
  const url = new URL(src, options.base);
  if (options.format === 'queryString') {
    url.searchParams.set('format', `${width}w`);
  } else {
    const slash = url.pathname.lastIndexOf('/');
    const name = url.pathname.slice(slash + 1).replace(/-\d+w(?=\.|$)/, '');
    const dot = name.lastIndexOf('.');
    const sized = dot > 0 ? `${name.slice(0, dot)}-${width}w${name.slice(dot)}` : `${name}-${width}w`;
    url.pathname = url.pathname.slice(0, slash + 1) + sized;
  }
  return relative && url.origin === new URL(options.base).origin ? url.pathname + url.search + url.hash : url.href;
}

/** The width of a sized address, read back (0 when it has none). */
export function widthOfAddress(src: string): number {
  const match = /[?&]format=(\d+)w\b/.exec(src) ?? /-(\d+)w(?:\.[a-z0-9]+)?(?:[?#]|$)/i.exec(src);
  return match ? Number(match[1]) : 0;
}

export interface Size {
  width: number;
  height: number;
}

/** Where the image sits inside its box: its rendered size and offset, in CSS pixels. */
export interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
  /** The same as CSS object-position percentages (for object-fit). */
  objectPosition: string;
}

/**
 * Places an image in a box (spec 001 §3, §4). cover fills the box and keeps
 * the focal point as near the centre as the edges allow; contain fits the
 * whole image and aligns it by the fit alignment; none keeps the natural size,
 * aligned the same way.
 */
export function placeImage(input: {
  box: Size;
  image: Size;
  mode: CropMode;
  focalPoint?: { x: number; y: number };
  alignment?: FitAlignment;
}): Placement {
  const { box, image, mode } = input;
  const scale =
    mode === 'cover'
      ? Math.max(box.width / image.width, box.height / image.height)
      : mode === 'contain'
        ? Math.min(box.width / image.width, box.height / image.height)
        : 1;
  const width = image.width * scale;
  const height = image.height * scale;
  let left: number;
  let top: number;
  if (mode === 'cover') {
    const focal = input.focalPoint ?? { x: 0.5, y: 0.5 };
    left = clamp(box.width / 2 - focal.x * width, box.width - width, 0);
    top = clamp(box.height / 2 - focal.y * height, box.height - height, 0);
  } else {
    const alignment = input.alignment ?? 'center';
    const x = alignment === 'left' ? 0 : alignment === 'right' ? 1 : 0.5;
    const y = alignment === 'top' ? 0 : alignment === 'bottom' ? 1 : 0.5;
    left = (box.width - width) * x;
    top = (box.height - height) * y;
  }
  const percent = (offset: number, free: number) => (Math.abs(free) < 0.001 ? 50 : round((offset / free) * 100));
  return {
    width: round(width),
    height: round(height),
    left: round(left),
    top: round(top),
    objectPosition: `${percent(left, box.width - width)}% ${percent(top, box.height - height)}%`,
  };
}

/** The fit alignment to use, and whether to warn that it was missing (spec 001 §5). */
export function fitAlignment(
  value: FitAlignment | undefined,
  mode: CropMode,
): { alignment: FitAlignment; warn: boolean } {
  if (value) return { alignment: value, warn: false };
  return { alignment: 'center', warn: mode !== 'cover' };
}

/** The rendered width of an image in its box, which is what its requested width must cover. */
export function renderedWidth(box: Size, image: Size | undefined, mode: CropMode): number {
  if (!image) return box.width;
  return placeImage({ box, image, mode }).width;
}

/** A higher-resolution image replaces the current one only when larger, unless forced (spec 001 §4). */
export function shouldReplace(currentWidth: number, nextWidth: number, force = false): boolean {
  return force || nextWidth > currentWidth;
}

/** What a load request does, by load mode and state (spec 001 §4). */
export function loadStep(input: {
  /** true when not given. */
  mode?: LoadMode | undefined;
  loading?: boolean | undefined;
  allowConcurrent?: boolean;
  hasDimensions: boolean;
}): 'skip' | 'dimensions-only' | 'busy' | 'preload-dimensions' | 'load' {
  if (input.mode === false) return 'skip';
  if (input.mode === 'viewport') return 'dimensions-only';
  if (input.loading && !input.allowConcurrent) return 'busy';
  return input.hasDimensions ? 'load' : 'preload-dimensions';
}

/** Load queue concurrency: 16 on desktop, 1 on mobile (spec 001 §9). */
export function concurrencyFor(mobile: boolean): number {
  return mobile ? MOBILE_CONCURRENCY : DESKTOP_CONCURRENCY;
}

/** Whether a load may be started, or must be rejected with a warning (spec 001 §5). */
export function checkImage(input: {
  tag: string;
  src: string;
  useBackgroundImage?: boolean | undefined;
}): string | null {
  if (!input.useBackgroundImage && input.tag !== 'img') return NOT_AN_IMAGE;
  if (!input.src.trim()) return EMPTY_SOURCE;
  return null;
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

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A viewBox of the given width-to-height ratio, for a spacer that gives a box its shape. */
export function ratioViewBox(ratio: number): string {
  return `0 0 ${Math.round(ratio * 10000)} 10000`;
}
