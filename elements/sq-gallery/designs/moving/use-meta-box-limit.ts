import { type RefObject, useEffect } from 'react';
import { metaBoxLimit } from './meta-box.logic.ts';

/**
 * Limits each meta box (a slide's title and description) in `frame` to 40 %
 * of the frame's height when it would pass 90 % of it (spec 001 §9); a
 * limited box scrolls, and takes the focus so that the keyboard can scroll
 * it. Measured in an observer, never while rendering.
 */
export function useMetaBoxLimit(frame: RefObject<HTMLElement | null>, slides: readonly unknown[]): void {
  // Run again with new slides, so the boxes drawn for them are observed from the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: slides stand for the meta boxes drawn.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const fit = () => {
      const height = element.clientHeight;
      for (const meta of element.querySelectorAll<HTMLElement>('[part="meta"]')) {
        const limit = metaBoxLimit(meta.scrollHeight, height);
        meta.style.maxHeight = limit === null ? '' : `${limit}px`;
        meta.toggleAttribute('data-limited', limit !== null);
        if (limit === null) meta.removeAttribute('tabindex');
        else meta.tabIndex = 0;
      }
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    for (const meta of element.querySelectorAll('[part="meta"]')) observer.observe(meta);
    return () => observer.disconnect();
  }, [frame, slides]);
}
