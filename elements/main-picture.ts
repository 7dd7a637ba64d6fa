/**
 * What a page with a main picture (an `<img fetchpriority="high">`) loads
 * first, from the autoloader and the part that waits
 * (`waiting-elements.ts`): the code no visitor has asked for yet waits until
 * that picture has been drawn, so it never takes the network or the main
 * thread from it.
 */

/**
 * How long code no visitor asked for waits for the page's main picture at
 * most: a picture slower than this (a very slow network, a hidden tab that
 * draws nothing) holds nothing back any longer. The bound of a good LCP.
 */
export const MAIN_PICTURE_WAIT_MS = 2500;

/** The page's main picture: the image the page (or the server's rendering of `<sq-image lazy="false">`) fetches first. */
export const MAIN_PICTURE = 'img[fetchpriority="high" i]';

/** What a main picture is marked with for the browser to report its paint, when the page has not named it. */
export const MAIN_PICTURE_TIMING = 'sq-main-picture';

const reports = (type: string) => !!PerformanceObserver.supportedEntryTypes?.includes(type);

/**
 * Resolves once each main picture under `root` has been drawn, or has
 * failed: at once when there is none, after `limitMs` at the latest (a tab
 * in the background draws nothing).
 *
 * Drawn is what the browser reports: for a picture still loading, its
 * element timing (marked `elementtiming` here unless the page has named
 * it) or a largest-contentful-paint naming it, its paint presented; for one
 * that loaded before this looked, the page's first paint. Where
 * the browser makes no such report, once it has loaded and a frame has
 * passed.
 */
export function afterMainPicture(root: ParentNode, limitMs = MAIN_PICTURE_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    // A picture with no address or a broken one is complete with no width: nothing will draw it.
    const left = new Set(
      [...root.querySelectorAll<HTMLImageElement>(MAIN_PICTURE)].filter(
        (image) => !(image.complete && image.naturalWidth === 0),
      ),
    );
    if (left.size === 0) return resolve();
    const observers: PerformanceObserver[] = [];
    const done = () => {
      for (const observer of observers) observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, limitMs);
    const settle = (image: Element) => {
      if (left.delete(image as HTMLImageElement) && left.size === 0) done();
    };
    // A task after the next frame: the frame that draws the picture has been painted.
    const afterFrame = (image: Element) => requestAnimationFrame(() => setTimeout(() => settle(image)));
    const observe = (type: string, take: (entry: PerformanceEntry) => void) => {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(take));
      observer.observe({ type, buffered: true });
      observers.push(observer);
    };
    const loaded = [...left].filter((image) => image.complete);
    const loading = [...left].filter((image) => !image.complete);
    for (const image of loading) image.addEventListener('error', () => settle(image), { once: true });
    if (loaded.length > 0) {
      // Loaded before this looked: drawn in the page’s first paint, or in the frame after it.
      if (reports('paint')) observe('paint', () => loaded.forEach(afterFrame));
      else loaded.forEach(afterFrame);
    }
    if (loading.length === 0) return;
    if (reports('element')) {
      for (const image of loading)
        if (!image.hasAttribute('elementtiming')) image.setAttribute('elementtiming', MAIN_PICTURE_TIMING);
      for (const type of ['element', 'largest-contentful-paint'].filter(reports)) {
        observe(type, (entry) => {
          const { element } = entry as PerformanceEntry & { element?: Element | null };
          if (element) settle(element);
        });
      }
    } else {
      for (const image of loading) image.addEventListener('load', () => afterFrame(image), { once: true });
    }
  });
}

let drawn: Promise<void> | undefined;

/** `afterMainPicture` of the document, asked once for the page: the autoloader and the part that waits share it. */
export function pageMainPicture(): Promise<void> {
  drawn ??= afterMainPicture(document);
  return drawn;
}
