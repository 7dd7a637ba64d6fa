import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of `element`: measured before the first paint, then
 * followed on resize, debounced by `debounceMs` (0 follows at once). With
 * `follow` off the first width stays.
 */
export function useElementWidth(element: HTMLElement | null, debounceMs: number, follow = true): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (element) setWidth(contentWidth(element));
  }, [element]);
  // The first layout can change the width it was made for (content that makes the page scroll brings a
  // scrollbar): measure again before the first paint, until the width holds, so nothing moves later.
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (!element || settled.current || width === 0) return;
    const measured = contentWidth(element);
    if (measured !== width) setWidth(measured);
    else settled.current = true;
  });
  useEffect(() => {
    if (!element || !follow) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(contentWidth(element)), debounceMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [element, debounceMs, follow]);
  return width;
}

function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
  return Math.max(0, element.getBoundingClientRect().width - (padding || 0));
}
