import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { installResize } from '../../../../../runtime/resize/index.ts';

/** An element, or a ref to one that is set once the view has rendered. */
type Target = Element | null | RefObject<Element | null>;

const resolve = (target: Target): Element | null => (target && 'current' in target ? target.current : target);

/**
 * Calls `onResize` once the size of `target` has held still for
 * `debounceMs` after a change (0 follows at once). The observer's first
 * report counts too: a size that changed between the view's first measure
 * and the observer starting is not missed. `onResize` may change on every
 * render without re-observing. Followed through the page's resize service
 * (runtime/resize/resize.ts): one observer for every element of the page.
 */
export function useResized(target: Target, debounceMs: number, onResize: () => void, enabled = true): void {
  const latest = useRef(onResize);
  useLayoutEffect(() => {
    latest.current = onResize;
  });
  useEffect(() => {
    const element = resolve(target);
    if (!element || !enabled) return;
    const resize = installResize();
    const stop = resize.observe(element, () => latest.current(), debounceMs);
    return () => {
      stop();
      resize.uninstall();
    };
  }, [target, debounceMs, enabled]);
}

/**
 * The content width of `element` in CSS pixels of its own layout (an
 * ancestor's transform does not change it); null until measured. Measured
 * before the first paint, then again once a resize has held still for
 * `debounceMs`; with `follow` off, the first width stays. A new `refresh`
 * value measures again at once (a device turning, say), follow or not.
 */
export function useMeasuredWidth(
  element: HTMLElement | null,
  debounceMs: number,
  follow = true,
  refresh: unknown = undefined,
): number | null {
  const [width, setWidth] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `refresh` value is the reason to measure again.
  useLayoutEffect(() => {
    if (element) setWidth(contentWidth(element));
  }, [element, refresh]);
  // The first layout can change the width it was made for (content that makes the page scroll brings a
  // scrollbar): measure again before the first paint, until the width holds, so nothing moves later.
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (!element || settled.current || width === null) return;
    const measured = contentWidth(element);
    if (measured !== width) setWidth(measured);
    else settled.current = true;
  });
  useResized(element, debounceMs, () => element && setWidth(contentWidth(element)), follow);
  return width;
}

/** The width inside the padding, from the computed style: the element's own layout, whatever transforms its ancestors. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const width = Number.parseFloat(style.width);
  if (!Number.isFinite(width)) return 0;
  if (style.boxSizing !== 'border-box') return Math.max(0, width);
  const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return Math.max(0, width - sides.reduce((sum, side) => sum + (Number.parseFloat(style[side]) || 0), 0));
}
