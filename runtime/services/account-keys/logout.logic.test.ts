import { describe, expect, it } from 'vitest';
import { afterLogout, LOGOUT_MESSAGE, LOGOUT_TITLE, LOGOUT_URL } from './logout.logic.ts';

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

describe('afterLogout', () => {
  it.each([
    [
      'a published page goes to the site root, where the confirmation shows',
      'https://www.harbour.example/shop?sort=price#top',
      'https://www.harbour.example/?logout=true',
    ],
    ['the home page too', 'https://www.harbour.example/', 'https://www.harbour.example/?logout=true'],
    [
      'the configuration area goes to the site root',
      'https://harbour-shop.example-platform.com/config/pages',
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
  ])('%s', (_name, href, expected) => {
    expect(afterLogout(page(href))).toBe(expected);
  });
});

describe('After logout the browser goes to the site root (or to the preview frame address in the configuration panel) with logout=true (spec 001 §2)', () => {
  const config = 'https://harbour-shop.example-platform.com/config/';
  it.each([
    [
      'the preview frame address',
      `${config}?frameUrl=%2Fshop%2Fboats`,
      'https://harbour-shop.example-platform.com/shop/boats?logout=true',
    ],
    [
      'its query kept, logout=true added',
      `${config}pages?frameUrl=%2Fshop%3Fsort%3Dprice`,
      'https://harbour-shop.example-platform.com/shop?sort=price&logout=true',
    ],
    [
      'a logout=false in it replaced',
      `${config}?frameUrl=%2Fshop%3Flogout%3Dfalse`,
      'https://harbour-shop.example-platform.com/shop?logout=true',
    ],
    [
      'its hash dropped',
      `${config}?frameUrl=%2Fabout%23team`,
      'https://harbour-shop.example-platform.com/about?logout=true',
    ],
    ['no frameUrl: the site root', config, 'https://harbour-shop.example-platform.com/?logout=true'],
    [
      'an empty frameUrl: the site root',
      `${config}?frameUrl=`,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
    [
      'another origin: the site root',
      `${config}?frameUrl=%2F%2Fevil.example%2F`,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
    [
      'an absolute address: the site root',
      `${config}?frameUrl=https%3A%2F%2Fevil.example%2F`,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
    [
      'a script address: the site root',
      `${config}?frameUrl=javascript%3Aalert(1)`,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
    [
      'a backslash path: the site root',
      `${config}?frameUrl=%2F%5Cevil.example`,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
    [
      'back into the configuration area: the site root',
      `${config}?frameUrl=%2Fconfig%2Fpages`,
      'https://harbour-shop.example-platform.com/?logout=true',
    ],
  ])('in the configuration panel, %s', (_name, href, expected) => {
    expect(afterLogout(page(href))).toBe(expected);
  });

  it('outside the configuration panel, the site root even with a frameUrl', () => {
    expect(afterLogout(page('https://www.harbour.example/shop?frameUrl=%2Fabout'))).toBe(
      'https://www.harbour.example/?logout=true',
    );
  });
});
