import { useLayoutEffect, useRef } from 'react';

/** An event target, or a function that finds it once mounted (for page globals such as `document`). */
export type ListenerTarget = EventTarget | null | (() => EventTarget | null);

/**
 * Listens to `type` on `target` for as long as the view is mounted. The
 * handler may change on every render without re-subscribing. A page global
 * is given as a function (`() => document`), so that the view also renders
 * on the server, where there is none. Subscribed in a layout effect: the
 * listener is in place once the view shows, on both engines (preact/compat
 * runs a passive effect after the next frame, React 19 at once after a sync
 * render), so an early click or key is not missed.
 */
export function useEventListener<E extends Event>(
  target: ListenerTarget,
  type: string,
  handler: (event: E) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    const resolved = typeof target === 'function' ? target() : target;
    if (!resolved) return;
    const listener = (event: Event) => latest.current(event as E);
    resolved.addEventListener(type, listener);
    return () => resolved.removeEventListener(type, listener);
  }, [target, type]);
}

/** The page's document, as a listener target that is found once mounted. */
export const pageDocument = (): EventTarget => document;

/** The page's font set, whose `loadingdone` says that text may have changed size. */
export const pageFonts = (): EventTarget => document.fonts;
