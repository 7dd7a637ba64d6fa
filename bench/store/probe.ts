/**
 * What the page benchmark measures inside the page. `installStoreProbe` is
 * handed to Playwright's `addInitScript`, so it runs before the page's own
 * HTML is parsed; `collectStoreRun` is evaluated once the page has settled.
 * Both are sent to the browser as their source text: they import nothing
 * and use nothing outside their own bodies.
 */

/** One layout shift, as the Layout Instability API reports it. */
export interface Shift {
  /** ms since navigation start. */
  time: number;
  value: number;
  hadRecentInput: boolean;
  /** What moved: each source node described (`sq-gallery`, `main#main`, `sq-form › form`). */
  sources: string[];
}

/** A change of an element's box after its first layout. */
export interface Resize {
  /** The element, described as in `Shift.sources`, with its index among those of its tag (`sq-form[1]`). */
  element: string;
  time: number;
  from: { width: number; height: number };
  to: { width: number; height: number };
  /** The box's top edge then, from the top of the viewport: shifts count only in view. */
  top: number;
}

/** What the page reports about one load. */
export interface PageFigures {
  /** First contentful paint, ms since navigation start. */
  fcp: number | null;
  lcp: {
    time: number;
    size: number;
    /** The element, or the element whose shadow root holds it. */
    element: string;
    /** The image's address, for an image. */
    url: string;
    /** When the image's request went out and its response ended (resource timing), ms. */
    requestStart: number | null;
    responseEnd: number | null;
    /**
     * Where the time comes from: the last largest-contentful-paint entry, or, for an image of the page larger than
     * the content that entry names, which Chromium gave no entry, the image's Element Timing entry (when it was
     * painted).
     */
    source: 'lcp' | 'element timing';
  } | null;
  shifts: Shift[];
  resizes: Resize[];
  longTasks: number[];
  /** The `sq-*` elements of the page, by tag, and which of them arrived server-rendered. */
  elements: Record<string, { count: number; prerendered: number }>;
  /** When the last element had rendered (or hydrated, when prerendered), ms; null when some never did. */
  allReadyAt: number | null;
  /** Elements not rendered or hydrated when the figures were taken (`sq-popup[0]`). */
  notReady: string[];
  /** The scripts loaded, by file name, with when their response ended (resource timing), ms. */
  scripts: { file: string; end: number }[];
  /** When elements hydrated: the `sq-hydrated` marks' times, by tag, in order. */
  hydrated: Record<string, number[]>;
  /**
   * The first frame in which the page's cookie banner showed (ours, `sq-cookie-banner`, or the static page's
   * `.cookie-bar`), ms; null when it never did.
   */
  bannerShownAt: number | null;
}

/** The probe's state on `window`, between the init script and the collection. */
export interface StoreProbe {
  /** Resolves once every element has rendered or hydrated. */
  ready: Promise<void>;
  readyAt: number | null;
  pending: () => string[];
  elements: () => Record<string, { count: number; prerendered: number }>;
  resizes: Resize[];
  /** When the last largest-contentful-paint entry reached the page (performance.now()), 0 before any. */
  lastLcpAt: number;
  /** The largest-contentful-paint entries so far: the image's address (empty for text) and the size. */
  lcps: { url: string; size: number }[];
  /**
   * The images of the page (outside shadow roots) painted so far, from their Element Timing entries: the image's
   * address, when it was painted and its area in view.
   */
  painted: { url: string; time: number; area: number; image: Element | null }[];
  /** The first frame in which the cookie banner showed, ms; null until it has. */
  bannerShownAt: number | null;
}

declare global {
  interface Window {
    sqStoreProbe?: StoreProbe;
  }
}

/**
 * Installed before the page loads: watches every `sq-*` element as the
 * parser inserts it (its box, through a ResizeObserver), notes at the end of
 * parsing which arrived with a declarative shadow root, and resolves `ready`
 * when each has rendered (a shadow root with content, for an element the
 * server did not render) or hydrated (the kit's `sq-hydrated` marks, one per
 * element, named by tag), or waits for a trigger to load its code (the
 * autoloader's waiting part has it and has not asked for its code).
 */
export function installStoreProbe(): void {
  const hosts: Element[] = [];
  const prerendered = new Set<Element>();
  const rendered = new Map<Element, number>();
  const marks = new Map<string, number[]>();
  const resizes: Resize[] = [];
  const sizes = new WeakMap<Element, { width: number; height: number }>();
  let parsed = false;
  let readyAt: number | null = null;
  let resolveReady = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const name = (element: Element) => {
    const index = hosts.filter((host) => host.localName === element.localName).indexOf(element);
    return `${element.localName}[${index}]`;
  };
  const resizeObserver = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.borderBoxSize[0];
      if (!box) continue;
      const to = { width: Math.round(box.inlineSize), height: Math.round(box.blockSize) };
      const from = sizes.get(entry.target);
      sizes.set(entry.target, to);
      if (!from || (from.width === to.width && from.height === to.height)) continue;
      const top = Math.round(entry.target.getBoundingClientRect().top);
      resizes.push({ element: name(entry.target), time: performance.now(), from, to, top });
    }
  });
  const adopt = (element: Element) => {
    if (!element.localName.startsWith('sq-') || hosts.includes(element)) return;
    hosts.push(element);
    resizeObserver.observe(element);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        adopt(node);
        for (const inner of node.querySelectorAll('*')) adopt(inner);
      }
    }
  }).observe(document, { childList: true, subtree: true });

  /** What the autoloader's waiting part shares: the server-rendered elements it has, and those whose code it asked for. */
  const waiting = () =>
    (
      globalThis as unknown as Record<
        symbol,
        { rendered: WeakMap<Element, unknown>; triggered: WeakSet<Element> } | undefined
      >
    )[Symbol.for('sq-elements.waiting')];
  /** A server-rendered element whose code waits for the visitor (a trigger): its server rendering is its first view. */
  const waitsForTrigger = (host: Element) => {
    const part = waiting();
    return (part?.rendered.has(host) ?? false) && !part?.triggered.has(host);
  };
  const pendingHosts = () => {
    const open: Element[] = [];
    const seen = new Map<string, number>();
    for (const host of hosts) {
      if (prerendered.has(host) && waitsForTrigger(host)) continue;
      if (!prerendered.has(host)) {
        if (!rendered.has(host)) open.push(host);
        continue;
      }
      // Marks name the tag only: the n-th prerendered element of a tag is hydrated once n marks of it are in.
      const n = (seen.get(host.localName) ?? 0) + 1;
      seen.set(host.localName, n);
      if ((marks.get(host.localName)?.length ?? 0) < n) open.push(host);
    }
    return open;
  };
  const check = () => {
    if (!parsed || readyAt !== null || pendingHosts().length > 0) return;
    const times = [...rendered.values(), ...[...marks.values()].flat()];
    readyAt = times.length ? Math.max(...times) : performance.now();
    resolveReady();
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const tag = String((entry as PerformanceMark).detail);
      marks.set(tag, [...(marks.get(tag) ?? []), entry.startTime]);
    }
    check();
  }).observe({ type: 'mark', buffered: true });

  const watchRendering = (host: Element) => {
    const root = host.shadowRoot;
    if (!root) {
      // Defined but not yet given its shadow root: look again shortly.
      setTimeout(() => watchRendering(host), 50);
      return;
    }
    const done = () => {
      rendered.set(host, performance.now());
      check();
    };
    if (root.childNodes.length > 0) {
      done();
      return;
    }
    const observer = new MutationObserver(() => {
      if (root.childNodes.length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe(root, { childList: true });
  };

  // Parsing is over and no deferred or module script has run yet: a shadow
  // root with content now is the server's (declarative shadow DOM).
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const element of document.querySelectorAll('*')) adopt(element);
    for (const host of hosts) {
      if ((host.shadowRoot?.childNodes.length ?? 0) > 0) prerendered.add(host);
      else void customElements.whenDefined(host.localName).then(() => watchRendering(host));
    }
    parsed = true;
    check();
    // The autoloader's waiting part takes the server-rendered elements once its module has loaded: look again
    // until every element is ready.
    const again = setInterval(() => (readyAt === null ? check() : clearInterval(again)), 100);
  });

  // LCP entries arrive when a frame is presented, which on a busy machine comes well after the paint.
  let lastLcpAt = 0;
  const lcps: { url: string; size: number }[] = [];
  new PerformanceObserver((list) => {
    lastLcpAt = performance.now();
    for (const entry of list.getEntries() as (PerformanceEntry & { url: string; size: number })[]) {
      lcps.push({ url: entry.url, size: entry.size });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  // Every image of the page (outside shadow roots) is timed as it is parsed (its `elementtiming`): Chromium gives
  // no LCP entry for a large image painted a frame after smaller text in some loads, though its Element Timing
  // entry says when it was painted.
  const painted: { url: string; time: number; area: number; image: Element | null }[] = [];
  const time = (node: Node) => {
    const images =
      node instanceof HTMLImageElement ? [node] : node instanceof Element ? node.querySelectorAll('img') : [];
    for (const image of images)
      if (!image.hasAttribute('elementtiming')) image.setAttribute('elementtiming', 'sq-bench');
  };
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) time(node);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      url: string;
      renderTime: number;
      intersectionRect: DOMRectReadOnly;
      element: Element | null;
    })[]) {
      if (!entry.url) continue;
      const { width, height } = entry.intersectionRect;
      painted.push({
        url: entry.url,
        time: entry.renderTime || entry.startTime,
        area: width * height,
        image: entry.element,
      });
    }
  }).observe({ type: 'element', buffered: true });

  // The cookie banner shows in the first frame in which it, or something in its shadow root, is drawn with an area
  // in view. Looked at each frame, before it is painted, for 30 s.
  let bannerShownAt: number | null = null;
  // The pages' cookie banners: ours, and the static page's own.
  const banners = 'sq-cookie-banner, .cookie-bar';
  const drawn = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const lookForBanner = () => {
    const shown = [...document.querySelectorAll(banners)].some(
      (banner) => drawn(banner) || [...(banner.shadowRoot?.querySelectorAll('*') ?? [])].some(drawn),
    );
    if (shown) bannerShownAt = performance.now();
    else if (performance.now() < 30_000) requestAnimationFrame(lookForBanner);
  };
  requestAnimationFrame(lookForBanner);

  window.sqStoreProbe = {
    ready,
    get bannerShownAt() {
      return bannerShownAt;
    },
    get lastLcpAt() {
      return lastLcpAt;
    },
    lcps,
    painted,
    get readyAt() {
      return readyAt;
    },
    pending: () => pendingHosts().map(name),
    elements: () => {
      const byTag: Record<string, { count: number; prerendered: number }> = {};
      for (const host of hosts) {
        const entry = byTag[host.localName] ?? { count: 0, prerendered: 0 };
        entry.count += 1;
        if (prerendered.has(host)) entry.prerendered += 1;
        byTag[host.localName] = entry;
      }
      return byTag;
    },
    resizes,
  };
}

/**
 * Resolves once the page has settled after its network went idle: every
 * image in view (shadow roots included) given a source, loaded and decoded, two frames
 * drawn, the largest of them counted by an LCP entry (its own, or a larger
 * one), and no new LCP entry for `quietMs`; or after `capMs`. An image that
 * arrived last paints after its decode, and its LCP entry comes only when
 * that frame is presented: seconds later on a busy machine. False when it
 * gave up.
 */
export async function settleStorePage([quietMs, capMs]: readonly [number, number]): Promise<boolean> {
  const until = performance.now() + capMs;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const images = (root: Document | ShadowRoot): HTMLImageElement[] => [
    ...root.querySelectorAll('img'),
    ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? images(element.shadowRoot) : [])),
  ];
  /** The image's area within the viewport, in CSS pixels. */
  const shownArea = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return width > 0 && height > 0 ? width * height : 0;
  };
  const counted = (image: HTMLImageElement, area: number) => {
    const entries = window.sqStoreProbe?.lcps ?? [];
    // LCP sizes an image by its painted area, less where it is drawn larger than its own pixels: 90 % leaves room for that.
    // An image Chromium gave no LCP entry is counted by its Element Timing entry (see installStoreProbe).
    return (
      entries.some((entry) => entry.url === image.currentSrc || entry.size >= area * 0.9) ||
      (window.sqStoreProbe?.painted ?? []).some((entry) => entry.url === image.currentSrc)
    );
  };
  while (performance.now() < until) {
    const shown = images(document).filter((image) => shownArea(image) > 0);
    // An <img> without a source yet is one a script is about to load (the image loader sets it late).
    if (shown.every((image) => image.complete && image.currentSrc)) {
      await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
      await frame();
      await frame();
      const largest = shown.sort((a, b) => shownArea(b) - shownArea(a))[0];
      const quiet = performance.now() - (window.sqStoreProbe?.lastLcpAt ?? 0) >= quietMs;
      if (quiet && (!largest || counted(largest, shownArea(largest)))) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Reads what the page measured; evaluated once the page has settled. */
export function collectStoreRun(): PageFigures {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return 'unknown';
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return node.nodeName.toLowerCase();
    const own = `${element.localName}${element.id ? `#${element.id}` : element.classList[0] ? `.${element.classList[0]}` : ''}`;
    // The nearest ancestor with an id (or the element whose shadow root holds it) says where it is.
    const landmark = element.parentElement?.closest('[id]');
    const root = element.getRootNode();
    const where =
      root instanceof ShadowRoot ? `${describe(root.host)} › ` : landmark && !element.id ? `#${landmark.id} ` : '';
    return `${where}${own}`;
  };
  // An image in a shadow root has no element in its entry: find it by its address.
  const shownImage = (url: string): string => {
    const search = (root: Document | ShadowRoot): HTMLImageElement | undefined =>
      [...root.querySelectorAll('img')].find((image) => image.currentSrc === url) ??
      [...root.querySelectorAll('*')].reduce<HTMLImageElement | undefined>(
        (found, element) => found ?? (element.shadowRoot ? search(element.shadowRoot) : undefined),
        undefined,
      );
    return url ? describe(search(document)) : 'a shadow root';
  };
  const hydrated: Record<string, number[]> = {};
  for (const mark of performance.getEntriesByName('sq-hydrated') as PerformanceMark[]) {
    const tag = String(mark.detail);
    hydrated[tag] = [...(hydrated[tag] ?? []), mark.startTime];
  }
  const probe = window.sqStoreProbe;
  type LcpEntry = PerformanceEntry & { size: number; url: string; element: Element | null };
  // A buffered observer hands over the entries already reported, at once, with takeRecords().
  const buffered = <T>(type: string): T[] => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type, buffered: true });
    const entries = observer.takeRecords() as T[];
    observer.disconnect();
    return entries;
  };
  const lastEntry = buffered<LcpEntry>('largest-contentful-paint').at(-1);
  // A larger image of the page than the content of the last LCP entry, painted later: Chromium gave it no entry
  // (see installStoreProbe), and its Element Timing entry says when the largest content was painted.
  const missed = (probe?.painted ?? [])
    .filter(
      (entry) =>
        entry.url !== lastEntry?.url &&
        entry.area > (lastEntry?.size ?? 0) &&
        entry.time >= (lastEntry?.startTime ?? 0),
    )
    .sort((a, b) => b.area - a.area)[0];
  const last = missed
    ? {
        startTime: missed.time,
        size: missed.area,
        url: missed.url,
        element: missed.image,
        source: 'element timing' as const,
      }
    : lastEntry && {
        startTime: lastEntry.startTime,
        size: lastEntry.size,
        url: lastEntry.url,
        element: lastEntry.element,
        source: 'lcp' as const,
      };
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const lcpResource = last?.url ? resources.find((entry) => entry.name === last.url) : undefined;

  const shiftEntries = buffered<
    PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
  >('layout-shift');
  const tasks = buffered<PerformanceEntry>('longtask');

  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  return {
    fcp,
    lcp: last
      ? {
          time: last.startTime,
          size: last.size,
          // An element inside a shadow root is not exposed to the page's timing entries.
          element: last.element ? describe(last.element) : shownImage(last.url),
          url: last.url,
          requestStart: lcpResource ? lcpResource.requestStart : null,
          responseEnd: lcpResource ? lcpResource.responseEnd : null,
          source: last.source,
        }
      : null,
    shifts: shiftEntries.map((entry) => ({
      time: entry.startTime,
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      sources: entry.sources.map((source) => describe(source.node)),
    })),
    resizes: probe?.resizes ?? [],
    longTasks: tasks.map((task) => task.duration),
    elements: probe?.elements() ?? {},
    allReadyAt: probe?.readyAt ?? null,
    notReady: probe?.pending() ?? [],
    scripts: resources
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop() ?? entry.name, end: entry.responseEnd }))
      .sort((a, b) => a.end - b.end),
    hydrated,
    // Nothing shows before the first contentful paint: until then the browser keeps its frames off the screen.
    bannerShownAt: probe?.bannerShownAt == null ? null : Math.max(probe.bannerShownAt, fcp ?? 0),
  };
}
