import { parseCookies, serializeCookie } from '../../lib/cookies/cookies.ts';

/** The cookie holding the CSRF crumb the platform checks on every call (spec 000 §7). */
export const CRUMB_COOKIE = 'crumb';

/** The crumb query parameter added to every call. */
export const CRUMB_PARAM = 'crumb';

/** The header carrying the crumb on error reports (spec 000 §7). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The crumb from its cookie, or undefined when the page has none. */
export function readCrumb(): string | undefined {
  return parseCookies(document.cookie).get(CRUMB_COOKIE) || undefined;
}

/**
 * Forgets a crumb the server refused. When the server already answered with
 * a fresh crumb cookie, that one stays; a stale one is deleted.
 */
export function resetCrumb(refused: string | undefined): void {
  if (readCrumb() !== refused) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers we support.
  document.cookie = serializeCookie(CRUMB_COOKIE, '', { maxAge: 0 });
}
