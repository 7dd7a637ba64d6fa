import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../../../test/browser/api.ts';
import { loadFrame, reloadFrame } from '../../../test/browser/frame.ts';
import { waitFor, waitForValue } from '../../../test/browser/harness.ts';
import type { PerformancePage } from '../../../test/browser/pages/performance-page.ts';
import { expectStartsAndStopsListening } from '../../../test/browser/services.ts';
import { readSaved, takeSaved } from '../../core/storage.ts';
import type { PerformanceRecord } from './performance.logic.ts';
import { installPerformanceCollector, timeZone } from './performance.ts';

const SETTINGS_PATH = '/api/1/performance/settings';
const RECORDS_PATH = '/api/1/performance/records';
const ERRORS_PATH = '/api/events/RecordJavascriptErrors';
const PAGE = '/test/browser/pages/performance.html';
/** In view, so the page paints and takes clicks; the test page has nothing else to show. */
const IN_VIEW = 'position:fixed;left:0;top:0;width:400px;height:300px;border:0;z-index:10';

/** The spec's wait of 30 s (spec 002 §9): for the settings call, and from the load to the flush (twice that to the page-speed data). */
const SPEC_WAIT_MS = 30000;

/** The spec's table (spec 002 §9), written out here to judge the ratings the records carry. */
const SPEC_BOUNDS: Record<string, [number, number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  InputDelay: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};
const specRating = (name: string, value: number) => {
  const [good, poor] = SPEC_BOUNDS[name] ?? [Number.NaN, Number.NaN];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

let frame: HTMLIFrameElement | undefined;
const frameWindow = () => {
  if (!frame?.contentWindow) throw new Error('The performance page is not loaded');
  return frame.contentWindow as Window & typeof globalThis & { performancePage: PerformancePage };
};
const token = () => `t${Math.random().toString(36).slice(2, 10)}`;
/** The page's held clock (`held-clock` in its address). */
const heldClock = () => {
  const clock = frameWindow().performancePage.clock;
  if (!clock) throw new Error('The performance page was opened without held-clock');
  return clock;
};
/** When the page's load event started, on its `performance.now()` clock. */
const loadEventStartOf = (page: Window) =>
  Number((page.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);

/** Loads the page in view; `name` in its address tells its calls apart from every other page's. */
async function open(name: string, query = ''): Promise<void> {
  frame = await loadFrame(`${PAGE}?${name}${query}`, 'performanceReady', IN_VIEW);
}

/** Leaves the page for another, as a visitor does: the page is hidden, then unloaded. */
async function leave(): Promise<void> {
  if (!frame) return;
  frame.src = 'about:blank';
  await waitFor(() => frame?.contentDocument?.URL === 'about:blank', 'the page to be left', 5000);
}

/**
 * Clicks in the page with real input (its first), and resolves once web-vitals has taken the
 * interaction in: it is told of the click's timing entry with this observer (registered after its
 * own), and takes it in at the next idle time, capped at 1000 ms, before this idle callback runs.
 */
async function click(): Promise<void> {
  const page = frameWindow();
  const taken = new Promise<void>((resolve) => {
    // The first input's entry comes whatever the click's duration, unlike the other event entries.
    const observer = new page.PerformanceObserver(() => {
      observer.disconnect();
      page.requestIdleCallback(() => resolve(), { timeout: 2000 });
    });
    observer.observe({ type: 'first-input', buffered: true });
  });
  await sendMouse({ type: 'click', position: [200, 250] });
  await taken;
}

/** Record POSTs made by the page `name` after the request `after`, oldest first. */
async function beaconsFrom(name: string, after: number): Promise<Recorded[]> {
  return (await received(RECORDS_PATH, after)).filter((call) => call.headers.referer?.includes(name));
}
const recordsOf = (calls: Recorded[]) => calls.flatMap((call) => (call.json ?? []) as PerformanceRecord[]);
const metricNames = (records: PerformanceRecord[]): string[] =>
  records.map((record) => record.data.metric?.name ?? record.event);

/** Waits until the page `name` has sent records with all of `names` (metric names, or `PageSpeed`). */
async function waitForRecords(
  name: string,
  after: number,
  names: string[],
  timeoutMs = 10000,
): Promise<PerformanceRecord[]> {
  return waitForValue(
    async () => recordsOf(await beaconsFrom(name, after)),
    (records) => names.every((wanted) => metricNames(records).includes(wanted)),
    `records ${names.join(', ')}`,
    { timeoutMs, everyMs: 100, show: (records) => metricNames(records).join(', ') },
  );
}

/** Waits until the page `name` has made `count` record POSTs after `after`; returns them, oldest first. */
function waitForCalls(name: string, after: number, count: number, timeoutMs = 10000): Promise<Recorded[]> {
  return waitForValue(
    () => beaconsFrom(name, after),
    (calls) => calls.length >= count,
    `${count} record POSTs`,
    {
      timeoutMs,
      everyMs: 100,
    },
  );
}

/**
 * Waits until the collector has queued records for all of `names` (its copy for the next page load
 * holds them): it has its pageLoadId and has taken the metrics in. `restored` asks for the metrics
 * measured again after a back/forward cache restore.
 */
function waitForQueued(names: string[], restored = false): Promise<PerformanceRecord[]> {
  return waitForValue(
    () => readSaved<PerformanceRecord>('performance-records'),
    (records) => {
      const these = records.filter(
        (record) =>
          record.app === 'performance-test-page' &&
          (record.data.metric?.navigationType === 'back-forward-cache') === restored,
      );
      return names.every((wanted) => metricNames(these).includes(wanted));
    },
    `${names.join(', ')} to be queued`,
  );
}

/** Error-report POSTs sent by the page `name` after `after`, oldest first. */
async function reportsFrom(name: string, after: number): Promise<Recorded[]> {
  return (await received(ERRORS_PATH, after)).filter((call) => call.headers.referer?.includes(name));
}
const messagesOf = (calls: Recorded[]) =>
  calls.flatMap((call) => (call.json as { data: { message: string } }[]).map((report) => report.data.message));

/**
 * Waits for the page `name` to report `message`, and checks that the visitor saw nothing of it
 * and that the page sent no record; returns the report's POST.
 */
async function expectFailure(name: string, after: number, message: string, timeoutMs = 10000): Promise<Recorded> {
  await waitFor(() => frame?.contentDocument?.readyState === 'complete', 'the page');
  const calls = await waitForValue(
    () => reportsFrom(name, after),
    (sent) => sent.length > 0,
    'the error report',
    {
      timeoutMs,
      everyMs: 100,
    },
  );
  expect(messagesOf(calls)).to.deep.equal([message]);
  expect(frame?.contentDocument?.querySelector('sq-runtime'), 'no overlay or dialog').to.equal(null);
  // The reporter forgets its delivered report in IndexedDB shortly after; leaving sooner could bring it back.
  await waitForValue(
    () => readSaved<{ data: { message: string } }>('error-reports'),
    (saved) => !saved.some((report) => report.data.message === message),
    'the delivered report to be forgotten',
  );
  await leave();
  frame?.remove();
  // The same page again, its settings answered this time: its records come after anything the
  // first page could have sent as it was left, and all carry the second page's pageLoadId.
  await open(name, '&reporter');
  await waitForQueued(['TTFB']);
  await leave();
  const records = await waitForRecords(name, after, ['TTFB', 'PageSpeed']);
  const pageLoadIds = new Set(records.map((record) => record.pageLoadId));
  expect([...pageLoadIds], 'no records without a pageLoadId').to.have.length(1);
  expect([...pageLoadIds][0]).to.match(/^[0-9a-f-]{36}$/);
  const [call] = calls;
  if (!call) throw new Error('no report');
  return call;
}

describe('performance collector (spec 002 §3, §4, §7, §8, §9)', function () {
  // A page load, its records and their POSTs take a while on a busy machine.
  this.timeout(30000);
  beforeEach(async () => {
    setCrumb('t1');
    await takeSaved('performance-records');
    await takeSaved('error-reports');
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('sends every metric, rated by the spec bounds, with the page context, when the page is hidden', async () => {
    const name = token();
    const after = await lastRequestId();
    await open(name, '&block=300');
    await click();
    await leave();
    const records = await waitForRecords(name, after, ['FCP', 'LCP', 'InputDelay', 'INP', 'CLS', 'TTFB', 'PageSpeed']);
    expect(metricNames(records).sort()).to.deep.equal(
      ['CLS', 'FCP', 'INP', 'InputDelay', 'LCP', 'PageSpeed', 'TTFB'],
      'each once',
    );

    const [settings] = (await received(SETTINGS_PATH, after)).filter((call) => call.headers.referer?.includes(name));
    expect(settings?.status).to.equal(200);
    const pageLoadId = records[0]?.pageLoadId;
    expect(pageLoadId).to.match(/^[0-9a-f-]{36}$/);
    for (const record of records) {
      expect(record).to.include({ app: 'performance-test-page', pageLoadId });
      expect(record.timestamp).to.be.closeTo(Date.now(), 60000);
      expect(record.data.collectorVersion).to.equal('4.6.0');
      expect(record.data.context).to.deep.include({
        accountId: 'acc-perf',
        websiteId: 'w-perf',
        templateId: 't-perf',
        memberId: null,
        pageType: 2,
        collectionType: 1,
        language: navigator.language,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      expect(record.data.display).to.include({ viewportWidth: 400, viewportHeight: 300 });
      expect(record.data.hardware.cores).to.equal(navigator.hardwareConcurrency);
    }

    const metrics = Object.fromEntries(
      records.flatMap((record) => (record.data.metric ? [[record.data.metric.name, record.data.metric]] : [])),
    );
    for (const metric of Object.values(metrics)) {
      expect(metric.rating, metric.name).to.equal(specRating(metric.name, metric.value));
      expect(metric.navigationType, metric.name).to.equal('navigate');
    }
    // Their ratings are checked against the spec's bounds above: how fast a local page paints depends on how busy
    // the machine is, so no rating is expected here. The first paint comes after the first byte, on any machine.
    expect(metrics.TTFB?.value, 'the first byte').to.be.greaterThan(0);
    expect(metrics.FCP?.value, 'the first paint, after the first byte').to.be.greaterThan(metrics.TTFB?.value ?? 0);
    expect(metrics.INP?.value, 'a 300 ms click handler').to.be.at.least(300);
    expect(metrics.INP?.rating).to.equal(specRating('INP', metrics.INP?.value ?? 0));
    expect(metrics.CLS?.value, 'a 150 px banner pushing the content down').to.be.greaterThan(0.25);
    expect(metrics.CLS?.rating).to.equal('poor');
    expect(metrics.InputDelay?.value)
      .to.be.at.least(0)
      .and.below(metrics.INP?.value ?? 0);

    const pageSpeed = records.find((record) => record.event === 'PageSpeed');
    expect(pageSpeed?.data.timings?.responseStart).to.be.a('number');
    expect(pageSpeed?.data.timings?.domInteractive).to.be.a('number');

    for (const call of await beaconsFrom(name, after)) {
      expect(call.status).to.equal(204);
      expect(call.headers['content-type']).to.match(/^text\/plain/);
      // A beacon is sent in no-cors mode; the fetch it falls back to would be a cors request.
      expect(call.headers['sec-fetch-mode']).to.equal('no-cors');
      expect(call.query.crumb).to.equal('t1');
    }
  });

  describe('settings failures go to the error reporter, never to the visitor (spec 002 §8)', () => {
    it('an unexpected status', async () => {
      const name = token();
      const after = await lastRequestId();
      await injectFault({ path: SETTINGS_PATH, times: 1, status: 503, fromPage: name });
      await open(name, '&reporter');
      await expectFailure(name, after, 'Error: Metric settings request failed: HTTP Status 503');
    });

    for (const status of [201, 204]) {
      it(`any status other than 200 is an error (spec 002 §7): ${status}`, async () => {
        const name = token();
        const after = await lastRequestId();
        await injectFault({
          path: SETTINGS_PATH,
          times: 1,
          status,
          body: { pageLoadId: 'not-from-a-200' },
          fromPage: name,
        });
        await open(name, '&reporter');
        await expectFailure(name, after, `Error: Metric settings request failed: HTTP Status ${status}`);
      });
    }

    it('an answer without a pageLoadId', async () => {
      const name = token();
      const after = await lastRequestId();
      await injectFault({ path: SETTINGS_PATH, times: 1, status: 200, body: 'not json', fromPage: name });
      await open(name, '&reporter');
      await expectFailure(name, after, 'Error: Unable to resolve pageLoadId');
    });
  });

  it('memberId is filled from the context when present (spec 002 §3 "Page-speed record")', async () => {
    const name = token();
    const after = await lastRequestId();
    await open(name, '&member');
    // Records go only once the settings call has given the page its pageLoadId.
    await waitForQueued(['TTFB']);
    await leave();
    const records = await waitForRecords(name, after, ['TTFB', 'PageSpeed']);
    expect(records.map((record) => record.data.context.memberId)).to.deep.equal(records.map(() => 'member-perf'));
  });

  it('starts on the first install and stops when the last share is given back', async () => {
    // web-vitals' observers are set up once per page and never taken down: outside the count.
    await expectStartsAndStopsListening(installPerformanceCollector, () => installPerformanceCollector().uninstall());
  });

  it('drops timings that are not numbers from 0 to 2147483647 (spec 002 §5)', async () => {
    const name = token();
    const after = await lastRequestId();
    await open(name, '&bad-timings');
    // Records go only once the settings call has given the page its pageLoadId.
    await waitForQueued(['TTFB']);
    await leave();
    const records = await waitForRecords(name, after, ['TTFB', 'CLS', 'PageSpeed']);
    expect(metricNames(records), 'a first paint at 2147483648 ms').not.to.include('FCP');
    const timings = records.find((record) => record.event === 'PageSpeed')?.data.timings ?? {};
    expect(timings.responseStart).to.be.a('number');
    expect(timings, 'negative').not.to.have.property('domInteractive');
    expect(timings, 'NaN').not.to.have.property('domComplete');
    expect(timings, 'a string').not.to.have.property('loadEventEnd');
  });

  // The spec's waits (spec 002 §9) on the page's held clock (test/browser/pages/held-clock.ts): the test reads
  // when each long timer is due and moves the clock on to it, so none takes real time.
  it("gives the settings call the spec's 30000 ms: with no answer by then, it gives up and reports it", async () => {
    const after = await lastRequestId();
    const late = token();
    // The answer would come 2 s after the timeout; the page gives up first.
    await injectFault({
      path: SETTINGS_PATH,
      times: 1,
      status: 200,
      body: { pageLoadId: 'too-late' },
      delayMs: SPEC_WAIT_MS + 2000,
      fromPage: late,
    });
    await open(late, '&reporter&held-clock');
    const loadEventStart = loadEventStartOf(frameWindow());
    // The settings call's timer, set as the collector was installed, before the load.
    const [timeout] = heldClock().held();
    expect(timeout?.delayMs, 'the settings call waits 30 s').to.equal(SPEC_WAIT_MS);
    expect(timeout?.setAt, 'set before the load').to.be.below(loadEventStart);
    expect(await reportsFrom(late, after), 'no failure before 30 s').to.deep.equal([]);
    heldClock().runUntil(timeout?.dueAt ?? Number.NaN);
    await expectFailure(late, after, 'Error: Metric settings request timeout');
  });

  it('flushes the records 30000 ms after the load and the page-speed data 60000 ms after it, the hide sending only what the flush did not', async () => {
    const after = await lastRequestId();
    const name = token();
    await open(name, '&held-clock');
    const loadEventStart = loadEventStartOf(frameWindow());
    await waitForQueued(['FCP', 'TTFB']);
    const [flush, pageSpeed] = heldClock().held();
    const sinceLoad = (time = Number.NaN) => time - loadEventStart;
    // Due at the load plus the spec's wait: at least that, and no later than the load event's own end.
    expect(sinceLoad(flush?.dueAt), 'the flush').to.be.within(SPEC_WAIT_MS, SPEC_WAIT_MS + 1000);
    expect(sinceLoad(pageSpeed?.dueAt), 'the page-speed data').to.be.within(2 * SPEC_WAIT_MS, 2 * SPEC_WAIT_MS + 1000);
    expect(await beaconsFrom(name, after), 'nothing before 30 s').to.deep.equal([]);

    heldClock().runUntil(flush?.dueAt ?? Number.NaN);
    const [first] = await waitForCalls(name, after, 1);
    const flushed = recordsOf(first ? [first] : []);
    expect(metricNames(flushed)).to.include.members(['FCP', 'TTFB']);
    expect(metricNames(flushed)).not.to.include('PageSpeed');

    await click();
    await leave();
    const records = await waitForRecords(name, after, ['FCP', 'TTFB', 'LCP', 'INP', 'CLS', 'PageSpeed']);
    const ids = records.map((record) => record.data.metric?.id ?? record.event);
    expect(ids).to.have.length(new Set(ids).size, 'no record twice');
    const calls = await beaconsFrom(name, after);
    expect(metricNames(recordsOf(calls.slice(1)))).not.to.include.members(['FCP', 'TTFB']);
  });

  it('after a back/forward cache restore, sends the metrics again with new ids, and the old ones never again', async () => {
    const name = token();
    const after = await lastRequestId();
    await open(name);
    const page = frameWindow();
    await waitForQueued(['FCP', 'TTFB']);
    // Only a top-level document enters the back/forward cache, never an iframe's: the pagehide and
    // pageshow with persisted=true that a real restore fires are dispatched here by hand.
    page.dispatchEvent(new page.PageTransitionEvent('pagehide', { persisted: true }));
    const before = await waitForRecords(name, after, ['FCP', 'TTFB', 'PageSpeed']);
    const sentBefore = (await beaconsFrom(name, after)).length;
    page.dispatchEvent(new page.PageTransitionEvent('pageshow', { persisted: true }));
    await waitForQueued(['FCP', 'TTFB'], true);
    await leave();
    const restored = await waitForRecords(name, after, ['FCP', 'TTFB', 'LCP', 'CLS']).then(async () =>
      recordsOf((await beaconsFrom(name, after)).slice(sentBefore)),
    );

    const idsBefore = before.map((record) => record.data.metric?.id);
    for (const record of restored) {
      expect(record.pageLoadId, 'the same page load').to.equal(before[0]?.pageLoadId);
      expect(record.event, 'page-speed data once per page load').to.equal('PerformanceMetric');
      expect(idsBefore, `${record.data.metric?.name} sent again`).not.to.include(record.data.metric?.id);
      expect(record.data.metric?.navigationType).to.equal('back-forward-cache');
    }
    expect(metricNames(restored)).to.include.members(['FCP', 'TTFB', 'LCP', 'CLS']);
    const ids = restored.map((record) => record.data.metric?.id);
    expect(ids).to.have.length(new Set(ids).size);
  });

  it('sends by a fetch that outlives the page when the browser refuses the beacon', async () => {
    const name = token();
    const after = await lastRequestId();
    await open(name, '&no-beacon');
    // Records go only once the settings call has given the page its pageLoadId.
    await waitForQueued(['FCP', 'TTFB']);
    await leave();
    await waitForRecords(name, after, ['FCP', 'TTFB', 'PageSpeed']);
    for (const call of await beaconsFrom(name, after)) {
      expect(call.status).to.equal(204);
      expect(call.headers['content-type']).to.match(/^text\/plain/);
      expect(call.headers['sec-fetch-mode']).to.equal('cors');
    }
  });

  it('keeps records that could not be delivered and sends them on the next page load', async () => {
    const name = token();
    const after = await lastRequestId();
    await open(name, '&no-beacon');
    await waitForQueued(['FCP', 'TTFB']);
    await injectFault({ path: RECORDS_PATH, times: 1, drop: true, fromPage: name });
    frameWindow().performancePage.collector.flush();
    const [failed] = await waitForCalls(name, after, 1);
    expect(failed?.status, 'the connection dropped').to.equal(0);
    const lost = recordsOf(failed ? [failed] : []);
    expect(metricNames(lost)).to.include.members(['FCP', 'TTFB']);
    const lostIds = lost.map((record) => record.data.metric?.id);
    // The copy in IndexedDB is written in a later task; a write begun as the page unloads may not land.
    await waitForValue(
      () => readSaved<PerformanceRecord>('performance-records'),
      (saved) => lostIds.every((id) => saved.some((record) => record.data.metric?.id === id)),
      'the lost records to be kept',
    );
    if (!frame) throw new Error('no frame');
    await reloadFrame(frame, 'performanceReady');
    const resent = await waitForValue(
      async () => {
        const delivered = (await beaconsFrom(name, after)).filter((call) => call.status === 204);
        return recordsOf(delivered).filter((record) => lostIds.includes(record.data.metric?.id));
      },
      (records) => records.length > 0,
      'the lost records to be sent again',
      { everyMs: 100 },
    );
    expect(resent).to.deep.equal(lost);
  });
});

describe('the time zone the collector reports', () => {
  /** Counts the Intl date formatters made while `read` runs. */
  function formattersMadeBy(read: () => unknown): number {
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      apply(target, self, args) {
        made += 1;
        return Reflect.apply(target, self, args);
      },
      construct(target, args) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      read();
    } finally {
      Intl.DateTimeFormat = original;
    }
    return made;
  }

  it('is Temporal’s where the browser has it, with no Intl date formatter (a phone’s first costs tens of ms)', () => {
    expect(typeof (globalThis as { Temporal?: unknown }).Temporal, 'this Chromium has Temporal').to.equal('object');
    let zone: string | null = null;
    expect(formattersMadeBy(() => (zone = timeZone()))).to.equal(0);
    expect(zone).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is Intl’s where the browser has no Temporal', () => {
    const scope = globalThis as { Temporal?: unknown };
    const temporal = scope.Temporal;
    delete scope.Temporal;
    try {
      let zone: string | null = null;
      expect(formattersMadeBy(() => (zone = timeZone()))).to.equal(1);
      expect(zone).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
    } finally {
      scope.Temporal = temporal;
    }
  });
});
