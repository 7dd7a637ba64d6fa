import { describe, expect, it } from 'vitest';
import type { SiteContext } from './context.ts';
import {
  afterLogout,
  asksLogoutConfirmation,
  asksNoRedirect,
  configAreaUrl,
  ESCAPE_KEY_CODE,
  type EscapeSituation,
  escapeAction,
  escapeToLogin,
  heldRoles,
  isEscape,
  isLocalhost,
  type KeyPress,
  LOGOUT_MESSAGE,
  LOGOUT_TITLE,
  LOGOUT_URL,
  ownerRedirect,
  type RedirectSituation,
} from './keyboard.logic.ts';

const page = (href: string) => {
  const { origin, pathname, search, hostname } = new URL(href);
  return { origin, pathname, search, hostname };
};

describe('the spec constants (spec 000 §2, §7, §9)', () => {
  it('answers key code 27, posts the logout to /api/auth/Logout and confirms it in the spec words', () => {
    expect(ESCAPE_KEY_CODE).toBe(27);
    expect(LOGOUT_URL).toBe('/api/auth/Logout');
    expect(LOGOUT_TITLE).toBe('Logout Successful');
    expect(LOGOUT_MESSAGE).toBe('You have been successfully logged out.');
  });
});

describe('isEscape', () => {
  const press = (overrides: Partial<KeyPress>): KeyPress => ({
    key: 'Escape',
    keyCode: 27,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...overrides,
  });
  it.each([
    ['Escape', press({}), true],
    ['Shift+Escape', press({ shiftKey: true }), true],
    ['key code 27 under an old key name', press({ key: 'Esc' }), true],
    ['the Escape key name without a key code', press({ keyCode: 0 }), true],
    ['Alt+Escape', press({ altKey: true }), false],
    ['Control+Escape', press({ ctrlKey: true }), false],
    ['Meta+Escape', press({ metaKey: true }), false],
    ['Enter', press({ key: 'Enter', keyCode: 13 }), false],
  ])('%s -> %s', (_name, event, expected) => {
    expect(isEscape(event)).toBe(expected);
  });
});

describe('escapeAction', () => {
  const situation = (overrides: Partial<EscapeSituation>): EscapeSituation => ({
    shift: false,
    openItems: 0,
    dialogOnTop: false,
    typing: false,
    editor: false,
    guideOpen: false,
    loggedIn: false,
    escapeToLogin: false,
    ...overrides,
  });
  it.each([
    ['an open item closes first', { openItems: 2, loggedIn: true, editor: true }, 'close-top'],
    ['an open item closes first, Shift held too', { openItems: 1, shift: true, loggedIn: true }, 'close-top'],
    ['an open item closes while typing', { openItems: 1, typing: true }, 'close-top'],
    ['a modal dialog on top cancels itself', { dialogOnTop: true, openItems: 1, loggedIn: true }, 'none'],
    ['logged in: the configuration area', { loggedIn: true }, 'config-area'],
    ['anonymous, Escape-to-login on: sign in', { escapeToLogin: true }, 'login'],
    ['anonymous, Escape-to-login off: nothing', {}, 'none'],
    [
      'logged in, Escape-to-login on: still the configuration area',
      { loggedIn: true, escapeToLogin: true },
      'config-area',
    ],
    ['Shift, logged in: logout', { shift: true, loggedIn: true }, 'logout'],
    ['Shift, anonymous: nothing to log out of', { shift: true, escapeToLogin: true }, 'none'],
    ['Shift in the editor: logout', { shift: true, loggedIn: true, editor: true }, 'logout'],
    ['editor, no guide: toggle the preview', { editor: true, loggedIn: true }, 'toggle-preview'],
    ['editor, a guide open: close it', { editor: true, guideOpen: true, loggedIn: true }, 'close-guide'],
    ['a guide flag outside the editor means nothing', { guideOpen: true, loggedIn: true }, 'config-area'],
    ['typing, logged in: nothing', { typing: true, loggedIn: true }, 'none'],
    ['typing, Shift, logged in: nothing', { typing: true, shift: true, loggedIn: true }, 'none'],
    ['typing, anonymous with Escape-to-login: nothing', { typing: true, escapeToLogin: true }, 'none'],
    ['typing in the editor: nothing', { typing: true, editor: true }, 'none'],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(escapeAction(situation(overrides))).toBe(expected);
  });
});

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

describe('configAreaUrl', () => {
  const site: SiteContext = { website: { identifier: 'harbour-shop' }, appDomain: 'example-platform.com' };
  it.each([
    [
      'the path and query in frameUrl, on the identifier subdomain of the app domain',
      'https://www.harbour.example/shop/boats?sort=price&page=2#top',
      site,
      'https://harbour-shop.example-platform.com/config/?frameUrl=%2Fshop%2Fboats%3Fsort%3Dprice%26page%3D2',
    ],
    [
      'the home page',
      'https://www.harbour.example/',
      site,
      'https://harbour-shop.example-platform.com/config/?frameUrl=%2F',
    ],
    [
      'spaces, non-ASCII and already-encoded characters, encoded once more',
      'https://www.harbour.example/caf%C3%A9 menu?q=a%20b&x=1+2',
      site,
      'https://harbour-shop.example-platform.com/config/?frameUrl=%2Fcaf%25C3%25A9%2520menu%3Fq%3Da%2520b%26x%3D1%2B2',
    ],
    [
      'an app domain with a port',
      'http://www.harbour.example/a',
      { website: { identifier: 'harbour-shop' }, appDomain: 'platform.test:8443' },
      'https://harbour-shop.platform.test:8443/config/?frameUrl=%2Fa',
    ],
    [
      'no app domain: the page origin',
      'https://harbour-shop.example-platform.com/a?b=c',
      { website: { identifier: 'harbour-shop' } },
      'https://harbour-shop.example-platform.com/config/?frameUrl=%2Fa%3Fb%3Dc',
    ],
    [
      'no identifier: the page origin',
      'http://localhost:5173/demo/',
      { appDomain: 'example-platform.com' },
      'http://localhost:5173/config/?frameUrl=%2Fdemo%2F',
    ],
    [
      'an identifier that is not a host label: the page origin',
      'https://www.harbour.example/a',
      { website: { identifier: 'evil.example/x' }, appDomain: 'example-platform.com' },
      'https://www.harbour.example/config/?frameUrl=%2Fa',
    ],
    [
      'an app domain that is not a host: the page origin',
      'https://www.harbour.example/a',
      { website: { identifier: 'harbour-shop' }, appDomain: 'evil.example/@x' },
      'https://www.harbour.example/config/?frameUrl=%2Fa',
    ],
  ] satisfies [string, string, SiteContext, string][])('%s', (_name, href, context, expected) => {
    expect(configAreaUrl(page(href), context)).toBe(expected);
    expect(new URL(expected).searchParams.get('frameUrl')).toBe(new URL(href).pathname + new URL(href).search);
  });
});

describe('heldRoles and isLocalhost', () => {
  it.each([
    [{}, []],
    [{ websiteRoles: { 1: true } }, [1]],
    [{ websiteRoles: { 1: true, 10: false, 4: true } }, [1, 4]],
    [{ websiteRoles: { 10: true, admin: true } }, [10]],
  ] satisfies [SiteContext, number[]][])('%j holds %j', (context, expected) => {
    expect(heldRoles(context)).toEqual(expected);
  });

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
    ['an account with no role on the site', { context: { ...owner, websiteRoles: {} } }, 'not-owner'],
    ['an account whose role is none (14)', { context: { ...owner, websiteRoles: { 14: true } } }, 'not-owner'],
    ['an account with no roles at all', { context: { ...owner, websiteRoles: undefined } }, 'not-owner'],
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

describe('query flags', () => {
  it.each([
    ['?noredirect', true],
    ['?noredirect=', true],
    ['?a=1&noredirect=false', true],
    ['?redirect=no', false],
    ['', false],
  ])('noredirect in %j -> %s', (search, expected) => {
    expect(asksNoRedirect(search)).toBe(expected);
  });

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

describe('afterLogout', () => {
  it.each([
    ['a published page reloads', 'https://www.harbour.example/shop?sort=price', false, null],
    ['the home page reloads', 'https://www.harbour.example/', false, null],
    [
      'the configuration area goes to the site root',
      'https://harbour-shop.example-platform.com/config/pages',
      false,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
    [
      'the editor goes to the site root',
      'https://www.harbour.example/shop',
      true,
      'https://www.harbour.example/?logout=true',
    ],
  ])('%s', (_name, href, editor, expected) => {
    expect(afterLogout(page(href), editor)).toBe(expected);
  });
});
