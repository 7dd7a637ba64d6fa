import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../core/context.ts';
import { configAreaUrl, inConfigArea } from './config-area.logic.ts';

const page = (href: string) => {
  const { origin, pathname, search, hostname } = new URL(href);
  return { origin, pathname, search, hostname };
};

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

describe('inConfigArea', () => {
  it.each([
    ['/config/', true],
    ['/config', true],
    ['/config/pages', true],
    ['/configurator', false],
    ['/shop/config/', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(inConfigArea(pathname)).toBe(expected);
  });
});
