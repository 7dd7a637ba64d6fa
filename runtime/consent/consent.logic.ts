/** Consent rules (spec 002 §4 "Cookie banner", §9 "Timing and cookies"): pure, no DOM. */
import { type CookieOptions, serializeCookie } from '../../lib/cookies/cookies.ts';
import { CONSENT_COOKIE, type ConsentChoice } from './choice/index.ts';

export { CONSENT_COOKIE, type ConsentChoice, readChoice } from './choice/index.ts';

/** Lifetime of the consent cookie (spec 002 §9). */
export const CONSENT_COOKIE_DAYS = 30;
const SECONDS_PER_DAY = 24 * 60 * 60;

/** Tracking cookies cleared when a restrictive policy applies and consent is absent (spec 002 §9). */
export const CLEARED_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const;

/** The `document.cookie` assignment that stores a choice: 30 days, SameSite=Lax, Secure on https. */
export function choiceCookie(choice: boolean, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, String(choice), {
    path: '/',
    maxAge: CONSENT_COOKIE_DAYS * SECONDS_PER_DAY,
    sameSite: 'Lax',
    secure,
  });
}

/**
 * The consent policy of the page, from the site context's cookieSettings
 * and the cookie banner's settings (spec 002 §3).
 */
export interface ConsentPolicy {
  /** Analytics cookies are disabled until consent (isRestrictiveCookiePolicyEnabled / isAnalyticsCookiesDisabled). */
  restrictive: boolean;
  /** The restrictive policy is absolute (isRestrictiveCookiePolicyAbsolute). */
  absolute: boolean;
  /** The site records visitor activity (isActivityLogEnabled; the API form's isVisitorDataRestricted inverted). */
  activityLog: boolean;
}

export const DEFAULT_POLICY: ConsentPolicy = { restrictive: false, absolute: false, activityLog: true };

/** A restrictive policy applies: the site disables analytics cookies until consent, or does so absolutely. */
export function isRestrictive(policy: ConsentPolicy): boolean {
  return policy.restrictive || policy.absolute;
}

/**
 * Whether visitor data may be stored or tracked: never where the site
 * restricts visitor data (no activity log) or the visitor declined; after
 * Accept always; with no choice yet only where no restrictive policy applies
 * (the default banner says that using the site is agreeing).
 */
export function isAllowed(choice: ConsentChoice, policy: ConsentPolicy): boolean {
  if (!policy.activityLog || choice === false) return false;
  return choice === true || !isRestrictive(policy);
}

/**
 * Whether the tracking cookies must be cleared now: consent is absent under
 * a restrictive policy (spec 002 §4), or the visitor declined (under any
 * policy: a refusal is honoured at once).
 */
export function mustClear(choice: ConsentChoice, policy: ConsentPolicy): boolean {
  return choice === false || (choice === null && isRestrictive(policy));
}

const IP_V4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domains a cookie of this page may have been set on: host-only
 * (`undefined`), then the host and each parent domain as a `domain=`
 * attribute. The browser refuses public suffixes; asking costs nothing. An
 * IP address or a single-label host (localhost) has no parent domain.
 */
export function clearingDomains(hostname: string): (string | undefined)[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || IP_V4.test(host) || host.includes(':') || !host.includes('.')) return [undefined];
  const labels = host.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let start = 0; start < labels.length - 1; start++) domains.push(labels.slice(start).join('.'));
  return domains;
}

/**
 * The paths a cookie of this page may have been set on: `/`, and each
 * ancestor of the page's path (a cookie set without a path gets its page's
 * directory), with and without the trailing slash.
 */
export function clearingPaths(pathname: string): string[] {
  const paths = ['/'];
  const segments = pathname.split('/').filter(Boolean);
  let current = '';
  for (const segment of segments) {
    current += `/${segment}`;
    paths.push(current, `${current}/`);
  }
  return [...new Set(paths)];
}

/** Every `document.cookie` assignment that deletes `names` on this host, its parent domains and its paths. */
export function clearingAssignments(names: readonly string[], hostname: string, pathname: string): string[] {
  const assignments: string[] = [];
  for (const name of names) {
    for (const domain of clearingDomains(hostname)) {
      for (const path of clearingPaths(pathname)) {
        const options: CookieOptions = { path, maxAge: 0 };
        if (domain) options.domain = domain;
        assignments.push(serializeCookie(name, '', options));
      }
    }
  }
  return assignments;
}
