import { describe, expect, it } from 'vitest';
import { preUpgradeRatio } from './box.logic.ts';

describe('preUpgradeRatio', () => {
  it.each([
    [null, '1600x1000', '1600/1000'],
    [null, ' 2400 X 1600 ', ' 2400 / 1600 '],
    [null, '1.5×1', '1.5/1'],
    ['4:3', '1600x1000', '4/3'],
    ['16/9', null, '16/9'],
    [null, 'wide', 'wide'],
    [null, null, ''],
  ])('fixed-ratio %j, dimensions %j: %j', (fixed, dimensions, want) => {
    expect(preUpgradeRatio(fixed, dimensions)).toBe(want);
  });
});
