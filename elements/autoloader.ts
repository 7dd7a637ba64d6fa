import { ELEMENT_LOADERS } from './registry.ts';

/**
 * The autoloader: defines nothing up front. When a `sq-*` tag first appears
 * in the document, or in a shadow root it is told about, it loads that
 * element's code (React comes along once, shared by every element). An
 * element the server rendered shows its first view without its code: it is
 * handed to `waiting-elements.ts`, loaded with the first such element, which
 * loads its code when one of its tag's triggers fires. A `sq-*` tag it has
 * no code for is warned about once, with the nearest tag it knows
 * (`unknown-tag.ts`, loaded only then).
 */

/** Where a second copy of this script finds the first. */
const GLOBAL_KEY = Symbol.for('sq-elements.autoloader');

/**
 * Where the part for server-rendered elements, once loaded, shares what it knows (WAITING_KEY in
 * `waiting-elements.ts`, which this file does not import: a test holds the two together). Its `preload` asks
 * for every chunk of a tag's code at once.
 */
export const WAITING_KEY = Symbol.for('sq-elements.waiting');

export interface Autoloader {
  /** Loads the elements under `root` now and watches it for more. */
  observe(root: Document | ShadowRoot | Element): void;
  /** Loads the code of one tag; resolves once it is defined. */
  load(tag: string): Promise<void>;
}

type Root = Document | ShadowRoot | Element;

function createAutoloader(): Autoloader {
  const loading = new Map<string, Promise<void>>();
  const watched = new WeakSet<Node>();
  let observer: MutationObserver | undefined;
  let mainPicture: Promise<unknown> | false | undefined;

  function load(tag: string): Promise<void> {
    let pending = loading.get(tag);
    if (!pending) {
      (globalThis as Record<symbol, { preload(tag: string): void } | undefined>)[WAITING_KEY]?.preload(tag);
      // A tag it has no code for (`sq-acordion`, misspelt) loads what says so, and the nearest tag it knows.
      // Own keys only: names such as `constructor` are on the loaders' prototype.
      pending = (
        Object.hasOwn(ELEMENT_LOADERS, tag)
          ? (ELEMENT_LOADERS[tag] as () => Promise<unknown>)()
          : import('./unknown-tag.ts').then((part) => part.warn(tag, ELEMENT_LOADERS))
      ).then(
        () => undefined,
        (error: unknown) => {
          // Let a later appearance of the tag try again.
          loading.delete(tag);
          console.error(`sq-elements: could not load <${tag}>`, error);
        },
      );
      loading.set(tag, pending);
    }
    return pending;
  }

  function consider(element: Element): void {
    const tag = element.localName;
    // Every tag of ours starts so; one it has no code for (misspelt) loads what says so.
    if (!tag.startsWith('sq-')) return;
    // A declarative shadow root with the server's rendering in it, before the element's code arrives. Should the
    // part that waits not load, the element's code loads at once.
    if (element.shadowRoot?.firstChild && Object.hasOwn(ELEMENT_LOADERS, tag)) {
      import('./waiting-elements.ts').then(
        (part) => part.wait(element, load, later),
        () => load(tag),
      );
    } else later(tag);
  }

  /**
   * Loads the tag's code once the page's main picture has been drawn (`main-picture.ts`, loaded only by a page
   * with an image that has a `fetchpriority`, looked for once), at once on a page without one: no script of ours
   * goes ahead of that picture. Should that part not load, nothing waits.
   */
  function later(tag: string): void {
    mainPicture ??=
      !!document.querySelector('img[fetchpriority]') &&
      import('./main-picture.ts').then((part) => part.pageMainPicture());
    if (!mainPicture) return void load(tag);
    const go = () => load(tag);
    mainPicture.then(go, go);
  }

  function discover(root: Root): void {
    if (root instanceof Element) consider(root);
    // A selector cannot match by tag prefix, so walk undefined elements only.
    for (const element of root.querySelectorAll(':not(:defined)')) consider(element);
  }

  function observe(root: Root): void {
    discover(root);
    if (watched.has(root)) return;
    watched.add(root);
    observer ??= new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof Element) discover(node);
        }
      }
    });
    observer.observe(root, { childList: true, subtree: true });
  }

  return { observe, load };
}

const scope = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Autoloader };
scope[GLOBAL_KEY] ??= createAutoloader();

/** The page's autoloader; loading this script twice gives the same one. */
export const autoloader: Autoloader = scope[GLOBAL_KEY];

// Imported without a DOM (a server rendering the page), there is nothing to watch.
if (typeof document !== 'undefined') autoloader.observe(document);
