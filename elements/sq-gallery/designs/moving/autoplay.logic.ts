/**
 * Autoplay on the moving designs (spec 001 §2, §4, §9, and WCAG 2.2.2): how
 * long a slide shows, whether the timer runs now, and where randomize goes.
 * No React, no DOM.
 */

/** Autoplay timeout, ms (spec 001 §9). */
export const AUTOPLAY_TIMEOUT_MS = 5000;
/** The query parameter that turns autoplay off (spec 001 §2: nomotion=true). */
export const NO_MOTION_PARAMETER = 'nomotion';

/**
 * How long a slide shows: `autoplay-duration` seconds when given, else
 * autoplayOptions.timeout ms, else 5000 ms.
 */
export function autoplayDelay(durationSeconds: number | undefined, timeoutMs: number | undefined): number {
  if (durationSeconds !== undefined && durationSeconds > 0) return durationSeconds * 1000;
  if (timeoutMs !== undefined && timeoutMs > 0) return timeoutMs;
  return AUTOPLAY_TIMEOUT_MS;
}

/** Whether the address turns motion off (`?nomotion=true`). */
export function noMotionInAddress(search: string): boolean {
  return new URLSearchParams(search).get(NO_MOTION_PARAMETER) === 'true';
}

/** Everything that decides whether autoplay runs now. */
export interface AutoplaySituation {
  /** autoplay is on in the config (and inMotion is not off). */
  enabled: boolean;
  /** More than one group to move through. */
  movable: boolean;
  /** nomotion=true in the address. */
  noMotion: boolean;
  /** The visitor asks for reduced motion. */
  reducedMotion: boolean;
  /** A video slide is showing. */
  videoShowing: boolean;
  /**
   * The mouse is over the gallery, or an element pauseOnMouseover names (only with that option). A mouse: a
   * finger never hovers, so hovering does not pause on a touch screen (spec 001 §4).
   */
  pointerOver: boolean;
  /** Keyboard focus is inside the gallery. */
  focusInside: boolean;
  /** The visitor pressed the pause button. */
  paused: boolean;
}

/** Why autoplay is not running, or 'playing'. */
export type AutoplayState = 'off' | 'no-motion' | 'reduced-motion' | 'paused' | 'video' | 'focus' | 'hover' | 'playing';

/** The autoplay rules, in order: the first that holds says why it does not run. */
const AUTOPLAY_RULES: readonly [Exclude<AutoplayState, 'playing'>, (s: AutoplaySituation) => boolean][] = [
  ['off', (s) => !s.enabled || !s.movable],
  ['no-motion', (s) => s.noMotion],
  ['reduced-motion', (s) => s.reducedMotion],
  ['paused', (s) => s.paused],
  ['video', (s) => s.videoShowing],
  ['focus', (s) => s.focusInside],
  ['hover', (s) => s.pointerOver],
];

/** Whether autoplay runs now, or the first reason it does not. */
export function autoplayState(situation: AutoplaySituation): AutoplayState {
  for (const [state, holds] of AUTOPLAY_RULES) if (holds(situation)) return state;
  return 'playing';
}

/**
 * Randomize: a slide other than the current one, from `random` in [0, 1);
 * the current one only when it is the only slide.
 */
export function randomSlide(current: number, count: number, random: number): number {
  if (count <= 1) return 0;
  const pick = Math.min(count - 2, Math.floor(random * (count - 1)));
  return pick >= current ? pick + 1 : pick;
}

/** Where autoplay goes from slide `current` of `count`: the next one (the first after the last), or with randomize any other. */
export function autoplayTarget(current: number, count: number, randomize: boolean, random: number): number {
  return randomize ? randomSlide(current, count, random) : (current + 1) % count;
}
