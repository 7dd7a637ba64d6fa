import { type RefObject, useEffect, useRef } from 'react';
import { type CloseReason, openLayer } from '../../../../../runtime/layers/index.ts';

/**
 * Puts the element's open thing that is not modal (a banner, a tooltip) on
 * the page's layer stack while `open` is true: a close request (Escape, the
 * back gesture) closes the most recent layer first, and a click outside
 * `inside` closes the top one. `onClose` may change on every render; the
 * layer keeps its place on the stack. Modal things use `useModalDialog`.
 */
export function useLayer(
  open: boolean,
  inside: RefObject<Element | null>,
  onClose: (reason: CloseReason) => void,
): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    if (!open) return;
    const layer = openLayer({
      contains: (path) => inside.current !== null && path.includes(inside.current),
      close: (reason) => latest.current(reason),
    });
    return layer.remove;
  }, [open, inside]);
}
