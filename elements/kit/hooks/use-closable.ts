import { type RefObject, useEffect, useRef } from 'react';
import { type CloseReason, registerClosable } from '../../../runtime/close-stack.ts';

/**
 * Puts the element's open item (a popup, the lightbox, a modal banner) on the
 * page's close stack while `open` is true: Escape closes the most recent item
 * first, and a click outside `inside` closes the top one. `onClose` may change
 * on every render; the item keeps its place on the stack.
 */
export function useClosable(
  open: boolean,
  inside: RefObject<Element | null>,
  onClose: (reason: CloseReason) => void,
): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    if (!open) return;
    return registerClosable({
      contains: (path) => {
        const element = inside.current;
        return element !== null && path.includes(element);
      },
      close: (reason) => latest.current(reason),
    });
  }, [open, inside]);
}
