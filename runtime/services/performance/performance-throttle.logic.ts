/** The collector's throttle (spec 002 §9): how long its work waits between runs. */

/** The throttle keeps this many run times (spec 002 §9). */
export const THROTTLE_SAMPLES = 22;
/** ... and waits this many times their average after a run before the next (spec 002 §9). */
export const THROTTLE_FACTOR = 2;

/** The run times kept once a run took `ms`: the last 22. */
export function addSample(samples: readonly number[], ms: number): number[] {
  return [...samples, ms].slice(-THROTTLE_SAMPLES);
}

/** How long to wait after a run before the next: twice the average run time kept (none before the first run). */
export function throttleWait(samples: readonly number[]): number {
  if (samples.length === 0) return 0;
  return (THROTTLE_FACTOR * samples.reduce((total, ms) => total + ms, 0)) / samples.length;
}
