/**
 * The scroll helper (spec 001 §9): scrolls the page (or a scrolling box) so
 * that a target sits 30 px below the top edge, animated with the tween
 * helper. Read at call time only, so a server can load it.
 */
import { TWEEN_DURATION_NOT_FINITE, type Tween, type TweenClock, tween } from './tween.ts';

/** How far below the top edge the target ends up (spec 001 §9: scroll helper default offset 30). */
export const SCROLL_DEFAULT_OFFSET_PX = 30;
/**
 * The shortest a scroll takes (spec 001 §9: scroll duration clamped to 50 ms):
 * a shorter (or negative) duration is raised to it, so a scroll is always
 * seen to move; a longer one is kept.
 */
export const SCROLL_MIN_DURATION_MS = 50;
/** The duration when none is given: the tween's own default (spec 001 §9: 300 ms). */
export const SCROLL_DEFAULT_DURATION_MS = 300;

export interface ScrollOptions {
  /** Pixels left between the top edge and the target; 30 unless given. */
  offset?: number;
  /** Milliseconds the scroll takes, at least 50; 300 unless given. A non-finite one throws as the tween does. */
  duration?: number;
  /** The box that scrolls; the page unless given. */
  scroller?: Element;
  /** Jumps without animating; the visitor's `prefers-reduced-motion` unless given. */
  instant?: boolean;
  clock?: TweenClock;
}

/** The scroll duration for a requested one: never below 50 ms (spec 001 §9); NaN and infinities stay as they are (and throw). */
export function scrollDuration(requested: number = SCROLL_DEFAULT_DURATION_MS): number {
  return Number.isFinite(requested) ? Math.max(SCROLL_MIN_DURATION_MS, requested) : requested;
}

/** Where a scroll ends: the target `offset` px below the top, within what the box can scroll (0 to `maxScroll`). */
export function scrollDestination(from: number, targetTop: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(0, from + targetTop - offset), Math.max(0, maxScroll));
}

/** Slow at both ends: the scroll starts and lands gently. */
export const easeInOut = (time: number): number => (time < 0.5 ? 2 * time * time : 1 - (-2 * time + 2) ** 2 / 2);

/**
 * Scrolls so that `target` sits `offset` px (30) below the top of the page
 * or `scroller`, over `duration` ms (at least 50). A visitor who prefers
 * reduced motion gets the jump without the animation. Returns the running
 * tween: `finished` resolves once the scroll is there (false if cancelled).
 */
export function scrollToElement(target: Element, options: ScrollOptions = {}): Tween {
  const duration = scrollDuration(options.duration);
  // Thrown here too, not only by the tween: a reduced-motion visitor's jump must not hide a bad call.
  if (!Number.isFinite(duration)) throw new TypeError(TWEEN_DURATION_NOT_FINITE);
  const box = options.scroller ?? document.scrollingElement ?? document.documentElement;
  const page = box === document.scrollingElement || box === document.documentElement;
  const from = box.scrollTop;
  const top = target.getBoundingClientRect().top - (page ? 0 : box.getBoundingClientRect().top + box.clientTop);
  const to = scrollDestination(
    from,
    top,
    options.offset ?? SCROLL_DEFAULT_OFFSET_PX,
    box.scrollHeight - box.clientHeight,
  );
  const instant = options.instant ?? matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Behaviour 'instant': a page whose CSS asks for smooth scrolling must not animate each step again.
  const place = (progress: number) => box.scrollTo({ top: from + (to - from) * progress, behavior: 'instant' });
  return tween(place, instant ? 0 : duration, { easing: easeInOut, clock: options.clock });
}
