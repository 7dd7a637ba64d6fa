/**
 * The hydration bookkeeping both kinds of view share: which shadow roots
 * arrived server-rendered, and which elements still wait to hydrate. When a
 * React element hydrates is `when-to-hydrate.ts`, loaded with its hydrating
 * root; that it has, `hydrated.ts`, loaded with the code that hydrates.
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

/** Elements that arrived server-rendered and have not hydrated yet. */
const awaiting = new WeakSet<Element>();

/**
 * True while an element that arrived server-rendered has not hydrated yet:
 * it shows the server's rendering but does not follow events yet.
 */
export function awaitingHydration(host: Element): boolean {
  return awaiting.has(host);
}

/** A server-rendered element waits to hydrate (whatever draws its view). */
export function hydrationStarted(host: Element): void {
  awaiting.add(host);
}

/** A server-rendered element no longer waits: it has hydrated, or it left the page before it did. */
export function hydrationEnded(host: Element): void {
  awaiting.delete(host);
}
