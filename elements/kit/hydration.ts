/**
 * When a server-rendered element takes over its shadow root: as soon as it
 * comes into view, the visitor reaches for it (pointer, touch, focus, a key),
 * or the browser is idle, whichever is first. A page of twenty prerendered
 * elements then pays for the ones in view at load and hydrates the rest in
 * idle time, instead of twenty renders in one task.
 */

/** What counts as reaching for an element; listened for in the capture phase on the host. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/** How long an idle callback may wait before it runs anyway, in ms. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `hydrate` once, at the first of: the host in view, an interaction
 * with it, or an idle period. Returns the function that stops waiting.
 */
export function whenToHydrate(
  host: HTMLElement,
  hydrate: () => void,
  /** How to wait for an idle period; returns how to stop waiting. */
  onIdle: (callback: () => void) => () => void = requestIdle,
): () => void {
  let done = false;
  let stopIdle: (() => void) | undefined;
  const stop = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    for (const type of INTERACTIONS) host.removeEventListener(type, go, true);
    stopIdle?.();
  };
  const go = () => {
    if (done) return;
    stop();
    hydrate();
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        })
      : undefined;
  observer?.observe(host);
  for (const type of INTERACTIONS) host.addEventListener(type, go, { capture: true, passive: true });
  stopIdle = onIdle(go);
  if (done) stopIdle();
  return stop;
}

// Safari has no requestIdleCallback: a timeout after the page's own work is the nearest thing.
function requestIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/** Shadow roots the server rendered, until their element hydrates them. */
const prerenderedRoots = new WeakMap<ShadowRoot, Record<string, unknown>>();

/**
 * Marks a shadow root that arrived with the server's rendering in it
 * (Declarative Shadow DOM): its element hydrates it instead of rendering
 * from nothing, with `server`, the props the server rendered it from, over
 * its own (see the renderer's hydration).
 */
export function markPrerendered(root: ShadowRoot, server: Record<string, unknown> = {}): void {
  if (root.childNodes.length > 0) prerenderedRoots.set(root, server);
}

/** Whether a shadow root arrived server-rendered and has not been hydrated yet. */
export function isPrerendered(root: ShadowRoot): boolean {
  return prerenderedRoots.has(root);
}

/** The props the server rendered a shadow root from, as its element gave them (see markPrerendered). */
export function serverProps(root: ShadowRoot): Record<string, unknown> | undefined {
  return prerenderedRoots.get(root);
}

/** The shadow root is no longer the server's to keep: it is being hydrated, or its element left. */
export function forgetPrerendered(root: ShadowRoot): void {
  prerenderedRoots.delete(root);
}

const hydrated = new WeakMap<Element, { promise: Promise<void>; resolve: () => void }>();

function hydratedRecord(host: Element) {
  let record = hydrated.get(host);
  if (!record) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    record = { promise, resolve };
    hydrated.set(host, record);
  }
  return record;
}

/** Elements that arrived server-rendered and have not hydrated yet. */
const awaiting = new WeakSet<Element>();

/**
 * True while an element that arrived server-rendered has not hydrated yet:
 * it shows the server's rendering but does not follow events yet.
 */
export function awaitingHydration(host: Element): boolean {
  return awaiting.has(host);
}

/** Resolves once a server-rendered element has hydrated its shadow root (its effects have run). */
export function whenHydrated(host: Element): Promise<void> {
  return hydratedRecord(host).promise;
}

/** A server-rendered element waits to hydrate (whatever draws its view). */
export function hydrationStarted(host: Element): void {
  awaiting.add(host);
}

/** A server-rendered element stopped waiting: it left the page before it hydrated. */
export function hydrationAbandoned(host: Element): void {
  awaiting.delete(host);
}

/** A server-rendered element has hydrated: `whenHydrated` resolves and the `sq-hydrated` mark is set. */
export function hydrationDone(host: Element, tag: string): void {
  awaiting.delete(host);
  hydratedRecord(host).resolve();
  performance.mark('sq-hydrated', { detail: tag });
}
