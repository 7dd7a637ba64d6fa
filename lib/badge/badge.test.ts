import { describe, expect, it } from 'vitest';
import { BADGE_TYPES } from '../enumerations.ts';
import { badgeStyle } from './badge.ts';

describe('the badge (spec 002 §3: websiteSettings.ssBadgeType)', () => {
  it.each([
    [BADGE_TYPES.NONE, 'none'],
    [BADGE_TYPES.BLACK, 'black'],
    [BADGE_TYPES.WHITE, 'white'],
    ['2', 'black'],
    [undefined, 'none'],
    [4, 'none'],
    ['white', 'none'],
  ])('badge type %j shows %s', (type, style) => {
    expect(badgeStyle(type)).toBe(style);
  });
});
