/**
 * A clock a test moves on by hand, for a page whose code waits the spec's long
 * delays (30 s, 60 s): installed in the page before its code runs, it holds
 * every timer of `LONG_TIMER_MS` or more until the test advances the clock
 * past it, and lets shorter ones (the browser's, web-vitals', a retry's) run
 * on the real clock. The page's `performance.now()` and `Date.now()` are the
 * real ones: a held timer is due at the moment it was set plus its delay, on
 * the real clock, and the test advances the held clock to it.
 */

/** Timers shorter than this run on the real clock. */
export const LONG_TIMER_MS = 10000;

/** A timer the clock holds: when it was set (`performance.now()`), its delay, and when it is due. */
export interface HeldTimer {
  setAt: number;
  delayMs: number;
  dueAt: number;
}

export interface HeldClock {
  /** The timers held now, soonest first. */
  held(): HeldTimer[];
  /** Runs every held timer due at or before `time` (on the page's `performance.now()` clock), soonest first. */
  runUntil(time: number): void;
}

/** Replaces the window's setTimeout and clearTimeout with ones that hold long timers; returns the clock. */
export function installHeldClock(scope: Window & typeof globalThis = window): HeldClock {
  const realSet = scope.setTimeout.bind(scope);
  const realClear = scope.clearTimeout.bind(scope);
  const timers = new Map<number, HeldTimer & { run(): void }>();
  // Ids below any the browser gives (it counts up from 1), so clearTimeout tells them apart.
  let nextId = -1;

  scope.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (typeof handler !== 'function' || !(Number(delay) >= LONG_TIMER_MS)) {
      return realSet(handler, delay, ...args);
    }
    const id = nextId--;
    const setAt = scope.performance.now();
    timers.set(id, { setAt, delayMs: Number(delay), dueAt: setAt + Number(delay), run: () => handler(...args) });
    return id;
  }) as typeof setTimeout;
  scope.clearTimeout = ((id?: number) => {
    if (id !== undefined && timers.delete(id)) return;
    realClear(id);
  }) as typeof clearTimeout;

  const soonestFirst = () => [...timers.entries()].sort(([, a], [, b]) => a.dueAt - b.dueAt);
  return {
    held: () => soonestFirst().map(([, { setAt, delayMs, dueAt }]) => ({ setAt, delayMs, dueAt })),
    runUntil(time) {
      for (const [id, timer] of soonestFirst()) {
        if (timer.dueAt > time) break;
        timers.delete(id);
        timer.run();
      }
    },
  };
}
