/**
 * A page for server-rendered elements: the test writes the server's HTML
 * into it while no element is defined (what a visitor sees before the
 * library arrives), then loads the element and watches it hydrate. Kept in
 * a frame of its own, so the element is undefined until the test says so.
 */

interface Size {
  width: number;
  height: number;
}

/** What hydrating the page's elements changed, where nothing should have. */
export interface HydrationReport {
  /** Hosts that came with no server rendering. */
  unrendered: string[];
  /** Console errors and warnings, React's hydration warnings among them. */
  console: string[];
  /** Hosts whose box changed size when they hydrated. */
  moved: string[];
  /** Hosts whose server-rendered nodes were replaced instead of hydrated. */
  replaced: string[];
  /** Hosts that did not hydrate within the bound. */
  unhydrated: string[];
  /**
   * Pictures asked for again once hydration began, at another address than
   * the server's images show them: hydrating adopts the server's image (or
   * the copy the page already has), it never asks for the picture again.
   */
  repeatedPictures: string[];
  /** Server-rendered images whose source hydration changed (src or srcset): adopted images are left as they are. */
  changedPictures: string[];
  /** Pictures an element shows once hydrated that the server's HTML did not have as an image. */
  missingPictures: string[];
}

/** How long an element may take to hydrate once its code is loaded, on a busy machine. */
const HYDRATION_BOUND_MS = 10_000;

const messages: string[] = [];
/** The hosts whose first view asked for their code (`firstView`). */
const askedForCode: Element[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    // The dev server's client, injected into test pages, finds no hot-reload socket in the test runner.
    if (!text.startsWith('[vite]')) messages.push(`console.${level}: ${text}`);
    original.apply(console, args);
  };
}

/** What the autoloader's waiting part shares with the kit, once it has loaded. */
const waiting = () =>
  (
    globalThis as unknown as Record<
      symbol,
      { rendered: WeakMap<Element, unknown>; triggered: WeakSet<Element> } | undefined
    >
  )[Symbol.for('sq-elements.waiting')];

/** Resolves once an IntersectionObserver has reported on `element`, as the autoloader's has in the same step. */
function observedOnce(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

const describeHost = (host: Element, index: number) => `#${index} <${host.localName}>`;

/** A picture whatever its width: its address without the CDN's size (`?format=750w`, `name-750w.jpg`). */
function pictureOf(address: string): string {
  const url = new URL(address, location.href);
  url.searchParams.delete('format');
  url.pathname = url.pathname.replace(/-\d+w(\.[^./]*)?$/, '$1');
  return url.href;
}

/** Every <img> with an address in an element's shadow root or light DOM. */
function imagesOf(host: Element): HTMLImageElement[] {
  return [...(host.shadowRoot?.querySelectorAll('img') ?? []), ...host.querySelectorAll('img')].filter(
    (image) => image.getAttribute('src') || image.getAttribute('srcset'),
  );
}

/** Whether an image is in the viewport, where a lazy one loads. */
function inView(image: HTMLImageElement): boolean {
  const { top, bottom, width } = image.getBoundingClientRect();
  return width > 0 && bottom >= 0 && top <= innerHeight;
}

/**
 * Resolves once every image of the hosts that loads now (not lazy, or in
 * view) has loaded or failed, and, when the image loader is asked, once it
 * has nothing queued or loading: what the page, or hydration, asks for has
 * been asked for by then. Looked at every other frame, so the loader's
 * IntersectionObserver has reported.
 */
async function imagesSettled(hosts: Element[], loader: boolean): Promise<void> {
  const stats = loader ? (await import('../../../runtime/images/image-loader.ts')).loaderStats : undefined;
  const deadline = performance.now() + HYDRATION_BOUND_MS;
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { active, queued } = stats?.() ?? { active: 0, queued: 0 };
    const pending = hosts
      .flatMap(imagesOf)
      .filter((image) => !image.complete && (image.loading !== 'lazy' || inView(image)));
    if ((active === 0 && queued === 0 && pending.length === 0) || performance.now() > deadline) return;
  }
}

/** Whether a resource was an image (by its initiator and address). */
function isImage(entry: PerformanceResourceTiming): boolean {
  return (
    (entry.initiatorType === 'img' || entry.initiatorType === 'link') &&
    /\.(png|jpe?g|webp|avif|gif|svg)(\?|$)|\/api\/images\//.test(entry.name)
  );
}

/** The pictures of an image's `src` and `srcset` candidates. */
function picturesNamedBy(image: HTMLImageElement): string[] {
  const candidates = (image.getAttribute('srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  return [image.getAttribute('src') ?? '', ...candidates].filter(Boolean).map(pictureOf);
}

function sizeOf(element: Element): Size {
  const { width, height } = element.getBoundingClientRect();
  return { width, height };
}

/** Resolves once every stylesheet the shadow roots link has loaded (or failed). */
async function stylesheetsLoaded(hosts: Element[]): Promise<void> {
  const links = hosts.flatMap((host) => [...(host.shadowRoot?.querySelectorAll('link[rel="stylesheet"]') ?? [])]);
  await Promise.all(
    (links as HTMLLinkElement[]).map((link) =>
      link.sheet
        ? undefined
        : new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
}

const page = {
  /**
   * Writes server-rendered HTML into the body, lets the browser lay it out
   * with the linked stylesheets, then loads `module` (which defines the
   * tag) and waits until every element hydrated. `beforeDefined` runs on
   * the hosts once they are laid out, before the tag is defined (a page's
   * script setting properties while the library loads).
   */
  async hydrate(
    html: string,
    module: string,
    beforeDefined?: (hosts: HTMLElement[]) => void,
  ): Promise<HydrationReport> {
    document.body.setHTMLUnsafe(html);
    const hosts = [...document.body.querySelectorAll('*')].filter((element) => element.localName.startsWith('sq-'));
    const unrendered = hosts.filter((host) => !host.shadowRoot).map(describeHost);
    await stylesheetsLoaded(hosts);
    // The server's pictures arrive with the page: a box that takes its height from one (no dimensions given)
    // has it before the element's code comes, so what is measured below is the hydration's alone.
    await imagesSettled(hosts, false);
    const before = hosts.map(sizeOf);
    // Hydration keeps the server's nodes; a failed one (a mismatch) renders again from nothing and
    // replaces every one of them. The top level is checked: below it, an element's own first update
    // may rightly replace what it drew (the marquee's still text by its moving copies).
    const nodes = hosts.map((host) => [...(host.shadowRoot?.children ?? [])]);
    // The pictures of the server's HTML, as nodes (with their sources, which hydration leaves as they are), as
    // pictures, and as what the browser has loaded of them so far: what hydration must adopt, not ask for again.
    const serverImages = new Map(
      hosts.flatMap(imagesOf).map((image) => [image, `${image.getAttribute('src')} | ${image.getAttribute('srcset')}`]),
    );
    const serverPictures = new Set([...serverImages.keys()].flatMap(picturesNamedBy));
    // Each box is measured the moment its own element has hydrated (its layout effects and what
    // they render included): an image that arrives later without given dimensions, or another
    // element growing, is not this element's hydration.
    const after: (Size | undefined)[] = [];

    beforeDefined?.(hosts as HTMLElement[]);
    const loadedBefore = new Set(
      [...serverImages.keys()].filter((image) => image.currentSrc).map((image) => pictureOf(image.currentSrc)),
    );
    const hydrationStart = performance.now();
    await import(/* @vite-ignore */ module);
    const { whenHydrated } = await import('../../../elements/kit/hydration/hydrated.ts');
    const unhydrated: string[] = [];
    await Promise.all(
      hosts.map((host, index) => {
        if (!host.shadowRoot) return undefined;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            unhydrated.push(describeHost(host, index));
            resolve();
          }, HYDRATION_BOUND_MS);
        });
        const hydrated = whenHydrated(host).then(() => {
          after[index] = sizeOf(host);
        });
        return Promise.race([hydrated, late]).finally(() => clearTimeout(timer));
      }),
    );

    const moved = hosts
      .map((host, index) => ({ host, index }))
      .filter(({ index }) => after[index] && JSON.stringify(before[index]) !== JSON.stringify(after[index]))
      .map(
        ({ host, index }) =>
          `${describeHost(host, index)} ${JSON.stringify(before[index])} -> ${JSON.stringify(after[index])}`,
      );
    const replaced = hosts
      .map((host, index) => ({ host, index }))
      .filter(({ host, index }) =>
        (nodes[index] ?? []).some((node) => !node.isConnected || node.getRootNode() !== host.shadowRoot),
      )
      .map(({ host, index }) => describeHost(host, index));
    await imagesSettled(hosts, true);
    // What the server's images show now is the browser's own choice from what the server wrote.
    const shownByServerImages = new Set([...serverImages.keys()].map((image) => image.currentSrc).filter(Boolean));
    for (const image of serverImages.keys()) if (image.currentSrc) loadedBefore.add(pictureOf(image.currentSrc));
    const repeatedPictures = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => isImage(entry) && entry.startTime >= hydrationStart && !shownByServerImages.has(entry.name))
      .filter((entry) => loadedBefore.has(pictureOf(entry.name)))
      .map((entry) => entry.name);
    const changedPictures = [...serverImages]
      .filter(
        ([image, sources]) =>
          image.isConnected && `${image.getAttribute('src')} | ${image.getAttribute('srcset')}` !== sources,
      )
      .map(([image, sources]) => `${sources} -> ${image.getAttribute('src')} | ${image.getAttribute('srcset')}`);
    const missingPictures = hosts.flatMap((host, index) =>
      imagesOf(host)
        .filter((image) => image.currentSrc && !serverPictures.has(pictureOf(image.currentSrc)))
        .map((image) => `${describeHost(host, index)} ${image.currentSrc}`),
    );
    return {
      unrendered,
      console: [...messages],
      moved,
      replaced,
      unhydrated,
      repeatedPictures,
      changedPictures,
      missingPictures,
    };
  },
  /**
   * Writes server-rendered HTML into the body and loads `module`, without
   * waiting: the elements are defined and wait to hydrate. `whenHydrated`
   * then says when each has.
   */
  async define(html: string, module: string): Promise<void> {
    document.body.setHTMLUnsafe(html);
    await import(/* @vite-ignore */ module);
  },
  /**
   * Writes server-rendered HTML (or nodes parsed from it) into the body and waits for its shadow roots'
   * stylesheets: no element is defined.
   */
  async show(content: string | DocumentFragment): Promise<void> {
    if (typeof content === 'string') document.body.setHTMLUnsafe(content);
    else document.body.replaceChildren(content);
    await stylesheetsLoaded(page.hosts());
  },
  /**
   * Writes server-rendered HTML into the body below the fold, loads the
   * autoloader, and resolves once its waiting part has every element and
   * has seen whether each is in view: what the autoloader does at load has
   * been done.
   */
  async autoload(html: string): Promise<void> {
    document.body.setHTMLUnsafe(`<div style="height: 300vh"></div>${html}`);
    await import('../../../elements/autoloader.ts');
    const hosts = page.hosts();
    await new Promise<void>((resolve) => {
      const look = () =>
        hosts.every((host) => waiting()?.rendered.has(host)) ? resolve() : requestAnimationFrame(look);
      look();
    });
    await Promise.all(hosts.map(observedOnce));
  },
  /** Whether a trigger of the element fired, so that its code was asked for (the autoloader's waiting part). */
  triggered: (host: Element): boolean => waiting()?.triggered.has(host) ?? false,
  /** The element modules the page has fetched, from its elements' folders. */
  elementModules: (): string[] =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/elements\/sq-[\w-]+\//.test(path)),
  /**
   * Loads the first view of `tag` (`<name>.first-view.ts`) and calls it for
   * every server-rendered host of the tag, as the autoloader does before the
   * element's code loads.
   */
  async firstView(tag: string, module: string): Promise<void> {
    const { default: firstView } = (await import(/* @vite-ignore */ module)) as {
      default: (host: HTMLElement, load: () => void) => unknown;
    };
    for (const host of page.hosts()) {
      if (host.localName !== tag || !host.shadowRoot) continue;
      if (firstView(host as HTMLElement, () => askedForCode.push(host)) === true) askedForCode.push(host);
    }
  },
  /** The hosts whose first view asked for their code, at once or later, in the order they asked. */
  askedForCode: (): Element[] => [...askedForCode],
  /** Console errors and warnings the page has printed so far. */
  messages: () => [...messages],
  /** Loads `module` (which defines the tag) and leaves the page as it is. */
  async load(module: string): Promise<void> {
    await import(/* @vite-ignore */ module);
  },
  /**
   * Loads `module` and gives its exports. The dev server serves a module asked for this way as a copy of its own;
   * the modules it imports are the page's, so the library's entry (`/runtime/index.ts`) works on the page's state.
   */
  module: <T>(module: string): Promise<T> => import(/* @vite-ignore */ module) as Promise<T>,
  /** Resolves once every stylesheet the page's shadow roots link has loaded. */
  stylesheetsLoaded: () => stylesheetsLoaded(page.hosts()),
  async whenHydrated(host: Element): Promise<void> {
    const { whenHydrated } = await import('../../../elements/kit/hydration/hydrated.ts');
    await whenHydrated(host);
  },
  async awaitingHydration(host: Element): Promise<boolean> {
    const { awaitingHydration } = await import('../../../elements/kit/hydration/ledger/hydration.ts');
    return awaitingHydration.has(host);
  },
  /** The page's elements, for checks after hydration. */
  hosts: () => [...document.body.querySelectorAll('*')].filter((element) => element.localName.startsWith('sq-')),
};

export type PrerenderedPage = typeof page;
Object.assign(window, { prerenderedPage: page });
