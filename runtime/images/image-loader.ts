/**
 * The image loader (spec 001 §4 "Image loader"): lazy with a 200px margin,
 * a load queue (16 at a time on desktop, 1 on mobile), the next CDN width up
 * for the rendered size and pixel ratio, a loading marker, larger-only
 * replacement, background-image mode. A page service: one queue and one
 * IntersectionObserver for every image on the page, whichever element shows
 * it (<sq-image>, every gallery design). No React: elements reach it through
 * the kit's useManagedImage and watchImage. The decisions are in
 * image-loader.logic.ts.
 */

import {
  type CropMode,
  checkImage,
  chooseWidth,
  concurrencyFor,
  DEFAULT_CDN_HOSTS,
  type FitAlignment,
  HOST_ATTACH_RETRIES,
  HOST_ATTACH_RETRY_MS,
  IMAGE_WIDTHS,
  isCdnAddress,
  LAZY_LOAD_MARGIN,
  LOAD_ANIMATION_DURATION_MS,
  LOAD_ANIMATION_KEYFRAMES,
  LOADING_CLASS,
  type LoadMode,
  MISSING_FIT_ALIGNMENT,
  placementStyle,
  renderedWidth,
  type Size,
  type SizeFormat,
  shouldReplace,
  sizedAddress,
} from '../../lib/image-sizing/image-sizing.ts';
import { warnOnce } from '../../lib/warn-once.ts';
import { readImageAttributes } from './image-loader-attributes.logic.ts';

/** What to load into an element, and how (spec 001 §3 "Image loading configuration"). */
export interface ImageRequest {
  /** An <img>, or any element when `useBackgroundImage` is set. */
  element: Element;
  src: string;
  /** The image's natural size; preloaded to learn it when missing. */
  dimensions?: Size | undefined;
  /** A box ratio (width over height) the image is cropped to, instead of its own. */
  fixedRatio?: number | undefined;
  /** The image fills its parent's height instead of keeping a ratio. */
  stretch?: boolean;
  focalPoint?: { x: number; y: number } | undefined;
  load?: LoadMode;
  /** Wait until the image is within 200px of the viewport (default true). */
  lazy?: boolean;
  forceUpdate?: boolean;
  cropMode?: CropMode;
  fitAlignment?: FitAlignment | undefined;
  sizeAdjustment?: number;
  sizeFormat?: SizeFormat;
  /** Hosts that serve sized images; 'self' is the page's own origin. None by default: the address loads as given. */
  cdnHosts?: readonly string[];
  /** Draw the image as a CSS background of any element. */
  useBackgroundImage?: boolean;
  allowSaveData?: boolean;
  dprMin?: number;
  dprMax?: number | undefined;
  /**
   * Place the image by its own size and offsets inside its parent, which
   * must clip it (position relative or absolute, overflow hidden), instead
   * of object-fit; not with `useBackgroundImage`.
   */
  useAdvancedPositioning?: boolean;
  /**
   * The first image shown scales in (spec 001 §9: 0.3 s from 0.94), unless
   * the visitor asks for reduced motion; larger replacements never do.
   */
  animate?: boolean;
  /** Several loads of one element at once are allowed. */
  allowConcurrent?: boolean;
  /** Called once an image has loaded, with the width requested (a picture no CDN sizes: its own width). */
  onLoad?: (width: number) => void;
  onError?: () => void;
}

interface Entry {
  request: ImageRequest;
  /** The width shown now (0 before the first load). */
  width: number;
  /** The flags below start unset (false). */
  loading?: boolean;
  visible?: boolean;
  force?: boolean | undefined;
  stopped?: boolean;
  /** Ends the wait for the load in flight when the element stops being managed. */
  cancel?: () => void;
}

const entries = new Map<Element, Entry>();
const queue: Entry[] = [];
let active = 0;
/** One observer for every lazy image of the page, kept once made. */
let observer: IntersectionObserver | undefined;
function warn(message: string): void {
  warnOnce(`sq-image: ${message}`);
}

/** Phones and small tablets load one image at a time (spec 001 §9). */
function isMobile(): boolean {
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

function intersections(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (records) => {
      for (const record of records) {
        const entry = entries.get(record.target);
        if (!entry) continue;
        entry.visible = record.isIntersecting;
        if (entry.visible) enqueue(entry);
      }
    },
    { rootMargin: LAZY_LOAD_MARGIN },
  );
  return observer;
}

function enqueue(entry: Entry): void {
  if (entry.stopped || queue.includes(entry)) return;
  queue.push(entry);
  pump();
}

function pump(): void {
  const limit = concurrencyFor(isMobile());
  while (active < limit && queue.length) {
    active++;
    void run(queue.shift() as Entry).finally(() => {
      active--;
      pump();
    });
  }
}

/**
 * Loads an address into an image (the shown one, or one off-screen) and
 * resolves with its natural size once it is decoded: no listeners to leave
 * behind. `entry.cancel` ends the wait at once, so a stopped element gives
 * its place in the queue back.
 */
function loadInto(image: HTMLImageElement, url: string, entry: Entry): Promise<Size> {
  image.src = url;
  return new Promise((resolve, reject) => {
    entry.cancel = reject;
    image.decode().then(() => resolve({ width: image.naturalWidth, height: image.naturalHeight }), reject);
  });
}

async function run(entry: Entry): Promise<void> {
  const { request } = entry;
  const { element, src, useBackgroundImage } = request as ImageRequest & { element: HTMLImageElement };
  // An image already loading is left alone unless concurrent loads are allowed (spec 001 §4).
  if ((entry.loading && !request.allowConcurrent) || entry.stopped) return;
  entry.loading = true;
  element.classList.add(LOADING_CLASS);
  try {
    // An element handed over before it was put in a document (a template still being built, say) has no box,
    // and so no width to load, until it is attached: it is looked for again, and given up on (spec 001 §4).
    for (let tries = 0; !element.isConnected; tries++) {
      if (tries === HOST_ATTACH_RETRIES || entry.stopped) throw new Error('not attached');
      await new Promise((resolve) => setTimeout(resolve, HOST_ATTACH_RETRY_MS));
    }
    const cdn = isCdnAddress(src, location.href, request.cdnHosts ?? DEFAULT_CDN_HOSTS);
    const sized = (width: number) => (cdn ? sizedAddress(src, width, request.sizeFormat, location.href) : src);
    // Without dimensions, the size is learned from the smallest the CDN has (or the original elsewhere) first.
    request.dimensions ??= await loadInto(new Image(), sized(IMAGE_WIDTHS.at(-1) as number), entry);
    if (entry.stopped) return;
    // The box the image must fill: its own, or its parent's for an image not laid out yet or placed by
    // advanced positioning (its own box is then the image's drawn size, not the space it fills).
    const own = element.getBoundingClientRect();
    const parent = element.parentElement;
    const box =
      parent && (request.useAdvancedPositioning || !(own.width && own.height)) ? parent.getBoundingClientRect() : own;
    const width = cdn
      ? chooseWidth({
          ...request,
          needed: renderedWidth(box, request.dimensions, request.cropMode),
          dpr: devicePixelRatio,
          saveData:
            request.allowSaveData !== false &&
            (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData,
        })
      : Number.POSITIVE_INFINITY;
    // A contained or uncropped image without a fit alignment is centred, with a warning (spec 001 §5).
    if (!request.fitAlignment && (request.cropMode ?? 'cover') !== 'cover') warn(MISSING_FIT_ALIGNMENT);
    Object.assign(element.style, placementStyle({ ...request, box }));
    if (!shouldReplace(entry.width, width, entry.force)) return;
    const url = sized(width);
    const first = !entry.width;
    if (first && !useBackgroundImage) await loadInto(element, url, entry);
    else {
      // A replacement (or a background) is decoded off-screen first: the shown image never blanks.
      await loadInto(new Image(), url, entry);
      if (entry.stopped) return;
      if (useBackgroundImage) element.style.backgroundImage = `url(${JSON.stringify(url)})`;
      else element.src = url;
    }
    // The first image shown scales in, started in the task that showed it so that no frame shows it before the
    // animation's first (Web Animations: no style attribute); not under reduced motion.
    if (first && request.animate && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      element.animate(LOAD_ANIMATION_KEYFRAMES, { duration: LOAD_ANIMATION_DURATION_MS, easing: 'ease-out' });
    }
    entry.width = width;
    entry.force = false;
    // A picture no CDN sizes is loaded as it is, once (its width as loaded: never replaced): its own width is said.
    request.onLoad?.(cdn ? width : request.dimensions.width);
  } catch {
    if (!entry.stopped) request.onError?.();
  } finally {
    entry.loading = false;
    element.classList.remove(LOADING_CLASS);
  }
}

/**
 * Gives the image its box before it loads: the width and height attributes
 * of its dimensions when it has none (so the browser reserves its ratio),
 * a fixed ratio, or its parent's height when stretched.
 */
function shapeBox({ element, dimensions, useBackgroundImage, stretch, fixedRatio }: ImageRequest): void {
  const { style } = element as HTMLElement;
  if (dimensions && !useBackgroundImage && !element.hasAttribute('width') && !element.hasAttribute('height')) {
    element.setAttribute('width', String(dimensions.width));
    element.setAttribute('height', String(dimensions.height));
  }
  if (stretch) style.height = '100%';
  else if (fixedRatio) style.aspectRatio = String(fixedRatio);
}

/**
 * Starts managing an element's image: lazily (within 200px of the viewport)
 * unless `lazy` is false. Returns a function that stops it. The element's
 * own data attributes (spec 001 §3) win over the options passed in, which
 * are often shared by many images where the attributes are this one's; a
 * value that cannot be read is warned about once and sets nothing. A request
 * the spec rejects (not an <img>, an empty source) is warned about and ignored.
 */
export function watchImage(given: ImageRequest): () => void {
  const { element } = given;
  const request = { ...given, ...readImageAttributes((name) => element.getAttribute(name), warn) };
  const problem = checkImage(request, element.localName);
  if (problem) {
    warn(problem);
    request.onError?.();
    return () => {};
  }
  stopImage(element);
  shapeBox(request);
  // Load mode false skips loading, and viewport only sets the dimensions, as shapeBox has (spec 001 §4).
  if (request.load === false || request.load === 'viewport') return () => {};
  const entry: Entry = { request, width: 0, force: request.forceUpdate };
  entries.set(element, entry);
  if (request.lazy === false) enqueue(entry);
  else intersections().observe(element);
  return () => {
    if (entries.get(element) === entry) stopImage(element);
  };
}

/** Stops managing an element's image. */
export function stopImage(element: Element): void {
  const entry = entries.get(element);
  if (!entry) return;
  entry.stopped = true;
  entry.cancel?.();
  entries.delete(element);
  observer?.unobserve(element);
}

/**
 * Looks at an element's box again (after a resize): a larger image replaces
 * the current one if the box now needs it, or any other when forced. No
 * element, or one not managed, is nothing to look at.
 */
export function refreshImage(element: Element | null | undefined, force = false): void {
  const entry = element && entries.get(element);
  if (!entry) return;
  if (force) entry.force = true;
  if (entry.visible || entry.request.lazy === false) enqueue(entry);
}

/**
 * Loads every image with a `data-src` under a root now, each configured by
 * its data attributes; rejects with 'No root node', 'No images' or 'not
 * loaded' (spec 001 §8).
 */
export function loadImagesIn(
  root: ParentNode | null,
  request: Omit<ImageRequest, 'element' | 'src'> = {},
): Promise<void> {
  if (!root) return Promise.reject(new Error('No root node'));
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-src]')];
  if (!images.length) return Promise.reject(new Error('No images'));
  return Promise.all(
    images.map(
      (image) =>
        new Promise<void>((resolve, reject) => {
          watchImage({
            ...request,
            element: image,
            src: image.dataset.src ?? '',
            lazy: false,
            onLoad: () => resolve(),
            onError: () => reject(new Error('not loaded')),
          });
        }),
    ),
  ).then(() => undefined);
}

/** How busy the loader is; for tests and benchmarks. */
export function loaderStats(): { watched: number; active: number; queued: number } {
  return { watched: entries.size, active, queued: queue.length };
}
