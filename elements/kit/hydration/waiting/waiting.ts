/**
 * What the autoloader knows of a server-rendered element, read by the kit
 * without importing the autoloader (a page may load the elements without
 * it): kept on `globalThis` under a registered symbol, the same as
 * WAITING_KEY in `../../../waiting-elements.ts` (a test holds the two together).
 */

/** What the autoloader shares with the kit about server-rendered elements. */
export interface Waiting {
  /** Elements whose code was asked for (a trigger fired, or their tag loads with the page): they hydrate as soon as it has loaded. */
  triggered: WeakSet<Element>;
  /** Called by the kit once an element has hydrated: what reached it before then is sent again. */
  hydrated(host: Element): void;
  /** Each waiting element's attributes as the server wrote them: what its shadow root was rendered from. */
  rendered: WeakMap<Element, Record<string, string>>;
  /**
   * Runs `work` (a first view opening a dialog, which moves focus into it) without the focus it moves counting
   * as the visitor reaching for an element: the visitor has done nothing yet.
   */
  quietly(work: () => void): void;
  /**
   * Asks for every chunk of the tag's code at once (called by the autoloader as it loads a tag's code, on a page
   * where this part has loaded): they arrive in one round trip, not one per level of imports.
   */
  preload(tag: string): void;
}

export const WAITING_KEY = Symbol.for('sq-elements.waiting');

/** What the autoloader shares, when it has found a server-rendered element. */
export const waiting = () => (globalThis as Record<symbol, Waiting | undefined>)[WAITING_KEY];

/** Tells the autoloader the element has hydrated: what reached it before then is sent again. */
export function noticeHydrated(host: Element): void {
  waiting()?.hydrated(host);
}
