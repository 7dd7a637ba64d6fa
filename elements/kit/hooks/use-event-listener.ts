import { useEffect, useRef } from 'react';

/**
 * Listens to `type` on `target` for as long as the view is mounted. The
 * handler may change on every render without re-subscribing.
 */
export function useEventListener<E extends Event>(
  target: EventTarget | null,
  type: string,
  handler: (event: E) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!target) return;
    const listener = (event: Event) => latest.current(event as E);
    target.addEventListener(type, listener);
    return () => target.removeEventListener(type, listener);
  }, [target, type]);
}
