import { describe, expect, it } from 'vitest';
import { preUpgradeRatio } from './box.logic.ts';

describe('preUpgradeRatio', () => {
  it.each([
    [{ dimensions: '1600x1000' }, false, '1600 / 1000'],
    [{ dimensions: '1600x1000', 'fixed-ratio': '4:3' }, false, String(4 / 3)],
    [{ 'fixed-ratio': '16/9' }, false, String(16 / 9)],
    [{ dimensions: '1600x1000', stretch: '' }, false, undefined],
    [{ dimensions: '1600x1000', stretch: 'false' }, false, '1600 / 1000'],
    [{ dimensions: '1600x1000' }, true, undefined],
    [{ dimensions: 'wide' }, false, undefined],
    [{}, false, undefined],
  ])('%j (a child image: %s) gives %s', (attributes, child, want) => {
    expect(preUpgradeRatio((name) => (attributes as Record<string, string>)[name] ?? null, child)).toBe(want);
  });
});
