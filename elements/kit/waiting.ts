/**
 * What the autoloader knows of a server-rendered element, read by the kit
 * without importing the autoloader (a page may load the elements without
 * it): kept on `globalThis` under a registered symbol, the same as
 * WAITING_KEY in `../waiting-elements.ts` (a test holds the two together).
 */

/** What the autoloader shares with the kit about server-rendered elements. */
export interface Waiting {
  /** Elements whose code was asked for (a trigger fired, or their tag loads with the page): they hydrate as soon as it has loaded. */
  triggered: WeakSet<Element>;
  /** Called by the kit once an element has hydrated: what reached it before then is sent again. */
  hydrated(host: Element): void;
  /** Each waiting element's attributes as the server wrote them: what its shadow root was rendered from. */
  rendered: WeakMap<Element, Record<string, string>>;
}

import type { ElementApi } from './api.ts';
import { configFromAttributes, inheritedDataText } from './host-config.ts';

export const WAITING_KEY = Symbol.for('sq-elements.waiting');

const waiting = () => (globalThis as Record<symbol, Waiting | undefined>)[WAITING_KEY];

/** Whether a trigger of the element's tag already fired: its code loaded for it to hydrate now. */
export function triggered(host: Element): boolean {
  return waiting()?.triggered.has(host) ?? false;
}

/** Tells the autoloader the element has hydrated: what reached it before then is sent again. */
export function noticeHydrated(host: Element): void {
  waiting()?.hydrated(host);
}

/**
 * The config a server-rendered element was rendered from: its attributes as
 * the autoloader found them, when it did (a change since, its code's
 * trigger, renders as an update once hydrated), else as they are now, and
 * its inherited block data.
 */
export function renderedConfig(host: Element, api: ElementApi): unknown {
  const rendered = waiting()?.rendered.get(host);
  const read = rendered ? (name: string) => rendered[name] ?? null : (name: string) => host.getAttribute(name);
  return configFromAttributes(api, read, inheritedDataText(host)).config;
}
