import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../core/context.ts';
import {
  type AccountKeysSituation,
  accountKeysNeeded,
  asksLogoutConfirmation,
  asksNoRedirect,
  escapeToLogin,
} from './account-keys.logic.ts';

describe('escapeToLogin', () => {
  it.each([
    [{}, false],
    [{ website: { useEscapeKeyToLogin: true } }, true],
    [{ websiteSettings: { useEscapeKeyToLogin: true } }, true],
    [{ website: { useEscapeKeyToLogin: false }, websiteSettings: { useEscapeKeyToLogin: false } }, false],
    [{ website: { useEscapeKeyToLogin: false }, websiteSettings: { useEscapeKeyToLogin: true } }, true],
  ] satisfies [SiteContext, boolean][])('%j -> %s', (context, expected) => {
    expect(escapeToLogin(context)).toBe(expected);
  });
});

describe('noredirect', () => {
  it.each([
    ['?noredirect', true],
    ['?noredirect=', true],
    ['?a=1&noredirect=false', true],
    ['?redirect=no', false],
    ['', false],
  ])('noredirect in %j -> %s', (search, expected) => {
    expect(asksNoRedirect(search)).toBe(expected);
  });
});

describe('the logout confirmation', () => {
  it.each([
    ['?logout=true', true],
    ['?a=1&logout=true', true],
    ['?logout=false', false],
    ['?logout', false],
    ['?logout=TRUE', false],
    ['', false],
  ])('logout confirmation for %j -> %s', (search, expected) => {
    expect(asksLogoutConfirmation(search)).toBe(expected);
  });
});

describe('accountKeysNeeded: whether the account keys can act on the page (spec 000 §2)', () => {
  const anonymous: AccountKeysSituation = { context: {}, editor: false, search: '' };
  it.each([
    ['an anonymous visitor, no Escape-to-login, a plain address: nothing to do', {}, false],
    ['an anonymous visitor with other query parameters', { search: '?utm_source=mail&redirect=no' }, false],
    ['Escape-to-login turned off explicitly', { context: { website: { useEscapeKeyToLogin: false } } }, false],
    ['an account with no id is not logged in', { context: { authenticatedAccount: {} } }, false],
    ['a logged-in account: the owner redirect and Escape', { context: { authenticatedAccount: { id: 'a1' } } }, true],
    [
      'a viewer: Shift+Escape logs it out',
      { context: { authenticatedAccount: { id: 'v1' }, websiteRoles: { '10': true } } },
      true,
    ],
    ['the site lets Escape ask to sign in', { context: { websiteSettings: { useEscapeKeyToLogin: true } } }, true],
    ['the backend editor: Escape toggles the preview', { editor: true }, true],
    ['the address asks for the logout confirmation', { search: '?logout=true' }, true],
    ['the address asks for no redirect, remembered for the session', { search: '?noredirect' }, true],
  ] satisfies [string, Partial<AccountKeysSituation>, boolean][])('%s -> %s', (_name, overrides, expected) => {
    expect(accountKeysNeeded({ ...anonymous, ...overrides })).toBe(expected);
  });
});
