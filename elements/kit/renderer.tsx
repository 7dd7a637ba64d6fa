import type { R2WCRenderer } from '@r2wc/core';
import type { ComponentType, ReactPortal } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportElementError } from '../../runtime/element-errors.ts';
import { ElementErrorBoundary } from './error-boundary.tsx';

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

/**
 * One React root for every element on the page: each element's view renders
 * into its own shadow root through a portal, and everything mounted in one
 * task commits together in a single pass at the next microtask. A root per
 * element would commit each root in its own task (see bench/README.md).
 */
export class SharedRootRenderer implements R2WCRenderer<MountProps, Entry> {
  #entries = new Map<ShadowRoot, Entry>();
  #root: Root | null = null;
  #scheduled = false;
  #nextKey = 0;

  mount = (container: HTMLElement, view: View, props: MountProps): Entry => {
    const shadow = container as unknown as ShadowRoot;
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

  update = (entry: Entry, props: MountProps): void => {
    // r2wc reuses one mutable props object per element: copy it.
    entry.props = { ...props };
    // An entry dropped at a flush while its element was not connected
    // comes back when r2wc renders it again after connecting.
    entry.leaving = false;
    this.#entries.set(entry.container, entry);
    entry.portal = null;
    this.#schedule();
  };

  unmount = (entry: Entry): void => {
    entry.leaving = true;
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
