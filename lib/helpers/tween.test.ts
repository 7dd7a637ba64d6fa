import { describe, expect, it } from 'vitest';
import { TWEEN_DEFAULT_DURATION_MS, type TweenClock, tween } from './tween.ts';

/** A clock moved by hand: `advance(ms)` runs the frame callbacks waiting at that time. */
function manualClock() {
  let time = 1000;
  let next = 1;
  const waiting = new Map<number, () => void>();
  const clock: TweenClock = {
    now: () => time,
    frame: (callback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancel: (handle) => waiting.delete(handle),
  };
  const advance = (ms: number) => {
    time += ms;
    const due = [...waiting.values()];
    waiting.clear();
    for (const callback of due) callback();
  };
  return { clock, advance, waiting: () => waiting.size };
}

describe('spec 001 §9: tween default duration 300 ms', () => {
  it('takes 300 ms when no duration is given', async () => {
    const { clock, advance } = manualClock();
    const seen: number[] = [];
    const running = tween((progress) => seen.push(progress), undefined, { clock });
    expect(TWEEN_DEFAULT_DURATION_MS).toBe(300);
    for (const ms of [0, 75, 75, 75, 74]) advance(ms);
    expect(seen).toEqual([0, 0.25, 0.5, 0.75, 299 / 300]);
    advance(1);
    expect(seen.at(-1)).toBe(1);
    await expect(running.finished).resolves.toBe(true);
  });

  it.each([
    [1000, [250, 500, 250, 100], [0.25, 0.75, 1]],
    [100, [50, 500], [0.5, 1]],
    [0, [16], [1]],
    [-50, [16], [1]],
  ])('a %d ms tween, frames %j apart, steps through %j and stops', async (duration, frames, expected) => {
    const { clock, advance, waiting } = manualClock();
    const seen: number[] = [];
    const running = tween((progress) => seen.push(progress), duration, { clock });
    for (const ms of frames) advance(ms);
    expect(seen).toEqual(expected);
    expect(waiting()).toBe(0);
    await expect(running.finished).resolves.toBe(true);
  });

  it('eases the progress but always ends at 1', () => {
    const { clock, advance } = manualClock();
    const seen: number[] = [];
    tween((progress) => seen.push(progress), 200, { clock, easing: (time) => time * time });
    for (const ms of [100, 100]) advance(ms);
    expect(seen).toEqual([0.25, 1]);
  });

  it('cancelled, it calls step no more and finishes false', async () => {
    const { clock, advance, waiting } = manualClock();
    const seen: number[] = [];
    const running = tween((progress) => seen.push(progress), 300, { clock });
    advance(150);
    running.cancel();
    advance(300);
    expect(seen).toEqual([0.5]);
    expect(waiting()).toBe(0);
    await expect(running.finished).resolves.toBe(false);
  });
});

describe('spec 001 §5: tween helper needs a function and a finite duration, else it throws', () => {
  it.each([undefined, null, 'step', 3, {}])(
    'a first parameter of %j throws "first parameter needs to be a function"',
    (step) => {
      expect(() => tween(step as unknown as () => void)).toThrow(
        new TypeError('first parameter needs to be a function'),
      );
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '300', null])(
    'a duration of %j throws "duration not a finite number"',
    (duration) => {
      expect(() => tween(() => {}, duration as unknown as number)).toThrow(
        new TypeError('duration not a finite number'),
      );
    },
  );
});
