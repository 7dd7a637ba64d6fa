import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { parseCookies } from '../lib/cookies.ts';
import { runtimeOptions, siteContext } from './context.ts';
import { callUrl, type RequestError, request } from './data-layer.ts';
import { reportServiceError } from './error-reporter.ts';
import { onPageHidden } from './page-hidden.ts';
import {
  ANALYTICS_ID_COOKIE,
  delayAfterLoad,
  FLUSH_DELAY_MS,
  MARKETING_ID_COOKIE,
  metricRecords,
  PAGE_SPEED_DELAY_MS,
  type PageEnvironment,
  PERFORMANCE_RECORDS_URL,
  PERFORMANCE_SETTINGS_URL,
  PERFORMANCE_TEXTS,
  type PerformanceRecord,
  pageSpeedRecord,
  type RecordBase,
  RecordQueue,
  readSettings,
  SETTINGS_TIMEOUT_MS,
  settingsStatusText,
} from './performance.logic.ts';
import { createMirror, takeSaved } from './storage.ts';

/** Where undelivered records wait for the next page load. */
const SAVED_KEY = 'performance-records';
/** Records kept for the next page load at most, so a page that never reaches the server cannot fill the disk. */
const MAX_SAVED_RECORDS = 200;

export interface PerformanceCollector {
  /** Sends the queued records now instead of at the next flush. */
  flush(): void;
  /** Sends what is queued and stops; metrics reported while stopped are not collected. */
  uninstall(): void;
}

/** Each record goes once per page, whichever collector queued it. */
const queue = new RecordQueue();
let pageLoadId: Promise<string> | undefined;
/** Where web-vitals' reports go: the installed collector, if any. */
let receiver: ((metric: Metric) => void) | undefined;
let observing = false;
let active: PerformanceCollector | undefined;

/**
 * Installs the performance collector once per page (spec 002 §4): it asks
 * the platform for the page's pageLoadId, rates what web-vitals measures by
 * the spec's bounds, and sends the records with a beacon 30 s after the page
 * loaded and whenever the page is hidden, the page-speed data 60 s after the
 * load at the latest. A failure goes to the error reporter, never to the
 * visitor. Installing again returns the same collector.
 */
export function installPerformanceCollector(): PerformanceCollector {
  active ??= createCollector();
  return active;
}

/**
 * One settings call per page load, however often the collector is
 * installed; after a failure the next install tries again.
 */
function resolvePageLoadId(): Promise<string> {
  pageLoadId ??= new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(PERFORMANCE_TEXTS.timeout)), SETTINGS_TIMEOUT_MS);
    request<string>({ url: PERFORMANCE_SETTINGS_URL, text: true, onError: () => undefined })
      .then(
        (text) => {
          const answer = readSettings(text);
          if ('error' in answer) reject(new Error(answer.error));
          else resolve(answer.pageLoadId);
        },
        (error: RequestError) => reject(new Error(settingsStatusText(error.status))),
      )
      .finally(() => clearTimeout(timer));
  });
  pageLoadId.catch(() => {
    pageLoadId = undefined;
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

function readEnvironment(): PageEnvironment {
  const nav = navigator as NavigatorExtras;
  const connection = nav.connection;
  const cookies = parseCookies(document.cookie);
  return {
    platform: nav.userAgentData?.platform || nav.platform || null,
    language: nav.language || null,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || null,
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

/** Records neither a beacon nor a fetch could deliver, kept in IndexedDB for the next page load to send. */
let undelivered: PerformanceRecord[] = [];
const mirror = createMirror<PerformanceRecord>(SAVED_KEY, MAX_SAVED_RECORDS);

/**
 * Sends records as a JSON array in plain text: by beacon, or, when the
 * browser refuses the beacon, by a fetch that outlives the page. Records
 * that fetch fails to deliver are saved for the next page load; a fetch
 * still running when the page goes away is not, or a record that did
 * arrive could be sent twice.
 */
function send(records: PerformanceRecord[]): void {
  const body = JSON.stringify(records);
  const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
  if (navigator.sendBeacon?.(callUrl({ url: PERFORMANCE_RECORDS_URL }).href, blob)) return;
  request({
    method: 'POST',
    url: PERFORMANCE_RECORDS_URL,
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    keepalive: true,
    onError: () => undefined,
  }).catch(() => {
    undelivered = [...undelivered, ...records];
    mirror.write(undelivered);
  });
}

function createCollector(): PerformanceCollector {
  let id: string | undefined;
  let waiting: Metric[] = [];
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

  function collect(metric: Metric): void {
    if (id === undefined) waiting.push(metric);
    else for (const record of metricRecords(base(), metric)) queue.offer(record);
  }

  function flush(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (id === undefined) return;
    const records = queue.take();
    if (records.length > 0) send(records);
  }

  /** Page-speed data goes once per page load, with whatever else is queued. */
  function sendPageSpeed(): void {
    clearTimeout(pageSpeedTimer);
    pageSpeedTimer = undefined;
    if (id === undefined) return;
    queue.offer(pageSpeedRecord(base(), navigationEntry()));
    flush();
  }

  function scheduleFlush(loadedAt: number): void {
    clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, delayAfterLoad(FLUSH_DELAY_MS, performance.now(), loadedAt));
  }

  function onLoaded(loadedAt: number): void {
    scheduleFlush(loadedAt);
    pageSpeedTimer = setTimeout(sendPageSpeed, delayAfterLoad(PAGE_SPEED_DELAY_MS, performance.now(), loadedAt));
  }
  const onLoad = () => onLoaded(performance.now());
  if (document.readyState === 'complete') onLoaded(Number(navigationEntry()?.loadEventEnd) || performance.now());
  else addEventListener('load', onLoad, { once: true });

  // A restore from the back/forward cache is a new visit: its metrics come with new ids and are flushed 30 s later.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) scheduleFlush(performance.now());
  };
  addEventListener('pageshow', onPageShow);
  const stopHidden = onPageHidden(sendPageSpeed);

  function stop(): void {
    stopped = true;
    clearTimeout(flushTimer);
    clearTimeout(pageSpeedTimer);
    flushTimer = pageSpeedTimer = undefined;
    removeEventListener('load', onLoad);
    removeEventListener('pageshow', onPageShow);
    stopHidden();
    if (receiver === collect) receiver = undefined;
    active = undefined;
  }

  receiver = collect;
  observeVitals();
  // What an earlier page could not deliver carries its own pageLoadId: it goes now, whatever this page's settings say.
  takeSaved<PerformanceRecord>(SAVED_KEY).then(
    (saved) => {
      if (saved.length > 0) send(saved);
    },
    () => undefined,
  );
  resolvePageLoadId().then(
    (resolved) => {
      if (stopped) return;
      id = resolved;
      const reported = waiting;
      waiting = [];
      reported.forEach(collect);
    },
    (error: unknown) => {
      waiting = [];
      if (stopped) return;
      stop();
      reportServiceError(error);
    },
  );

  return {
    flush,
    uninstall() {
      if (stopped) return;
      flush();
      stop();
    },
  };
}
