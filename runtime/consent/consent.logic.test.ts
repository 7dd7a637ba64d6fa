import { describe, expect, it } from 'vitest';
import {
  CLEARED_COOKIES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  type ConsentPolicy,
  choiceCookie,
  clearingAssignments,
  clearingDomains,
  clearingPaths,
  DEFAULT_POLICY,
  isAllowed,
  isRestrictive,
  mustClear,
  readChoice,
} from './consent.logic.ts';

describe('the consent cookie (spec 002 §4, §9)', () => {
  it('is ss_cookieAllowed, kept 30 days', () => {
    expect(CONSENT_COOKIE).toBe('ss_cookieAllowed');
    expect(CONSENT_COOKIE_DAYS).toBe(30);
  });

  it.each([
    [true, false, 'ss_cookieAllowed=true; path=/; max-age=2592000; samesite=Lax'],
    [false, false, 'ss_cookieAllowed=false; path=/; max-age=2592000; samesite=Lax'],
    [true, true, 'ss_cookieAllowed=true; path=/; max-age=2592000; samesite=Lax; secure'],
  ])('choice %s (secure %s) is stored as %s', (choice, secure, assignment) => {
    expect(choiceCookie(choice, secure)).toBe(assignment);
  });

  it.each([
    ['', null],
    ['ss_cookieAllowed=true', true],
    ['crumb=x; ss_cookieAllowed=false', false],
    ['ss_cookieAllowed=yes', null],
    ['ss_cookieAllowed=', null],
    ['other=true', null],
  ])('%j reads as choice %s', (header, choice) => {
    expect(readChoice(header)).toBe(choice);
  });
});

describe('the consent state', () => {
  const policy = (over: Partial<ConsentPolicy>): ConsentPolicy => ({ ...DEFAULT_POLICY, ...over });

  it.each([
    [{}, false],
    [{ restrictive: true }, true],
    [{ absolute: true }, true],
  ])('policy %j is restrictive: %s', (over, restrictive) => {
    expect(isRestrictive(policy(over))).toBe(restrictive);
  });

  it.each([
    // choice, policy, allowed, cleared
    [null, {}, true, false],
    [true, {}, true, false],
    [false, {}, false, true],
    [null, { restrictive: true }, false, true],
    [true, { restrictive: true }, true, false],
    [false, { restrictive: true }, false, true],
    [null, { absolute: true }, false, true],
    [true, { absolute: true }, true, false],
    [true, { activityLog: false }, false, false],
    [null, { activityLog: false }, false, false],
  ] as const)('choice %s under %j: allowed %s, tracking cookies cleared %s', (choice, over, allowed, cleared) => {
    expect(isAllowed(choice, policy(over))).toBe(allowed);
    expect(mustClear(choice, policy(over))).toBe(cleared);
  });
});

describe('clearing the tracking cookies (spec 002 §9)', () => {
  it('clears the nine listed cookies', () => {
    expect([...CLEARED_COOKIES]).toEqual([
      'SS_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
    ]);
  });

  it.each([
    ['localhost', [undefined]],
    ['127.0.0.1', [undefined]],
    ['[::1]', [undefined]],
    ['example.com', [undefined, 'example.com']],
    ['www.shop.example.com', [undefined, 'www.shop.example.com', 'shop.example.com', 'example.com']],
    ['Shop.Example.COM.', [undefined, 'shop.example.com', 'example.com']],
  ])('on %s: host-only and the domains %j', (host, domains) => {
    expect(clearingDomains(host)).toEqual(domains);
  });

  it.each([
    ['/', ['/']],
    ['', ['/']],
    ['/shop', ['/', '/shop', '/shop/']],
    ['/shop/mugs/blue', ['/', '/shop', '/shop/', '/shop/mugs', '/shop/mugs/', '/shop/mugs/blue', '/shop/mugs/blue/']],
  ])('on the path %s: the paths %j', (path, paths) => {
    expect(clearingPaths(path)).toEqual(paths);
  });

  it('deletes each name on every domain and path', () => {
    expect(clearingAssignments(['ss_cvr'], 'www.example.com', '/shop')).toEqual([
      'ss_cvr=; path=/; max-age=0; samesite=Lax',
      'ss_cvr=; path=/shop; max-age=0; samesite=Lax',
      'ss_cvr=; path=/shop/; max-age=0; samesite=Lax',
      'ss_cvr=; path=/; max-age=0; domain=www.example.com; samesite=Lax',
      'ss_cvr=; path=/shop; max-age=0; domain=www.example.com; samesite=Lax',
      'ss_cvr=; path=/shop/; max-age=0; domain=www.example.com; samesite=Lax',
      'ss_cvr=; path=/; max-age=0; domain=example.com; samesite=Lax',
      'ss_cvr=; path=/shop; max-age=0; domain=example.com; samesite=Lax',
      'ss_cvr=; path=/shop/; max-age=0; domain=example.com; samesite=Lax',
    ]);
    expect(clearingAssignments(CLEARED_COOKIES, 'localhost', '/')).toHaveLength(9);
  });
});
