import { describe, expect, it } from 'vitest';
import { pageMarksWanted } from './page-marks.logic.ts';

describe('whether <sq-runtime> loads the page marks', () => {
  it.each([
    [1, undefined, false],
    [1, 1, false],
    [2, undefined, true],
    [3, 1, true],
    [1, 2, true],
    [1, 3, true],
  ])('info bar style %j, badge type %j: %s', (infoBarStyle, ssBadgeType, wanted) => {
    expect(pageMarksWanted({ infoBarStyle, context: { websiteSettings: { ssBadgeType } } })).toBe(wanted);
  });

  it('is not wanted for a context without website settings and no info bar', () => {
    expect(pageMarksWanted({ infoBarStyle: 1, context: {} })).toBe(false);
  });
});
