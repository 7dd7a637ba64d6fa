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
import { warnOnce } from '../lib/warn-once.ts';
import {
  type CropMode,
  checkImage,
  chooseWidth,
  concurrencyFor,
  EMPTY_SOURCE,
  type FitAlignment,
  fitAlignment,
  HOST_ATTACH_RETRIES,
  HOST_ATTACH_RETRY_MS,
  IMAGE_WIDTHS,
  isCdnAddress,
  LAZY_LOAD_MARGIN,
  LOAD_ANIMATION_DURATION_MS,
  LOAD_ANIMATION_KEYFRAMES,
  LOADING_CLASS,
  type LoadMode,
  loadStep,
  MISSING_FIT_ALIGNMENT,
  placeImage,
  renderedWidth,
  SELF_HOST,
  type Size,
  type SizeFormat,
  shouldReplace,
  sizedAddress,
} from './image-loader.logic.ts';
import { formatAttributeProblem, readImageAttributes } from './image-loader-attributes.logic.ts';

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
  /** Hosts that serve sized images; 'self' is the page's own origin. */
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
  /** Called with the width requested once an image has loaded. */
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
  queued?: boolean;
  force?: boolean | undefined;
  stopped?: boolean;
  /** Ends the load in flight (its listeners removed) when the element stops being managed. */
  cancel?: (() => void) | null;
}

/** The CDN hosts when a request names none: the page's own origin. */
const DEFAULT_CDN_HOSTS: readonly string[] = [SELF_HOST];

const entries = new Map<Element, Entry>();
const queue: Entry[] = [];
let active = 0;
let peak = 0;
let observer: IntersectionObserver | null = null;
function warn(message: string): void {
  warnOnce(`sq-image: ${message}`);
}

/** Phones and small tablets load one image at a time (spec 001 §9). */
function isMobile(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return data?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
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
  if (entry.queued || entry.stopped) return;
  entry.queued = true;
  queue.push(entry);
  pump();
}

function pump(): void {
  const limit = concurrencyFor(isMobile());
  while (active < limit && queue.length) {
    const entry = queue.shift() as Entry;
    entry.queued = false;
    if (entry.stopped) continue;
    active++;
    peak = Math.max(peak, active);
    void run(entry).finally(() => {
      active--;
      pump();
    });
  }
}

/**
 * The box the image must fill: the element's own, or its parent's for an
 * image not laid out yet, or placed by advanced positioning (its own box is
 * then the image's drawn size, not the space it fills).
 */
function boxOf(element: Element, advanced = false): Size {
  const parent = element.parentElement?.getBoundingClientRect();
  if (advanced && parent) return parent;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0
    ? rect
    : { width: parent?.width || rect.width, height: parent?.height || rect.height };
}

/**
 * Loads an address into an image (the shown one, or one off-screen) and
 * resolves with its natural size. The listeners are removed by hand, not
 * with `once` or a signal, so that nothing is left registered either way;
 * for the shown image, `entry.cancel` ends the load at once, so a stopped
 * element gives its place in the queue back.
 */
function loadInto(image: HTMLImageElement, url: string, entry?: Entry): Promise<Size> {
  return new Promise((resolve, reject) => {
    const settle = (event?: Event) => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', settle);
      if (entry) entry.cancel = null;
      if (event?.type === 'load') resolve({ width: image.naturalWidth, height: image.naturalHeight });
      else reject(new Error('not loaded'));
    };
    image.addEventListener('load', settle);
    image.addEventListener('error', settle);
    if (entry) entry.cancel = settle;
    image.src = url;
  });
}

/** Gives an image the width and height attributes of its dimensions, so the browser reserves its ratio. */
function setDimensions(element: Element, { width, height }: Size): void {
  element.setAttribute('width', String(width));
  element.setAttribute('height', String(height));
}

function options(request: ImageRequest) {
  return {
    format: request.sizeFormat ?? 'queryString',
    base: location.href,
    cdnHosts: request.cdnHosts ?? DEFAULT_CDN_HOSTS,
  };
}

/** Applies crop mode, focal point and alignment as CSS, so the box never changes size. */
function position(request: ImageRequest, box: Size, image: Size | undefined): void {
  const mode = request.cropMode ?? 'cover';
  const { alignment, warn: missing } = fitAlignment(request.fitAlignment, mode);
  if (missing) warn(MISSING_FIT_ALIGNMENT);
  const place = image ? placeImage({ ...request, box, image, mode, alignment }) : undefined;
  const at = place?.objectPosition ?? '50% 50%';
  Object.assign(
    (request.element as HTMLElement).style,
    request.useBackgroundImage
      ? { backgroundSize: mode === 'none' ? 'auto' : mode, backgroundPosition: at, backgroundRepeat: 'no-repeat' }
      : request.useAdvancedPositioning && place
        ? // Drawn at its own size and offset inside its parent (which clips it), as the crop maths says,
          // rather than by object-fit: the same picture, with the image's box where the pixels are.
          {
            objectFit: 'fill',
            position: 'absolute',
            inset: 'auto',
            width: `${place.width}px`,
            height: `${place.height}px`,
            left: `${place.left}px`,
            top: `${place.top}px`,
          }
        : { objectFit: mode, objectPosition: at },
  );
}

/**
 * Starts the load animation in the task that showed the image, so no frame
 * shows it before the animation's first (Web Animations: no style attribute).
 */
function animateIn(element: HTMLElement): void {
  if (typeof element.animate !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  element.animate(LOAD_ANIMATION_KEYFRAMES, { duration: LOAD_ANIMATION_DURATION_MS, easing: 'ease-out' });
}

/**
 * Waits for an element handed to the loader before it was put in a document
 * (a template still being built, say): its box, and so the width to load,
 * is known only once it is attached. Resolves false when it never is.
 */
async function attached(entry: Entry): Promise<boolean> {
  for (let tries = 0; !entry.request.element.isConnected; tries++) {
    if (tries === HOST_ATTACH_RETRIES || entry.stopped) return false;
    await new Promise((resolve) => setTimeout(resolve, HOST_ATTACH_RETRY_MS));
  }
  return !entry.stopped;
}

async function run(entry: Entry): Promise<void> {
  const { request } = entry;
  const step = loadStep({
    mode: request.load,
    loading: entry.loading,
    allowConcurrent: request.allowConcurrent,
    hasDimensions: request.dimensions !== undefined,
  });
  if (step === 'skip' || step === 'busy') return;
  const element = request.element as HTMLImageElement;
  if (step === 'dimensions-only') {
    if (request.dimensions && !request.useBackgroundImage) setDimensions(element, request.dimensions);
    return;
  }
  entry.loading = true;
  element.classList.add(LOADING_CLASS);
  try {
    if (!(await attached(entry))) throw new Error('not attached');
    const sizing = options(request);
    if (step === 'preload-dimensions') {
      // Learn the size from the smallest the CDN has (or the original elsewhere) before choosing a width.
      request.dimensions = await loadInto(
        new Image(),
        sizedAddress(request.src, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number, sizing),
      );
    }
    if (entry.stopped) return;
    const box = boxOf(element, request.useAdvancedPositioning);
    const width = isCdnAddress(request.src, sizing.base, sizing.cdnHosts)
      ? chooseWidth({
          ...request,
          needed: renderedWidth(box, request.dimensions, request.cropMode ?? 'cover'),
          dpr: devicePixelRatio,
          saveData: (request.allowSaveData ?? true) && saveData(),
        })
      : Number.POSITIVE_INFINITY;
    position(request, box, request.dimensions);
    if (!shouldReplace(entry.width, width, entry.force)) return;
    const url = sizedAddress(request.src, width, sizing);
    if (entry.width > 0 || request.useBackgroundImage) {
      // A replacement (or a background) is decoded off-screen first: the shown image never blanks.
      await loadInto(new Image(), url);
      if (entry.stopped) return;
      if (request.useBackgroundImage) element.style.backgroundImage = `url(${JSON.stringify(url)})`;
      else element.src = url;
    } else {
      await loadInto(element, url, entry);
    }
    if (entry.width === 0 && request.animate) animateIn(element);
    entry.width = width;
    entry.force = false;
    request.onLoad?.(width);
  } catch {
    if (!entry.stopped) request.onError?.();
  } finally {
    entry.loading = false;
    element.classList.remove(LOADING_CLASS);
  }
}

/**
 * The request with the options the element's own data attributes set
 * (spec 001 §3): they win over the options passed in, which are often
 * shared by many images where the attributes are this one's. A value that
 * cannot be read is warned about once and sets nothing.
 */
function withImageAttributes(request: ImageRequest): ImageRequest {
  const { options, problems } = readImageAttributes((name) => request.element.getAttribute(name));
  for (const problem of problems) warn(formatAttributeProblem(problem));
  return { ...request, ...options };
}

/**
 * Gives the image its box before it loads: the width and height attributes
 * of its dimensions when it has none (so the browser reserves its ratio),
 * a fixed ratio, or its parent's height when stretched.
 */
function shapeBox(request: ImageRequest): void {
  const element = request.element as HTMLElement;
  const { dimensions } = request;
  if (dimensions && !request.useBackgroundImage && !element.hasAttribute('width') && !element.hasAttribute('height')) {
    setDimensions(element, dimensions);
  }
  if (request.stretch) element.style.height = '100%';
  else if (request.fixedRatio) element.style.aspectRatio = String(request.fixedRatio);
}

/**
 * Starts managing an element's image: lazily (within 200px of the viewport)
 * unless `lazy` is false. Returns a function that stops it. A request the
 * spec rejects (not an <img>, an empty source) is warned about and ignored.
 */
export function watchImage(given: ImageRequest): () => void {
  const request = withImageAttributes(given);
  const problem = checkImage({ ...request, tag: request.element.localName });

  if (problem) {
    warn(problem === EMPTY_SOURCE ? problem : `${problem}, got <${request.element.localName}>`);
    request.onError?.();
    return () => {};
  }
  stopImage(request.element);
  const entry: Entry = { request, width: 0, force: request.forceUpdate };
  entries.set(request.element, entry);
  shapeBox(request);
  if (request.lazy === false) enqueue(entry);
  else intersections().observe(request.element);
  return () => {
    if (entries.get(request.element) === entry) stopImage(request.element);
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
  const index = queue.indexOf(entry);
  if (index !== -1) queue.splice(index, 1);
  if (entries.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/**
 * Looks at an element's box again (after a resize): a larger image replaces
 * the current one if the box now needs it, or any other when forced.
 */
export function refreshImage(element: Element, force = false): void {
  const entry = entries.get(element);
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
export function loaderStats(): { watched: number; active: number; queued: number; peak: number } {
  return { watched: entries.size, active, queued: queue.length, peak };
}
