/**
 * The logged-in account as the site context describes it (spec 000 §6,
 * spec 002 §3 "Enumerations"): whether one is logged in, and the site-wide
 * roles it holds on this website.
 */
import type { SiteContext } from '../core/index.ts';

/** The site-wide role codes that give no access to the configuration area (spec 002 §3 "Enumerations"). */
export const VIEWER_ROLE = 10;
export const NO_ROLE = 14;

/** Whether an account is logged in. */
export function isLoggedIn(context: SiteContext): boolean {
  return Boolean(context.authenticatedAccount?.id);
}

/**
 * Whether the account only views the site: every role it holds on it is
 * viewer (spec 000 §2, §6). An account whose context lists no roles is an
 * owner or editor as far as the page can tell.
 */
export function viewerOnly(context: SiteContext): boolean {
  const roles = heldRoles(context);
  return roles.length > 0 && roles.every((role) => role === VIEWER_ROLE);
}

/** The site-wide role codes the account holds on this website (`websiteRoles` is `{ "<code>": true }`). */
export function heldRoles(context: SiteContext): number[] {
  return Object.entries(context.websiteRoles ?? {})
    .filter(([code, held]) => held && /^\d+$/.test(code))
    .map(([code]) => Number(code));
}
