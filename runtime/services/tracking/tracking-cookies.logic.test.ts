import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_COOKIE_SECONDS,
  analyticsCookies,
  formatVisitorRecord,
  nextVisitorRecord,
  parseVisitorRecord,
  VISIT_COOKIE,
  VISIT_SECONDS,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_SECONDS,
  type VisitorRecord,
  visitCookies,
} from './tracking-cookies.logic.ts';

/**
 * A cookie jar that keeps `document.cookie` assignments with their max-age
 * against the (mocked) clock, as a browser does: expired cookies are gone.
 */
function jar() {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    set(assignment: string) {
      const [pair = '', ...attributes] = assignment.split('; ');
      const [name = '', value = ''] = pair.split('=');
      const maxAge = Number(attributes.find((part) => part.startsWith('max-age='))?.slice(8));
      cookies.set(name, { value, expires: Date.now() + maxAge * 1000 });
    },
    header() {
      return [...cookies]
        .filter(([, cookie]) => cookie.expires > Date.now())
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; ');
    },
  };
}

const MINUTE = 60 * 1000;

describe('visitor cookies (spec 000 §3, §4, §5, §9)', () => {
  it('are ss_cvr for 2 years and ss_cvt for 30 minutes', () => {
    expect([VISITOR_RECORD_COOKIE, VISITOR_RECORD_SECONDS]).toEqual(['ss_cvr', 730 * 24 * 3600]);
    expect([VISIT_COOKIE, VISIT_SECONDS]).toEqual(['ss_cvt', 1800]);
  });

  it.each([
    ['abc|1|2|3|4', { id: 'abc', firstVisit: 1, previousVisit: 2, currentVisit: 3, visits: 4 }],
    [
      'a-b_9|1700000000000|1700000000000|1700000000001|12',
      { id: 'a-b_9', firstVisit: 1.7e12, previousVisit: 1.7e12, currentVisit: 1700000000001, visits: 12 },
    ],
    ['', undefined],
    ['abc', undefined],
    ['abc|1|2|3', undefined],
    ['abc|1|2|3|4|5', undefined],
    ['abc|0|2|3|4', undefined],
    ['abc|1|2|3|-4', undefined],
    ['abc|1|2|3|4.5', undefined],
    ['abc|1|2|3|01', undefined],
    ['|1|2|3|4', undefined],
    ['a b|1|2|3|4', undefined],
    ['abc|1|2|3|x', undefined],
  ])('%j reads as %j', (text, record) => {
    expect(parseVisitorRecord(text)).toEqual(record);
  });

  it('writes a record back as it reads it: the id then four positive integers, pipe-separated', () => {
    const record: VisitorRecord = { id: 'v1', firstVisit: 10, previousVisit: 20, currentVisit: 30, visits: 3 };
    expect(formatVisitorRecord(record)).toBe('v1|10|20|30|3');
    expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record);
  });

  const known: VisitorRecord = { id: 'v1', firstVisit: 100, previousVisit: 100, currentVisit: 200, visits: 2 };
  it.each([
    [
      'no record: a new one, visit count 1',
      undefined,
      false,
      { id: 'new', firstVisit: 500, previousVisit: 500, currentVisit: 500, visits: 1 },
    ],
    [
      'no record, a visit cookie left over: still a new one',
      undefined,
      true,
      { id: 'new', firstVisit: 500, previousVisit: 500, currentVisit: 500, visits: 1 },
    ],
    ['a record, the visit alive: unchanged', known, true, known],
    [
      'a record, the visit expired: counted',
      known,
      false,
      { id: 'v1', firstVisit: 100, previousVisit: 200, currentVisit: 500, visits: 3 },
    ],
  ])('%s', (_, record, visitAlive, next) => {
    expect(nextVisitorRecord(record, visitAlive, 500, 'new')).toEqual(next);
  });

  it.each([['ss_cvr=garbage; ss_cvt=1'], ['ss_cvr=%E0%A4%A; ss_cvt=abc'], ['ss_cvr=a|1|2|3|0'], ['ss_cvr=; ss_cvt=']])(
    'replaces the malformed cookies %j with a new record, never throwing',
    (header) => {
      const { record, assignments } = visitCookies(header, 5000, 'fresh', false);
      expect(record).toEqual({ id: 'fresh', firstVisit: 5000, previousVisit: 5000, currentVisit: 5000, visits: 1 });
      expect(assignments[0]).toBe('ss_cvr=fresh%7C5000%7C5000%7C5000%7C1; path=/; max-age=63072000; samesite=Lax');
      expect(assignments[1]).toBe('ss_cvt=5000; path=/; max-age=1800; samesite=Lax');
    },
  );

  it('marks both cookies Secure on https', () => {
    for (const assignment of visitCookies('', 1, 'x', true).assignments) expect(assignment).toMatch(/; secure$/);
  });
});

describe('visit counting across the visit cookie expiry (mocked clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const view = (cookies: ReturnType<typeof jar>, id = 'visitor') => {
    const { record, assignments } = visitCookies(cookies.header(), Date.now(), id, false);
    for (const assignment of assignments) cookies.set(assignment);
    return record;
  };

  it.each([
    ['views 29 minutes apart stay one visit', [0, 29, 29, 29], [1, 1, 1, 1]],
    ['a view 31 minutes after the last starts a second visit', [0, 31], [1, 2]],
    ['the 30 minutes run from the last view, not the first', [0, 20, 20, 31], [1, 1, 1, 2]],
    ['three visits a day apart', [0, 24 * 60, 24 * 60], [1, 2, 3]],
  ])('%s', (_, gapsInMinutes, counts) => {
    const cookies = jar();
    const seen: number[] = [];
    for (const gap of gapsInMinutes) {
      vi.advanceTimersByTime(gap * MINUTE);
      seen.push(view(cookies).visits);
    }
    expect(seen).toEqual(counts);
  });

  it('keeps the visitor id and first visit across visits, and starts over after 2 years without a visit', () => {
    const cookies = jar();
    const first = view(cookies, 'one');
    vi.advanceTimersByTime(60 * MINUTE);
    const second = view(cookies, 'two');
    expect(second).toMatchObject({
      id: 'one',
      firstVisit: first.firstVisit,
      previousVisit: first.currentVisit,
      visits: 2,
    });
    vi.advanceTimersByTime(VISITOR_RECORD_SECONDS * 1000 + 1);
    expect(view(cookies, 'three')).toMatchObject({ id: 'three', visits: 1 });
  });
});

describe('analytics cookies (spec 002 §9)', () => {
  it('keeps the ids there are, makes the missing ones, all for 390 days, and ss_lastid holds the analytics id', () => {
    let next = 0;
    const made = analyticsCookies('SS_ANALYTICS_ID=a1; SS_MID=bad id', () => `id${++next}`, false);
    expect(made).toMatchObject({ analyticsId: 'a1', marketingId: 'id1', sessionId: 'id2' });
    expect(ANALYTICS_COOKIE_SECONDS).toBe(390 * 24 * 3600);
    expect(made.assignments).toEqual([
      'SS_ANALYTICS_ID=a1; path=/; max-age=33696000; samesite=Lax',
      'SS_MID=id1; path=/; max-age=33696000; samesite=Lax',
      'SS_SESSION_ID=id2; path=/; max-age=33696000; samesite=Lax',
      'ss_lastid=a1; path=/; max-age=33696000; samesite=Lax',
    ]);
  });
});
