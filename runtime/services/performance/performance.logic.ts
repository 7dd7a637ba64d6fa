/**
 * The performance collector's decisions (spec 002 §3 "Page-speed record",
 * §4 "Performance collection", §5 "Performance timings", §7, §8, §9):
 * ratings, valid timings, the records and which of them still have to go.
 */
import type { SiteContext } from '../../core/index.ts';
import type { OutboxRules } from '../outbox.logic.ts';

/** Where the collector gets its pageLoadId (spec 002 §7). */
export const PERFORMANCE_SETTINGS_URL = '/api/1/performance/settings';
/** Where the records go, as a JSON array sent as plain text (spec 002 §7). */
export const PERFORMANCE_RECORDS_URL = '/api/1/performance/records';
/** The settings call gives up after this long (spec 002 §9). */
export const SETTINGS_TIMEOUT_MS = 30000;
/** Records are flushed this long after the page loaded (spec 002 §9). */
export const FLUSH_DELAY_MS = 30000;
/** Page-speed data is sent this long after the page loaded at the latest (spec 002 §9). */
export const PAGE_SPEED_DELAY_MS = 60000;
/** The collector's version, sent with every record (spec 002 §9). */
export const COLLECTOR_VERSION = '4.6.0';
/** The largest timing kept; larger ones, negative ones and non-numbers are dropped (spec 002 §5). */
export const MAX_TIMING = 2147483647;
/** The cookies holding the visitor's analytics and marketing ids (spec 002 §9). */
export const ANALYTICS_ID_COOKIE = 'SS_ANALYTICS_ID';
export const MARKETING_ID_COOKIE = 'SS_MID';

/** The settings failures, in the spec's words where it gives them (spec 002 §8). */
export const PERFORMANCE_TEXTS = {
  timeout: 'Metric settings request timeout',
  noPageLoadId: 'Unable to resolve pageLoadId',
} as const;

/** The error for a settings answer whose status is not 200; the spec gives no text, so it follows §8's events-service one. */
export function settingsStatusText(status: number): string {
  return `Metric settings request failed: HTTP Status ${status}`;
}

/**
 * The metrics collected. web-vitals 6 has no first input delay (removed in
 * its version 5), so `InputDelay` is the input delay of the interaction that
 * INP reports: the wait from the visitor's input to its first event handler.
 */
export type MetricName = 'FCP' | 'LCP' | 'InputDelay' | 'INP' | 'CLS' | 'TTFB';

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Good up to the first bound, poor above the second (spec 002 §9 "Web-vitals rating bounds"). */
export const RATING_BOUNDS: Readonly<Record<MetricName, readonly [good: number, poor: number]>> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  InputDelay: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** Rates a value by the spec's bounds: good up to the first, poor above the second. */
export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = RATING_BOUNDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** True for a number from 0 to 2147483647 (spec 002 §5); anything else is dropped. */
export function isValidTiming(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= MAX_TIMING;
}

/** The navigation timings sent as the page's load metrics, in ms from the start of the navigation. */
export const LOAD_TIMINGS = [
  'redirectStart',
  'redirectEnd',
  'fetchStart',
  'domainLookupStart',
  'domainLookupEnd',
  'connectStart',
  'connectEnd',
  'requestStart',
  'responseStart',
  'responseEnd',
  'domInteractive',
  'domContentLoadedEventEnd',
  'domComplete',
  'loadEventEnd',
] as const;

export type LoadTimings = Partial<Record<(typeof LOAD_TIMINGS)[number], number>>;

/** The load timings of a navigation entry, without the invalid ones. */
export function loadTimings(navigation: Readonly<Record<string, unknown>> | undefined): LoadTimings {
  const timings: LoadTimings = {};
  for (const name of LOAD_TIMINGS) {
    const value = navigation?.[name];
    if (isValidTiming(value)) timings[name] = value;
  }
  return timings;
}

/** What the page tells about the visitor's device and connection, read by the DOM side. */
export interface PageEnvironment {
  platform: string | null;
  language: string | null;
  timeZone: string | null;
  analyticsId: string | null;
  marketingId: string | null;
  connection: { effectiveType: string | null; downlink: number | null; rtt: number | null; saveData: boolean | null };
  display: {
    screenWidth: number;
    screenHeight: number;
    viewportWidth: number;
    viewportHeight: number;
    pixelRatio: number;
  };
  hardware: { cores: number | null; memory: number | null };
}

/** The page's context in a record (spec 002 §3 "Page-speed record"). */
export interface RecordContext {
  accountId: string | null;
  websiteId: string | null;
  templateId: string | null;
  /** The signed-in member's account id, from the site context's `memberAccountId`; null for anyone else. */
  memberId: string | null;
  pageType: number | null;
  platform: string | null;
  language: string | null;
  timeZone: string | null;
  collectionType: number | null;
}

/** One metric as a record carries it. */
export interface RecordMetric {
  name: MetricName;
  /** web-vitals' id: new for every page visit, a restore from the back/forward cache included. */
  id: string;
  value: number;
  rating: Rating;
  navigationType: string | null;
}

export interface PerformanceRecordData extends Omit<PageEnvironment, 'platform' | 'language' | 'timeZone'> {
  collectorVersion: string;
  context: RecordContext;
  /** On a `PerformanceMetric` record. */
  metric?: RecordMetric;
  /** On the `PageSpeed` record. */
  timings?: LoadTimings;
}

/** A metric's record, or the page's load data. */
export type PerformanceEvent = 'PerformanceMetric' | 'PageSpeed';

/** One page-speed record (spec 002 §3). */
export interface PerformanceRecord {
  app: string;
  event: PerformanceEvent;
  pageLoadId: string;
  timestamp: number;
  data: PerformanceRecordData;
}

/** What every record of a page shares. */
export interface RecordBase {
  app: string;
  pageLoadId: string;
  timestamp: number;
  context: SiteContext;
  environment: PageEnvironment;
}

/** Builds a record: the envelope, the page's context and device, and what the event adds. */
export function buildRecord(
  base: RecordBase,
  event: PerformanceEvent,
  detail: Pick<PerformanceRecordData, 'metric' | 'timings'>,
): PerformanceRecord {
  const { context, environment } = base;
  const { platform, language, timeZone, ...device } = environment;
  return {
    app: base.app,
    event,
    pageLoadId: base.pageLoadId,
    timestamp: base.timestamp,
    data: {
      collectorVersion: COLLECTOR_VERSION,
      context: {
        accountId: context.authenticatedAccount?.id ?? null,
        websiteId: context.website?.id ?? null,
        templateId: context.templateId ?? null,
        memberId: context.memberAccountId ?? null,
        pageType: context.pageType ?? null,
        platform,
        language,
        timeZone,
        collectionType: context.collection?.type ?? null,
      },
      ...device,
      ...detail,
    },
  };
}

/** An event-timing entry, as much of it as the input delay needs. */
export interface EventTimingLike {
  startTime: number;
  processingStart?: number;
}

/** What web-vitals reports, as much of it as a record needs. */
export interface VitalReport {
  name: string;
  id: string;
  value: number;
  navigationType?: string;
  entries?: readonly unknown[];
}

/**
 * The input delay of an interaction: from its first event's input to the
 * start of that event's handlers; undefined when the entries do not say.
 */
export function inputDelayOf(entries: readonly unknown[] | undefined): number | undefined {
  let first: EventTimingLike | undefined;
  for (const entry of (entries ?? []) as EventTimingLike[]) {
    if (typeof entry?.processingStart === 'number' && (!first || entry.startTime < first.startTime)) first = entry;
  }
  return first ? (first.processingStart as number) - first.startTime : undefined;
}

const isMetricName = (name: string): name is MetricName => Object.hasOwn(RATING_BOUNDS, name);

/**
 * The records one web-vitals report makes: one for the metric, and one for
 * the input delay with INP. A value that is not a valid timing makes none.
 */
export function metricRecords(base: RecordBase, report: VitalReport): PerformanceRecord[] {
  if (!isMetricName(report.name)) return [];
  const measured: [MetricName, string, unknown][] = [[report.name, report.id, report.value]];
  if (report.name === 'INP') measured.push(['InputDelay', `${report.id}-input-delay`, inputDelayOf(report.entries)]);
  return measured.flatMap(([name, id, value]) =>
    isValidTiming(value)
      ? [
          buildRecord(base, 'PerformanceMetric', {
            metric: { name, id, value, rating: rate(name, value), navigationType: report.navigationType ?? null },
          }),
        ]
      : [],
  );
}

/** The page's load data: its navigation timings (spec 002 §4 "page-speed data"). */
export function pageSpeedRecord(base: RecordBase, navigation: Readonly<Record<string, unknown>> | undefined) {
  return buildRecord(base, 'PageSpeed', { timings: loadTimings(navigation) });
}

/** What identifies a record for "sent once": a metric's id, or the page load for its page-speed data. */
export function recordKey(record: PerformanceRecord): string {
  return record.data.metric ? `metric:${record.data.metric.id}` : `${record.event}:${record.pageLoadId}`;
}

/**
 * The collector's outbox rules: each record is sent once (a record whose
 * key was sent already is refused), and a newer report of a queued metric
 * replaces it.
 */
export const PERFORMANCE_OUTBOX_RULES = {
  isRepeat: (waiting, record) => recordKey(waiting) === recordKey(record),
  sentOnce: recordKey,
} satisfies Partial<OutboxRules<PerformanceRecord>>;

/** The settings answer: the page's pageLoadId, or why there is none. */
export type SettingsAnswer = { pageLoadId: string } | { error: string };

/** Reads the pageLoadId from the settings answer's text (a JSON object). */
export function readSettings(text: unknown): SettingsAnswer {
  let body: unknown;
  try {
    body = typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    body = undefined;
  }
  const id = typeof body === 'object' && body !== null ? (body as { pageLoadId?: unknown }).pageLoadId : undefined;
  if (typeof id === 'string' && id.trim() !== '') return { pageLoadId: id };
  if (typeof id === 'number' && Number.isFinite(id)) return { pageLoadId: String(id) };
  return { error: PERFORMANCE_TEXTS.noPageLoadId };
}

/** How long from now until `delayMs` after the page loaded, never negative. */
export function delayAfterLoad(delayMs: number, now: number, loadedAt: number): number {
  return Math.max(0, delayMs - Math.max(0, now - loadedAt));
}
