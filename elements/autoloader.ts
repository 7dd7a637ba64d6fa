import { keepEarlyActions, WAITING_KEY } from './kit/hydration/early-keeping.ts';
import { afterMainPicture } from './main-picture.ts';
import { ELEMENT_LOADERS } from './registry.ts';
import { HELD_PRELOADS } from './server/files.ts';

/**
 * The autoloader: defines nothing up front. When a `sq-*` tag first appears
 * in the document, or in a shadow root it is told about, it loads that
 * element's code (React comes along once, shared by every element). An
 * element the server rendered shows its first view without its code: it is
 * handed to `waiting-elements.ts`, which loads its code when one of its
 * tag's triggers fires. A `sq-*` tag it has no code for is warned about
 * once, with the nearest tag it knows (`unknown-tag.ts`, loaded only then).
 *
 * On a page with a main picture (`main-picture.ts`, which this script
 * carries) it asks for nothing more until that picture has been drawn, or
 * the visitor acts first: no script of ours goes ahead of the picture, and a
 * page's paint is not held by code nobody asked for. The clicks and keys of
 * that moment are kept (EARLY_KEY) for the part that waits, which has them
 * performed once their element has hydrated.
 */

/** Where a second copy of this script finds the first. */
const GLOBAL_KEY = Symbol.for('sq-elements.autoloader');

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
  /** Resolved once the page's main picture is drawn, or the visitor has acted: nothing is asked for before. */
  let open: Promise<void> | undefined;
  let opened = () => {};

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
      whenOpen(() =>
        import('./waiting-elements.ts').then(
          (part) => part.wait(element, load, later),
          () => load(tag),
        ),
      );
      // The clicks and keys from now on are kept for the part that waits; the visitor acting opens the page to
      // scripts, since what they reach for is needed now (after whenOpen, which makes `opened` the opening).
      keepEarlyActions(opened);
    } else later(tag);
  }

  /** Loads the tag's code once the page is open to scripts (`whenOpen`). */
  function later(tag: string): void {
    whenOpen(() => load(tag));
  }

  /**
   * Runs `then` once the page's main picture has been drawn (at once on a page without one), or `opened` is
   * called. The module preloads a server rendering held back until then (HELD_PRELOADS) go in first.
   */
  function whenOpen(then: () => unknown): void {
    open ??= new Promise<void>((resolve) => {
      opened = resolve;
      afterMainPicture(document).then(resolve);
    }).then(() => {
      for (const held of document.querySelectorAll<HTMLTemplateElement>(`template[${HELD_PRELOADS}]`))
        document.head.append(held.content);
    });
    open.then(then);
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
