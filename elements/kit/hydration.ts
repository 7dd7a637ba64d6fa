/**
 * The hydration bookkeeping both kinds of view share: which shadow roots
 * arrived server-rendered, and which elements have hydrated. When a React
 * element hydrates is `when-to-hydrate.ts`, loaded with its hydrating root.
 */

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
