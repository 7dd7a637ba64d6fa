import { triggered } from './server-rendered/server-rendered.ts';

/**
 * When a server-rendered element takes over its shadow root: as soon as it
 * comes into view, the visitor reaches for it (pointer, touch, focus, a key),
 * or the browser is idle, whichever is first. A page of twenty prerendered
 * elements then pays for the ones in view at load and hydrates the rest in
 * idle time, instead of twenty renders in one task.
 */

/**
 * What counts as reaching for an element, listened for in the capture phase
 * on the host: the autoloader's REACHING (`load-triggers.logic.ts`), written
 * again so that the hydrating root and the autoloader share no chunk (a test
 * holds the two together).
 */
export const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;

/** How long an idle callback may wait before it runs anyway, in ms. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `hydrate` once, at the first of: the host in view, an interaction
 * with it, or an idle period; at once when the autoloader loaded its code
 * because one of its tag's triggers fired. Returns the function that stops
 * waiting.
 */
export function whenToHydrate(
  host: HTMLElement,
  hydrate: () => void,
  /** How to wait for an idle period; returns how to stop waiting. */
  onIdle: (callback: () => void) => () => void = requestIdle,
): () => void {
  let done = false;
  let stopIdle: (() => void) | undefined;
  const stop = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    for (const type of INTERACTIONS) host.removeEventListener(type, go, true);
    stopIdle?.();
  };
  const go = () => {
    if (done) return;
    stop();
    hydrate();
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        })
      : undefined;
  observer?.observe(host);
  for (const type of INTERACTIONS) host.addEventListener(type, go, { capture: true, passive: true });
  // Its code loaded because one of its tag's triggers fired: it hydrates now, without waiting for another.
  if (triggered(host)) go();
  else {
    stopIdle = onIdle(go);
    if (done) stopIdle();
  }
  return stop;
}

// Safari has no requestIdleCallback: a timeout after the page's own work is the nearest thing.
function requestIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}
