/**
 * The page benchmark's Lighthouse figures, without running anything: what
 * one Lighthouse result says about a page, the medians of a page's runs,
 * the ratios to the static page, the goals and the table rows. The
 * runs themselves are made by `lighthouse.ts`.
 */
import { median } from '../report.ts';

/** The pages Lighthouse measures (the benchmark's ids). */
export type LighthousePage = 'static' | 'tags' | 'prerendered' | 'inline' | 'own';

/** One request of a Lighthouse load, from its network records. */
export interface LighthouseRequest {
  url: string;
  /** The DevTools resource type: Document, Script, Stylesheet, Image, Fetch... */
  type: string;
  /** When the request went to the network, ms after the page's own request was made (Lighthouse's observed load). */
  requestedAt: number;
  /** Bytes as transferred, headers included. */
  transferred: number;
}

/** The scores and metrics Lighthouse gives: scores 0 to 100, metrics in ms (CLS is unitless); null when it gave none. */
export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcp: number | null;
  fcp: number | null;
  speedIndex: number | null;
  tbt: number | null;
  cls: number | null;
}

/** What one Lighthouse run measured (simulated metrics). */
export interface LighthouseRun extends LighthouseFigures {
  /** The LCP element as the trace names it (`IMG`, `P class='hero__lede'`), and its image's address when it is one. */
  lcpElement: string | null;
  lcpImage: string | null;
  requests: LighthouseRequest[];
  /** Audits of the categories run that scored below full marks, by id. */
  belowFull: string[];
  /** Audits Lighthouse could not run, by id, with its error. */
  errored: { id: string; error: string }[];
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's own measure of the machine's CPU speed at the start of the run. */
  benchmarkIndex: number | null;
  /** The settings the run used: form factor, throttling method and figures, screen. */
  settings: LighthouseSettings;
}

export interface LighthouseSettings {
  formFactor: string;
  throttlingMethod: string;
  rttMs: number;
  throughputKbps: number;
  cpuSlowdownMultiplier: number;
  screen: { width: number; height: number; deviceScaleFactor: number };
}

/** A run that gave figures, or one that failed (Lighthouse's error, a timeout, Chromium not starting). */
export type LighthouseAttempt = { ok: true; run: LighthouseRun } | { ok: false; error: string };

/**
 * The parts of a Lighthouse result (`lhr`) read here: Lighthouse's own
 * `Result` type fits it, and a test can write one by hand.
 */
export interface LighthouseResultJson {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string } | undefined;
  runWarnings: readonly string[];
  environment: { hostUserAgent: string; benchmarkIndex?: number | undefined };
  configSettings: {
    formFactor?: string | undefined;
    throttlingMethod?: string | undefined;
    throttling?: { rttMs?: number | undefined; throughputKbps?: number | undefined; cpuSlowdownMultiplier?: number };
    screenEmulation?: { width?: number; height?: number; deviceScaleFactor?: number } | undefined;
  };
  categories: Record<
    string,
    { score: number | null; auditRefs: readonly { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score: number | null;
        scoreDisplayMode?: string | undefined;
        numericValue?: number | undefined;
        errorMessage?: string | undefined;
        details?: unknown;
      }
    | undefined
  >;
}

/** A trace event as Lighthouse's trace holds it; only the LCP events are read. */
export interface TraceEventJson {
  name: string;
  ts: number;
  args?: { frame?: string; data?: Record<string, unknown> } | Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The page's largest contentful paint as the trace of the load names it:
 * the last candidate of the outermost main frame, and the address of its
 * image when it is one (from the image paint candidate of the same node).
 * Lighthouse itself reads it from the same events; its audit that shows it
 * fails on this Chromium, so it is read here.
 */
export function lcpFromTrace(events: readonly TraceEventJson[]): { element: string; image: string | null } | null {
  const dataOf = (event: TraceEventJson) => {
    const data = isRecord(event.args) ? event.args.data : undefined;
    return isRecord(data) ? data : {};
  };
  const frameOf = (event: TraceEventJson) => (isRecord(event.args) ? event.args.frame : undefined);
  const last = events
    .filter(
      (event) => event.name === 'largestContentfulPaint::Candidate' && dataOf(event).isOutermostMainFrame === true,
    )
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!last) return null;
  const data = dataOf(last);
  const element = typeof data.nodeName === 'string' ? data.nodeName : 'unknown';
  if (data.type !== 'image') return { element, image: null };
  const paint = events
    .filter((event) => {
      const image = dataOf(event);
      return (
        event.name === 'LargestImagePaint::Candidate' &&
        frameOf(event) === frameOf(last) &&
        image.DOMNodeId === data.nodeId &&
        image.size === data.size
      );
    })
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const url = paint ? dataOf(paint).imageUrl : undefined;
  return { element, image: typeof url === 'string' ? url : null };
}

/** The requests of a load, from the `network-requests` audit (http only: data: URLs are no requests). */
function requestsOf(audit: unknown): LighthouseRequest[] {
  const details = isRecord(audit) ? audit.details : undefined;
  const items = isRecord(details) && Array.isArray(details.items) ? details.items : [];
  return items.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.url !== 'string' || !/^https?:/.test(item.url)) return [];
    return [
      {
        url: item.url,
        type: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
        requestedAt: typeof item.networkRequestTime === 'number' ? item.networkRequestTime : Number.NaN,
        transferred: typeof item.transferSize === 'number' ? item.transferSize : 0,
      },
    ];
  });
}

/** The categories the benchmark asks Lighthouse for. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** What one Lighthouse result says about the page; a result with a runtime error is a failed run. */
export function attemptFromResult(lhr: LighthouseResultJson, trace: readonly TraceEventJson[]): LighthouseAttempt {
  if (lhr.runtimeError) return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  // Audits that count towards a category score and did not get full marks: what the score is missing.
  const scored = new Set(
    LIGHTHOUSE_CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const belowFull = [...scored].filter((id) => {
    const audit = lhr.audits[id];
    return audit && typeof audit.score === 'number' && audit.score < 1;
  });
  const errored = Object.entries(lhr.audits).flatMap(([id, audit]) =>
    audit?.scoreDisplayMode === 'error' ? [{ id, error: audit.errorMessage ?? 'no message' }] : [],
  );
  const lcp = lcpFromTrace(trace);
  const throttling = lhr.configSettings.throttling ?? {};
  const screen = lhr.configSettings.screenEmulation ?? {};
  return {
    ok: true,
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      speedIndex: numeric('speed-index'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lcpElement: lcp?.element ?? null,
      lcpImage: lcp?.image ?? null,
      requests: requestsOf(lhr.audits['network-requests']),
      belowFull,
      errored,
      warnings: [...lhr.runWarnings],
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      settings: {
        formFactor: lhr.configSettings.formFactor ?? 'unknown',
        throttlingMethod: lhr.configSettings.throttlingMethod ?? 'unknown',
        rttMs: throttling.rttMs ?? Number.NaN,
        throughputKbps: throttling.throughputKbps ?? Number.NaN,
        cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier ?? Number.NaN,
        screen: {
          width: screen.width ?? Number.NaN,
          height: screen.height ?? Number.NaN,
          deviceScaleFactor: screen.deviceScaleFactor ?? Number.NaN,
        },
      },
    },
  };
}

/** `HeadlessChrome/156.0.8078.114` in a user agent → `156.0.8078.114`. */
export function chromeVersionOf(userAgent: string): string | null {
  return /(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/.exec(userAgent)?.[1] ?? null;
}

/** A page's Lighthouse runs: the medians of what they measured, and the runs that failed. */
export interface LighthouseSummary extends LighthouseFigures {
  page: LighthousePage;
  /** Runs asked for, and those that gave figures. */
  attempted: number;
  runs: LighthouseRun[];
  failures: string[];
  /** The largest CLS of any run: the goal is 0 in every run. */
  clsWorst: number | null;
  /** The run whose LCP is nearest the median: the requests are read from it. */
  typical: LighthouseRun | null;
}

/** The median of the values there are, or null when there are none. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return present.length ? median(present) : null;
}

export function summariseLighthouse(page: LighthousePage, attempts: readonly LighthouseAttempt[]): LighthouseSummary {
  const runs = attempts.flatMap((attempt) => (attempt.ok ? [attempt.run] : []));
  const failures = attempts.flatMap((attempt) => (attempt.ok ? [] : [attempt.error]));
  const of = (pick: (run: LighthouseRun) => number | null) => medianOf(runs.map(pick));
  const lcp = of((run) => run.lcp);
  const distance = (run: LighthouseRun) =>
    run.lcp === null || lcp === null ? Number.POSITIVE_INFINITY : Math.abs(run.lcp - lcp);
  const typical = runs.reduce<LighthouseRun | null>(
    (best, run) => (best === null || distance(run) < distance(best) ? run : best),
    null,
  );
  const clses = runs.map((run) => run.cls).filter((value): value is number => value !== null);
  return {
    page,
    attempted: attempts.length,
    runs,
    failures,
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    lcp,
    fcp: of((run) => run.fcp),
    speedIndex: of((run) => run.speedIndex),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    clsWorst: clses.length ? Math.max(...clses) : null,
    typical,
  };
}

/** `value / base`, or null when either is missing or the base is 0. */
export function ratio(value: number | null | undefined, base: number | null | undefined): number | null {
  if (value === null || value === undefined || base === null || base === undefined || base === 0) return null;
  const result = value / base;
  return Number.isFinite(result) ? result : null;
}

/** What a page's requests say: when the main picture went out against the scripts, the stylesheets, the scripts. */
export interface RequestFacts {
  /** The LCP image's address, and when it was requested (null when the LCP is no image, or it was not found). */
  image: string | null;
  imageAt: number | null;
  /** When the first script was requested; null when the page requested none. */
  firstScriptAt: number | null;
  /** Whether the main picture was requested before every script: null when there is no main picture. */
  imageBeforeScripts: boolean | null;
  stylesheets: number;
  /** The scripts fetched (the load has no interaction: all were fetched before any), by path, and their bytes. */
  scripts: string[];
  scriptBytes: number;
}

export function requestFacts(run: LighthouseRun): RequestFacts {
  const requests = run.requests;
  const scripts = requests.filter((request) => request.type === 'Script');
  const firstScriptAt = scripts.length ? Math.min(...scripts.map((request) => request.requestedAt)) : null;
  const image = run.lcpImage
    ? requests
        .filter((request) => request.url === run.lcpImage && request.type === 'Image')
        .sort((a, b) => a.requestedAt - b.requestedAt)[0]
    : undefined;
  const imageAt = image ? image.requestedAt : null;
  return {
    image: image ? image.url : null,
    imageAt,
    firstScriptAt,
    imageBeforeScripts: imageAt === null ? null : firstScriptAt === null || imageAt < firstScriptAt,
    stylesheets: requests.filter((request) => request.type === 'Stylesheet').length,
    scripts: scripts.map((request) => new URL(request.url).pathname),
    scriptBytes: scripts.reduce((sum, request) => sum + request.transferred, 0),
  };
}

/** The compressed sizes of a file, bytes. */
export interface Compressed {
  brotli: number;
  gzip: number;
}

/** The brotli and gzip sizes of the files at `paths`, summed; null when a file's size is not known. */
export function compressedTotal(paths: readonly string[], sizes: ReadonlyMap<string, Compressed>): Compressed | null {
  let brotli = 0;
  let gzip = 0;
  for (const path of paths) {
    const size = sizes.get(path);
    if (!size) return null;
    brotli += size.brotli;
    gzip += size.gzip;
  }
  return { brotli, gzip };
}

/** The page benchmark's goals (bench/README.md) for the page with our tags ("as written") and the prerendered page, against the static page. */
export const GOALS = {
  /** Lighthouse, prerendered: LCP within 1.05 times the static page's, FCP within 1.1 times, CLS 0, score 99+. */
  prerenderedLcpRatio: 1.05,
  prerenderedFcpRatio: 1.1,
  prerenderedPerformance: 99,
  /** Lighthouse, our tags as written: LCP within 1.1 times the static page's, CLS 0. */
  tagsLcpRatio: 1.1,
  /** The throttled network (DevTools), prerendered: LCP within 1.05 times the static page's. */
  throttledLcpRatio: 1.05,
  /** Prerendered, before any input: at most 15 KB gzip of JavaScript fetched. */
  prerenderedJsGzip: 15 * 1024,
  /** Lighthouse, prerendered: TBT at most the static page's plus 20 ms. */
  tbtOverStatic: 20,
  /** The throttled network, prerendered: the cookie banner shown no later than the static page's plus one round trip. */
  bannerOverStatic: 150,
  /** A tap before hydration answered within 200 ms of the element's code arriving. */
  tapAfterCode: 200,
} as const;

/** The figures the goals on the first interaction are checked against; null where that part did not run. */
export interface InteractionFigures {
  /** The prerendered page's JavaScript before any input, gzip bytes (the throttled loads' median). */
  jsGzip: number | null;
  /** When the cookie banner showed on the throttled network (medians), ms. */
  banner: { static: number | null; prerendered: number | null };
  /** A tap before hydration: from the arrival of the last file of the element's code to the response (median), ms. */
  codeToResponse: number | null;
}

/** One goal checked: met, missed, or not measured (null). */
export interface GoalCheck {
  page: string;
  measure: string;
  goal: string;
  figure: string;
  met: boolean | null;
}

const times = (value: number) => `${value.toFixed(2)}x`;
const msText = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
/** CLS as Lighthouse shows it, but a small shift is not rounded away to 0. */
export const clsText = (value: number | null) =>
  value === null ? '–' : value === 0 || value >= 0.001 ? value.toFixed(3) : value.toPrecision(1);

function ratioCheck(
  page: string,
  measure: string,
  what: string,
  value: number | null,
  base: number | null,
  goal: number,
): GoalCheck {
  const r = ratio(value, base);
  return {
    page,
    measure,
    goal: `${what} at most ${goal}x static`,
    figure: r === null ? 'not measured' : `${times(r)} (${msText(value)} against ${msText(base)})`,
    met: r === null ? null : r <= goal,
  };
}

function clsCheck(page: string, summary: LighthouseSummary | undefined): GoalCheck {
  const worst = summary?.clsWorst ?? null;
  return {
    page,
    measure: 'Lighthouse',
    goal: 'CLS 0',
    figure:
      worst === null
        ? 'not measured'
        : worst === 0
          ? `0 in ${summary?.runs.length === 1 ? 'the one run' : `each of ${summary?.runs.length} runs`}`
          : `${clsText(summary?.cls ?? null)} (worst run ${clsText(worst)})`,
    met: worst === null ? null : worst === 0,
  };
}

/** The throttled network's LCP medians (ms) of the static page and of ours prerendered, each when measured. */
export interface ThrottledLcps {
  static: number | null;
  prerendered: number | null;
  inline?: number | null;
  own?: number | null;
}

/**
 * The page benchmark's goals beside the figures. `throttled` holds the throttled
 * network's LCP medians, when that part ran. The pages prerendered with
 * their styles inline and with a stylesheet of their own are held to the
 * prerendered page's goals on the first paint, after the others, each when
 * it was measured.
 */
export function goalChecks(
  summaries: readonly LighthouseSummary[],
  throttled: ThrottledLcps | null,
  interaction: InteractionFigures | null = null,
): GoalCheck[] {
  const of = (page: LighthousePage) => summaries.find((summary) => summary.page === page);
  const base = of('static');
  const prerendered = of('prerendered');
  const tags = of('tags');
  const lh = 'Lighthouse';
  const score = prerendered?.performance ?? null;
  return [
    ratioCheck('prerendered', lh, 'LCP', prerendered?.lcp ?? null, base?.lcp ?? null, GOALS.prerenderedLcpRatio),
    ratioCheck('prerendered', lh, 'FCP', prerendered?.fcp ?? null, base?.fcp ?? null, GOALS.prerenderedFcpRatio),
    clsCheck('prerendered', prerendered),
    {
      page: 'prerendered',
      measure: lh,
      goal: `performance score ${GOALS.prerenderedPerformance} or more`,
      figure: score === null ? 'not measured' : String(score),
      met: score === null ? null : score >= GOALS.prerenderedPerformance,
    },
    ratioCheck('our tags', lh, 'LCP', tags?.lcp ?? null, base?.lcp ?? null, GOALS.tagsLcpRatio),
    clsCheck('our tags', tags),
    ratioCheck(
      'prerendered',
      'throttled network',
      'LCP',
      throttled?.prerendered ?? null,
      throttled?.static ?? null,
      GOALS.throttledLcpRatio,
    ),
    ...interactionChecks(prerendered?.tbt ?? null, base?.tbt ?? null, interaction),
    ...firstPaintChecks('inline', of('inline'), base, throttled),
    ...firstPaintChecks('own', of('own'), base, throttled),
  ];
}

/** The first paint's goals for another way of prerendering the page (`variant`), when it was measured. */
function firstPaintChecks(
  variant: 'inline' | 'own',
  summary: LighthouseSummary | undefined,
  base: LighthouseSummary | undefined,
  throttled: ThrottledLcps | null,
): GoalCheck[] {
  const page = PAGE_LABELS[variant];
  const lh = 'Lighthouse';
  const score = summary?.performance ?? null;
  const throttledLcp = throttled?.[variant];
  return [
    ...(summary
      ? [
          ratioCheck(page, lh, 'LCP', summary.lcp, base?.lcp ?? null, GOALS.prerenderedLcpRatio),
          ratioCheck(page, lh, 'FCP', summary.fcp, base?.fcp ?? null, GOALS.prerenderedFcpRatio),
          clsCheck(page, summary),
          {
            page,
            measure: lh,
            goal: `performance score ${GOALS.prerenderedPerformance} or more`,
            figure: score === null ? 'not measured' : String(score),
            met: score === null ? null : score >= GOALS.prerenderedPerformance,
          },
        ]
      : []),
    ...(typeof throttledLcp === 'number'
      ? [ratioCheck(page, 'throttled network', 'LCP', throttledLcp, throttled?.static ?? null, GOALS.throttledLcpRatio)]
      : []),
  ];
}

/** The goals on the first interaction: JavaScript before any input, TBT, the cookie banner, a tap before hydration. */
function interactionChecks(
  tbt: number | null,
  staticTbt: number | null,
  figures: InteractionFigures | null,
): GoalCheck[] {
  const js = figures?.jsGzip ?? null;
  const { static: bannerStatic = null, prerendered: banner = null } = figures?.banner ?? {};
  const tap = figures?.codeToResponse ?? null;
  const both = (a: number | null, b: number | null) => a !== null && b !== null;
  return [
    {
      page: 'prerendered',
      measure: 'throttled network',
      goal: `JavaScript before any input at most ${(GOALS.prerenderedJsGzip / 1024).toFixed(0)} KB gzip`,
      figure: js === null ? 'not measured' : `${(js / 1024).toFixed(1)} KB`,
      met: js === null ? null : js <= GOALS.prerenderedJsGzip,
    },
    {
      page: 'prerendered',
      measure: 'Lighthouse',
      goal: `TBT at most static + ${GOALS.tbtOverStatic} ms`,
      figure: both(tbt, staticTbt) ? `${msText(tbt)} against ${msText(staticTbt)}` : 'not measured',
      met: both(tbt, staticTbt) ? (tbt as number) <= (staticTbt as number) + GOALS.tbtOverStatic : null,
    },
    {
      page: 'prerendered',
      measure: 'throttled network',
      goal: `cookie banner shown at most static + ${GOALS.bannerOverStatic} ms (one round trip)`,
      figure: both(banner, bannerStatic) ? `${msText(banner)} against ${msText(bannerStatic)}` : 'not measured',
      met: both(banner, bannerStatic) ? (banner as number) <= (bannerStatic as number) + GOALS.bannerOverStatic : null,
    },
    {
      page: 'prerendered',
      measure: 'tap before hydration',
      goal: `answered within ${GOALS.tapAfterCode} ms of the code arriving`,
      figure: tap === null ? 'not measured' : msText(tap),
      met: tap === null ? null : tap <= GOALS.tapAfterCode,
    },
  ];
}

const metText = (met: boolean | null) => (met === null ? 'not measured' : met ? 'yes' : 'no');

export function goalRows(checks: readonly GoalCheck[]): string[][] {
  return [
    ['page', 'measured with', 'goal', 'figure', 'met'],
    ...checks.map((check) => [check.page, check.measure, check.goal, check.figure, metText(check.met)]),
  ];
}

/** The goals in one plain sentence each: which are met, which are not, which were not measured. */
export function goalSummary(checks: readonly GoalCheck[]): string[] {
  const name = (check: GoalCheck) => `${check.page}, ${check.goal} (${check.measure}: ${check.figure})`;
  const group = (met: boolean | null) => checks.filter((check) => check.met === met).map(name);
  const met = group(true);
  const missed = group(false);
  const unmeasured = group(null);
  return [
    `- Met: ${met.length ? met.join('; ') : 'none'}.`,
    `- Not met: ${missed.length ? missed.join('; ') : 'none'}.`,
    ...(unmeasured.length ? [`- Not measured in this run: ${unmeasured.join('; ')}.`] : []),
  ];
}

export const PAGE_LABELS: Record<LighthousePage, string> = {
  static: 'static HTML',
  tags: 'our tags',
  prerendered: 'prerendered',
  inline: 'prerendered, styles inline',
  own: 'prerendered, own stylesheet',
};

const scoreText = (value: number | null) => (value === null ? '–' : value.toFixed(0));
const ratioText = (value: number | null) => (value === null ? '–' : times(value));

/** The figure table: one row per page, the medians of its runs and the ratios to the static page. */
export function lighthouseRows(summaries: readonly LighthouseSummary[]): string[][] {
  const base = summaries.find((summary) => summary.page === 'static');
  return [
    [
      'page',
      'runs',
      'performance',
      'LCP',
      'LCP / static',
      'FCP',
      'FCP / static',
      'Speed Index',
      'TBT',
      'CLS',
      'accessibility',
      'best practices',
    ],
    ...summaries.map((summary) => [
      PAGE_LABELS[summary.page],
      summary.runs.length === summary.attempted
        ? String(summary.attempted)
        : `${summary.runs.length} of ${summary.attempted}`,
      scoreText(summary.performance),
      msText(summary.lcp),
      ratioText(ratio(summary.lcp, base?.lcp)),
      msText(summary.fcp),
      ratioText(ratio(summary.fcp, base?.fcp)),
      msText(summary.speedIndex),
      msText(summary.tbt),
      clsText(summary.cls),
      scoreText(summary.accessibility),
      scoreText(summary.bestPractices),
    ]),
  ];
}

const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The request table, from each page's typical run: the main picture against the scripts, stylesheets, scripts. */
export function requestRows(
  summaries: readonly LighthouseSummary[],
  sizes: ReadonlyMap<string, Compressed>,
): string[][] {
  return [
    [
      'page',
      'main picture requested at',
      'main picture before scripts',
      'stylesheet requests',
      'JS files',
      'JS transferred',
      'JS brotli',
      'JS gzip',
    ],
    ...summaries.map((summary) => {
      if (!summary.typical) return [PAGE_LABELS[summary.page], '–', '–', '–', '–', '–', '–', '–'];
      const facts = requestFacts(summary.typical);
      const compressed = compressedTotal(facts.scripts, sizes);
      const before =
        facts.imageBeforeScripts === null
          ? '–'
          : facts.firstScriptAt === null
            ? 'yes (no script)'
            : `${facts.imageBeforeScripts ? 'yes' : 'no'}, first script at ${msText(facts.firstScriptAt)}`;
      return [
        PAGE_LABELS[summary.page],
        facts.imageAt === null ? 'no image LCP' : msText(facts.imageAt),
        before,
        String(facts.stylesheets),
        String(facts.scripts.length),
        kbText(facts.scriptBytes),
        compressed ? kbText(compressed.brotli) : '–',
        compressed ? kbText(compressed.gzip) : '–',
      ];
    }),
  ];
}

/** One line per page: each run's score, LCP and FCP, the failures, and what kept the scores below full marks. */
export function lighthouseDetails(summaries: readonly LighthouseSummary[]): string[] {
  return summaries.map((summary) => {
    const each = summary.runs
      .map((run) => `${scoreText(run.performance)} / ${msText(run.lcp)} / ${msText(run.fcp)}`)
      .join('; ');
    const failed = summary.failures.length
      ? ` ${summary.failures.length} of ${summary.attempted} runs failed: ${summary.failures.join('; ')}.`
      : '';
    const typical = summary.typical;
    const lcp = typical
      ? ` Its LCP element in the run with the median LCP: ${typical.lcpElement ?? 'not in the trace'}${
          typical.lcpImage ? ` (${new URL(typical.lcpImage).pathname})` : ''
        }.`
      : '';
    const below = typical?.belowFull.length
      ? ` Audits below full marks in that run: ${typical.belowFull.join(', ')}.`
      : '';
    return `- ${PAGE_LABELS[summary.page]}: each run's performance score / LCP / FCP: ${each || 'none'}.${failed}${lcp}${below}`;
  });
}

/**
 * The audits Lighthouse could not run, in any run of any page, grouped by
 * their error (the first line of it): their figures are missing from the
 * results.
 */
export function erroredAudits(summaries: readonly LighthouseSummary[]): string[] {
  const byError = new Map<string, Set<string>>();
  for (const run of summaries.flatMap((summary) => summary.runs))
    for (const { id, error } of run.errored) {
      const key = error.split('\n')[0] ?? error;
      byError.set(key, (byError.get(key) ?? new Set()).add(id));
    }
  return [...byError.entries()].map(([error, ids]) => `${[...ids].join(', ')}: "${error}"`);
}

/** How Lighthouse ran, from the settings of the runs (the same in each) and their benchmark indexes. */
export function settingsLine(summaries: readonly LighthouseSummary[], runsPerPage: number): string {
  const runs = summaries.flatMap((summary) => summary.runs);
  const first = runs[0];
  if (!first) return 'Lighthouse gave no figures in this run.';
  const { settings } = first;
  const indexes = runs.map((run) => run.benchmarkIndex).filter((value): value is number => value !== null);
  const range = indexes.length
    ? ` Lighthouse's benchmark index (its measure of the CPU, at the start of each run) went from ${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}.`
    : '';
  return (
    `Lighthouse ${first.lighthouseVersion} with its default settings: the ${settings.formFactor} preset ` +
    `(a ${settings.screen.width}x${settings.screen.height} screen at ${settings.screen.deviceScaleFactor}x), ` +
    `${settings.throttlingMethod === 'simulate' ? 'simulated' : settings.throttlingMethod} throttling ` +
    `(${settings.rttMs} ms round trip, ${(settings.throughputKbps / 1000).toFixed(1)} Mbps, the CPU ${settings.cpuSlowdownMultiplier} times slower), ` +
    `as PageSpeed Insights runs it; categories ${LIGHTHOUSE_CATEGORIES.join(', ')}. ` +
    `Each page ${runsPerPage === 1 ? 'once' : `${runsPerPage} times`}, each time in a fresh headless Chromium, the pages alternated round by round; medians shown.${range}`
  );
}
