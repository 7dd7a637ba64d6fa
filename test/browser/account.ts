/**
 * Fixtures for the account services' browser tests (Escape key, logout,
 * owner redirect): a published page, its configuration area, accounts, and
 * a page navigation that records instead of going.
 */

import type { SiteContext } from '../../runtime/core/context.ts';
import type { PageNavigation } from '../../runtime/services/account-keys/page-navigation.ts';

/** A published page on a custom domain, and its configuration area on the identifier subdomain. */
export const PAGE = 'https://www.harbour.example/shop/boats?sort=price';
export const CONFIG_AREA = 'https://harbour-shop.example-platform.com/config/?frameUrl=%2Fshop%2Fboats%3Fsort%3Dprice';
/** The page the account services run in when a test needs a page of their own (a frame). */
export const ACCOUNT_PAGE = '/test/browser/pages/account.html';

export const site: SiteContext = {
  website: { id: 'w1', identifier: 'harbour-shop' },
  appDomain: 'example-platform.com',
};
/** Logged in, its context listing no role on this site: taken for an owner or editor, it goes to the configuration area. */
export const account: SiteContext = { ...site, authenticatedAccount: { id: 'a1' } };
/** The site's owner (admin, role 1). */
export const owner: SiteContext = { ...account, websiteRoles: { 1: true } };

/**
 * A page navigation that records where a service sent the browser instead of
 * going there, at the address the test gives.
 */
export function recordedNavigation(address: string): { navigation: PageNavigation; navigations: string[] } {
  const navigations: string[] = [];
  return {
    navigations,
    navigation: {
      navigate: (url) => navigations.push(url),
      address: () => address,
    },
  };
}
