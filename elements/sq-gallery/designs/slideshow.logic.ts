/** The slideshow (stacked) design's rules (spec 001 §4 "Slideshow", §8, §9). No React, no DOM. */

/** The slideshow's transitions; fade is the default (spec 001 §4). */
export const SLIDESHOW_TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;
export type SlideshowTransition = (typeof SLIDESHOW_TRANSITIONS)[number];
export const SLIDESHOW_TRANSITION: SlideshowTransition = 'fade';

/** Slideshow: speed 1 s, preload 1; ken-burns zooms to 1.075 (spec 001 §9). */
export const SLIDESHOW_SPEED_S = 1;
export const SLIDESHOW_PRELOAD = 1;
export const KEN_BURNS_ZOOM = 1.075;
/** The z-index stacked slides count up from (spec 001 §9). */
export const STACKED_Z_INDEX = 888;

/** The console message for a transition the slideshow does not have (spec 001 §8). */
export const unknownTransitionMessage = (name: string) => `Could not find transition named ${name}`;

/** The transition a name asks for; an unknown one is fade, with the message that says so. */
export function readTransition(name: string | undefined): { transition: SlideshowTransition; warning: string | null } {
  if (name === undefined) return { transition: SLIDESHOW_TRANSITION, warning: null };
  const normal = name.trim().toLowerCase();
  if ((SLIDESHOW_TRANSITIONS as readonly string[]).includes(normal)) {
    return { transition: normal as SlideshowTransition, warning: null };
  }
  return { transition: SLIDESHOW_TRANSITION, warning: unknownTransitionMessage(name) };
}

/** What a click on the slideshow does: next, previous, or by the half of the slide clicked (default next). */
export type ClickBehaviour = 'next' | 'previous' | 'halves';

/** The step a click at `x` (px from the slide's left edge) of a slide `width` wide asks for. */
export function slideshowClick(behaviour: ClickBehaviour, x: number, width: number): 'NEXT' | 'PREVIOUS' {
  if (behaviour === 'previous') return 'PREVIOUS';
  if (behaviour === 'halves') return x < width / 2 ? 'PREVIOUS' : 'NEXT';
  return 'NEXT';
}

/** How far apart two slides are, going round the ends. */
export function slideDistance(a: number, b: number, count: number): number {
  const apart = Math.abs(a - b);
  return Math.min(apart, count - apart);
}

/** Whether slide `at` is drawn: within `preload` slides of the current one, round the ends (spec 001 §9 preload). */
export function preloaded(at: number, current: number, count: number, preload: number): boolean {
  return slideDistance(at, current, count) <= preload;
}

/** The z-index of a stacked slide: the current one on top of the one it replaces, both over the rest. */
export function stackedZIndex(index: number, current: number, previous: number): number {
  if (index === current) return STACKED_Z_INDEX + 2;
  if (index === previous) return STACKED_Z_INDEX + 1;
  return STACKED_Z_INDEX;
}

/** How long a slide change takes, s: the swipes 0.28 s (spec 001 §9 "Swipe"), the others the slideshow's speed. */
export function transitionSeconds(transition: SlideshowTransition, swipeSeconds: number): number {
  return transition === 'swipe' || transition === 'new-swipe' ? swipeSeconds : SLIDESHOW_SPEED_S;
}

/**
 * The slideshow's ratio (width over height): from the vSize percentage when given,
 * else the configured ratio, else the first slide's own (1 without one).
 */
export function slideshowRatio(
  vSize: number | undefined,
  aspectRatio: number | 'auto' | undefined,
  first: { width: number; height: number } | undefined,
): number {
  if (vSize) return 100 / vSize;
  if (typeof aspectRatio === 'number') return aspectRatio;
  return first && first.width > 0 && first.height > 0 ? first.width / first.height : 1;
}

/** The slides beside the current one, a step back and a step on (round the ends with loop); null at an end without. */
export function neighbours(
  index: number,
  count: number,
  loop: boolean,
): { previous: number | null; next: number | null } {
  if (count < 2) return { previous: null, next: null };
  const previous = index > 0 ? index - 1 : loop ? count - 1 : null;
  const next = index < count - 1 ? index + 1 : loop ? 0 : null;
  return { previous, next };
}

/**
 * Where a slide waits for the sliding transitions (scroll, swipe, new-swipe,
 * and a finger's swipe): the one going out leaves on the side it moves to;
 * the slides beside the current one wait on their own side (the next after
 * it, the previous before it), so a step either way, or a finger, brings
 * them in from there; the others on the side the next comes from.
 */
export function slideSide(at: number, index: number, previous: number, count: number): 'before' | 'after' | undefined {
  if (at === index) return undefined;
  // The shorter way round: next at the last slide goes on to the first.
  const forward = (index - previous + count) % count <= count / 2;
  if (at === previous) return forward ? 'before' : 'after';
  if (at === (index + 1) % count) return 'after';
  if (at === (index - 1 + count) % count) return 'before';
  return forward ? 'after' : 'before';
}
