import { useLayoutEffect, useRef } from 'react';
import { LIGHTBOX_SPEED_S } from './lightbox.logic.ts';

const FADE = { duration: LIGHTBOX_SPEED_S * 1000, easing: 'ease', fill: 'forwards' } as const;

/**
 * Fades `element` through `keyframes` (spec 001 §4, §9: 0.6 s), then calls
 * `onDone`; at once under reduced motion. Other keyframes, or none, cancel a
 * fade under way, whose end then calls nothing.
 */
export function useFade(
  element: HTMLElement | null,
  keyframes: readonly Keyframe[] | null,
  reduced: boolean,
  onDone: () => void,
): void {
  const done = useRef(onDone);
  done.current = onDone;
  useLayoutEffect(() => {
    if (!element || !keyframes) return;
    if (reduced) {
      done.current();
      return;
    }
    const fade = element.animate([...keyframes], FADE);
    let live = true;
    fade.finished.then(
      () => {
        if (live) done.current();
      },
      () => {},
    );
    return () => {
      live = false;
      fade.cancel();
    };
  }, [element, keyframes, reduced]);
}
