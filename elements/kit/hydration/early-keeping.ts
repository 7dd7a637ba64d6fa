/**
 * The clicks and keys done on a page with server-rendered elements before
 * the part that waits for their triggers arrives (`waiting-elements.ts`,
 * which takes them for the elements it is given, has each performed once its
 * element has hydrated, and removes the listener): kept under EARLY_KEY with
 * the path each took, which the event no longer gives once dispatched. The
 * keeping begins with the page's inline first view (the cookie banner's,
 * which shows with the first paint, before any file of ours) or with the
 * autoloader at its first server-rendered element; the one that comes second
 * is told of each action from then on. Loads nothing: the autoloader carries
 * it, and so does the inline first view.
 */

/** Where the kept actions are (EARLY_KEY in `waiting-elements.ts`, which takes them: a test holds the two together). */
export const EARLY_KEY = Symbol.for('sq-elements.kept');

/**
 * Where the part for server-rendered elements, once loaded, shares what it knows (WAITING_KEY in
 * `waiting-elements.ts`, which the autoloader does not import: a test holds the two together).
 */
export const WAITING_KEY = Symbol.for('sq-elements.waiting');

/** What is kept: an early action is a click or a key (EARLY_EVENTS in `early-actions.ts`: a test holds the two together). */
export const KEPT = ['click', 'keydown'];

/** A click or key kept, with the path it took. */
export type Kept = [event: Event, path: EventTarget[]];

/** What EARLY_KEY holds: the actions kept, the listener that keeps them, and who is told of each. */
export type Keeping = [kept: Kept[], keep: (event: Event) => void, acted: () => void];

/**
 * Keeps each click and key on the page from now on, and tells `acted` of
 * each. Begun already (by the inline first view), it tells `acted` of the
 * actions from now on instead, and at once when some were kept.
 */
export function keepEarlyActions(acted: () => void): void {
  const scope = globalThis as Record<symbol, Keeping | undefined>;
  const begun = EARLY_KEY in scope;
  // biome-ignore lint/suspicious/noAssignInExpressions: one expression keeps the autoloader, which carries this, within its 1 KB budget.
  const keeping = (scope[EARLY_KEY] ??= [
    [],
    (event) => {
      keeping[0].push([event, event.composedPath()]);
      keeping[2]();
    },
    acted,
  ]);
  keeping[2] = acted;
  if (keeping[0].length) acted();
  if (!begun) for (const type of KEPT) document.addEventListener(type, keeping[1], true);
}
