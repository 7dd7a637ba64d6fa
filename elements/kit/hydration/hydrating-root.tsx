import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { reportElementError } from '../../../runtime/element-errors/index.ts';
import type { MountProps } from '../element/custom-element.ts';
import { forgetEarlyActions } from './early-actions/early-actions.ts';
import { hydrationDone } from './hydrated.ts';
import { forgetPrerendered, isPrerendered } from './ledger/hydration.ts';
import { type PrerenderedStyle, PrerenderedTree, prerenderedStyles } from './prerendered.tsx';
import { renderedConfig } from './server-rendered/server-rendered.ts';
import { keepVisitorState } from './visitor-state/visitor-state.ts';
import { whenToHydrate } from './when-to-hydrate.ts';

/**
 * A server-rendered element's own React root: it hydrates the shadow root
 * the server rendered when `whenToHydrate` says so, and renders the
 * element's later changes. Loaded (by the shared renderer) the first time a
 * server-rendered element mounts: a page rendered in the browser alone
 * never loads it.
 */
export class HydratingRoot {
  readonly #container: ShadowRoot;
  readonly #tag: string;
  readonly #view: ComponentType<MountProps>;
  /** What the server rendered from, and what hydration uses. */
  readonly #first: MountProps;
  /** The latest props, rendered once hydration is done. */
  #props: MountProps;
  /** The stylesheets the server wrote into the shadow root, rendered as they are. */
  readonly #styles: PrerenderedStyle[];
  #root: Root | null = null;
  /** Set once the hydrated tree's effects have run. */
  #ready = false;
  #stopWaiting: () => void = () => {};
  /** Reports what fails in the element's tree, hydrating or after. */
  readonly #report = (error: unknown) => reportElementError(this.#tag, error);
  /** Puts back what the visitor changed before hydration (taken as it starts, before the tree can call #hydrated). */
  #restore?: () => void;

  constructor(container: ShadowRoot, view: ComponentType<MountProps>, props: MountProps) {
    this.#container = container;
    this.#tag = container.host.localName;
    this.#view = view;
    // Hydration renders what the server rendered. A config that differs from it (properties set
    // before the upgrade) is an update rendered once hydrated, as a change before hydrating is.
    // A config that does not differ hydrates as the element's own object: what it waits to see drawn. The
    // props are the renderer's copy, which it replaces, never changes.
    const api = isPrerendered(container);
    const first = api ? { ...props, config: renderedConfig(container.host, api) } : props;
    const differs = JSON.stringify(props.config) !== JSON.stringify(first.config);
    this.#first = differs ? first : props;
    this.#props = props;
    this.#styles = prerenderedStyles(container);
    this.#stopWaiting = whenToHydrate(container.host as HTMLElement, () => this.#hydrate());
    if (differs) this.#hydrate();
  }

  /** Renders the element's latest props: now if it has hydrated, else once it has. */
  update(props: MountProps): void {
    // The renderer's own object for this change (viewProps makes a new one each time): kept as it is.
    this.#props = props;
    if (this.#ready) this.#root?.render(this.#tree(this.#props));
    // Its config changed before it hydrated: hydrate now (from what the server
    // rendered, so the two match), and the change renders right after.
    else if (!this.#root && JSON.stringify(props.config) !== JSON.stringify(this.#first.config)) this.#hydrate();
  }

  /** Stops waiting to hydrate and lets the root go: the element left the page. */
  unmount(): void {
    this.#stopWaiting();
    forgetEarlyActions(this.#container.host);
    this.#root?.unmount();
  }

  #hydrate(): void {
    this.#stopWaiting();
    if (this.#root) return;
    forgetPrerendered(this.#container);
    this.#restore = keepVisitorState(this.#container);
    this.#root = hydrateRoot(this.#container as unknown as Element, this.#tree(this.#first), {
      onRecoverableError: this.#report,
    });
  }

  #hydrated(): void {
    this.#ready = true;
    // What the visitor changed is put back after the task's renders (a controlled field's value is the
    // server's again in the first) and told to the view, and what they clicked is performed.
    queueMicrotask(() => {
      this.#restore?.();
      hydrationDone(this.#container.host, this.#tag);
    });
    // Called from the hydrated tree's effect: render the later props after it, not inside it. On
    // preact/compat (the lite build) a root rendered again from its own effect mounts the tree anew,
    // whose effect renders again, without end.
    if (this.#props !== this.#first) queueMicrotask(() => this.#root?.render(this.#tree(this.#props)));
  }

  #tree(props: MountProps) {
    const View = this.#view;
    return (
      <PrerenderedTree styles={this.#styles} onError={this.#report} onHydrated={() => this.#hydrated()}>
        <View {...props} />
      </PrerenderedTree>
    );
  }
}
