/** The site-visitor session's paths, test accounts and texts, importable by browser tests (no Node modules). */

export const SESSION_PATH = '/api/site-users/account/session';
export const LOCALE_PATH = '/api/site-users/account/locale';

/** The header that carries the session's XSRF token on later calls (spec 002 §4). */
export const XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** The cookie that names the session (HttpOnly: the page never reads it). */
export const SESSION_COOKIE = 'SiteUserSession';

/** How long a remembered session lasts, in seconds (ours: 30 days). */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/** The test accounts a page may sign in with. */
export const SITE_USER_ACCOUNTS: readonly { email: string; password: string }[] = [
  { email: 'ada@harbour.example', password: 'lighthouse-keeper' },
  { email: 'grace@harbour.example', password: 'anchors-aweigh' },
];

/** The refusals' texts, passed on by the data layer as the server's own words (spec 000 §8). */
export const SITE_USER_TEXTS = {
  payload: 'Expected a JSON body with email, password and rememberMe.',
  credentials: 'Your email address or password is incorrect.',
  xsrf: 'The XSRF token is missing or does not match.',
  cloneCart: 'Expected cloneCart to be true or false.',
  language: 'Expected a JSON body with a language.',
} as const;
