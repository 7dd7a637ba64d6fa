import { describe, expect, it } from 'vitest';
import { OutboxQueue } from '../outbox.logic.ts';
import {
  ANALYTICS_ID_COOKIE,
  buildRecord,
  COLLECTOR_VERSION,
  delayAfterLoad,
  FLUSH_DELAY_MS,
  inputDelayOf,
  isValidTiming,
  LOAD_TIMINGS,
  loadTimings,
  MARKETING_ID_COOKIE,
  MAX_TIMING,
  type MetricName,
  metricRecords,
  PAGE_SPEED_DELAY_MS,
  type PageEnvironment,
  PERFORMANCE_OUTBOX_RULES,
  PERFORMANCE_RECORDS_URL,
  PERFORMANCE_SETTINGS_URL,
  PERFORMANCE_TEXTS,
  type PerformanceRecord,
  pageSpeedRecord,
  RATING_BOUNDS,
  type Rating,
  type RecordBase,
  rate,
  readSettings,
  recordKey,
  SETTINGS_TIMEOUT_MS,
  settingsStatusText,
} from './performance.logic.ts';

const environment: PageEnvironment = {
  platform: 'Linux',
  language: 'en-GB',
  timeZone: 'Europe/London',
  analyticsId: 'a-1',
  marketingId: 'm-1',
  connection: { effectiveType: '4g', downlink: 10, rtt: 50, saveData: false },
  display: { screenWidth: 1920, screenHeight: 1080, viewportWidth: 1280, viewportHeight: 720, pixelRatio: 2 },
  hardware: { cores: 8, memory: 4 },
};

const base: RecordBase = {
  app: 'shop-theme',
  pageLoadId: 'p-1',
  timestamp: 1700000000000,
  context: {
    website: { id: 'w-1', identifier: 'shop' },
    templateId: 't-1',
    authenticatedAccount: { id: 'acc-1' },
    pageType: 2,
    collection: { title: 'Blog', type: 1 },
  },
  environment,
};

describe('performance constants (spec 002 §5, §7, §9)', () => {
  it('uses the spec values', () => {
    expect([SETTINGS_TIMEOUT_MS, FLUSH_DELAY_MS, PAGE_SPEED_DELAY_MS]).toEqual([30000, 30000, 60000]);
    expect(COLLECTOR_VERSION).toBe('4.6.0');
    expect(MAX_TIMING).toBe(2147483647);
    expect([PERFORMANCE_SETTINGS_URL, PERFORMANCE_RECORDS_URL]).toEqual([
      '/api/1/performance/settings',
      '/api/1/performance/records',
    ]);
    expect([ANALYTICS_ID_COOKIE, MARKETING_ID_COOKIE]).toEqual(['SS_ANALYTICS_ID', 'SS_MID']);
  });

  it('rates by the bounds of the spec table', () => {
    expect(RATING_BOUNDS).toEqual({
      FCP: [1800, 3000],
      LCP: [2500, 4000],
      InputDelay: [100, 300],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      TTFB: [800, 1800],
    });
  });
});

describe('rating (spec 002 §9): good up to the first bound, poor above the second', () => {
  const cases: [MetricName, number, Rating][] = [
    ['FCP', 0, 'good'],
    ['FCP', 1800, 'good'],
    ['FCP', 1800.1, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3000.1, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['InputDelay', 100, 'good'],
    ['InputDelay', 101, 'needs-improvement'],
    ['InputDelay', 300, 'needs-improvement'],
    ['InputDelay', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 504, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 801, 'needs-improvement'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ];
  it.each(cases)('%s %d is %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });
});

describe('timing validity (spec 002 §5): numbers from 0 to 2147483647', () => {
  it.each([
    [0, true],
    [12.5, true],
    [2147483647, true],
    [2147483648, false],
    [-1, false],
    [-0.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['12', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('%s is %s', (value, valid) => {
    expect(isValidTiming(value)).toBe(valid);
  });

  it('keeps the valid load timings and drops the others', () => {
    expect(
      loadTimings({
        fetchStart: 1,
        requestStart: 2.5,
        responseStart: '3',
        domInteractive: -1,
        domComplete: Number.NaN,
        loadEventEnd: 2147483648,
        redirectStart: 0,
        transferSize: 300,
      }),
    ).toEqual({ fetchStart: 1, requestStart: 2.5, redirectStart: 0 });
    expect(loadTimings(undefined)).toEqual({});
  });

  it('reads every load timing by name', () => {
    const navigation = Object.fromEntries(LOAD_TIMINGS.map((name, index) => [name, index]));
    expect(loadTimings(navigation)).toEqual(navigation);
  });
});

describe('records (spec 002 §3 "Page-speed record")', () => {
  const device = {
    analyticsId: 'a-1',
    marketingId: 'm-1',
    connection: environment.connection,
    display: environment.display,
    hardware: environment.hardware,
  };
  const context = {
    accountId: 'acc-1',
    websiteId: 'w-1',
    templateId: 't-1',
    memberId: null,
    pageType: 2,
    platform: 'Linux',
    language: 'en-GB',
    timeZone: 'Europe/London',
    collectionType: 1,
  };

  it('builds a metric record with every field', () => {
    expect(
      metricRecords(base, { name: 'LCP', id: 'v6-1', value: 2600, navigationType: 'navigate', entries: [] }),
    ).toEqual([
      {
        app: 'shop-theme',
        event: 'PerformanceMetric',
        pageLoadId: 'p-1',
        timestamp: 1700000000000,
        data: {
          collectorVersion: '4.6.0',
          context,
          ...device,
          metric: { name: 'LCP', id: 'v6-1', value: 2600, rating: 'needs-improvement', navigationType: 'navigate' },
        },
      },
    ]);
  });

  it('builds the page-speed record with the valid load timings', () => {
    expect(pageSpeedRecord(base, { responseStart: 120, domComplete: -4, loadEventEnd: 900 })).toEqual({
      app: 'shop-theme',
      event: 'PageSpeed',
      pageLoadId: 'p-1',
      timestamp: 1700000000000,
      data: { collectorVersion: '4.6.0', context, ...device, timings: { responseStart: 120, loadEventEnd: 900 } },
    });
  });

  it('sends null for what the context and the page do not know', () => {
    const bare = buildRecord(
      {
        ...base,
        context: {},
        environment: {
          ...environment,
          platform: null,
          language: null,
          timeZone: null,
          analyticsId: null,
          marketingId: null,
        },
      },
      'PageSpeed',
      { timings: {} },
    );
    expect(bare.data.context).toEqual({
      accountId: null,
      websiteId: null,
      templateId: null,
      memberId: null,
      pageType: null,
      platform: null,
      language: null,
      timeZone: null,
      collectionType: null,
    });
    expect([bare.data.analyticsId, bare.data.marketingId]).toEqual([null, null]);
  });

  it.each([
    ['a signed-in member', { memberAccountId: 'member-7' }, 'member-7'],
    ['nobody signed in', {}, null],
  ])('memberId is filled from the context when present (spec 002 §3): %s', (_case, context, memberId) => {
    expect(buildRecord({ ...base, context }, 'PageSpeed', { timings: {} }).data.context.memberId).toBe(memberId);
  });

  it('adds the input delay of the INP interaction, rated by its own bounds', () => {
    const records = metricRecords(base, {
      name: 'INP',
      id: 'v6-9',
      value: 320,
      navigationType: 'back-forward-cache',
      entries: [
        { startTime: 110, processingStart: 400 },
        { startTime: 100, processingStart: 250 },
      ],
    });
    expect(records.map((record) => record.data.metric)).toEqual([
      { name: 'INP', id: 'v6-9', value: 320, rating: 'needs-improvement', navigationType: 'back-forward-cache' },
      {
        name: 'InputDelay',
        id: 'v6-9-input-delay',
        value: 150,
        rating: 'needs-improvement',
        navigationType: 'back-forward-cache',
      },
    ]);
  });

  it.each([
    ['a negative value', -5],
    ['NaN', Number.NaN],
    ['a value over 2147483647', 2147483648],
    ['a string', '120'],
  ])('makes no record for %s', (_, value) => {
    expect(metricRecords(base, { name: 'FCP', id: 'v6-2', value: value as number })).toEqual([]);
  });

  it('makes no record for a metric it does not rate', () => {
    expect(metricRecords(base, { name: 'FID', id: 'v6-3', value: 10 })).toEqual([]);
  });

  it('leaves the input delay out when the INP entries do not give it', () => {
    expect(metricRecords(base, { name: 'INP', id: 'v6-4', value: 80, entries: [{ startTime: 1 }] })).toHaveLength(1);
    expect(inputDelayOf(undefined)).toBeUndefined();
    expect(inputDelayOf([{ startTime: 10, processingStart: 14 }])).toBe(4);
  });
});

describe('sent once (dedup by metric id)', () => {
  const metric = (id: string, value = 100) =>
    metricRecords(base, { name: 'FCP', id, value, navigationType: 'navigate' })[0] as PerformanceRecord;

  it('keys a metric record by its id and the page-speed record by its page load', () => {
    expect(recordKey(metric('v6-1'))).toBe('metric:v6-1');
    expect(recordKey(pageSpeedRecord(base, {}))).toBe('PageSpeed:p-1');
  });

  const outboxQueue = () => new OutboxQueue<PerformanceRecord>({ ...PERFORMANCE_OUTBOX_RULES, maxKept: 200 });

  it('refuses a metric id that was sent, and keeps the newest report of a queued one', () => {
    const queue = outboxQueue();
    expect(queue.add(metric('v6-1', 100), 0)).toBe('waiting');
    expect(queue.add(metric('v6-1', 140), 0)).toBe('merged');
    expect(queue.add(metric('v6-2'), 0)).toBe('waiting');
    expect(queue.take().map((record) => record.data.metric?.value)).toEqual([140, 100]);
    expect(queue.add(metric('v6-1', 180), 0)).toBe('refused');
    expect(queue.add(pageSpeedRecord(base, {}), 0)).toBe('waiting');
    expect(queue.take()).toHaveLength(1);
    expect(queue.add(pageSpeedRecord(base, {}), 0)).toBe('refused');
    expect(queue.waiting).toHaveLength(0);
    expect(queue.take()).toEqual([]);
  });

  it('takes a metric reported again after a back/forward cache restore, with its new id', () => {
    const queue = outboxQueue();
    queue.add(metric('v6-1'), 0);
    queue.take();
    expect(queue.add(metric('v6-7'), 0)).toBe('waiting');
    expect(queue.take().map((record) => record.data.metric?.id)).toEqual(['v6-7']);
  });

  it('sends a metric again whose send failed, unless a newer report of it came meanwhile', () => {
    const queue = outboxQueue();
    queue.add(metric('v6-1', 100), 0);
    const failed = queue.take();
    expect(queue.add(metric('v6-1', 150), 0), 'sent, as far as anyone knows').toBe('refused');
    queue.failed(failed, 503, 0);
    expect(queue.add(metric('v6-1', 150), 0)).toBe('merged');
    expect(queue.take().map((record) => record.data.metric?.value)).toEqual([150]);
  });
});

describe('settings answer (spec 002 §7, §8)', () => {
  it.each([
    ['{"pageLoadId":"abc"}', { pageLoadId: 'abc' }],
    ['{"pageLoadId":42,"other":true}', { pageLoadId: '42' }],
    [{ pageLoadId: 'from-object' }, { pageLoadId: 'from-object' }],
    ['{}', { error: 'Unable to resolve pageLoadId' }],
    ['{"pageLoadId":""}', { error: 'Unable to resolve pageLoadId' }],
    ['{"pageLoadId":"  "}', { error: 'Unable to resolve pageLoadId' }],
    ['{"pageLoadId":null}', { error: 'Unable to resolve pageLoadId' }],
    ['{"pageLoadId":{}}', { error: 'Unable to resolve pageLoadId' }],
    ['[]', { error: 'Unable to resolve pageLoadId' }],
    ['null', { error: 'Unable to resolve pageLoadId' }],
    ['not json', { error: 'Unable to resolve pageLoadId' }],
    ['', { error: 'Unable to resolve pageLoadId' }],
    [undefined, { error: 'Unable to resolve pageLoadId' }],
  ])('%j gives %j', (text, answer) => {
    expect(readSettings(text)).toEqual(answer);
  });

  it('names the failures in the spec words', () => {
    expect(PERFORMANCE_TEXTS).toEqual({
      timeout: 'Metric settings request timeout',
      noPageLoadId: 'Unable to resolve pageLoadId',
    });
    expect(settingsStatusText(503)).toBe('Metric settings request failed: HTTP Status 503');
  });
});

describe('flush timing (spec 002 §4)', () => {
  it.each([
    [30000, 1000, 1000, 30000],
    [30000, 6000, 1000, 25000],
    [30000, 40000, 1000, 0],
    [60000, 500, 1000, 60000],
  ])('%d ms after the load, at %d for a load at %d, is %d ms away', (delay, now, loadedAt, expected) => {
    expect(delayAfterLoad(delay, now, loadedAt)).toBe(expected);
  });
});
