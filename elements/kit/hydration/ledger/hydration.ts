import type { ElementApi } from '../../element/api.ts';

/**
 * The hydration bookkeeping both kinds of view share: which shadow roots
 * arrived server-rendered, and which elements still wait to hydrate. When a
 * React element hydrates is `when-to-hydrate.ts`, loaded with its hydrating
 * root; that it has, `hydrated.ts`, loaded with the code that hydrates.
 */

/** Shadow roots the server rendered, with their element's API, until their element hydrates them. */
const prerenderedRoots = new WeakMap<ShadowRoot, ElementApi>();

/**
 * Marks a shadow root that arrived with the server's rendering in it
 * (Declarative Shadow DOM): its element hydrates it instead of rendering
 * from nothing, from the config the server rendered it from (see the
 * hydrating root), worked out when it hydrates.
 */
export function markPrerendered(root: ShadowRoot, api: ElementApi): void {
  if (root.childNodes.length > 0) prerenderedRoots.set(root, api);
}

/**
 * Whether a shadow root arrived server-rendered and has not been hydrated
 * yet: the API of its element if so (see markPrerendered).
 */
export function isPrerendered(root: ShadowRoot): ElementApi | undefined {
  return prerenderedRoots.get(root);
}

/** The shadow root is no longer the server's to keep: it is being hydrated, or its element left. */
export function forgetPrerendered(root: ShadowRoot): void {
  prerenderedRoots.delete(root);
}

/**
 * Elements that arrived server-rendered and have not hydrated yet: each
 * shows the server's rendering but does not follow events yet. Added as
 * it waits to hydrate (whatever draws its view), deleted once it has
 * hydrated or left the page before it did.
 */
export const awaitingHydration = new WeakSet<Element>();
