import { EARLY_EVENTS, markWaiting, recordAction, WAITING_KEY } from './kit/hydration/early-actions/early-actions.ts';
import type { Keeping } from './kit/hydration/early-keeping.ts';
import {
  asksForChange,
  eventTriggers,
  loadsAtOnce,
  REACHING,
  triggersOf,
} from './kit/hydration/load-triggers.logic.ts';
import type { Waiting } from './kit/hydration/waiting/waiting.ts';
import { FIRST_VIEWS, LOAD_TRIGGERS } from './load-triggers.ts';
import { modulesOf, type PackedModules } from './tag-modules.logic.ts';

/**
 * The autoloader's part for server-rendered elements, loaded with the first
 * one it finds: an element the server rendered shows its first view
 * without its code, which loads at the first of its tag's triggers (the
 * visitor reaching for it, it coming into view, a change asked of it, a
 * page event it serves), and never if none comes. See LoadTrigger in
 * `kit/element/api.ts`.
 */

/**
 * Where the kit finds what the autoloader knows of server-rendered elements:
 * the key early actions, which this part loads, ask it under (the same
 * registered symbol as WAITING_KEY in `kit/hydration/waiting/waiting.ts`, which this chunk does
 * not import: a test holds the two together).
 */
export { WAITING_KEY };

/**
 * Where the clicks and keys done before this part arrived are kept, each
 * with the path it took, with the listener that keeps them (by the
 * autoloader, or earlier by the page's inline first view: EARLY_KEY in
 * `kit/hydration/early-keeping.ts`, which the autoloader carries and this chunk does
 * not import; a test holds the two together). This part takes them, and ends
 * the keeping: from its first element on, the part that records early
 * actions listens itself.
 */
export const EARLY_KEY = Symbol.for('sq-elements.kept');

/** Server-rendered elements whose code waits for a trigger, with their tag's triggers. */
const waiting = new Map<Element, { triggers: string[]; release: () => void }>();
/** Page events that made an element's code load, to send again once it has hydrated. */
const missed = new WeakMap<Element, Event[]>();
/** The document events listened for already. */
const listening = new Set<string>();
let inView: IntersectionObserver | undefined;
let changes: MutationObserver | undefined;
/** The autoloader's loader of a tag's code. */
let loadTag: (tag: string) => unknown = () => {};
let loadTagLater: (tag: string) => unknown = () => {};

/** Each tag's modules (`tag-modules.ts`), asked for with the first code asked for; none should they not load. */
let tagModules: Promise<PackedModules | undefined> | undefined;

/**
 * Asks for every chunk of the tag's code at once, as its code is asked for: they arrive in one round trip, not
 * one per level of its imports (and the hydrating root, which its code would ask for only once run). A chunk
 * preloaded twice, or already loaded, is fetched once: the page's module map has it.
 */
function preloadModules(tag: string): void {
  tagModules ??= import('./tag-modules.ts').then((part) => JSON.parse(part.TAG_MODULES)).catch(() => undefined);
  tagModules.then((packed) => {
    for (const file of modulesOf(packed, tag)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, import.meta.url).href;
      document.head.append(link);
    }
  });
}

/** Set while a first view moves focus: see `Waiting.quietly`. */
let quiet = false;

const shared: Waiting = {
  triggered: new WeakSet(),
  rendered: new WeakMap(),
  preload: preloadModules,
  quietly(work) {
    quiet = true;
    try {
      work();
    } finally {
      quiet = false;
    }
  },
  hydrated(host) {
    for (const event of missed.get(host) ?? []) {
      const { type, bubbles, composed, cancelable } = event;
      const detail = (event as CustomEvent).detail;
      (event.target ?? document).dispatchEvent(new CustomEvent(type, { detail, bubbles, composed, cancelable }));
    }
    missed.delete(host);
  },
};
(globalThis as Record<symbol, unknown>)[WAITING_KEY] = shared;

/**
 * A trigger of a waiting element fired: its code loads, and it hydrates once it has. Its coming into view
 * (`asked` false) loads it once the page's main picture is in; anything else asked of it, now.
 */
function fire(element: Element, event?: Event, asked = true): void {
  const entry = waiting.get(element);
  if (!entry) return;
  waiting.delete(element);
  inView?.unobserve(element);
  entry.release();
  if (event) missed.set(element, [...(missed.get(element) ?? []), event]);
  shared.triggered.add(element);
  (asked ? loadTag : loadTagLater)(element.localName);
  // The elements in its light DOM are its content, shown with it (a form in a popup): they load with it.
  for (const [other] of waiting) if (element.contains(other)) fire(other, undefined, asked);
}

/**
 * Whether the element is in the light DOM of one of ours whose code was asked for, or loads at once (the
 * server left it to the browser): it is that one's content, shown with it (a form in a popup).
 */
function inLoaded(element: Element): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (shared.triggered.has(node) || (node.localName in LOAD_TRIGGERS && !node.shadowRoot?.firstChild)) return true;
  }
  return false;
}

function onEvent(event: Event): void {
  if (quiet) return;
  if (event.type.startsWith('sq-')) {
    for (const [element, { triggers }] of waiting) if (triggers.includes(event.type)) fire(element, event);
    return;
  }
  for (const target of event.composedPath()) {
    if (target instanceof Element && waiting.get(target)?.triggers.includes('interaction')) fire(target);
  }
}

function listen(type: string): void {
  if (listening.has(type)) return;
  listening.add(type);
  document.addEventListener(type, onEvent, { capture: true, passive: true });
}

/**
 * Until it fires, `config` set on the element is held by an accessor of
 * its own that fires the element; released, a value set is left as the
 * property the element's code takes over as it upgrades.
 */
function holdConfig(element: Element): () => void {
  let value: unknown;
  let set = false;
  Object.defineProperty(element, 'config', {
    configurable: true,
    get: () => value,
    set(next: unknown) {
      value = next;
      set = true;
      fire(element);
    },
  });
  return () => {
    delete (element as { config?: unknown }).config;
    if (set) (element as { config?: unknown }).config = value;
  };
}

/**
 * A server-rendered element: its first view decided (its first-view module,
 * if its tag has one), its code loaded by `later` if its tag loads with the
 * page, else at the first of its triggers: by `load` when asked for, by
 * `later` when it comes into view. The autoloader gives this part elements
 * once the page's main picture has been drawn (or the visitor acted), so
 * nothing here goes ahead of it; its `later` holds the code nobody asked for
 * until then too.
 */
export function wait(element: Element, load: (tag: string) => unknown, later: (tag: string) => unknown = load): void {
  // Found again (a change in the page around it): it waits already, or its code is on its way.
  if (shared.rendered.has(element)) return;
  loadTag = load;
  loadTagLater = later;
  // What the visitor clicks on it until it has hydrated is recorded, to be performed once it has; what they
  // clicked before this part arrived too, and that reached for it.
  markWaiting(element);
  const [kept, keeper] = (globalThis as { [EARLY_KEY]?: Keeping })[EARLY_KEY] ?? [[]];
  for (const type of EARLY_EVENTS) document.removeEventListener(type, keeper as () => void, true);
  const reached = kept.filter(([, path]) => path.includes(element));
  for (const [event, path] of reached) recordAction(event, path);
  const tag = element.localName;
  const triggers = triggersOf(LOAD_TRIGGERS[tag]);
  // A first view that finds its server rendering cannot be final (a highlight over wrapped lines) asks for the code.
  // Each first view runs in a task of its own: a page's ten highlights in one would hold the main thread.
  FIRST_VIEWS[tag]?.().then(
    (module) => setTimeout(() => module.default(element as HTMLElement, () => fire(element)) === true && fire(element)),
    (error: unknown) => console.error(`sq-elements: could not load <${tag}>'s first view`, error),
  );
  shared.rendered.set(element, Object.fromEntries([...element.attributes].map((item) => [item.name, item.value])));
  if (loadsAtOnce(triggers, true) || inLoaded(element)) {
    shared.triggered.add(element);
    // Content of an element whose code was asked for comes with it; a tag that loads with the page, after the picture.
    (inLoaded(element) ? load : later)(tag);
    return;
  }
  let release = () => {};
  if (triggers.includes('change')) {
    changes ??= new MutationObserver((records) => {
      for (const record of records) if (asksForChange(record.attributeName as string)) fire(record.target as Element);
    });
    changes.observe(element, { attributes: true });
    release = holdConfig(element);
  }
  waiting.set(element, { triggers, release });
  if (triggers.includes('interaction')) {
    for (const type of REACHING) listen(type);
    if (reached[0]) fire(element);
  }
  for (const type of eventTriggers(triggers)) listen(type);
  if (triggers.includes('visible') && typeof IntersectionObserver === 'function') {
    inView ??= new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) fire(entry.target, undefined, false);
    });
    inView.observe(element);
  }
}
