import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { parseCookies } from '../../../lib/cookies/cookies.ts';
import {
  type RequestError,
  request,
  runtimeOptions,
  type ServiceShare,
  type Started,
  sharedService,
  siteContext,
} from '../../core/index.ts';
import { reportServiceError } from '../error-reporter.ts';
import { isMissingApiError, warnMissingApi } from '../missing-api.ts';
import { createOutbox } from '../outbox.ts';
import {
  ANALYTICS_ID_COOKIE,
  delayAfterLoad,
  FLUSH_DELAY_MS,
  MARKETING_ID_COOKIE,
  metricRecords,
  PAGE_SPEED_DELAY_MS,
  type PageEnvironment,
  PERFORMANCE_OUTBOX_RULES,
  PERFORMANCE_RECORDS_URL,
  PERFORMANCE_SETTINGS_URL,
  PERFORMANCE_TEXTS,
  type PerformanceRecord,
  pageSpeedRecord,
  type RecordBase,
  readSettings,
  SETTINGS_TIMEOUT_MS,
  settingsStatusText,
} from './performance.logic.ts';
import { createThrottle } from './performance-throttle.ts';

/** Records kept for the next page load at most, so a page that never reaches the server cannot fill the disk. */
const MAX_SAVED_RECORDS = 200;

/** The collector's calls, as each install gets them. */
export type PerformanceCollector = ServiceShare<{
  /** Sends the queued records now instead of at the next flush. */
  flush(): void;
}>;

let pageLoadId: Promise<string> | undefined;
/** Where web-vitals' reports go: the installed collector, if any. */
let receiver: ((metric: Metric) => void) | undefined;
let observing = false;
/** What the running collector adds when the page is hidden. */
let lastRecords: (() => void) | undefined;

/**
 * The records, as a JSON array in plain text (spec 002 §7), each once per
 * page whichever collector queued it, a newer report of a queued metric
 * replacing it (PERFORMANCE_OUTBOX_RULES). They go when the collector says
 * (30 s after the load) and by beacon when the page is hidden.
 */
const outbox = /* @__PURE__ */ createOutbox<PerformanceRecord>({
  url: PERFORMANCE_RECORDS_URL,
  storageKey: 'performance-records',
  encode: (records) => JSON.stringify(records),
  type: 'text/plain;charset=UTF-8',
  ...PERFORMANCE_OUTBOX_RULES,
  maxKept: MAX_SAVED_RECORDS,
  beforeHiddenSend: () => lastRecords?.(),
  service: 'performance',
});

/**
 * Installs the performance collector (spec 002 §4): it asks the platform
 * for the page's pageLoadId, rates what web-vitals measures by the spec's
 * bounds, and sends the records 30 s after the page loaded and whenever the
 * page is hidden, the page-speed data 60 s after the load at the latest. A
 * failure goes to the error reporter, never to the visitor. The collector
 * runs while any install holds a share.
 */
export const installPerformanceCollector: () => PerformanceCollector = sharedService(createCollector);

/**
 * One settings call per page load, however often the collector is
 * installed; after a failure the next install tries again, but not after a
 * 404, which says no platform API answers here (it rejects with the
 * `RequestError` itself). Any other answer but a 200 is an error (spec 002 §7).
 */
function resolvePageLoadId(): Promise<string> {
  pageLoadId ??= new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(PERFORMANCE_TEXTS.timeout)), SETTINGS_TIMEOUT_MS);
    request<string>({ url: PERFORMANCE_SETTINGS_URL, text: true, successStatus: 200, onError: () => undefined })
      .then(
        (text) => {
          const answer = readSettings(text);
          if ('error' in answer) reject(new Error(answer.error));
          else resolve(answer.pageLoadId);
        },
        (error: RequestError) => reject(isMissingApiError(error) ? error : new Error(settingsStatusText(error.status))),
      )
      .finally(() => clearTimeout(timer));
  });
  pageLoadId.catch((error: unknown) => {
    if (!isMissingApiError(error)) pageLoadId = undefined;
  });
  return pageLoadId;
}

/**
 * web-vitals' observers live as long as the page and cannot be stopped, so
 * they are started once and report to whichever collector is installed.
 */
function observeVitals(): void {
  if (observing) return;
  observing = true;
  const report = (metric: Metric) => receiver?.(metric);
  onFCP(report);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}

type NavigatorExtras = Navigator & {
  connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean };
  deviceMemory?: number;
  userAgentData?: { platform?: string };
};

/**
 * The visitor's time zone: Temporal's where the browser has it, which reads it at once; a page's first
 * `Intl.DateTimeFormat` loads the locale's date data first, tens of milliseconds of main thread on a phone.
 */
export function timeZone(): string | null {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;
  return temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

function readEnvironment(): PageEnvironment {
  const nav = navigator as NavigatorExtras;
  const connection = nav.connection;
  const cookies = parseCookies(document.cookie);
  return {
    platform: nav.userAgentData?.platform || nav.platform || null,
    language: nav.language || null,
    timeZone: timeZone(),
    analyticsId: cookies.get(ANALYTICS_ID_COOKIE) ?? null,
    marketingId: cookies.get(MARKETING_ID_COOKIE) ?? null,
    connection: {
      effectiveType: connection?.effectiveType ?? null,
      downlink: connection?.downlink ?? null,
      rtt: connection?.rtt ?? null,
      saveData: connection?.saveData ?? null,
    },
    display: {
      screenWidth: screen.width,
      screenHeight: screen.height,
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      pixelRatio: devicePixelRatio,
    },
    hardware: { cores: nav.hardwareConcurrency || null, memory: nav.deviceMemory ?? null },
  };
}

const navigationEntry = () =>
  performance.getEntriesByType?.('navigation')[0] as (PerformanceEntry & Record<string, unknown>) | undefined;

function createCollector(): Started<{ flush(): void }> {
  let id: string | undefined;
  let reported: Metric[] = [];
  let stopped = false;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let pageSpeedTimer: ReturnType<typeof setTimeout> | undefined;

  const base = (): RecordBase => ({
    app: runtimeOptions.get().app,
    pageLoadId: id as string,
    timestamp: Date.now(),
    context: siteContext.get(),
    environment: readEnvironment(),
  });

  // The collector's work, throttled by its own cost (spec 002 §9): the records of the metrics reported since.
  const work = createThrottle(() => {
    if (id === undefined) return;
    const metrics = reported;
    reported = [];
    for (const metric of metrics) for (const record of metricRecords(base(), metric)) outbox.add(record);
  });

  function collect(metric: Metric): void {
    reported.push(metric);
    if (id !== undefined) work.request();
  }

  /** Page-speed data goes once per page load (its key says so), with whatever else is queued. */
  function addPageSpeed(): void {
    clearTimeout(pageSpeedTimer);
    pageSpeedTimer = undefined;
    work.runNow();
    if (id !== undefined) outbox.add(pageSpeedRecord(base(), navigationEntry()));
  }

  function flush(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    work.runNow();
    void outbox.send();
  }

  function scheduleFlush(loadedAt: number): void {
    clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, delayAfterLoad(FLUSH_DELAY_MS, performance.now(), loadedAt));
  }

  function onLoaded(loadedAt: number): void {
    scheduleFlush(loadedAt);
    pageSpeedTimer = setTimeout(
      () => {
        addPageSpeed();
        flush();
      },
      delayAfterLoad(PAGE_SPEED_DELAY_MS, performance.now(), loadedAt),
    );
  }
  const onLoad = () => onLoaded(performance.now());
  if (document.readyState === 'complete') onLoaded(Number(navigationEntry()?.loadEventEnd) || performance.now());
  else addEventListener('load', onLoad, { once: true });

  // A restore from the back/forward cache is a new visit: its metrics come with new ids and are flushed 30 s later.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) scheduleFlush(performance.now());
  };
  addEventListener('pageshow', onPageShow);

  function halt(): void {
    stopped = true;
    clearTimeout(flushTimer);
    clearTimeout(pageSpeedTimer);
    flushTimer = pageSpeedTimer = undefined;
    work.cancel();
    removeEventListener('load', onLoad);
    removeEventListener('pageshow', onPageShow);
    if (receiver === collect) receiver = undefined;
    if (lastRecords === addPageSpeed) lastRecords = undefined;
    outbox.stop();
  }

  receiver = collect;
  lastRecords = addPageSpeed;
  observeVitals();
  // What an earlier page could not deliver carries its own pageLoadId: the outbox sends it at once.
  outbox.start();
  resolvePageLoadId().then(
    (resolved) => {
      if (stopped) return;
      id = resolved;
      work.request();
    },
    (error: unknown) => {
      reported = [];
      if (stopped) return;
      halt();
      // No platform API here: said once in the console, not reported as the page's error.
      if (isMissingApiError(error)) warnMissingApi('performance', PERFORMANCE_SETTINGS_URL);
      else reportServiceError(error);
    },
  );

  return {
    flush,
    stop() {
      if (stopped) return;
      flush();
      halt();
    },
  };
}
