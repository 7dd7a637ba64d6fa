/**
 * The tween helper (spec 001 §5, §9): calls `step` once a frame with the
 * progress from 0 to 1 over `duration` milliseconds, for animations that CSS
 * and the Web Animations API cannot run (a scroll position, a number). The
 * clock is injected, so the timing is tested without a browser.
 */

/** The duration when none is given (spec 001 §9: tween default duration 300 ms). */
export const TWEEN_DEFAULT_DURATION_MS = 300;

/** The errors a tween throws for a bad call (spec 001 §5). */
export const TWEEN_NOT_A_FUNCTION = 'first parameter needs to be a function';
export const TWEEN_DURATION_NOT_FINITE = 'duration not a finite number';

/** Where a tween takes its time and frames from. */
export interface TweenClock {
  now(): number;
  frame(callback: () => void): number;
  cancel(handle: number): void;
}

/** The browser's clock: animation frames, read only when a tween runs (never on import, so servers can load this). */
const browserClock: TweenClock = {
  now: () => performance.now(),
  frame: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export interface TweenOptions {
  /** Maps linear time (0..1) to progress (0..1); linear by default. */
  easing?: (time: number) => number;
  clock?: TweenClock;
}

/** A running tween. */
export interface Tween {
  /** Resolves true once `step` has had progress 1, or false when cancelled first. */
  finished: Promise<boolean>;
  /** Stops it where it is: `step` is not called again. */
  cancel(): void;
}

/**
 * Runs `step(progress)` every frame until `duration` ms have passed; the
 * last call has progress 1. Throws 'first parameter needs to be a function'
 * or 'duration not a finite number' for a bad call (spec 001 §5).
 */
export function tween(
  step: (progress: number) => void,
  duration: number = TWEEN_DEFAULT_DURATION_MS,
  options: TweenOptions = {},
): Tween {
  if (typeof step !== 'function') throw new TypeError(TWEEN_NOT_A_FUNCTION);
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new TypeError(TWEEN_DURATION_NOT_FINITE);
  const clock = options.clock ?? browserClock;
  const easing = options.easing ?? ((time: number) => time);
  const length = Math.max(0, duration);
  const start = clock.now();
  let handle = 0;
  let done = false;
  let settle: (value: boolean) => void = () => {};
  const finished = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const tick = () => {
    if (done) return;
    const time = length === 0 ? 1 : Math.min(1, (clock.now() - start) / length);
    step(time === 1 ? 1 : easing(time));
    if (time < 1) {
      handle = clock.frame(tick);
      return;
    }
    done = true;
    settle(true);
  };
  handle = clock.frame(tick);
  return {
    finished,
    cancel() {
      if (done) return;
      done = true;
      clock.cancel(handle);
      settle(false);
    },
  };
}
