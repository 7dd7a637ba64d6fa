/**
 * What an element's `updateComplete` waits with: whether its view has drawn its latest change (DRAWN, which
 * every view writes), and being told when it does. Loaded the first time a page awaits an element: a page that
 * never does loads none of it.
 */

import { DRAWN, type Drawn, VIEW_PROPS, type Viewed } from '../drawn-key.ts';
import { isDrawn } from './drawn.logic.ts';

/** For a test in another window: the page's own key, from this module loaded there. */
export { DRAWN };

type Host = HTMLElement & Drawn & Partial<Viewed>;

/** What waits on each element: each is called whenever its view writes what it draws. */
const waiting = new WeakMap<Host, Set<() => void>>();

/**
 * Resolves to true once the element's latest change has rendered (see isDrawn). Called a microtask or more
 * after `updateComplete` was read, when a change made before has been handed to the renderer: an attribute or
 * property change is handed at the microtask after it.
 */
export function complete(host: Host): Promise<true> {
  return new Promise((resolve) => {
    const done = () => isDrawn(host[DRAWN], host[VIEW_PROPS]?.config, host.isConnected);
    if (done()) return resolve(true);
    const waiters = watch(host);
    const check = () => {
      if (!done()) return;
      waiters.delete(check);
      resolve(true);
    };
    waiters.add(check);
  });
}

/** The waiters of an element, told of every write of what its view draws from now on: DRAWN becomes an accessor. */
function watch(host: Host): Set<() => void> {
  const known = waiting.get(host);
  if (known) return known;
  const waiters = new Set<() => void>();
  let drawn = host[DRAWN];
  Object.defineProperty(host, DRAWN, {
    configurable: true,
    get: () => drawn,
    set(value: unknown) {
      drawn = value;
      for (const check of waiters) check();
    },
  });
  waiting.set(host, waiters);
  return waiters;
}
