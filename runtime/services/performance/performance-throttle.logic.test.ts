import { describe, expect, it } from 'vitest';
import { addSample, THROTTLE_FACTOR, THROTTLE_SAMPLES, throttleWait } from './performance-throttle.logic.ts';

describe('throttle (spec 002 §9)', () => {
  it('keeps 22 time samples and waits twice the average run time', () => {
    expect([THROTTLE_SAMPLES, THROTTLE_FACTOR]).toEqual([22, 2]);
  });

  it.each([
    ['no run yet', [], 0],
    ['one run of 3 ms', [3], 6],
    ['runs of 2, 4 and 6 ms', [2, 4, 6], 8],
  ])('waits twice the average run time: %s', (_case, samples, wait) => {
    expect(throttleWait(samples)).toBe(wait);
  });

  it('keeps only the last 22 samples', () => {
    let samples: number[] = [];
    for (let run = 1; run <= 30; run++) samples = addSample(samples, run);
    expect(samples).toHaveLength(22);
    expect(samples[0]).toBe(9);
    expect(throttleWait(samples)).toBe(2 * ((9 + 30) / 2));
  });
});
