/**
 * What the address and the site context ask of the account keys (spec 000
 * §2): Escape and Shift+Escape, the owner redirect on arrival, the logout
 * confirmation. Read at load by what decides whether their code is needed
 * (`account-keys-lazily.ts`), and by the keys themselves.
 */

import type { SiteContext } from '../core/index.ts';
import { isLoggedIn } from './account.logic.ts';

/** The query parameter, set to `true`, that asks for the logout confirmation (spec 000 §2). */
export const LOGOUT_PARAM = 'logout';
/** A query parameter that turns the owner redirect off for the rest of the session (spec 000 §2). */
export const NO_REDIRECT_PARAM = 'noredirect';

/** Whether the address asks for the logout confirmation (spec 000 §2). */
export function asksLogoutConfirmation(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_PARAM) === 'true';
}

/** Whether a query asks to skip the owner redirect (to be remembered for the session). */
export function asksNoRedirect(search: string): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_PARAM);
}

/** The site setting useEscapeKeyToLogin, wherever the context holds it (spec 000 §3, spec 002 §3). */
export function escapeToLogin(context: SiteContext): boolean {
  return context.website?.useEscapeKeyToLogin === true || context.websiteSettings?.useEscapeKeyToLogin === true;
}

/** What tells whether the account keys can act on a page. */
export interface AccountKeysSituation {
  context: SiteContext;
  /** The page runs in the backend editor. */
  editor: boolean;
  /** The page's query. */
  search: string;
}

/**
 * Whether the account keys can do anything on the page (spec 000 §2): in
 * the editor (Escape toggles the preview or closes a guide), for a
 * logged-in account (the owner redirect, Escape to the configuration area,
 * Shift+Escape to log out), where the site lets Escape ask to sign in, and
 * where the address asks for the logout confirmation or for no redirect
 * (remembered for the session). For anyone else Escape does nothing of
 * theirs and nothing needs their code.
 */
export function accountKeysNeeded({ context, editor, search }: AccountKeysSituation): boolean {
  return (
    editor || isLoggedIn(context) || escapeToLogin(context) || asksLogoutConfirmation(search) || asksNoRedirect(search)
  );
}
