import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './performance-throttle.ts';

describe("the collector's throttle (spec 002 §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Work that takes `cost()` ms of the fake clock each run, and logs when it ran. */
  function costly(cost: () => number) {
    let clock = 0;
    const runs: number[] = [];
    const throttle = createThrottle(
      () => {
        runs.push(clock);
        clock += cost();
      },
      () => clock,
    );
    const advance = (ms: number) => {
      clock += ms;
      vi.advanceTimersByTime(ms);
    };
    return { throttle, runs, advance };
  }

  it('keeps 22 time samples and waits twice the average run time between runs', () => {
    let cost = 10;
    const { throttle, runs, advance } = costly(() => cost);
    throttle.request();
    advance(0);
    expect(runs).toEqual([0]);
    // The run ended at 10 ms; twice its 10 ms average later, at 30 ms, the next may run.
    throttle.request();
    throttle.request();
    advance(19);
    expect(runs, 'asked twice, not yet run').toEqual([0]);
    advance(1);
    expect(runs).toEqual([0, 30]);
    // Twenty-two runs of 1 ms push the two of 10 ms out: the wait is twice 1 ms, not twice the 1.75 ms of all 24.
    cost = 1;
    for (let run = 0; run < 22; run++) {
      throttle.request();
      advance(30);
    }
    expect(runs).toHaveLength(24);
    throttle.request();
    advance(1);
    expect(runs, '1 ms after the last run').toHaveLength(24);
    advance(1);
    expect(runs, '2 ms after it').toHaveLength(25);
  });

  it('runs what was asked at once when told to (the page is going away), and nothing that was not', () => {
    const { throttle, runs, advance } = costly(() => 50);
    throttle.request();
    advance(0);
    throttle.request();
    throttle.runNow();
    expect(runs).toEqual([0, 50]);
    throttle.runNow();
    expect(runs).toHaveLength(2);
    advance(1000);
    expect(runs, 'the timer ran nothing more').toHaveLength(2);
  });

  it('forgets a run asked for when cancelled', () => {
    const { throttle, runs, advance } = costly(() => 1);
    throttle.request();
    throttle.cancel();
    advance(100);
    expect(runs).toEqual([]);
  });
});
