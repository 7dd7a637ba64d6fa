import type { R2WCRenderer } from '@r2wc/core';
import type { ComponentType, ReactPortal } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { reportElementError } from '../../runtime/element-errors.ts';
import type { MountProps } from './custom-element.ts';
import { ElementErrorBoundary } from './error-boundary.tsx';
import {
  forgetPrerendered,
  hydrationAbandoned,
  hydrationDone,
  hydrationStarted,
  isPrerendered,
  serverProps,
} from './hydration.ts';
import { linkedStylesheets, PrerenderedTree } from './prerendered.tsx';
import { whenToHydrate } from './when-to-hydrate.ts';

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
        hydrationAbandoned(entry.container.host);
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

  /** Whether the shared root exists: from the first element's mount until the last one leaves; for tests. */
  get rooted(): boolean {
    return this.#root !== null;
  }

  #portal(entry: Entry): ReactPortal {
    const { view: View, tag, props } = entry;
    return createPortal(
      <ElementErrorBoundary onError={(error) => reportElementError(tag, error)}>
        <View {...props} />
      </ElementErrorBoundary>,
      entry.container as unknown as Element,
      String(entry.key),
    );
  }

  #startHydration(shadow: ShadowRoot, view: View, props: MountProps): Hydration {
    // Hydration renders what the server rendered. A config that differs from it (properties set
    // before the upgrade) is an update rendered once hydrated, as a change before hydrating is.
    const first = { ...props, ...serverProps(shadow) };
    const differs = JSON.stringify(props.config) !== JSON.stringify(first.config);
    const hydration: Hydration = {
      container: shadow,
      tag: shadow.host.localName,
      view,
      first,
      props: differs ? { ...props } : first,
      stylesheets: linkedStylesheets(shadow),
      root: null,
      ready: false,
      stopWaiting: () => {},
      leaving: false,
    };
    this.#hydrations.set(shadow, hydration);
    hydrationStarted(shadow.host);
    hydration.stopWaiting = whenToHydrate(shadow.host as HTMLElement, () => this.#hydrate(hydration));
    if (differs) this.#hydrate(hydration);
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
    forgetPrerendered(container);
    hydration.root = hydrateRoot(container as unknown as Element, this.#prerenderedTree(hydration, hydration.first), {
      onRecoverableError: (error) => reportElementError(tag, error),
    });
  }

  #hydrated(hydration: Hydration): void {
    hydration.ready = true;
    // Called from the hydrated tree's effect: render the later props after it, not inside it. On
    // preact/compat (the lite build) a root rendered again from its own effect mounts the tree anew,
    // whose effect renders again, without end.
    if (hydration.props !== hydration.first) {
      queueMicrotask(() => hydration.root?.render(this.#prerenderedTree(hydration, hydration.props)));
    }
    hydrationDone(hydration.container.host, hydration.tag);
  }

  #prerenderedTree(hydration: Hydration, props: MountProps) {
    const { view: View, tag, stylesheets } = hydration;
    return (
      <PrerenderedTree
        stylesheets={stylesheets}
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

/** The renderer every element shares. */
export const sharedRenderer = new SharedRootRenderer();
