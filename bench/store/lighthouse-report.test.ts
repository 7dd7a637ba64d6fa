import { describe, expect, it } from 'vitest';
import {
  attemptFromResult,
  chromeVersionOf,
  compressedTotal,
  erroredAudits,
  goalChecks,
  goalRows,
  goalSummary,
  type LighthouseAttempt,
  type LighthouseResultJson,
  type LighthouseRun,
  type LighthouseSummary,
  lcpFromTrace,
  lighthouseRows,
  requestFacts,
  requestRows,
  summariseLighthouse,
  type TraceEventJson,
} from './lighthouse-report.ts';

const ORIGIN = 'http://127.0.0.1:4000';
const HERO = `${ORIGIN}/api/images/hero/2000x1600.png?format=750w`;

/** A run with the given figures; the rest as a quiet page would give them. */
const run = (figures: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  lcp: 1000,
  fcp: 900,
  speedIndex: 1200,
  tbt: 0,
  cls: 0,
  lcpElement: 'IMG',
  lcpImage: HERO,
  requests: [],
  belowFull: [],
  errored: [],
  warnings: [],
  lighthouseVersion: '12.2.3',
  userAgent: 'Mozilla/5.0 HeadlessChrome/156.0.8078.114 Safari/537.36',
  benchmarkIndex: 1500,
  settings: {
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    rttMs: 150,
    throughputKbps: 1638.4,
    cpuSlowdownMultiplier: 4,
    screen: { width: 412, height: 823, deviceScaleFactor: 1.75 },
  },
  ...figures,
});

const ok = (figures: Partial<LighthouseRun> = {}): LighthouseAttempt => ({ ok: true, run: run(figures) });

const request = (path: string, type: string, requestedAt: number, transferred = 1000) => ({
  url: `${ORIGIN}${path}`,
  type,
  requestedAt,
  transferred,
});

describe('lcpFromTrace', () => {
  const candidate = (ts: number, data: Record<string, unknown>, frame = 'F1'): TraceEventJson => ({
    name: 'largestContentfulPaint::Candidate',
    ts,
    args: { frame, data: { isOutermostMainFrame: true, ...data } },
  });
  const imagePaint = (ts: number, data: Record<string, unknown>, frame = 'F1'): TraceEventJson => ({
    name: 'LargestImagePaint::Candidate',
    ts,
    args: { frame, data },
  });

  it("takes the main frame's last candidate, and an image's address from the image paint of the same node", () => {
    const events = [
      candidate(10, { type: 'text', nodeId: 48, nodeName: "P class='lede'", size: 3000 }),
      imagePaint(20, { DOMNodeId: 54, size: 9000, imageUrl: HERO }),
      candidate(20, { type: 'image', nodeId: 54, nodeName: 'IMG', size: 9000 }),
      // A frame inside the page does not count.
      candidate(30, { type: 'image', nodeId: 7, nodeName: 'IMG', size: 99999, isOutermostMainFrame: false }, 'F2'),
    ];
    expect(lcpFromTrace(events)).toEqual({ element: 'IMG', image: HERO });
  });

  it('names text without an image, and gives null when the trace has no candidate', () => {
    expect(lcpFromTrace([candidate(10, { type: 'text', nodeId: 48, nodeName: 'H1', size: 3000 })])).toEqual({
      element: 'H1',
      image: null,
    });
    expect(lcpFromTrace([])).toBeNull();
  });

  it('gives no address when no image paint matches the node and size', () => {
    const events = [
      imagePaint(20, { DOMNodeId: 54, size: 100, imageUrl: HERO }),
      candidate(20, { type: 'image', nodeId: 54, nodeName: 'IMG', size: 9000 }),
    ];
    expect(lcpFromTrace(events)).toEqual({ element: 'IMG', image: null });
  });
});

describe('attemptFromResult', () => {
  const lhr = (overrides: Partial<LighthouseResultJson> = {}): LighthouseResultJson => ({
    lighthouseVersion: '12.2.3',
    runWarnings: [],
    environment: { hostUserAgent: 'HeadlessChrome/156.0.1.2', benchmarkIndex: 1234 },
    configSettings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
      screenEmulation: { width: 412, height: 823, deviceScaleFactor: 1.75 },
    },
    categories: {
      performance: {
        score: 0.83,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'render-blocking-resources', weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'image-alt', weight: 10 }] },
      'best-practices': { score: null, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { score: 0.6, numericValue: 3326.4 },
      'first-contentful-paint': { score: 0.9, numericValue: 1724 },
      'speed-index': { score: 0.8, numericValue: 4425 },
      'total-blocking-time': { score: 1, numericValue: 85 },
      'cumulative-layout-shift': { score: 1, numericValue: 0 },
      'image-alt': { score: 1 },
      'render-blocking-resources': { score: 0.5 },
      'layout-shifts': { score: null, scoreDisplayMode: 'error', errorMessage: 'frame_sequence\nstack' },
      'network-requests': {
        score: 1,
        details: {
          items: [
            { url: `${ORIGIN}/page.html`, resourceType: 'Document', networkRequestTime: 4, transferSize: 3000 },
            { url: 'data:image/svg+xml,...', resourceType: 'Image', networkRequestTime: 50, transferSize: 0 },
            { url: `${ORIGIN}/sq-elements/sq-elements.js`, resourceType: 'Script', networkRequestTime: 100.8 },
          ],
        },
      },
    },
    ...overrides,
  });

  it('reads the scores (0 to 100), the metrics, the requests and the audits that kept a score down', () => {
    const attempt = attemptFromResult(lhr(), []);
    expect(attempt.ok).toBe(true);
    if (!attempt.ok) return;
    expect(attempt.run).toMatchObject({
      performance: 83,
      accessibility: 100,
      bestPractices: null,
      lcp: 3326.4,
      fcp: 1724,
      speedIndex: 4425,
      tbt: 85,
      cls: 0,
      lcpElement: null,
      lcpImage: null,
      // Only audits with a weight count: render-blocking-resources is advice.
      belowFull: ['largest-contentful-paint'],
      errored: [{ id: 'layout-shifts', error: 'frame_sequence\nstack' }],
      benchmarkIndex: 1234,
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', rttMs: 150, cpuSlowdownMultiplier: 4 },
    });
    expect(attempt.run.requests).toEqual([
      { url: `${ORIGIN}/page.html`, type: 'Document', requestedAt: 4, transferred: 3000 },
      { url: `${ORIGIN}/sq-elements/sq-elements.js`, type: 'Script', requestedAt: 100.8, transferred: 0 },
    ]);
  });

  it('is a failed run when Lighthouse reports a runtime error', () => {
    expect(attemptFromResult(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }), [])).toEqual(
      {
        ok: false,
        error: 'NO_FCP: The page did not paint',
      },
    );
  });
});

describe('summariseLighthouse', () => {
  it("takes each figure's median over the runs that gave figures, and counts the failed ones", () => {
    const summary = summariseLighthouse('prerendered', [
      ok({ performance: 80, lcp: 3000, fcp: 1700, cls: 0 }),
      { ok: false, error: 'no result after 180 s' },
      ok({ performance: 90, lcp: 2000, fcp: 1500, cls: 0.02 }),
      ok({ performance: 85, lcp: 2600, fcp: null, cls: 0 }),
    ]);
    expect(summary).toMatchObject({
      attempted: 4,
      failures: ['no result after 180 s'],
      performance: 85,
      lcp: 2600,
      fcp: 1600,
      cls: 0,
      clsWorst: 0.02,
    });
    expect(summary.runs).toHaveLength(3);
    expect(summary.typical?.lcp).toBe(2600);
  });

  it('has no figures when every run failed', () => {
    const summary = summariseLighthouse('static', [{ ok: false, error: 'Chromium did not start' }]);
    expect(summary).toMatchObject({ performance: null, lcp: null, clsWorst: null, typical: null });
  });
});

describe('requestFacts', () => {
  it('says when the main picture went out against the first script, and counts stylesheets and scripts', () => {
    const facts = requestFacts(
      run({
        requests: [
          request('/page.html', 'Document', 0, 3000),
          request('/store.css', 'Stylesheet', 95),
          request('/sq-elements/sq-elements.js', 'Script', 100.8, 840),
          request('/api/images/hero/2000x1600.png?format=750w', 'Image', 103, 4700),
          request('/sq-elements/react.js', 'Script', 431, 58000),
        ],
      }),
    );
    expect(facts).toEqual({
      image: HERO,
      imageAt: 103,
      firstScriptAt: 100.8,
      imageBeforeScripts: false,
      stylesheets: 1,
      scripts: ['/sq-elements/sq-elements.js', '/sq-elements/react.js'],
      scriptBytes: 58840,
    });
  });

  it('counts a page without scripts as one whose main picture comes first, and has no answer without one', () => {
    const image = request('/api/images/hero/2000x1600.png?format=750w', 'Image', 96);
    expect(requestFacts(run({ requests: [image] }))).toMatchObject({ imageBeforeScripts: true, firstScriptAt: null });
    expect(
      requestFacts(run({ lcpImage: null, lcpElement: 'H1', requests: [image, request('/a.js', 'Script', 10)] })),
    ).toMatchObject({ image: null, imageAt: null, imageBeforeScripts: null, firstScriptAt: 10 });
  });
});

describe('compressedTotal', () => {
  it('sums the sizes, or gives null when one is not known', () => {
    const sizes = new Map([
      ['/a.js', { brotli: 10, gzip: 12 }],
      ['/b.js', { brotli: 5, gzip: 6 }],
    ]);
    expect(compressedTotal(['/a.js', '/b.js'], sizes)).toEqual({ brotli: 15, gzip: 18 });
    expect(compressedTotal(['/a.js', '/c.js'], sizes)).toBeNull();
    expect(compressedTotal([], sizes)).toEqual({ brotli: 0, gzip: 0 });
  });
});

describe('goals', () => {
  const summaries = (figures: Record<'static' | 'tags' | 'prerendered', Partial<LighthouseRun>>) =>
    (['static', 'tags', 'prerendered'] as const).map((page) => summariseLighthouse(page, [ok(figures[page])]));

  it('meets each goal at its limit, and misses it just above', () => {
    const checks = goalChecks(
      summaries({
        static: { lcp: 1000, fcp: 1000 },
        tags: { lcp: 1100, cls: 0 },
        prerendered: { lcp: 1050, fcp: 1100, cls: 0, performance: 99 },
      }),
      { static: 1000, prerendered: 1051 },
    );
    expect(checks.map((check) => [check.page, check.measure, check.goal, check.met])).toEqual([
      ['prerendered', 'Lighthouse', 'LCP at most 1.05x static', true],
      ['prerendered', 'Lighthouse', 'FCP at most 1.1x static', true],
      ['prerendered', 'Lighthouse', 'CLS 0', true],
      ['prerendered', 'Lighthouse', 'performance score 99 or more', true],
      ['our tags', 'Lighthouse', 'LCP at most 1.1x static', true],
      ['our tags', 'Lighthouse', 'CLS 0', true],
      ['prerendered', 'throttled network', 'LCP at most 1.05x static', false],
      ['prerendered', 'throttled network', 'JavaScript before any input at most 15 KB gzip', null],
      ['prerendered', 'Lighthouse', 'TBT at most static + 20 ms', true],
      ['prerendered', 'throttled network', 'cookie banner shown at most static + 150 ms (one round trip)', null],
      ['prerendered', 'tap before hydration', 'answered within 200 ms of the code arriving', null],
    ]);
    expect(checks[0]?.figure).toBe('1.05x (1050 ms against 1000 ms)');
    expect(checks[2]?.figure).toBe('0 in the one run');
  });

  it('holds the page prerendered with its styles inline to the first paint’s goals, after the others, when measured', () => {
    const pages = summaries({
      static: { lcp: 1000, fcp: 1000 },
      tags: { lcp: 1100, cls: 0 },
      prerendered: { lcp: 1050, fcp: 1100, cls: 0, performance: 99 },
    });
    const inline = summariseLighthouse('inline', [ok({ lcp: 1051, fcp: 1000, cls: 0, performance: 100 })]);
    const checks = goalChecks([...pages, inline], { static: 1000, prerendered: 1100, inline: 1050 });
    expect(checks.slice(-5).map((check) => [check.page, check.measure, check.goal, check.met])).toEqual([
      ['prerendered, styles inline', 'Lighthouse', 'LCP at most 1.05x static', false],
      ['prerendered, styles inline', 'Lighthouse', 'FCP at most 1.1x static', true],
      ['prerendered, styles inline', 'Lighthouse', 'CLS 0', true],
      ['prerendered, styles inline', 'Lighthouse', 'performance score 99 or more', true],
      ['prerendered, styles inline', 'throttled network', 'LCP at most 1.05x static', true],
    ]);
    expect(checks.at(-1)?.figure).toBe('1.05x (1050 ms against 1000 ms)');
    // Not measured: no rows for it at all.
    expect(goalChecks(pages, { static: 1000, prerendered: 1100 }).some((check) => check.page.includes('inline'))).toBe(
      false,
    );
  });

  it('holds the page prerendered with a stylesheet of its own to the same goals, after the inline one', () => {
    const pages = summaries({
      static: { lcp: 1000, fcp: 1000 },
      tags: { lcp: 1100, cls: 0 },
      prerendered: { lcp: 1050, fcp: 1100, cls: 0, performance: 99 },
    });
    const own = summariseLighthouse('own', [ok({ lcp: 1040, fcp: 1120, cls: 0, performance: 100 })]);
    const checks = goalChecks([...pages, own], { static: 1000, prerendered: 1100, own: 1060 });
    expect(checks.slice(-5).map((check) => [check.page, check.measure, check.goal, check.met])).toEqual([
      ['prerendered, own stylesheet', 'Lighthouse', 'LCP at most 1.05x static', true],
      ['prerendered, own stylesheet', 'Lighthouse', 'FCP at most 1.1x static', false],
      ['prerendered, own stylesheet', 'Lighthouse', 'CLS 0', true],
      ['prerendered, own stylesheet', 'Lighthouse', 'performance score 99 or more', true],
      ['prerendered, own stylesheet', 'throttled network', 'LCP at most 1.05x static', false],
    ]);
    expect(checks.some((check) => check.page.includes('inline'))).toBe(false);
  });

  it('misses CLS 0 on any shift in any run, and a score under 99', () => {
    const pages = summaries({
      static: { lcp: 1000, fcp: 1000 },
      tags: { lcp: 1101 },
      prerendered: { lcp: 1000, fcp: 1000, performance: 98 },
    });
    const prerendered = summariseLighthouse('prerendered', [
      ok({ cls: 0, performance: 98 }),
      ok({ cls: 0.0002, performance: 98 }),
      ok({ cls: 0, performance: 98 }),
    ]);
    const checks = goalChecks(
      [pages[0], pages[1], prerendered].filter((s): s is LighthouseSummary => !!s),
      null,
    );
    expect(checks.map((check) => check.met)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      null,
      null,
      true,
      null,
      null,
    ]);
    expect(checks[2]?.figure).toBe('0.000 (worst run 0.0002)');
  });

  it("checks the first interaction's goals at their limits: JavaScript, TBT, the cookie banner, a tap", () => {
    const lighthouse = (tbt: number) =>
      summaries({ static: { tbt: 100 }, tags: {}, prerendered: { tbt } }).filter((s) => s.page !== 'tags');
    const figures = (js: number, banner: number, tap: number) => ({
      jsGzip: js,
      banner: { static: 800, prerendered: banner },
      codeToResponse: tap,
    });
    const met = (tbt: number, ...rest: [number, number, number]) =>
      goalChecks(lighthouse(tbt), null, figures(...rest))
        .slice(-4)
        .map((check) => check.met);
    expect(met(120, 15 * 1024, 950, 200)).toEqual([true, true, true, true]);
    expect(met(121, 15 * 1024 + 1, 951, 201)).toEqual([false, false, false, false]);
    const checks = goalChecks(lighthouse(300), null, figures(46_182, 1200, 2335)).slice(-4);
    expect(checks.map((check) => check.figure)).toEqual([
      '45.1 KB',
      '300 ms against 100 ms',
      '1200 ms against 800 ms',
      '2335 ms',
    ]);
  });

  it('says a goal was not measured when a page or a part did not run', () => {
    const checks = goalChecks([], null);
    expect(checks.every((check) => check.met === null && check.figure === 'not measured')).toBe(true);
    expect(goalSummary(checks)).toEqual([
      '- Met: none.',
      '- Not met: none.',
      `- Not measured in this run: ${checks.map((c) => `${c.page}, ${c.goal} (${c.measure}: not measured)`).join('; ')}.`,
    ]);
  });

  it('writes the goal rows and says plainly which are met', () => {
    const checks = goalChecks(
      summaries({
        static: { lcp: 1000, fcp: 1000 },
        tags: { lcp: 3000 },
        prerendered: { lcp: 1000, fcp: 1000, performance: 100 },
      }),
      { static: 1000, prerendered: 1000 },
    );
    expect(goalRows(checks)[5]).toEqual([
      'our tags',
      'Lighthouse',
      'LCP at most 1.1x static',
      '3.00x (3000 ms against 1000 ms)',
      'no',
    ]);
    expect(goalSummary(checks)[1]).toBe(
      '- Not met: our tags, LCP at most 1.1x static (Lighthouse: 3.00x (3000 ms against 1000 ms)).',
    );
  });
});

describe('table rows', () => {
  it('gives each page its medians and its ratios to the static page, and says how many runs gave figures', () => {
    const rows = lighthouseRows([
      summariseLighthouse('static', [ok({ lcp: 1000, fcp: 800 })]),
      summariseLighthouse('prerendered', [
        ok({ performance: 83, lcp: 3326.4, fcp: 1728, speedIndex: 4425, tbt: 85.2, cls: 0, accessibility: 96 }),
        { ok: false, error: 'timeout' },
      ]),
    ]);
    expect(rows[2]).toEqual([
      'prerendered',
      '1 of 2',
      '83',
      '3326 ms',
      '3.33x',
      '1728 ms',
      '2.16x',
      '4425 ms',
      '85 ms',
      '0.000',
      '96',
      '100',
    ]);
  });

  it('writes the request row from the typical run, with the compressed sizes of its scripts', () => {
    const summary = summariseLighthouse('tags', [
      ok({
        requests: [
          request('/sq-elements/sq-elements.js', 'Script', 100.8, 1024),
          request('/api/images/hero/2000x1600.png?format=750w', 'Image', 103),
          request('/store.css', 'Stylesheet', 95),
        ],
      }),
    ]);
    const sizes = new Map([['/sq-elements/sq-elements.js', { brotli: 512, gzip: 768 }]]);
    expect(requestRows([summary], sizes)[1]).toEqual([
      'our tags',
      '103 ms',
      'no, first script at 101 ms',
      '1',
      '1',
      '1.0 KB',
      '0.5 KB',
      '0.8 KB',
    ]);
  });
});

describe('erroredAudits and chromeVersionOf', () => {
  it('groups the audits Lighthouse could not run by their error', () => {
    const summary = summariseLighthouse('static', [
      ok({
        errored: [
          { id: 'layout-shifts', error: 'frame_sequence\nstack' },
          { id: 'lcp-lazy-loaded', error: 'frame_sequence' },
        ],
      }),
      ok({ errored: [{ id: 'layout-shifts', error: 'frame_sequence' }] }),
    ]);
    expect(erroredAudits([summary])).toEqual(['layout-shifts, lcp-lazy-loaded: "frame_sequence"']);
  });

  it("reads Chromium's version from the user agent", () => {
    expect(chromeVersionOf('Mozilla/5.0 (X11) HeadlessChrome/156.0.8078.114 Safari/537.36')).toBe('156.0.8078.114');
    expect(chromeVersionOf('curl/8')).toBeNull();
  });
});
