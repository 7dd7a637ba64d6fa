/**
 * The visitor and analytics cookies of tracking (spec 000 §3 "Visitor-tracking
 * cookies", §4 "Visitor cookies", §5, §9; spec 002 §9 "Timing and cookies"):
 * their names, formats, lifetimes, and how a page view moves the visit count.
 * Pure: the clock and the new ids come in as arguments.
 */
import { type CookieOptions, parseCookies, serializeCookie } from '../../../lib/cookies/cookies.ts';

/** The visitor-record cookie: an id then four positive integers, pipe-separated (spec 000 §3, §5). */
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
/** The visit-time cookie: a positive integer (spec 000 §3, §5). */
export const VISIT_COOKIE = 'ss_cvt';
/** Lifetime of the visitor-record cookie: 2 years (spec 000 §9). */
export const VISITOR_RECORD_SECONDS = 2 * 365 * 24 * 60 * 60;
/** Lifetime of the visit cookie: 30 minutes (spec 000 §9). */
export const VISIT_SECONDS = 30 * 60;

/** The analytics cookies (spec 002 §9), kept 390 days. */
export const ANALYTICS_ID_COOKIE = 'SS_ANALYTICS_ID';
export const MARKETING_ID_COOKIE = 'SS_MID';
export const SESSION_ID_COOKIE = 'SS_SESSION_ID';
/** The shared-identity cookie (spec 002 §9): the last analytics id this browser had. */
export const LAST_ID_COOKIE = 'ss_lastid';
/** Lifetime of the analytics cookies: 390 days (spec 002 §9). */
export const ANALYTICS_COOKIE_SECONDS = 390 * 24 * 60 * 60;

/** Every cookie the tracking service sets: a refusal of consent removes each (spec 002 §4). */
export const TRACKING_SERVICE_COOKIES = [
  VISITOR_RECORD_COOKIE,
  VISIT_COOKIE,
  ANALYTICS_ID_COOKIE,
  MARKETING_ID_COOKIE,
  SESSION_ID_COOKIE,
  LAST_ID_COOKIE,
] as const;

/**
 * The visitor record: `id|firstVisit|previousVisit|currentVisit|visits`.
 * The spec gives the shape (an id, four positive integers); what the
 * integers mean is ours: the three visit starts in epoch milliseconds, then
 * the visit count.
 */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visits: number;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const POSITIVE = /^[1-9]\d{0,15}$/;

/** A positive integer from its text, or undefined for anything else. */
export function readPositive(text: string | undefined): number | undefined {
  return text !== undefined && POSITIVE.test(text) ? Number(text) : undefined;
}

/** The visitor record in `ss_cvr`'s value; undefined when the value is not of its format (it is then replaced). */
export function parseVisitorRecord(text: string | undefined): VisitorRecord | undefined {
  const parts = (text ?? '').split('|');
  if (parts.length !== 5 || !ID.test(parts[0] as string)) return undefined;
  const numbers = parts.slice(1).map(readPositive);
  if (numbers.some((value) => value === undefined)) return undefined;
  const [firstVisit, previousVisit, currentVisit, visits] = numbers as [number, number, number, number];
  return { id: parts[0] as string, firstVisit, previousVisit, currentVisit, visits };
}

/** `ss_cvr`'s value for a record. */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.visits].join('|');
}

/**
 * The record after a page view at `now` (spec 000 §4 "Visitor cookies"): a
 * visitor without a (well-formed) record starts one with a visit count of
 * 1; one whose visit cookie has expired starts a new visit, counted; within
 * a visit the record stays as it is.
 */
export function nextVisitorRecord(
  record: VisitorRecord | undefined,
  visitAlive: boolean,
  now: number,
  newId: string,
): VisitorRecord {
  const time = Math.max(1, Math.floor(now));
  if (!record) return { id: newId, firstVisit: time, previousVisit: time, currentVisit: time, visits: 1 };
  if (visitAlive) return record;
  return { ...record, previousVisit: record.currentVisit, currentVisit: time, visits: record.visits + 1 };
}

/** What a page view does to the visitor cookies: the assignments to make, and the record they hold. */
export interface VisitCookies {
  record: VisitorRecord;
  assignments: string[];
}

/**
 * The visitor cookies after a page view at `now`, from the page's cookie
 * header: the record (new, counted or kept) for 2 years, and the visit
 * cookie, the time of this view, for 30 minutes from now. Malformed values
 * are replaced, never thrown on.
 */
export function visitCookies(cookieHeader: string, now: number, newId: string, secure: boolean): VisitCookies {
  const cookies = parseCookies(cookieHeader);
  const visitAlive = readPositive(cookies.get(VISIT_COOKIE)) !== undefined;
  const record = nextVisitorRecord(parseVisitorRecord(cookies.get(VISITOR_RECORD_COOKIE)), visitAlive, now, newId);
  const options = (maxAge: number): CookieOptions => ({ path: '/', maxAge, sameSite: 'Lax', secure });
  return {
    record,
    assignments: [
      serializeCookie(VISITOR_RECORD_COOKIE, formatVisitorRecord(record), options(VISITOR_RECORD_SECONDS)),
      serializeCookie(VISIT_COOKIE, String(Math.max(1, Math.floor(now))), options(VISIT_SECONDS)),
    ],
  };
}

/** The analytics ids after a page view: kept where present, made where missing, each for 390 days. */
export function analyticsCookies(
  cookieHeader: string,
  makeId: () => string,
  secure: boolean,
): { analyticsId: string; marketingId: string; sessionId: string; assignments: string[] } {
  const cookies = parseCookies(cookieHeader);
  const valid = (value: string | undefined) => (value && ID.test(value) ? value : undefined);
  const analyticsId = valid(cookies.get(ANALYTICS_ID_COOKIE)) ?? makeId();
  const marketingId = valid(cookies.get(MARKETING_ID_COOKIE)) ?? makeId();
  const sessionId = valid(cookies.get(SESSION_ID_COOKIE)) ?? makeId();
  const options: CookieOptions = { path: '/', maxAge: ANALYTICS_COOKIE_SECONDS, sameSite: 'Lax', secure };
  return {
    analyticsId,
    marketingId,
    sessionId,
    assignments: [
      serializeCookie(ANALYTICS_ID_COOKIE, analyticsId, options),
      serializeCookie(MARKETING_ID_COOKIE, marketingId, options),
      serializeCookie(SESSION_ID_COOKIE, sessionId, options),
      serializeCookie(LAST_ID_COOKIE, analyticsId, options),
    ],
  };
}
