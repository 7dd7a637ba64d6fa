/**
 * The logout's decisions (spec 000 §2, §7): the call, where the browser goes
 * after it, and when the address asks for the logout confirmation.
 */
import { LOGOUT_PARAM } from '../account-keys.logic.ts';
import { FRAME_URL_PARAM, inConfigArea, type PageAddress } from '../config-area.logic.ts';

/** The logout call (spec 000 §7). */
export const LOGOUT_URL = '/api/auth/Logout';
/** The logout confirmation's title and message (spec 000 §2). */
export const LOGOUT_TITLE = 'Logout Successful';
export const LOGOUT_MESSAGE = 'You have been successfully logged out.';

/**
 * Where the browser goes after a logout (spec 001 §2, spec 000 §2 and §7):
 * the site root with `logout=true`, where the logout confirmation shows;
 * from the configuration area, its preview frame's address (its
 * `frameUrl`, a path on the site) with `logout=true`, or the site root
 * when it has no usable `frameUrl`. The editor goes to the site root too.
 */
export function afterLogout(page: PageAddress): string {
  const frame = inConfigArea(page.pathname) ? previewFrameAddress(page) : null;
  return withLogout(frame ?? new URL(`${page.origin}/`));
}

/**
 * The address of the configuration area's preview frame: its `frameUrl`, a
 * path and query on the site, read against the page's origin. Anything that
 * leaves the origin (`//other.example`, `https://...`, `javascript:`) or
 * points back into the configuration area is not a preview address, and
 * counts as none.
 */
function previewFrameAddress(page: PageAddress): URL | null {
  const frameUrl = new URLSearchParams(page.search).get(FRAME_URL_PARAM);
  if (!frameUrl?.startsWith('/')) return null;
  try {
    const address = new URL(frameUrl, page.origin);
    // The configuration area itself needs an account: it is no place to go after a logout.
    return address.origin === page.origin && !inConfigArea(address.pathname) ? address : null;
  } catch {
    return null;
  }
}

/** The address with `logout=true` in its query, its other parameters kept and its hash dropped. */
function withLogout(address: URL): string {
  address.searchParams.set(LOGOUT_PARAM, 'true');
  address.hash = '';
  return address.href;
}
