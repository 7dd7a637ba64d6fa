import type { R2WCRenderer } from '@r2wc/core';
import type { ComponentType, ReactPortal } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { reportElementError } from '../../runtime/element-errors.ts';
import { ElementErrorBoundary } from './error-boundary.tsx';
import { whenToHydrate } from './hydration.ts';
import { linkedStylesheets, PrerenderedTree } from './prerendered.tsx';

/** The props r2wc hands a view: ours, plus the shadow root as `container`. */
export interface MountProps {
  container?: HTMLElement;
  [key: string]: unknown;
}

type View = ComponentType<MountProps>;

interface Entry {
  container: ShadowRoot;
  tag: string;
  view: View;
  props: MountProps;
  portal: ReactPortal | null;
  /** Set when r2wc unmounted the element; carried out at the next flush unless it mounts again. */
  leaving: boolean;
  key: number;
}

/** Shadow roots the server rendered, until their element hydrates them. */
const prerenderedRoots = new WeakSet<ShadowRoot>();

/**
 * Marks a shadow root that arrived with the server's rendering in it
 * (Declarative Shadow DOM): its element hydrates it instead of rendering
 * from nothing.
 */
export function markPrerendered(root: ShadowRoot): void {
  if (root.childNodes.length > 0) prerenderedRoots.add(root);
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

/**
 * A server-rendered element: its own React root hydrates the shadow root
 * when `whenToHydrate` says so, and renders its later changes.
 */
interface Hydration {
  container: ShadowRoot;
  tag: string;
  view: View;
  /** The props at mount: what the server rendered from, and what hydration uses. */
  first: MountProps;
  /** The latest props, rendered once hydration is done. */
  props: MountProps;
  stylesheets: string[];
  root: Root | null;
  /** Set once the hydrated tree's effects have run. */
  ready: boolean;
  stopWaiting: () => void;
  leaving: boolean;
}

/**
 * One React root for every element on the page: each element's view renders
 * into its own shadow root through a portal, and everything mounted in one
 * task commits together in a single pass at the next microtask. A root per
 * element would commit each root in its own task (see bench/README.md).
 */
export class SharedRootRenderer implements R2WCRenderer<MountProps, Entry | Hydration> {
  #entries = new Map<ShadowRoot, Entry>();
  #hydrations = new Map<ShadowRoot, Hydration>();
  #root: Root | null = null;
  #scheduled = false;
  #nextKey = 0;

  mount = (container: HTMLElement, view: View, props: MountProps): Entry | Hydration => {
    const shadow = container as unknown as ShadowRoot;
    const hydration = this.#hydrations.get(shadow);
    if (hydration) {
      hydration.leaving = false;
      this.#updateHydration(hydration, props);
      return hydration;
    }
    if (prerenderedRoots.has(shadow)) return this.#startHydration(shadow, view, props);
    const existing = this.#entries.get(shadow);
    if (existing) {
      // Disconnected and connected again before the flush: a move in the DOM.
      // Keeping the entry (and its key) keeps the view's React state.
      existing.leaving = false;
      this.update(existing, props);
      return existing;
    }
    const entry: Entry = {
      container: shadow,
      tag: shadow.host.localName,
      view,
      props: { ...props },
      portal: null,
      leaving: false,
      key: this.#nextKey++,
    };
    this.#entries.set(shadow, entry);
    this.#schedule();
    return entry;
  };

  update = (entry: Entry | Hydration, props: MountProps): void => {
    if (!('key' in entry)) {
      this.#updateHydration(entry, props);
      return;
    }
    // r2wc reuses one mutable props object per element: copy it.
    entry.props = { ...props };
    // An entry dropped at a flush while its element was not connected
    // comes back when r2wc renders it again after connecting.
    entry.leaving = false;
    this.#entries.set(entry.container, entry);
    entry.portal = null;
    this.#schedule();
  };

  unmount = (entry: Entry | Hydration): void => {
    entry.leaving = true;
    if (!('key' in entry)) {
      // Carried out after the task, unless the element comes back (a move in the DOM).
      queueMicrotask(() => {
        if (!entry.leaving) return;
        entry.stopWaiting();
        awaiting.delete(entry.container.host);
        entry.root?.unmount();
        this.#hydrations.delete(entry.container);
        prerenderedRoots.delete(entry.container);
      });
      return;
    }
    this.#schedule();
  };

  /** Commits every pending change now. */
  flush = (): void => {
    this.#scheduled = false;
    let dropped = false;
    for (const [shadow, entry] of this.#entries) {
      // r2wc mounts on attribute changes of elements that were never
      // connected; drop those too, or they leak.
      if (entry.leaving || !shadow.host.isConnected) {
        this.#entries.delete(shadow);
        dropped = true;
      }
    }
    const portals: ReactPortal[] = [];
    for (const entry of this.#entries.values()) {
      entry.portal ??= this.#portal(entry);
      portals.push(entry.portal);
    }
    this.#root ??= createRoot(document.createElement('div'));
    const root = this.#root;
    flushSync(() => root.render(portals));
    // React keeps the previous tree as the alternate of the new one; while
    // it does, the removed elements' fibers (and their shadow roots) stay
    // reachable. Rendering the same portals again swaps it out, cheaply.
    if (dropped) flushSync(() => root.render([...portals]));
  };

  /** How many elements are mounted; for tests and benchmarks. */
  get size(): number {
    return this.#entries.size;
  }

  #portal(entry: Entry): ReactPortal {
    const { view: View, tag, props } = entry;
    return createPortal(
      <ElementErrorBoundary tag={tag} onError={(error) => reportElementError(tag, error)}>
        <View {...props} />
      </ElementErrorBoundary>,
      entry.container as unknown as Element,
      String(entry.key),
    );
  }

  #startHydration(shadow: ShadowRoot, view: View, props: MountProps): Hydration {
    const first = { ...props };
    const hydration: Hydration = {
      container: shadow,
      tag: shadow.host.localName,
      view,
      first,
      props: first,
      stylesheets: linkedStylesheets(shadow),
      root: null,
      ready: false,
      stopWaiting: () => {},
      leaving: false,
    };
    this.#hydrations.set(shadow, hydration);
    awaiting.add(shadow.host);
    hydration.stopWaiting = whenToHydrate(shadow.host as HTMLElement, () => this.#hydrate(hydration));
    return hydration;
  }

  #updateHydration(hydration: Hydration, props: MountProps): void {
    hydration.props = { ...props };
    if (hydration.ready) hydration.root?.render(this.#prerenderedTree(hydration, hydration.props));
    // Its config changed before it hydrated: hydrate now (from what the server
    // rendered, so the two match), and the change renders right after.
    else if (!hydration.root && JSON.stringify(props.config) !== JSON.stringify(hydration.first.config)) {
      this.#hydrate(hydration);
    }
  }

  #hydrate(hydration: Hydration): void {
    hydration.stopWaiting();
    if (hydration.root) return;
    const { container, tag } = hydration;
    prerenderedRoots.delete(container);
    hydration.root = hydrateRoot(container as unknown as Element, this.#prerenderedTree(hydration, hydration.first), {
      onRecoverableError: (error) => reportElementError(tag, error),
    });
  }

  #hydrated(hydration: Hydration): void {
    hydration.ready = true;
    if (hydration.props !== hydration.first) hydration.root?.render(this.#prerenderedTree(hydration, hydration.props));
    awaiting.delete(hydration.container.host);
    hydratedRecord(hydration.container.host).resolve();
    performance.mark('sq-hydrated', { detail: hydration.tag });
  }

  #prerenderedTree(hydration: Hydration, props: MountProps) {
    const { view: View, tag, stylesheets } = hydration;
    return (
      <PrerenderedTree
        stylesheets={stylesheets}
        tag={tag}
        onError={(error) => reportElementError(tag, error)}
        onHydrated={() => this.#hydrated(hydration)}
      >
        <View {...props} />
      </PrerenderedTree>
    );
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(this.flush);
  }
}

/**
 * A React root per element, as r2wc does by default. Kept for the benchmark
 * that compares it with the shared root.
 */
export const rootPerElementRenderer: R2WCRenderer<MountProps, { root: Root; tag: string; view: View }> = {
  mount(container, view, props) {
    const root = createRoot(container);
    const tag = (container as unknown as ShadowRoot).host.localName;
    const context = { root, tag, view };
    rootPerElementRenderer.update(context, props);
    return context;
  },
  update({ root, tag, view: View }, props) {
    root.render(
      <ElementErrorBoundary tag={tag} onError={(error) => reportElementError(tag, error)}>
        <View {...props} />
      </ElementErrorBoundary>,
    );
  },
  unmount({ root }) {
    root.unmount();
  },
};

/** The renderer every element shares. */
export const sharedRenderer = new SharedRootRenderer();
