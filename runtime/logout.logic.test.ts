import { describe, expect, it } from 'vitest';
import { afterLogout, asksLogoutConfirmation, LOGOUT_MESSAGE, LOGOUT_TITLE, LOGOUT_URL } from './logout.logic.ts';

const page = (href: string) => {
  const { origin, pathname, search, hostname } = new URL(href);
  return { origin, pathname, search, hostname };
};

describe('the spec constants (spec 000 §2, §7)', () => {
  it('posts the logout to /api/auth/Logout and confirms it in the spec words', () => {
    expect(LOGOUT_URL).toBe('/api/auth/Logout');
    expect(LOGOUT_TITLE).toBe('Logout Successful');
    expect(LOGOUT_MESSAGE).toBe('You have been successfully logged out.');
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
