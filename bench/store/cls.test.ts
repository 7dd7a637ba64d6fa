import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from './cls.ts';

const shift = (time: number, value: number, hadRecentInput = false) => ({ time, value, hadRecentInput });

describe('cumulativeLayoutShift', () => {
  it.each([
    { name: 'no shifts', shifts: [], cls: 0 },
    { name: 'one shift', shifts: [shift(100, 0.1)], cls: 0.1 },
    { name: 'shifts under 1 s apart add up', shifts: [shift(100, 0.1), shift(1099, 0.05)], cls: 0.15 },
    { name: 'a 1 s gap opens a new window', shifts: [shift(100, 0.1), shift(1100, 0.05)], cls: 0.1 },
    { name: 'the largest window wins', shifts: [shift(100, 0.02), shift(3000, 0.1), shift(3500, 0.1)], cls: 0.2 },
    {
      name: 'a window ends 5 s after its first shift',
      shifts: [
        shift(0, 0.1),
        shift(900, 0.1),
        shift(1800, 0.1),
        shift(2700, 0.1),
        shift(3600, 0.1),
        shift(4500, 0.1),
        shift(5000, 0.3),
      ],
      cls: 0.6,
    },
    { name: 'shifts after input do not count', shifts: [shift(100, 0.1), shift(200, 0.5, true)], cls: 0.1 },
    { name: 'order does not matter', shifts: [shift(1099, 0.05), shift(100, 0.1)], cls: 0.15 },
  ])('$name', ({ shifts, cls }) => {
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(cls, 10);
  });
});
