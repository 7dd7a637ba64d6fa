/**
 * The entry animations' class names (spec 001 §4): what the page marks an
 * element with, read by the service (`entry-animations.ts`) and by what
 * tells whether a page needs its code (`entry-animations-lazily.ts`).
 */

/** The class an element gets once visible (spec 001 §4). */
export const ANIMATION_LOADED_CLASS = 'animation-loaded';
/**
 * The animation classes (our names; the spec does not list them):
 * `sq-animate` (fade in and grow from 0.94), `sq-animate-fade`,
 * `sq-animate-scale`, `sq-animate-slide-up`.
 */
export const ANIMATION_CLASSES = ['sq-animate', 'sq-animate-fade', 'sq-animate-scale', 'sq-animate-slide-up'] as const;

/** Matches every element with an animation class. */
export const ENTRY_SELECTOR = ANIMATION_CLASSES.map((name) => `.${name}`).join(',');
