import type { R2WCRenderer } from '@r2wc/core';
import type { ComponentType, ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportElementError } from '../../../runtime/element-errors/index.ts';
import { type MountProps, viewProps } from '../element/custom-element.ts';
import type { HydratingRoot } from '../hydration/hydrating-root.tsx';
import { awaitingHydration, forgetPrerendered, isPrerendered } from '../hydration/ledger/hydration.ts';
import { ElementErrorBoundary } from './error-boundary.tsx';

type View = ComponentType<MountProps>;

interface Entry {
  container: ShadowRoot;
  tag: string;
  view: View;
  props: MountProps;
  /** What the shared root draws for the element, made again when its props change. */
  tree: ReactElement | null;
  /** Set when r2wc unmounted the element; carried out at the next flush unless it mounts again. */
  leaving: boolean;
  key: number;
}

/**
 * A server-rendered element: its own root (`HydratingRoot`) hydrates the
 * shadow root and renders its later changes, once its code has loaded.
 */
interface Hydration {
  container: ShadowRoot;
  /** The latest props, until the root has loaded; then the root keeps them. */
  props: MountProps;
  root: HydratingRoot | null;
  leaving: boolean;
}

/**
 * The code that hydrates a server-rendered element, loaded when the first
 * one mounts: a page rendered in the browser alone never loads it, and the
 * server renderer has a prerendered page preload it (see MODULES_FILE).
 */
const loadHydratingRoot = () => import('../hydration/hydrating-root.tsx');

/**
 * One React root for every element on the page: each element's view renders
 * into its own shadow root through a portal, and everything mounted in one
 * task commits together in a single pass at the next microtask. A root per
 * element would commit each root in its own task (see bench/README.md).
 * On preact/compat, whose roots render at once, a root per element rendered
 * in the same microtask is no faster: over 11 rounds of 1,000 cart links it
 * takes 1.59x Lit's time to upgrade and 1.47x to insert, the shared root
 * 1.48x and 1.22x.
 */
export class SharedRootRenderer implements R2WCRenderer<MountProps, Entry | Hydration> {
  #entries = new Map<ShadowRoot, Entry>();
  #hydrations = new Map<ShadowRoot, Hydration>();
  #root: Root | null = null;
  #scheduled = false;
  #nextKey = 0;

  mount = (container: HTMLElement, view: View, mounted: MountProps): Entry | Hydration => {
    const shadow = container as unknown as ShadowRoot;
    const props = viewProps(mounted);
    const hydration = this.#hydrations.get(shadow);
    if (hydration) {
      hydration.leaving = false;
      this.#updateHydration(hydration, props);
      return hydration;
    }
    if (isPrerendered(shadow)) return this.#startHydration(shadow, view, props);
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
      props,
      tree: null,
      leaving: false,
      key: this.#nextKey++,
    };
    this.#entries.set(shadow, entry);
    this.#schedule();
    return entry;
  };

  update = (entry: Entry | Hydration, mounted: MountProps): void => {
    // The element's props as they are now, a new object: r2wc hands the same one each time.
    const props = viewProps(mounted);
    if (!('key' in entry)) {
      this.#updateHydration(entry, props);
      return;
    }
    entry.props = props;
    // An entry dropped at a flush while its element was not connected
    // comes back when r2wc renders it again after connecting.
    entry.leaving = false;
    this.#entries.set(entry.container, entry);
    entry.tree = null;
    this.#schedule();
  };

  unmount = (entry: Entry | Hydration): void => {
    entry.leaving = true;
    if (!('key' in entry)) {
      // Carried out after the task, unless the element comes back (a move in the DOM).
      queueMicrotask(() => {
        if (!entry.leaving) return;
        awaitingHydration.delete(entry.container.host);
        entry.root?.unmount();
        this.#hydrations.delete(entry.container);
        forgetPrerendered(entry.container);
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
    if (this.#entries.size === 0) {
      // No element left: let the root go, with everything it still holds (the last tree drawn, the
      // engine's listeners on its container). The next element to mount makes a new one.
      const root = this.#root;
      this.#root = null;
      root?.unmount();
      return;
    }
    const trees: ReactElement[] = [];
    for (const entry of this.#entries.values()) {
      entry.tree ??= this.#tree(entry);
      trees.push(entry.tree);
    }
    this.#root ??= createRoot(document.createElement('div'));
    const root = this.#root;
    flushSync(() => root.render(trees));
    // React keeps the previous tree as the alternate of the new one; while
    // it does, the removed elements' fibers (and their shadow roots) stay
    // reachable. Rendering the same trees again swaps it out, cheaply.
    if (dropped) flushSync(() => root.render([...trees]));
  };

  /** How many elements are mounted; for tests and benchmarks. */
  get size(): number {
    return this.#entries.size;
  }

  /** Whether the shared root exists: from the first element's mount until the last one leaves; for tests. */
  get rooted(): boolean {
    return this.#root !== null;
  }

  /**
   * The element's view in its error boundary, which draws into its shadow
   * root through a portal. The key is on the boundary, the array's item: a
   * portal's own key is lost on preact/compat, whose unkeyed portals would
   * then be matched by place, and removing one element would mount every
   * later one again, losing its state.
   */
  #tree(entry: Entry): ReactElement {
    const { view: View, tag, props } = entry;
    return (
      <ElementErrorBoundary
        key={entry.key}
        container={entry.container}
        onError={(error) => reportElementError(tag, error)}
      >
        <View {...props} />
      </ElementErrorBoundary>
    );
  }

  #startHydration(shadow: ShadowRoot, view: View, props: MountProps): Hydration {
    const hydration: Hydration = { container: shadow, props, root: null, leaving: false };
    this.#hydrations.set(shadow, hydration);
    awaitingHydration.add(shadow.host);
    loadHydratingRoot()
      .then(({ HydratingRoot }) => {
        // Unless it left the page while the code loaded.
        if (this.#hydrations.get(shadow) === hydration)
          hydration.root = new HydratingRoot(shadow, view, hydration.props);
      })
      // Out of the element's callbacks now: what fails here (the code not loading, the root failing to start)
      // is reported as an error in them would be, never thrown into the page.
      .catch((error: unknown) => reportElementError(shadow.host.localName, error));
    return hydration;
  }

  #updateHydration(hydration: Hydration, props: MountProps): void {
    if (hydration.root) hydration.root.update(props);
    else hydration.props = props;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(this.flush);
  }
}

/** The renderer every element shares. */
export const sharedRenderer = new SharedRootRenderer();
