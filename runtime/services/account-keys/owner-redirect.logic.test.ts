import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../../core/context.ts';
import { isLocalhost, ownerRedirect, type RedirectSituation } from './owner-redirect.logic.ts';

const page = (href: string) => {
  const { origin, pathname, search, hostname } = new URL(href);
  return { origin, pathname, search, hostname };
};

describe('isLocalhost', () => {
  it.each([
    ['localhost', true],
    ['shop.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['LOCALHOST', true],
    ['localhost.example.com', false],
    ['mylocalhost', false],
    ['www.harbour.example', false],
    ['10.0.0.1', false],
  ])('%s -> %s', (hostname, expected) => {
    expect(isLocalhost(hostname)).toBe(expected);
  });
});

describe('ownerRedirect', () => {
  const owner: SiteContext = {
    website: { id: 'w1', identifier: 'harbour-shop' },
    authenticatedAccount: { id: 'a1' },
    websiteRoles: { 1: true },
    appDomain: 'example-platform.com',
  };
  const situation = (overrides: Partial<RedirectSituation>): RedirectSituation => ({
    context: owner,
    ...page('https://www.harbour.example/shop?sort=price'),
    noRedirectRemembered: false,
    framed: false,
    editor: false,
    ...overrides,
  });
  it.each([
    ['a logged-in owner on a published page', {}, 'redirect'],
    ['an editor (role 4)', { context: { ...owner, websiteRoles: { 4: true } } }, 'redirect'],
    ['a viewer who also edits', { context: { ...owner, websiteRoles: { 10: true, 4: true } } }, 'redirect'],
    ['nobody logged in', { context: { ...owner, authenticatedAccount: undefined } }, 'not-logged-in'],
    ['an account without an id', { context: { ...owner, authenticatedAccount: {} } }, 'not-logged-in'],
    ['a viewer-only account', { context: { ...owner, websiteRoles: { 10: true } } }, 'viewer-only'],
    ['an account whose context lists no roles', { context: { ...owner, websiteRoles: {} } }, 'redirect'],
    ['an account whose role is none (14)', { context: { ...owner, websiteRoles: { 14: true } } }, 'not-owner'],
    ['an account with no roles at all', { context: { ...owner, websiteRoles: undefined } }, 'redirect'],
    ['on localhost', page('http://localhost:8000/shop'), 'localhost'],
    ['on a loopback address', page('http://127.0.0.1:8000/shop'), 'localhost'],
    ['noredirect in the query', page('https://www.harbour.example/shop?noredirect'), 'noredirect'],
    ['noredirect with a value', page('https://www.harbour.example/shop?a=1&noredirect=1'), 'noredirect'],
    ['noredirect earlier in the session', { noRedirectRemembered: true }, 'noredirect'],
    [
      'a developer-mode site',
      { context: { ...owner, website: { ...owner.website, developerMode: true } } },
      'developer-mode',
    ],
    ['a cloneable site', { context: { ...owner, website: { ...owner.website, cloneable: true } } }, 'cloneable'],
    ['a framed page', { framed: true }, 'framed'],
    ['the editor', { editor: true }, 'editor'],
    ['the configuration area itself', page('https://harbour-shop.example-platform.com/config/pages'), 'config-area'],
    [
      'the configuration area without its slash',
      page('https://harbour-shop.example-platform.com/config'),
      'config-area',
    ],
    ['a page whose path merely starts with "config"', page('https://www.harbour.example/configurator'), 'redirect'],
  ] satisfies [string, Partial<RedirectSituation>, string][])('%s -> %s', (_name, overrides, expected) => {
    expect(ownerRedirect(situation(overrides))).toBe(expected);
  });
});
