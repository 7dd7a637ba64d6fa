/**
 * The `<img>` an element writes into its first view (DESIGN.md §5): a real
 * image the browser's preload scanner finds in the server's HTML, with a
 * `srcset` of the CDN's widths and `sizes`, so the browser picks the width
 * the image loader would have picked, and the image loader then adopts it
 * (no second request). The same attributes on the server and while
 * hydrating, so they are worked out without the page's address. Pure.
 */
import {
  type CropMode,
  DEFAULT_CDN_HOSTS,
  type FitAlignment,
  type FocalPoint,
  IMAGE_WIDTHS,
  isCdnAddress,
  SELF_HOST,
  type Size,
  type SizeFormat,
  sizedAddress,
} from '../../lib/image-sizing/image-sizing.ts';

/** What decides a first-view image's attributes. */
export interface FirstViewImageInput {
  src: string;
  alt: string;
  /** The image's natural size: its width and height attributes, so the browser reserves its ratio. */
  dimensions?: Size | undefined;
  /** Kept in view when the image is cropped (object-position, through the element's stylesheet). */
  focalPoint?: FocalPoint | undefined;
  /** How the image fills its box (object-fit); cover by default. */
  cropMode?: CropMode | undefined;
  /** Where a contained or uncropped image sits in its box; the centre by default. */
  fitAlignment?: FitAlignment | undefined;
  /** The page's main picture: fetched at high priority, never lazy. */
  priority?: boolean | undefined;
  /** Wait until the image is near the viewport (the browser's own lazy loading); ignored for the main picture. */
  lazy?: boolean | undefined;
  /**
   * How much wider than its box the image is drawn (a cover crop of a wider picture: its ratio over the
   * box's), 1 when it fits the box's width; the CDN widths are offered for the box's width, so the browser,
   * which chooses by the box, asks for the width the drawn picture needs.
   */
  scale?: number | undefined;
  /** The width the image is laid out at, as `<img sizes>` takes it; by default its laid-out width when lazy and its box known, else the viewport's. */
  sizes?: string | undefined;
  sizeFormat?: SizeFormat | undefined;
  /** Hosts that serve sized images ('self' is the page's own origin); none by default: the address is given as it is. */
  cdnHosts?: readonly string[] | undefined;
}

/** The attributes of a first-view image, as a view renders them (React's names). */
export interface FirstViewImage {
  src: string;
  alt: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  decoding: 'async';
  loading?: 'lazy';
  fetchPriority?: 'high';
  /** How the image fills its box when not cover, read by the element's stylesheet: no style attribute. */
  'data-fit'?: 'contain' | 'none';
  /** Where the image sits in its box as object-position percentages, read by the element's stylesheet with attr(). */
  'data-focal-x'?: string;
  'data-focal-y'?: string;
}

/** The width asked for as `src` of a CDN image, beside its `srcset` (for a browser that reads no srcset). */
export const FIRST_VIEW_SRC_WIDTH = 1000;

/** `sizes` of a lazy image: its laid-out width (the browser knows it before it loads a lazy image), else the viewport's. */
export const LAZY_SIZES = 'auto, 100vw';
/** `sizes` of an eager image when the page does not say: the viewport's width. */
export const EAGER_SIZES = '100vw';

/** Stands for the page's origin while a root-relative address is sized; never written out. */
const PAGE = 'http://page.invalid';

/**
 * Whether the loader sizes this address, decided the same on the server as
 * in the browser: a root-relative address when the page's own origin serves
 * sized images ('self'), an absolute one only on a host named as a CDN.
 */
export function isSizedAddress(src: string, cdnHosts: readonly string[] = DEFAULT_CDN_HOSTS): boolean {
  if (/^https?:\/\//i.test(src))
    return isCdnAddress(
      src,
      `${PAGE}/`,
      cdnHosts.filter((host) => host !== SELF_HOST),
    );
  return src.startsWith('/') && !src.startsWith('//') && cdnHosts.includes(SELF_HOST);
}

/** A root-relative address sized as one on the page's own origin, kept root-relative. */
function sized(src: string, width: number, format: SizeFormat | undefined): string {
  const href = sizedAddress(src, width, format, `${PAGE}/`);
  return href.startsWith(`${PAGE}/`) ? href.slice(PAGE.length) : href;
}

/**
 * The CDN widths worth offering for an image: every width up to the first
 * one that covers its natural width (a larger one would bring no more
 * pixels), or all of them when the natural width is unknown. Smallest first.
 */
export function offeredWidths(naturalWidth?: number): number[] {
  const ascending = [...IMAGE_WIDTHS].reverse();
  if (!naturalWidth) return ascending;
  const covering = ascending.findIndex((width) => width >= naturalWidth);
  return covering === -1 ? ascending : ascending.slice(0, covering + 1);
}

/** A fraction as a CSS percentage, rounded to a tenth. */
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** Where a contained or uncropped image sits along each axis, as fractions, by its fit alignment (spec 001 §5). */
const ALIGNED: Record<FitAlignment, FocalPoint> = {
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
  center: { x: 0.5, y: 0.5 },
};

/**
 * Where the image sits in its box before the loader places it: a cropped
 * image at its focal point (the point stays where it is in the picture, as
 * near the middle as the loader will put it once it knows the box), any
 * other by its fit alignment.
 */
function position(input: FirstViewImageInput): FocalPoint | undefined {
  const mode = input.cropMode ?? 'cover';
  return mode === 'cover' ? input.focalPoint : ALIGNED[input.fitAlignment ?? 'center'];
}

/**
 * The attributes of an element's first-view `<img>`, or null when there is
 * no address to show. A CDN image gets a `srcset` of the widths worth
 * offering and `sizes`; any other address is given as it is.
 */
export function firstViewImage(input: FirstViewImageInput): FirstViewImage | null {
  const src = input.src.trim();
  if (!src) return null;
  const image: FirstViewImage = { src, alt: input.alt, decoding: 'async' };
  if (isSizedAddress(src, input.cdnHosts)) {
    const widths = offeredWidths(input.dimensions?.width);
    image.src = sized(src, Math.min(FIRST_VIEW_SRC_WIDTH, widths.at(-1) ?? FIRST_VIEW_SRC_WIDTH), input.sizeFormat);
    const scale = Math.max(1, input.scale ?? 1);
    image.srcSet = widths
      .map((width) => `${sized(src, width, input.sizeFormat)} ${Math.round(width / scale)}w`)
      .join(', ');
  }
  const lazy = !input.priority && input.lazy !== false;
  // A lazy image is sized by its laid-out width, known before it loads only when its box is (its dimensions):
  // one that takes its box from the loaded image would be laid out anew, and asked for again at its new width.
  if (image.srcSet) image.sizes = input.sizes?.trim() || (lazy && input.dimensions ? LAZY_SIZES : EAGER_SIZES);
  if (input.dimensions) {
    image.width = input.dimensions.width;
    image.height = input.dimensions.height;
  }
  if (input.priority) image.fetchPriority = 'high';
  else if (lazy) image.loading = 'lazy';
  if (input.cropMode && input.cropMode !== 'cover') image['data-fit'] = input.cropMode;
  const at = position(input);
  if (at && (at.x !== 0.5 || at.y !== 0.5)) {
    image['data-focal-x'] = percent(at.x);
    image['data-focal-y'] = percent(at.y);
  }
  return image;
}

/** How much wider than its box a cover crop draws a picture of `dimensions` in a box of `boxRatio` (width over height). */
export function coverScale(dimensions: Size | undefined, boxRatio: number | undefined, cropMode = 'cover'): number {
  if (!dimensions || !boxRatio || cropMode !== 'cover') return 1;
  return Math.max(1, dimensions.width / dimensions.height / boxRatio);
}
