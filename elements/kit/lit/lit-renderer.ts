import type { R2WCRenderer } from '@r2wc/core';
import { reportElementError } from '../../../runtime/element-errors/index.ts';
import type { ElementApi } from '../element/api.ts';
import { type MountProps, type ViewProps, viewProps } from '../element/custom-element.ts';
import { DRAWN, type Drawn } from '../element/drawn-key.ts';
import { forgetPrerendered, isPrerendered } from '../hydration/ledger/hydration.ts';

/** What a lit view is given when its element arrives on the page. */
export interface LitViewContext {
  host: HTMLElement;
  root: ShadowRoot;
  /** Draws the view again soon (once for every call in a task): for state the view follows itself, a store. */
  requestRender(): void;
}

/**
 * One element's lit view while its element is on the page: made when the
 * element connects, dropped when it leaves (a move in the DOM keeps it).
 */
export interface LitViewInstance<A extends ElementApi> {
  /** The template for these props; called on every render, and does nothing else. */
  render(props: ViewProps<A>): unknown;
  /** After each render, with the rendered DOM in place: what React does in effects. */
  rendered?(props: ViewProps<A>): void;
  /** The element left the page: undo everything `rendered` started. */
  disconnected?(): void;
}

/** A view drawn with lit-html: makes an instance for each element on the page. */
export type LitView<A extends ElementApi> = (context: LitViewContext) => LitViewInstance<A>;

/**
 * How an element gets its lit view: loaded when its first instance mounts.
 * lit-html reads `document` as its module loads, so an element's module must
 * not import it: the element entry stays importable in Node (a server-side
 * rendered app imports it there), and the view arrives in the browser.
 */
export type LitViewLoader<A extends ElementApi> = () => Promise<LitView<A>>;

/** What the renderer uses of lit-html. */
type LitHtml = Pick<typeof import('lit-html'), 'html' | 'render'>;

let litHtml: Promise<LitHtml> | undefined;
/**
 * lit-html, loaded once, the first time an element mounts. Only the two
 * functions used are taken, so lit.js's namespace object for it holds just
 * those two.
 */
const loadLitHtml = () => {
  litHtml ??= import('lit-html').then(({ html, render }) => ({ html, render }));
  return litHtml;
};

/** Views and lit-html once loaded, by loader: later elements of the tag draw without waiting. */
const loadedViews = new WeakMap<LitViewLoader<ElementApi>, { view: LitView<ElementApi>; lit: LitHtml }>();
const viewsLoading = new WeakMap<LitViewLoader<ElementApi>, Promise<{ view: LitView<ElementApi>; lit: LitHtml }>>();

/**
 * Starts loading a view and lit-html as its element is defined in a browser,
 * so the first element of the tag rarely waits for them. A failure is left
 * to the element's mount, which loads again and reports it.
 */
export function preloadLitView(loadView: LitViewLoader<ElementApi>): void {
  loadViewOnce(loadView).catch(() => {});
}

/** lit-html and one element's view, loaded together once; a failed load is tried again by the next mount. */
function loadViewOnce(loadView: LitViewLoader<ElementApi>): Promise<{ view: LitView<ElementApi>; lit: LitHtml }> {
  const done = loadedViews.get(loadView);
  if (done) return Promise.resolve(done);
  let loading = viewsLoading.get(loadView);
  if (!loading) {
    loading = Promise.all([loadLitHtml(), loadView()]).then(([lit, view]) => {
      loadedViews.set(loadView, { view, lit });
      return { view, lit };
    });
    loading.catch(() => viewsLoading.delete(loadView));
    viewsLoading.set(loadView, loading);
  }
  return loading;
}

interface Mounted {
  root: ShadowRoot;
  tag: string;
  loadView: LitViewLoader<ElementApi>;
  /** The view and lit-html, once loaded. */
  loaded?: { view: LitView<ElementApi>; lit: LitHtml };
  props: MountProps;
  instance?: LitViewInstance<ElementApi>;
  /** A render threw: the element shows its light DOM until it leaves the page. */
  failed?: boolean;
  /** Set when r2wc unmounted the element; carried out after the task unless it mounts again. */
  leaving?: boolean;
  queued?: boolean;
}

/** Shown instead of a view that threw (or did not load): the light-DOM content, as React's error boundary does. */
const fallback = (lit: LitHtml) => lit.html`<slot></slot>`;

const mounted = new WeakMap<ShadowRoot, Mounted>();

/**
 * Draws a lit view for r2wc's core, as the kit's React renderer draws a
 * React one: the view renders into the shadow root at the microtask after
 * a change (every change of a task in one render), a
 * render error is reported and shows the light DOM, an element moved in
 * the DOM keeps its view, and one that leaves has it stopped after the task.
 * A server-rendered root keeps what the server wrote (its stylesheet links)
 * and the view draws after it: lit-html has no hydration, so the server
 * writes no view for a lit element.
 */
export const litRenderer: R2WCRenderer<MountProps, Mounted> = {
  mount(container, view, props) {
    const root = container as unknown as ShadowRoot;
    const existing = mounted.get(root);
    if (existing) {
      // Disconnected and connected again in the same task: a move in the DOM keeps the view.
      litRenderer.update(existing, props);
      return existing;
    }
    const entry: Mounted = {
      root,
      tag: root.host.localName,
      loadView: view as unknown as LitViewLoader<ElementApi>,
      loaded: loadedViews.get(view as unknown as LitViewLoader<ElementApi>),
      props: viewProps(props),
    };
    mounted.set(root, entry);
    // Drawn after the task, as React commits: an element removed in the same task (the page's
    // runtime replaced by another) has let go of what it held by then.
    schedule(entry);
    return entry;
  },
  update(entry, props) {
    // The element's props as they are now, a new object: r2wc hands the same one each time.
    entry.props = viewProps(props);
    entry.leaving = false;
    schedule(entry);
  },
  unmount(entry) {
    entry.leaving = true;
    queueMicrotask(() => {
      if (!entry.leaving) return;
      mounted.delete(entry.root);
      stop(entry);
      entry.loaded?.lit.render(null, entry.root);
    });
  },
};

function draw(entry: Mounted): void {
  const { root, tag, loaded } = entry;
  // r2wc mounts on attribute changes of elements that were never connected: those wait until they are.
  if (!root.host.isConnected) return;
  // What draws now is drawn before anything awaiting the element runs; a view that failed draws no more, so each
  // change is as drawn as it will be.
  if (entry.failed || loaded) (root.host as Drawn)[DRAWN] = entry.props.config;
  if (entry.failed) return;
  if (!loaded) {
    void load(entry);
    return;
  }
  const { view, lit } = loaded;
  const prerendered = isPrerendered(root);
  try {
    entry.instance ??= view({
      host: root.host as HTMLElement,
      root,
      requestRender: () => schedule(entry),
    });
    const props = entry.props as unknown as ViewProps<ElementApi>;
    lit.render(entry.instance.render(props), root);
    entry.instance.rendered?.(props);
  } catch (error) {
    entry.failed = true;
    reportElementError(tag, error);
    stop(entry);
    lit.render(fallback(lit), root);
  }
  if (prerendered) {
    forgetPrerendered(root);
    // What says a server-rendered element has hydrated loads with the first such element: a page the browser
    // renders alone never needs it.
    void import('../hydration/hydrated.ts').then((module) => module.hydrationDone(root.host, tag));
  }
}

/** Loads lit-html and the element's view, then draws; a view that fails to load is an element error. */
async function load(entry: Mounted): Promise<void> {
  let lit: LitHtml | undefined;
  try {
    lit = await loadLitHtml();
    entry.loaded = await loadViewOnce(entry.loadView);
  } catch (error) {
    entry.failed = true;
    reportElementError(entry.tag, error);
    if (lit && mounted.get(entry.root) === entry) lit.render(fallback(lit), entry.root);
  }
  // The view's modules ran in this task: the first draw gets a task of its own, so neither holds the page long.
  // A view that failed to load draws no more: that draw only says so.
  setTimeout(() => schedule(entry));
}

function schedule(entry: Mounted): void {
  if (entry.queued) return;
  entry.queued = true;
  queueMicrotask(() => {
    entry.queued = false;
    if (!entry.leaving && mounted.get(entry.root) === entry) draw(entry);
  });
}

function stop(entry: Mounted): void {
  const instance = entry.instance;
  entry.instance = undefined;
  try {
    instance?.disconnected?.();
  } catch (error) {
    reportElementError(entry.tag, error);
  }
}
