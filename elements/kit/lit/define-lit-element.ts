import type { R2WCRenderer } from '@r2wc/core';
import type { ElementApi } from '../element/api.ts';
import { defineKitElement, type MountProps, r2wcBase } from '../element/custom-element.ts';
import { type LitViewLoader, litRenderer, preloadLitView } from './lit-renderer.ts';

export type { LitView, LitViewContext, LitViewInstance, LitViewLoader } from './lit-renderer.ts';

export interface LitElementDefinition<A extends ElementApi> {
  api: A;
  /** Loads the view (`() => import('./x.view.ts').then((module) => module.xView)`): see LitViewLoader. */
  view: LitViewLoader<A>;
  /** CSS text adopted into every instance's shadow root. */
  styles?: string;
  /** Defines the tag a task after its module has run: see KitElementDefinition. */
  defineLater?: boolean;
}

const litBase = r2wcBase(litRenderer as R2WCRenderer<MountProps, unknown>);

/**
 * Defines a custom element whose view is drawn with lit-html, for an element
 * a page may have without React (the runtime): the same contract as
 * `defineElement` (attributes, config, validation, events, styles, errors),
 * through r2wc's core with the kit's lit renderer. The server links its
 * stylesheet and leaves the view to the browser.
 */
export function defineLitElement<A extends ElementApi>(definition: LitElementDefinition<A>): CustomElementConstructor {
  // In a browser, the view starts loading as the tag is defined; in Node nothing loads.
  if (typeof customElements !== 'undefined') preloadLitView(definition.view as LitViewLoader<ElementApi>);
  return defineKitElement({ ...definition, kind: 'lit', base: litBase });
}
