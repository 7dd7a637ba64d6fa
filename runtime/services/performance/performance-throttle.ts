import { addSample, throttleWait } from './performance-throttle.logic.ts';

/** Work that runs at most as often as its own run time allows. */
export interface Throttle {
  /** Asks for a run: at once when the wait since the last run is over, else when it is. Asking again before then is the same run. */
  request(): void;
  /** Runs now what was asked for (the page is going away), whatever the wait. */
  runNow(): void;
  /** Forgets a run asked for. */
  cancel(): void;
}

/**
 * Throttles `work` by its own cost (spec 002 §9): each run's time is kept,
 * the last 22, and the next run waits twice their average after the last
 * one ended, so work that gets slow takes less of the page.
 */
export function createThrottle(work: () => void, now: () => number = () => performance.now()): Throttle {
  let samples: number[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = false;

  function run(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!asked) return;
    asked = false;
    const start = now();
    try {
      work();
    } finally {
      lastEnd = now();
      samples = addSample(samples, lastEnd - start);
    }
  }

  return {
    request() {
      asked = true;
      timer ??= setTimeout(run, Math.max(0, lastEnd + throttleWait(samples) - now()));
    },
    runNow: run,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      asked = false;
    },
  };
}
