/**
 * The benchmark page: the three mountings of the cart link, defined on
 * demand so a run can time insertion into defined tags or the upgrade of
 * elements already in the document.
 */
import reactToWebComponent from '@r2wc/react-to-web-component';
import type { ReactNode } from 'react';
import { type MountProps, viewProps } from '../elements/kit/element/custom-element.ts';
import { awaitingHydration } from '../elements/kit/hydration/ledger/hydration.ts';
import { defineElement } from '../elements/kit/react/define-element.ts';
import { sharedRenderer } from '../elements/kit/react/renderer.tsx';
import styles from '../elements/sq-cart-link/cart-link.css?inline';
import { CART_ICON_PATH, cartState, formatCount } from '../elements/sq-cart-link/cart-link.logic.ts';
import { cartLinkApi } from '../elements/sq-cart-link/cart-link.schema.ts';
import { CartLinkView } from '../elements/sq-cart-link/cart-link.view.tsx';
import { listenForSyncs } from '../elements/sq-cart-link/cart-sync.ts';
import { defineLitCartLink } from './lit-cart-link.ts';
import { longTasksBetween, nextFrame, nextLayout, sleep, taskEnd, whenRendered } from './page-measure.ts';
import { definePlainCartLink } from './plain-cart-link.ts';
import { type BenchApi, type Kind, type RunResult, TAGS } from './protocol.ts';

/** A run that has not rendered by then is reported as a failure, not waited on. */
const RENDER_TIMEOUT_MS = 30_000;

/** Long-task entries arrive a little after their task; this is long enough for them to be queued. */
const LONG_TASK_SETTLE_MS = 100;

/** The engine this page was built with (bench/build.ts): React, or preact/compat for the lite build's page. */
const ENGINE: string = import.meta.env.SQ_BENCH_ENGINE ?? 'react';

/** The kit's element exactly as `cart-link.element.ts` defines it (and its one sync listener), on the engine the page was built with. */
function defineShared(kind: 'shared' | 'lite'): void {
  const wanted = kind === 'lite' ? 'preact' : 'react';
  if (ENGINE !== wanted) throw new Error(`${kind} needs the page built for ${wanted}; this one is for ${ENGINE}`);
  defineElement({ api: cartLinkApi, view: CartLinkView, styles });
  listenForSyncs((host) => awaitingHydration.has(host));
}

/** How each mounting is defined; `shared` and `lite` are exactly what `cart-link.element.ts` does. */
const definers: Record<Kind, () => void> = {
  shared: () => defineShared('shared'),
  lite: () => defineShared('lite'),
  lit: () => defineLitCartLink(TAGS.lit),
  rpe: () => {
    defineElement({
      api: { ...cartLinkApi, tag: TAGS.rpe },
      view: CartLinkView,
      styles,
      // r2wc's own wrapper: a React root per element, r2wc's default. Its renderer hands the view what r2wc
      // hands it; the view is given the element's props as the kit's renderers give them.
      base: (view, options) =>
        reactToWebComponent(
          (props: MountProps) => (view as (props: MountProps) => ReactNode)(viewProps(props)),
          options,
        ),
    });
  },
  plain: () => definePlainCartLink(TAGS.plain),
};

/** The element everything is inserted into. */
function stage(): HTMLElement {
  const element = document.getElementById('stage');
  if (!element) throw new Error('the page has no #stage');
  return element;
}

/** Markup for `count` elements with varied counts: empty, filled and over the 100 cap. */
function markup(kind: Kind, count: number): string {
  const tag = TAGS[kind];
  return Array.from({ length: count }, (_, index) => `<${tag} items="${index % 120}"></${tag}>`).join('');
}

/** Counts elements whose badge text or `data-state` disagrees with their `items` attribute, or whose icon is not the view's. */
function countWrong(hosts: readonly Element[]): number {
  let wrong = 0;
  for (const host of hosts) {
    const items = Number(host.getAttribute('items'));
    const badge = host.shadowRoot?.querySelector('[part="count"]')?.textContent;
    const icon = host.shadowRoot?.querySelector('[part="icon"]');
    const sameIcon = icon?.childElementCount === 1 && icon.firstElementChild?.getAttribute('d') === CART_ICON_PATH;
    if (badge !== formatCount(items) || (host as HTMLElement).dataset.state !== cartState(items) || !sameIcon) wrong++;
  }
  return wrong;
}

/** Times from `start` (which makes the elements exist or become defined) until all are rendered and laid out. */
async function timeRun(start: () => void): Promise<RunResult> {
  const container = stage();
  const began = performance.now();
  const ended = taskEnd();
  start();
  const hosts = Array.from(container.children);
  const rendered = await whenRendered(hosts, RENDER_TIMEOUT_MS);
  const mountTask = (await ended) - began;
  const laidOut = await nextLayout(container);
  await sleep(LONG_TASK_SETTLE_MS);
  const tasks = longTasksBetween(began, laidOut);
  return {
    rendered: rendered - began,
    laidOut: laidOut - began,
    longestTask: tasks.longest,
    longTasks: tasks.count,
    mountTask,
    wrong: countWrong(hosts),
  };
}

const api: BenchApi = {
  define(kind) {
    definers[kind]();
  },

  async insert(kind, count) {
    if (!customElements.get(TAGS[kind])) throw new Error(`${TAGS[kind]} is not defined; call define() first`);
    const html = markup(kind, count);
    return timeRun(() => {
      stage().innerHTML = html;
    });
  },

  async upgrade(kind, count) {
    if (customElements.get(TAGS[kind])) throw new Error(`${TAGS[kind]} is already defined; nothing to upgrade`);
    stage().innerHTML = markup(kind, count);
    // Let the undefined elements be parsed, styled and painted before the clock starts.
    await nextFrame();
    await nextFrame();
    return timeRun(() => definers[kind]());
  },

  async cycle(kind, count) {
    const container = stage();
    container.innerHTML = markup(kind, count);
    await whenRendered(Array.from(container.children), RENDER_TIMEOUT_MS);
    container.replaceChildren();
    await nextFrame();
    return sharedRenderer.size;
  },

  flushShared() {
    sharedRenderer.flush();
  },
};

window.sqBench = api;
