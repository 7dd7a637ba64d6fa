/**
 * The visitor's stored consent choice (spec 002 §4, §9): the one fact the
 * consent service and the cookie banner's first view both read, before any
 * other consent rule loads. Pure, no DOM.
 */
import { parseCookies } from '../../../lib/cookies/cookies.ts';

/** The consent cookie: `true` after Accept, `false` after Decline (spec 002 §4, §9). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';

/** A visitor's stored choice: accepted, declined, or none yet. */
export type ConsentChoice = boolean | null;

/** The stored choice in a `document.cookie` string; anything but `true` or `false` is no choice. */
export function readChoice(cookieHeader: string): ConsentChoice {
  const value = parseCookies(cookieHeader).get(CONSENT_COOKIE);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}
