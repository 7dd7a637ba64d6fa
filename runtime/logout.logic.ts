/**
 * The logout's decisions (spec 000 §2, §7): the call, where the browser goes
 * after it, and when the address asks for the logout confirmation.
 */
import { inConfigArea, type PageAddress } from './config-area.logic.ts';

/** The logout call (spec 000 §7). */
export const LOGOUT_URL = '/api/auth/Logout';
/** The query parameter, set to `true`, that asks for the logout confirmation (spec 000 §2). */
export const LOGOUT_PARAM = 'logout';
/** The logout confirmation's title and message (spec 000 §2). */
export const LOGOUT_TITLE = 'Logout Successful';
export const LOGOUT_MESSAGE = 'You have been successfully logged out.';

/**
 * Where the browser goes after a logout (spec 000 §7); null means a reload.
 * A published page reloads, so the visitor stays where they were, now as the
 * public sees it. The configuration area and the editor need an account:
 * from there the browser goes to the site root with `logout=true`, which
 * shows the logout confirmation.
 */
export function afterLogout(page: PageAddress, editor: boolean): string | null {
  return editor || inConfigArea(page.pathname) ? `${page.origin}/?${LOGOUT_PARAM}=true` : null;
}

/** Whether the address asks for the logout confirmation (spec 000 §2). */
export function asksLogoutConfirmation(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_PARAM) === 'true';
}
