import { describe, expect, it } from 'vitest';
import { ACCESS_PERMISSION_RANGES, ACCESS_PERMISSIONS, accessPermission } from './access-permissions.ts';
import { codeOf } from './code-table.ts';

describe('access-permission codes (spec 002 §6)', () => {
  it.each([
    ['CONFIG', 1],
    ['ADMIN', 2],
    ['CONTENT_MANAGER', 11],
    ['SETTINGS', 12],
    ['ACTIVITY', 13],
    ['COMMERCE', 14],
    ['NEWSLETTER', 15],
    ['CRM', 18],
    ['SCHEDULING', 1920],
    ['ASSET_LIBRARY', 1921],
    ['DRAFT_PUBLISH', 1930],
    ['DRAFT_CREATE', 1931],
  ])('%s is %i', (name, code) => {
    expect(codeOf(ACCESS_PERMISSIONS, name)).toBe(code);
    expect(accessPermission(code)).toBe(name);
    expect(accessPermission(String(code))).toBe(name);
  });

  it('holds exactly the single codes of the table', () => {
    expect(Object.keys(ACCESS_PERMISSIONS)).toHaveLength(12);
  });

  it.each([
    ['SETTINGS_AREAS', 1210, 1233],
    ['COMMERCE_AREAS', 1410, 1422],
    ['NEWSLETTER_AREAS', 1510, 1517],
    ['MARKETING', 1910, 1912],
    ['STAFF_ADMIN', 2010, 2068],
  ] as const)('%s run from %i to %i', (name, first, last) => {
    expect(ACCESS_PERMISSION_RANGES[name]).toEqual({ first, last });
    expect(accessPermission(first)).toBe(name);
    expect(accessPermission(last)).toBe(name);
    expect(accessPermission(Math.floor((first + last) / 2))).toBe(name);
    expect(accessPermission(first - 1)).not.toBe(name);
    expect(accessPermission(last + 1)).not.toBe(name);
  });

  it.each([0, 3, 10, 16, 17, 19, 1209, 1234, 1423, 1518, 1913, 1922, 1932, 2009, 2069, 1210.5, -2])(
    '%d is no code the spec gives',
    (code) => {
      expect(accessPermission(code)).toBeUndefined();
    },
  );

  it.each(['', 'admin', '2x', ' 2', '1210.5'])('the text %j is no code', (code) => {
    expect(accessPermission(code)).toBeUndefined();
  });
});
