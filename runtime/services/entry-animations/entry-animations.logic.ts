/**
 * Entry animations (spec 001 §4 "Entry animations", §9; spec 000 §9 "Default
 * animation"): elements with an animation class get `animation-loaded` once
 * half of them is in view, and the stylesheet below moves them in.
 */

import { ANIMATION_LOADED_CLASS, ENTRY_SELECTOR } from '../entry-animations.classes.ts';

export { ANIMATION_CLASSES, ANIMATION_LOADED_CLASS, ENTRY_SELECTOR } from '../entry-animations.classes.ts';

/** Intersection ratios observed (spec 001 §4). */
export const ENTRY_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1];
/** An element counts as visible from this ratio (spec 001 §4). */
export const ENTRY_VISIBLE_RATIO = 0.5;
/** Default animation duration, in seconds (spec 000 §9, spec 001 §9). */
export const ENTRY_DURATION_S = 0.3;
/** Default scale an element grows from (spec 000 §9, spec 001 §9). */
export const ENTRY_SCALE_DOWN = 0.94;

const hidden = (name: string, hide: string) => `.${name}:not(.${ANIMATION_LOADED_CLASS}){${hide}}`;

/** The entry animations' stylesheet; themes may copy it into their CSS to hide elements before scripts run. */
export const ENTRY_ANIMATIONS_CSS = [
  `:root{--sq-animation-duration:${ENTRY_DURATION_S}s;--sq-animation-scale-down:${ENTRY_SCALE_DOWN}}`,
  `${ENTRY_SELECTOR}{transition:opacity var(--sq-animation-duration) ease-out,transform var(--sq-animation-duration) ease-out}`,
  hidden('sq-animate', 'opacity:0;transform:scale(var(--sq-animation-scale-down))'),
  hidden('sq-animate-fade', 'opacity:0'),
  hidden('sq-animate-scale', 'transform:scale(var(--sq-animation-scale-down))'),
  hidden('sq-animate-slide-up', 'opacity:0;transform:translateY(1.5rem)'),
  `@media (prefers-reduced-motion:reduce){${ENTRY_SELECTOR}{transition:none}}`,
].join('\n');

/**
 * Whether an intersection makes an element visible: a ratio of 0.5 or more;
 * or, for an element too tall to ever reach it, covering half the viewport.
 */
export function isEntryVisible(entry: {
  isIntersecting: boolean;
  intersectionRatio: number;
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
}): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= ENTRY_VISIBLE_RATIO) return true;
  return entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * ENTRY_VISIBLE_RATIO;
}
