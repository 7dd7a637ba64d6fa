/**
 * The logged-in account as the site context describes it (spec 000 §6,
 * spec 002 §3 "Enumerations"): whether one is logged in, and the site-wide
 * roles it holds on this website.
 */
import type { SiteContext } from './context.ts';

/** The site-wide role codes that give no access to the configuration area (spec 002 §3 "Enumerations"). */
export const VIEWER_ROLE = 10;
export const NO_ROLE = 14;

/** Whether an account is logged in. */
export function isLoggedIn(context: SiteContext): boolean {
  return Boolean(context.authenticatedAccount?.id);
}

/** The site-wide role codes the account holds on this website (`websiteRoles` is `{ "<code>": true }`). */
export function heldRoles(context: SiteContext): number[] {
  return Object.entries(context.websiteRoles ?? {})
    .filter(([code, held]) => held && /^\d+$/.test(code))
    .map(([code]) => Number(code));
}
