import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../core/context.ts';
import { heldRoles, isLoggedIn, viewerOnly } from './account.logic.ts';

describe('heldRoles', () => {
  it.each([
    [{}, []],
    [{ websiteRoles: { 1: true } }, [1]],
    [{ websiteRoles: { 1: true, 10: false, 4: true } }, [1, 4]],
    [{ websiteRoles: { 10: true, admin: true } }, [10]],
  ] satisfies [SiteContext, number[]][])('%j holds %j', (context, expected) => {
    expect(heldRoles(context)).toEqual(expected);
  });
});

describe('isLoggedIn', () => {
  it.each([
    [{}, false],
    [{ authenticatedAccount: {} }, false],
    [{ authenticatedAccount: { id: '' } }, false],
    [{ authenticatedAccount: { id: 'a1' } }, true],
  ] satisfies [SiteContext, boolean][])('%j -> %s', (context, expected) => {
    expect(isLoggedIn(context)).toBe(expected);
  });
});

describe('viewerOnly', () => {
  it.each([
    [{}, false],
    [{ websiteRoles: {} }, false],
    [{ websiteRoles: { 10: true } }, true],
    [{ websiteRoles: { 10: true, 4: true } }, false],
    [{ websiteRoles: { 10: true, 1: false } }, true],
  ] satisfies [SiteContext, boolean][])('%j -> %s', (context, expected) => {
    expect(viewerOnly(context)).toBe(expected);
  });
});
