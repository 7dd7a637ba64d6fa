/**
 * `npm run bench:page` (and the last part of `npm run bench`): the store
 * page with every element, against the same page in static HTML, loaded
 * over a throttled network in headless Chromium, four ways alternated in one
 * run. Reports largest contentful paint, layout shift, the longest task,
 * bytes, and the time until every element has rendered or hydrated; prints
 * what it would take where the goals are missed. Then Lighthouse on
 * three of the pages, as PageSpeed Insights runs it. Writes
 * bench/page-results.md; exits 1 only when a page goes wrong.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Browser, type CDPSession, chromium } from 'playwright-core';
import { MODULES_FILE } from '../elements/server/files.ts';
import { CONTROL_PREFIX, createReferenceApi } from '../reference-api/api.ts';
import { buildLibrary } from '../scripts/build-library.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/chromium.ts';
import { describeMachine, type Machine, markdownTable, median, textTable } from './report.ts';
import { type StaticServer, serveStatic } from './serve.ts';
import { cumulativeLayoutShift } from './store/cls.ts';
import {
  type InteractionRow,
  interactionRows,
  type JsSummary,
  type RequestRecord,
  type ScriptsBefore,
  scriptsBeforeInteraction,
  staticGalleryLink,
  summariseScripts,
  summariseTaps,
  type TapCell,
  type TapOutcome,
  type TapSummary,
} from './store/interaction.logic.ts';
import { runLighthouse } from './store/lighthouse.ts';
import {
  type Compressed,
  chromeVersionOf,
  erroredAudits,
  GOALS,
  goalChecks,
  goalRows,
  goalSummary,
  type LighthouseAttempt,
  type LighthousePage,
  type LighthouseSummary,
  lighthouseDetails,
  lighthouseRows,
  requestFacts,
  requestRows,
  settingsLine,
  summariseLighthouse,
} from './store/lighthouse-report.ts';
import { collectStoreRun, installStoreProbe, type PageFigures, settleStorePage } from './store/probe.ts';
import { MOBILE, RESPONDING_TAG, TAP_TARGET, TAPPED_TAG, tapOnce } from './store/tap.ts';

const STORE_DIR = fileURLToPath(new URL('./store/', import.meta.url));
const DEMO_DIR = fileURLToPath(new URL('../demo/', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../dist-bench/store/', import.meta.url));
const LIBRARY_DIR = fileURLToPath(new URL('../dist-bench/store-library/', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../dist-bench/store-data/', import.meta.url));
const RESULTS = fileURLToPath(new URL('page-results.md', import.meta.url));

/** Where the pages load the library from, as the README tells a site to serve it. */
const LIBRARY_BASE = '/sq-elements/';
/** Where the page with our tags may link the library's stylesheet, once the build ships one. */
const STYLESHEET_MARK = '<!-- sq-elements.css -->';
const STYLESHEET_FILE = 'sq-elements.css';

/** The page benchmark's network: 150 ms round trip, 1.6 Mbps down (and 750 kbps up, as DevTools' slow 4G). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const VIEWPORT = { width: 1280, height: 800 };
/** How long every element may take to render or hydrate before the run counts as gone wrong. */
const READY_TIMEOUT_MS = 30_000;
/**
 * After load and every element ready, the network must stay idle this long,
 * then the images in view be painted and no new LCP entry come for as long,
 * before the figures are read.
 */
const QUIET_MS = 1000;
/** ...but each wait no longer than this. */
const QUIET_CAP_MS = 15_000;
/**
 * The first interaction's moment: from the load event on, the first moment
 * with no request in flight and none starting for this long. The scripts
 * asked for until then are those fetched before any input. Longer than the
 * 2 s within which the kit hydrates an element out of view in idle time
 * (elements/kit/hydration/when-to-hydrate.ts): the code those hydrations fetch, about
 * 2 s after the load event, is fetched for a visitor who only looks, too.
 */
const INTERACTION_QUIET_MS = 5000;
/** A tap before hydration is lost when nothing answers it within this long. */
const TAP_BOUND_MS = 10_000;
/** How long the tapped tile may take to be tappable, and a tap load as a whole to start. */
const TAP_TIMEOUT_MS = 30_000;
/** The tap page: the prerendered page with its gallery's lightbox on, so that a tile answers a tap. */
const TAP_FILE = 'tap.html';
const GALLERY_LIGHTBOX_OFF = '"lightbox":false';
/** The page benchmark's goals: the prerendered page's LCP within 1.05 times the static page's; CLS 0 for both our pages. */
const LCP_RATIO_GOAL = GOALS.throttledLcpRatio;
/** How long one Lighthouse run may take (about 15 s each on the 2-core machine) before it counts as failed. */
const LIGHTHOUSE_TIMEOUT_MS = 180_000;
/** A box's change (seen by a ResizeObserver, after layout) and a shift (stamped with the frame's time) this close belong together. */
const SAME_FRAME_MS = 100;

/** The pages compared, in the order each round loads them. */
type Variant = 'static' | 'tags' | 'preloaded' | 'prerendered' | 'inline' | 'own';

const VARIANTS: readonly { id: Variant; file: string; label: string; about: string }[] = [
  {
    id: 'static',
    file: 'static.html',
    label: 'static HTML',
    about: 'the same page as a site writes it without our tags: img, a, mark, form, dialog; no script',
  },
  {
    id: 'tags',
    file: 'tags.html',
    label: 'our tags',
    about: 'the page built with our tags, loading the library as it ships (one module script, the autoloader)',
  },
  {
    id: 'preloaded',
    file: 'preloaded.html',
    label: 'our tags + modulepreload',
    about:
      'the same, with the `<link rel="modulepreload">` list the prerenderer writes for the page’s tags, and no server rendering',
  },
  {
    id: 'prerendered',
    file: 'prerendered.html',
    label: 'prerendered',
    about:
      'the page with our tags through `sq-elements prerender` (the built CLI): declarative shadow roots and modulepreload',
  },
  {
    id: 'inline',
    file: 'inline.html',
    label: 'prerendered, styles inline',
    about:
      'the same through `sq-elements prerender --inline-styles`: each shadow root has its element’s styles in a `<style>`, and the head links `sq-elements.css` as written',
  },
  {
    id: 'own',
    file: 'own.html',
    label: 'prerendered, own stylesheet',
    about:
      'the same through `sq-elements prerender --stylesheet own.css`: the head and every shadow root link a stylesheet of the page’s own elements’ rules (with `sq-elements.css`’s) in place of `sq-elements.prerendered.css`',
  },
];

/** The pages rendered on the server. */
const SERVER_RENDERED: readonly Variant[] = ['prerendered', 'inline', 'own'];

/** The pages whose CLS the goals want at 0. */
const OUR_PAGES: readonly Variant[] = ['tags', 'prerendered', 'inline', 'own'];

/**
 * The pages Lighthouse measures: the static page, ours as written, ours prerendered (the one stylesheet linked, the
 * styles inline, and a stylesheet of the page's own).
 */
const LIGHTHOUSE_PAGES: readonly LighthousePage[] = ['static', 'tags', 'prerendered', 'inline', 'own'];

/** What one load of one page gave. */
interface Run extends PageFigures {
  variant: Variant;
  cls: number;
  longestTask: number;
  network: NetworkFigures;
  /** The scripts fetched before any input (see INTERACTION_QUIET_MS). */
  js: ScriptsBefore;
  /** False when the page had not settled (see settleStorePage) after QUIET_CAP_MS, and was read as it was. */
  settled: boolean;
}

interface NetworkFigures {
  /** Bytes received, headers included (CDP's encodedDataLength), and requests, in all and by resource type. */
  bytes: number;
  requests: number;
  byType: Record<string, { bytes: number; requests: number }>;
  /** Image addresses asked for, path and query. */
  images: string[];
  failed: string[];
  /** Every request, with when it started and ended (performance.now() of this process). */
  records: RequestRecord[];
  /** When the page's load event came, on the same clock; null before it. */
  loadAt: number | null;
}

/**
 * What one invocation measures: `--runs=N` throttled loads of each page (0:
 * none), `--pages=static,prerendered` for some of the pages,
 * `--lighthouse-runs=N` Lighthouse runs of each of its pages among them, or
 * `--no-lighthouse`.
 */
interface Options {
  runs: number;
  pages: Variant[];
  lighthouseRuns: number;
  /** Taps before hydration on the prerendered page (`--tap-runs=N`; 0: none). */
  tapRuns: number;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = { runs: 5, pages: VARIANTS.map((variant) => variant.id), lighthouseRuns: 3, tapRuns: 3 };
  const usage = `use --runs=N --pages=${VARIANTS.map((v) => v.id).join(',')} --lighthouse-runs=N --no-lighthouse --tap-runs=N`;
  for (const arg of args) {
    const runs = /^--runs=(\d+)$/.exec(arg);
    const pages = /^--pages=([a-z,]+)$/.exec(arg);
    const lighthouseRuns = /^--lighthouse-runs=(\d+)$/.exec(arg);
    const tapRuns = /^--tap-runs=(\d+)$/.exec(arg);
    if (runs) options.runs = Number(runs[1]);
    else if (tapRuns) options.tapRuns = Number(tapRuns[1]);
    else if (lighthouseRuns) options.lighthouseRuns = Math.max(1, Number(lighthouseRuns[1]));
    else if (arg === '--no-lighthouse') options.lighthouseRuns = 0;
    else if (pages?.[1]) {
      const wanted = pages[1].split(',');
      options.pages = VARIANTS.map((variant) => variant.id).filter((id) => wanted.includes(id));
      if (options.pages.length !== wanted.length)
        throw new Error(`--pages takes ${VARIANTS.map((v) => v.id).join(', ')}`);
    } else throw new Error(`unknown argument ${arg}; ${usage}`);
  }
  if (options.runs === 0 && options.lighthouseRuns === 0 && options.tapRuns === 0)
    throw new Error(`--runs=0 with --no-lighthouse and --tap-runs=0 measures nothing; ${usage}`);
  return options;
}

/** What the prerenderer said about the page. */
interface Prerender {
  /** Tags it left to the browser, with its reason. */
  notRendered: { tag: string; reason: string }[];
  preloads: number;
  stylesheet: boolean;
}

/**
 * Writes the four pages into dist-bench/store/: the static copy as it is;
 * the page with our tags, linking the library's stylesheet if the build has
 * one; the same through the built `sq-elements prerender`; and the page with
 * our tags plus the modulepreload links the prerenderer wrote, so the two
 * effects can be told apart.
 */
async function writePages(): Promise<Prerender> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of ['static.html', 'store.css', 'static.css'])
    copyFileSync(join(STORE_DIR, file), join(OUT_DIR, file));
  const source = readFileSync(join(STORE_DIR, 'index.html'), 'utf8');
  if (!source.includes(STYLESHEET_MARK)) throw new Error(`bench/store/index.html has lost its ${STYLESHEET_MARK} mark`);
  const stylesheet = existsSync(join(LIBRARY_DIR, STYLESHEET_FILE));
  const tags = source.replace(
    STYLESHEET_MARK,
    stylesheet ? `<link rel="stylesheet" href="${LIBRARY_BASE}${STYLESHEET_FILE}">` : '',
  );
  writeFileSync(join(OUT_DIR, 'tags.html'), tags);
  const prerender = (file: string, ...options: string[]) =>
    promisify(execFile)(
      process.execPath,
      [join(LIBRARY_DIR, 'server', 'cli.js'), 'prerender', join(OUT_DIR, file), '--base', LIBRARY_BASE, ...options],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  const { stdout, stderr } = await prerender('tags.html');
  writeFileSync(join(OUT_DIR, 'prerendered.html'), stdout);
  writeFileSync(join(OUT_DIR, 'inline.html'), (await prerender('tags.html', '--inline-styles')).stdout);
  const own = await prerender('tags.html', '--stylesheet', join(OUT_DIR, 'own.css'), '--stylesheet-href', '/own.css');
  writeFileSync(join(OUT_DIR, 'own.html'), own.stdout);
  // The tap page: the same, but a gallery tile opens the lightbox (the store page keeps it off, as the static page has none).
  if (!tags.includes(GALLERY_LIGHTBOX_OFF))
    throw new Error(`bench/store/index.html's gallery no longer has ${GALLERY_LIGHTBOX_OFF}: the tap page needs it`);
  writeFileSync(join(OUT_DIR, 'tap-source.html'), tags.replace(GALLERY_LIGHTBOX_OFF, '"lightbox":true'));
  writeFileSync(join(OUT_DIR, TAP_FILE), (await prerender('tap-source.html')).stdout);
  const preloads = stdout.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  writeFileSync(join(OUT_DIR, 'preloaded.html'), tags.replace('</head>', `${preloads.join('')}</head>`));
  const notRendered = [...stderr.matchAll(/^(sq-[a-z-]+): not rendered on the server; [^(]*\((.*)\)$/gm)].map(
    ([, tag, reason]) => ({ tag: tag as string, reason: reason as string }),
  );
  return { notRendered, preloads: preloads.length, stylesheet };
}

/** Counts what crosses the network, and says when it has been idle for a while. */
function watchNetwork(cdp: CDPSession) {
  const requests = new Map<string, { url: string; type: string }>();
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  const figures: NetworkFigures = {
    bytes: 0,
    requests: 0,
    byType: {},
    images: [],
    failed: [],
    records: [],
    loadAt: null,
  };
  const records = new Map<string, RequestRecord>();
  cdp.on('Page.loadEventFired', () => {
    figures.loadAt ??= performance.now();
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('http')) return;
    // A redirect's new request has the same id: the record goes on.
    if (!records.has(event.requestId)) {
      const record: RequestRecord = {
        path: new URL(event.request.url).pathname,
        type: event.type ?? 'Other',
        start: performance.now(),
        end: null,
        bytes: 0,
      };
      records.set(event.requestId, record);
      figures.records.push(record);
    }
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
    inFlight.add(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    inFlight.delete(event.requestId);
    lastActivity = performance.now();
    const record = records.get(event.requestId);
    if (record) {
      record.end = lastActivity;
      record.bytes = event.encodedDataLength;
    }
    figures.bytes += event.encodedDataLength;
    figures.requests += 1;
    const type = figures.byType[request.type] ?? { bytes: 0, requests: 0 };
    type.bytes += event.encodedDataLength;
    type.requests += 1;
    figures.byType[request.type] = type;
    if (request.type === 'Image') {
      const url = new URL(request.url);
      figures.images.push(`${url.pathname}${url.search}`);
    }
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    inFlight.delete(event.requestId);
    lastActivity = performance.now();
    const record = records.get(event.requestId);
    if (record) record.end = lastActivity;
    figures.failed.push(`${request.url}: ${event.errorText}`);
  });
  return {
    figures,
    /** Resolves once nothing has been in flight for `quietMs`, or after `capMs`. */
    async idle(quietMs: number, capMs: number): Promise<void> {
      const until = performance.now() + capMs;
      while (performance.now() < until) {
        if (inFlight.size === 0 && performance.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Loads one page in a fresh browser context (an empty cache) over the throttled network and measures it. */
async function loadOnce(browser: Browser, baseUrl: string, variant: Variant, errors: string[]): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const problem = (what: string) => errors.push(`${variant}: ${what}`);
    page.on('pageerror', (error) => problem(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problem(`console error: ${message.text()}`);
    });
    const cdp = await context.newCDPSession(page);
    const network = watchNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.addInitScript(installStoreProbe);
    const file = VARIANTS.find((entry) => entry.id === variant)?.file ?? '';
    await page.goto(`${baseUrl}${file}`, { waitUntil: 'load', timeout: 60_000 });
    // The first interaction could come once the network has been quiet after the load: see what was fetched by then.
    await network.idle(INTERACTION_QUIET_MS, QUIET_CAP_MS);
    const ready = await page.evaluate(
      (timeout) =>
        Promise.race([
          window.sqStoreProbe?.ready.then(() => true) ?? false,
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout)),
        ]),
      READY_TIMEOUT_MS,
    );
    await network.idle(QUIET_MS, QUIET_CAP_MS);
    const settled = await page.evaluate(settleStorePage, [QUIET_MS, QUIET_CAP_MS] as const);
    const figures = await page.evaluate(collectStoreRun);
    if (!ready) problem(`not rendered or hydrated after ${READY_TIMEOUT_MS / 1000} s: ${figures.notReady.join(', ')}`);
    for (const failure of network.figures.failed) problem(`request failed: ${failure}`);
    const loadAt = network.figures.loadAt;
    if (loadAt === null) problem('no load event seen by the DevTools protocol');
    return {
      ...figures,
      variant,
      cls: cumulativeLayoutShift(figures.shifts),
      longestTask: Math.max(0, ...figures.longTasks),
      network: network.figures,
      js: scriptsBeforeInteraction(
        network.figures.records,
        loadAt ?? Number.POSITIVE_INFINITY,
        INTERACTION_QUIET_MS,
        performance.now(),
      ),
      settled,
    };
  } finally {
    await context.close();
  }
}

/** Serves the pages, the built library, the demo's stylesheet and the reference API (which draws the images). */
async function servePages(): Promise<StaticServer> {
  const api = createReferenceApi({ dataDir: DATA_DIR });
  return serveStatic(OUT_DIR, {
    compress: true,
    // Each run has a browser context of its own, with an empty cache: this only lets one page reuse a file.
    cacheControl: 'max-age=3600',
    mounts: { [LIBRARY_BASE]: LIBRARY_DIR, '/demo/': DEMO_DIR },
    handle(request, response, url) {
      if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith(CONTROL_PREFIX)) return false;
      api.middleware(request, response, (error) => response.writeHead(error ? 500 : 404).end());
      return true;
    },
  });
}

/** When a page asks for its main picture against the static page, by the difference of the two times. */
const askedAgainst = (difference: number) =>
  Math.abs(difference) < 1
    ? 'as soon as the static page does'
    : difference > 0
      ? `${ms(difference)} later`
      : `${ms(-difference)} sooner`;

/** CLS as web-vitals shows it, but a small shift is not rounded away to 0. */
const clsText = (value: number) => (value === 0 || value >= 0.001 ? value.toFixed(3) : value.toPrecision(1));
const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The medians of one page's runs. */
interface Summary {
  variant: Variant;
  runs: Run[];
  fcp: number;
  lcp: number;
  /** The loads the LCP figures come from. */
  lcpRuns: number;
  lcpMin: number;
  lcpMax: number;
  cls: number;
  clsMax: number;
  longestTask: number;
  bytes: number;
  requests: number;
  ready: number | null;
  /** When the cookie banner showed (median of the loads in which it did); null when it never did. */
  banner: number | null;
  /** The run whose LCP is the median: its details explain the figures. */
  typical: Run;
}

function summarise(variant: Variant, runs: Run[]): Summary {
  // A load whose largest image in view was never counted (by an LCP or an Element Timing entry) has no true LCP.
  const measured = runs.filter((run) => run.settled && run.lcp);
  const lcps = measured.map((run) => run.lcp?.time ?? Number.NaN);
  const lcp = median(lcps);
  const typical = [...(measured.length ? measured : runs)].sort(
    (a, b) => Math.abs((a.lcp?.time ?? 0) - lcp) - Math.abs((b.lcp?.time ?? 0) - lcp),
  )[0];
  if (!typical) throw new Error(`no runs of ${variant}`);
  const hasElements = runs.some((run) => Object.keys(run.elements).length > 0);
  return {
    variant,
    runs,
    fcp: median(runs.map((run) => run.fcp ?? Number.NaN)),
    lcp,
    lcpRuns: lcps.length,
    lcpMin: Math.min(...lcps),
    lcpMax: Math.max(...lcps),
    cls: median(runs.map((run) => run.cls)),
    clsMax: Math.max(...runs.map((run) => run.cls)),
    longestTask: median(runs.map((run) => run.longestTask)),
    bytes: median(runs.map((run) => run.network.bytes)),
    requests: median(runs.map((run) => run.network.requests)),
    ready: hasElements ? median(runs.map((run) => run.allReadyAt ?? Number.NaN)) : null,
    banner: bannerMedian(runs),
    typical,
  };
}

/** The median of the loads' cookie-banner times, over the loads in which it showed. */
function bannerMedian(runs: readonly Run[]): number | null {
  const shown = runs.flatMap((run) => (run.bannerShownAt === null ? [] : [run.bannerShownAt]));
  return shown.length ? median(shown) : null;
}

const labelOf = (variant: Variant) => VARIANTS.find((entry) => entry.id === variant)?.label ?? variant;

function figureRows(summaries: readonly Summary[]): string[][] {
  return [
    [
      'page',
      'runs',
      'FCP',
      'LCP (min–max)',
      'CLS (worst)',
      'longest task',
      'bytes',
      'requests',
      'every element rendered / hydrated',
      'cookie banner shown',
    ],
    ...summaries.map((s) => [
      labelOf(s.variant),
      String(s.runs.length),
      ms(s.fcp),
      s.lcpRuns
        ? `${ms(s.lcp)} (${s.lcpMin.toFixed(0)}–${s.lcpMax.toFixed(0)})${s.lcpRuns < s.runs.length ? ` of ${s.lcpRuns}` : ''}`
        : '–',
      `${clsText(s.cls)} (${clsText(s.clsMax)})`,
      s.longestTask > 0 ? ms(s.longestTask) : '< 50 ms',
      kb(s.bytes),
      String(s.requests),
      s.ready === null ? '–' : ms(s.ready),
      s.banner === null ? 'never' : ms(s.banner),
    ]),
  ];
}

/** Bytes and requests by resource type, from each page's typical run. */
function transferRows(summaries: readonly Summary[]): string[][] {
  const types = [...new Set(summaries.flatMap((s) => Object.keys(s.typical.network.byType)))].sort();
  return [
    ['page', ...types],
    ...summaries.map((s) => [
      labelOf(s.variant),
      ...types.map((type) => {
        const entry = s.typical.network.byType[type];
        return entry ? `${kb(entry.bytes)} in ${entry.requests}` : '–';
      }),
    ]),
  ];
}

/** One line on where a page's largest paint came from, and what it was in each run. */
function lcpLine(summary: Summary): string {
  const lcp = summary.typical.lcp;
  if (!lcp) return `- ${labelOf(summary.variant)}: no largest contentful paint reported.`;
  const what = lcp.url ? `the image ${new URL(lcp.url).pathname} in ${lcp.element}` : `text in ${lcp.element}`;
  const request =
    lcp.requestStart !== null && lcp.responseEnd !== null
      ? `, requested at ${ms(lcp.requestStart)} and received by ${ms(lcp.responseEnd)}`
      : '';
  const last = summary.typical.scripts.at(-1);
  const scripts = last ? `; ${summary.typical.scripts.length} scripts, the last (${last.file}) at ${ms(last.end)}` : '';
  const each = summary.runs
    .map((run) =>
      run.lcp
        ? `${run.lcp.time.toFixed(0)} (${run.lcp.url ? `image${run.lcp.source === 'element timing' ? ', Element Timing' : ''}` : `text in ${run.lcp.element}`})`
        : 'none',
    )
    .join(', ');
  const timed = summary.runs.filter((run) => run.lcp?.source === 'element timing').length;
  const unsettled = summary.runs.filter((run) => !run.settled).length;
  const notes = [
    timed
      ? ` In ${timed} of the loads Chromium gave no LCP entry for the largest image in view, painted after smaller content: their figure is when that image was painted, from its Element Timing entry.`
      : '',
    unsettled
      ? ` In ${unsettled} of the loads the largest image in view was not painted, or not counted, within ${QUIET_CAP_MS / 1000} s: their LCP (smaller content) is left out of the LCP figures.`
      : '',
  ];
  return `- ${labelOf(summary.variant)}: ${what}, painted at ${ms(lcp.time)}${request}${scripts}. Each run, in ms: ${each}.${notes.join('')}`;
}

/** The LCP goal: met, or what stands in its way. `html` is the prerendered page as served. */
function lcpVerdict(prerendered: Summary, static_: Summary, html: string): string[] {
  const ratio = prerendered.lcp / static_.lcp;
  if (!Number.isFinite(ratio))
    return ['- LCP: no load of the static or the prerendered page gave an LCP figure (see below).'];
  const head = `LCP: the prerendered page paints its largest content at ${ms(prerendered.lcp)}, ${ratio.toFixed(2)} times the static page's ${ms(static_.lcp)}`;
  if (ratio <= LCP_RATIO_GOAL) return [`- ${head}: within the ${LCP_RATIO_GOAL} goal.`];
  const run = prerendered.typical;
  const ours = run.lcp;
  const theirs = static_.typical.lcp;
  const lines = [`- ${head}: the goal is ${LCP_RATIO_GOAL} times, or ${ms(static_.lcp * LCP_RATIO_GOAL)}.`];
  if (ours?.url && ours.requestStart !== null && theirs?.url && theirs.requestStart !== null) {
    const path = new URL(ours.url).pathname;
    const requested = ours.requestStart;
    const before = run.scripts.filter((script) => script.end <= requested + 1);
    const lastBefore = before.at(-1);
    // The element the image is in, and when the first of its tag hydrated (the marks name the tag only).
    const tag = /(?:^|\s)(sq-[a-z-]+)/.exec(ours.element)?.[1];
    const hydratedFirst = tag ? run.hydrated[tag]?.[0] : undefined;
    // Whether the HTML the server sent names the image in an <img> the browser can request while it parses.
    const inHtml = (html.match(/<img\b[^>]*>/g) ?? []).some((tag) =>
      /\b(?:src|srcset)="([^"]*)"/g.exec(tag)?.[1]?.includes(path),
    );
    lines.push(
      `  Its largest content is the image ${path}${ours.url === theirs.url ? ', as in the static page' : ` (the static page's: ${new URL(theirs.url).pathname})`}; the browser asks for it ${askedAgainst(ours.requestStart - theirs.requestStart)}, at ${ms(ours.requestStart)} against ${ms(theirs.requestStart)}, and has it by ${ms(ours.responseEnd)} against ${ms(theirs.responseEnd)}` +
        (lastBefore
          ? `, when ${before.length} of the page's ${run.scripts.length} scripts had arrived (the last of them, ${lastBefore.file}, at ${ms(lastBefore.end)})`
          : '') +
        (hydratedFirst !== undefined && tag ? `; the first <${tag}> to hydrate did so at ${ms(hydratedFirst)}.` : '.'),
      inHtml
        ? '  The HTML the server sends has an <img> for it: what holds it back is in the figures above (its place in the queue of requests, or its decode).'
        : `  The HTML the server sends has no <img> for it: the element asks for the image from script, once its code has arrived and it has hydrated (or rendered). It would take an <img> with its src (or srcset), width and height in the HTML the server sends, in the light DOM or the declarative shadow root, that the browser requests as it parses the page (as it does the static page's) and that the element keeps instead of loading a second copy; with that, the ${run.scripts.length} scripts no longer stand before the image.`,
    );
  } else if (ours && !ours.url) {
    lines.push(
      `  Its largest content is text (${ours.element}) painted at ${ms(ours.time)}; the static page's first paint is at ${ms(static_.fcp)}. It would take that text painted from the HTML, without waiting for the library.`,
    );
  } else {
    lines.push(
      `  Its largest content is ${ours?.element ?? 'unknown'} (${ours?.url || 'text'}), the static page's ${theirs?.element ?? 'unknown'} (${theirs?.url || 'text'}).`,
    );
  }
  return lines;
}

/** The CLS goal for one of our pages: met, or which elements moved the page and what would stop them. */
function clsVerdict(summary: Summary, prerender: Prerender): string[] {
  const label = labelOf(summary.variant);
  if (summary.clsMax === 0) return [`- CLS, ${label}: 0 in every run.`];
  // The worst load shows what can go wrong.
  const run = [...summary.runs].sort((a, b) => b.cls - a.cls)[0] ?? summary.typical;
  const lines = [
    `- CLS, ${label}: ${clsText(summary.cls)} (median; worst ${clsText(summary.clsMax)}), the goal is 0.` +
      (run.shifts.length
        ? ` In the worst load: ${run.shifts
            .filter((shift) => !shift.hadRecentInput)
            .map(
              (shift) =>
                `${clsText(shift.value)} at ${ms(shift.time)} (moved: ${[...new Set(shift.sources)].join(', ')})`,
            )
            .join('; ')}.`
        : ''),
  ];
  // The elements whose own box changed height in view, in the frame of a shift, are what pushed the rest.
  const grown = run.resizes.filter(
    (resize) =>
      resize.top < VIEWPORT.height &&
      resize.from.height !== resize.to.height &&
      run.shifts.some((shift) => Math.abs(resize.time - shift.time) <= SAME_FRAME_MS),
  );
  const byElement = new Map<string, (typeof grown)[number][]>();
  for (const resize of grown) byElement.set(resize.element, [...(byElement.get(resize.element) ?? []), resize]);
  if (byElement.size) {
    const serverLeft = new Set(prerender.notRendered.map((entry) => entry.tag));
    lines.push(
      `  Elements in view whose box changed height as the page shifted: ${[...byElement.entries()]
        .map(([element, changes]) => {
          const first = changes[0];
          const lastChange = changes.at(-1);
          const tag = element.replace(/\[\d+\]$/, '');
          const note =
            SERVER_RENDERED.includes(summary.variant) && serverLeft.has(tag) ? ', not rendered on the server' : '';
          return first && lastChange
            ? `${element} ${first.from.height} → ${lastChange.to.height} px tall at ${ms(first.time)}${note}`
            : element;
        })
        .join('; ')}.`,
      SERVER_RENDERED.includes(summary.variant)
        ? '  It would take each of them rendered on the server to the box it will have (or, for one that cannot be, a `:not(:defined)` rule in sq-elements.css that reserves that box), and hydration that keeps it.'
        : '  It would take a box before the upgrade that equals the upgraded one for each of them: `:not(:defined)` rules in sq-elements.css, or the server rendering.',
    );
  }
  return lines;
}

/** The server's part, from the prerendered runs: which tags arrived rendered. */
function serverLines(prerendered: Summary, prerender: Prerender): string[] {
  const elements = prerendered.typical.elements;
  const tags = Object.entries(elements).sort(([a], [b]) => a.localeCompare(b));
  const total = tags.reduce((sum, [, entry]) => sum + entry.count, 0);
  const rendered = tags.reduce((sum, [, entry]) => sum + entry.prerendered, 0);
  return [
    `- ${total} elements on the page (${tags.map(([tag, entry]) => `${entry.count} ${tag}`).join(', ')}); ${rendered} arrived server-rendered, and ${Object.values(prerendered.typical.hydrated).flat().length} marked themselves hydrated (\`sq-hydrated\`).`,
    prerender.notRendered.length
      ? `- Not rendered on the server (the prerenderer left them to the browser): ${prerender.notRendered
          .map((entry) => `${entry.tag} (${entry.reason})`)
          .join('; ')}.`
      : '- The prerenderer rendered every tag.',
    `- The prerenderer wrote ${prerender.preloads} \`<link rel="modulepreload">\`. ${
      prerender.stylesheet
        ? 'The library’s sq-elements.css is linked in the head of our pages.'
        : 'The build has no sq-elements.css yet: our pages link none.'
    }`,
  ];
}

/** Whether the static page asked for the same image files as the prerendered one: the comparison is fair only then. */
function imageLine(static_: Summary, prerendered: Summary): string {
  const theirs = new Set(static_.typical.network.images);
  const ours = new Set(prerendered.typical.network.images);
  const onlyOurs = [...ours].filter((image) => !theirs.has(image));
  const onlyTheirs = [...theirs].filter((image) => !ours.has(image));
  const both = [...ours].filter((image) => theirs.has(image)).length;
  if (!onlyOurs.length && !onlyTheirs.length)
    return `- Images: the static and the prerendered page asked for the same ${both} image files.`;
  const list = (images: string[]) => (images.length ? images.join(', ') : 'none');
  return `- Images: ${both} asked for by both the static and the prerendered page; by the prerendered page only: ${list(onlyOurs)}; by the static page only: ${list(onlyTheirs)}.`;
}

/** What the Lighthouse part gave: each page's summary, and the compressed sizes of the scripts its loads fetched. */
interface LighthouseResults {
  runs: number;
  summaries: LighthouseSummary[];
  sizes: Map<string, Compressed>;
}

/**
 * The section on the first interaction: per page, the scripts its throttled
 * loads fetched before any input, Lighthouse's TBT, and the tap before
 * hydration; and the lines that say how each was taken.
 */
function interactionSection(
  summaries: readonly Summary[],
  lighthouse: LighthouseResults | null,
  taps: TapResults | null,
): { rows: InteractionRow[]; lines: string[] } {
  const sizes = compressedSizes(new Set(summaries.flatMap((s) => s.runs.flatMap((run) => run.js.paths))));
  const staticLink = staticGalleryLink(readFileSync(join(STORE_DIR, 'static.html'), 'utf8'));
  const tapOf = (variant: Variant): TapCell => {
    if (!taps) return { kind: 'not measured' };
    if (variant === 'prerendered') return { kind: 'measured', summary: taps.summary };
    // The static page's gallery pictures are no links: nothing answers a tap there, and nothing is lost.
    if (variant === 'static' && staticLink === null) return { kind: 'none' };
    return { kind: 'not measured' };
  };
  const rows = VARIANTS.flatMap((variant): InteractionRow[] => {
    const summary = summaries.find((s) => s.variant === variant.id);
    const js: JsSummary | null = summary
      ? summariseScripts(
          summary.runs.map((run) => run.js),
          sizes,
        )
      : null;
    const tbt = lighthouse?.summaries.find((s) => s.page === variant.id)?.tbt ?? null;
    const tap = tapOf(variant.id);
    if (!js && tbt === null && tap.kind === 'not measured') return [];
    return [{ label: variant.label, js, tbt, tap }];
  });
  const lines = [
    `- **JS**: the scripts (DevTools resource type Script, modulepreloads included) that each throttled load asked for from navigation until the network went quiet after the load event, with no input given: the first moment from the load event on with no request in flight and none starting for ${INTERACTION_QUIET_MS / 1000} s. Median of the loads (the range of file counts beside it when they differ); transferred is the bytes received (brotli, headers included); gzip and brotli are the served files, each compressed on its own as the server compresses them (gzip level 9, brotli quality 11).`,
    ...rows.flatMap(({ label, js }) =>
      js
        ? [
            `  ${label}: the network went quiet ${ms(js.quietAfter)} after the load event (median)${js.lastScriptAfter === null ? '; no script' : `; the last script counted was asked for ${js.lastScriptAfter < 0 ? `${ms(-js.lastScriptAfter)} before` : `${ms(js.lastScriptAfter)} after`} it`}.${js.unquiet ? ` In ${js.unquiet} of ${js.loads} loads the network never went quiet for ${INTERACTION_QUIET_MS / 1000} s within ${QUIET_CAP_MS / 1000} s: every script of those loads is counted.` : ''}`,
          ]
        : [],
    ),
    '- **TBT**: Lighthouse’s Total Blocking Time, the median of its runs (simulated, the CPU taken as 4 times slower), as in the Lighthouse table.',
  ];
  if (taps) {
    const { outcomes } = taps;
    lines.push(
      `- **Tap before hydration**, on the prerendered page with the gallery's lightbox on (the store page has it off; the same page through the same prerenderer otherwise), ${outcomes.length === 1 ? 'once' : `${outcomes.length} times`}, each in a fresh browser context: a ${MOBILE.viewport.width}x${MOBILE.viewport.height} window at ${MOBILE.deviceScaleFactor}x with touch, the CPU slowed ${MOBILE.cpuSlowdown} times (\`Emulation.setCPUThrottlingRate\`, as Lighthouse's mobile preset takes it) and the network throttled as above. The first gallery tile (\`${TAP_TARGET}\` in the gallery's declarative shadow root) is scrolled into view and touched at its centre as soon as a frame has drawn it (checked each frame from the start; a tap that does not land on it counts as failed); the gallery's module (\`${TAPPED_TAG}.js\`) is fetched when the page asks for it but handed to the page only after the tap, so the tap certainly comes before the gallery hydrates. The response is the first animation frame in which the <${RESPONDING_TAG}> says it opens (\`data-state\` opening or open) with its dialog open. **tap → response** is from the tap's pointerdown; **module arrived → response** from the gallery module's response end (resource timing); **all its code in → response** from the last response end of the files the gallery's code loads (its list in \`sq-elements.modules.json\`, React among them: asked for with the module, they arrive after it over the slow network), the goal's "the element's code arriving"; **hydrated → response** from the gallery's \`sq-hydrated\` mark. A tap is **lost** when nothing opens within ${TAP_BOUND_MS / 1000} s of it.`,
      ...outcomes.map((outcome, index) => `  Tap ${index + 1}: ${tapLine(outcome)}`),
      staticLink === null
        ? '- The static page has no equivalent: its gallery’s pictures are no links (a tap on one does nothing, and nothing is lost either).'
        : `- The static page's gallery pictures are links (the first to ${staticLink}): a tap there is answered by the browser's navigation, which the benchmark does not measure.`,
    );
  }
  return { rows, lines };
}

/** One tap, in words: when it came, the code and the hydration, and the response or its absence. */
function tapLine(outcome: TapOutcome): string {
  if (outcome.kind === 'failed') return `failed: ${outcome.error}.`;
  const { times } = outcome;
  const tapAt = times.tapAt ?? 0;
  const after = (at: number | null) => (at === null ? 'never' : `at ${ms(at)} (${ms(at - tapAt)} after the tap)`);
  const code = `the gallery's module, ${times.held ? 'held back until after the tap' : 'asked for only after the tap'}, arrived ${after(times.codeAt)}, the last file of its code ${after(times.allCodeAt)}`;
  const head = `tapped at ${ms(times.tapAt)} (DOMContentLoaded at ${ms(times.contentLoadedAt)}); ${code}; the gallery hydrated ${after(times.hydratedAt)}`;
  if (outcome.kind === 'answered') return `${head}; the lightbox drawn open ${after(times.responseAt)}.`;
  const later =
    outcome.laterTap === undefined
      ? ''
      : outcome.laterTap === null
        ? ` A second tap, once the gallery had hydrated, was not answered within ${TAP_BOUND_MS / 1000} s either.`
        : ` A second tap, once the gallery had hydrated, opened it in ${ms(outcome.laterTap)}.`;
  return `${head}; lost: nothing opened within ${TAP_BOUND_MS / 1000} s of the tap.${later}`;
}

interface ReportInput {
  machine: Machine;
  /** The 1-minute load average when the figures were written. */
  loadAtEnd: number;
  lighthouseVersion: string | null;
  runs: number;
  summaries: Summary[];
  prerender: Prerender;
  errors: string[];
  lighthouse: LighthouseResults | null;
  taps: TapResults | null;
}

function report({
  machine,
  loadAtEnd,
  lighthouseVersion,
  runs,
  summaries,
  prerender,
  errors,
  lighthouse,
  taps,
}: ReportInput) {
  const interaction = interactionSection(summaries, lighthouse, taps);
  const interactionLines = (table: (rows: readonly string[][]) => string) =>
    interaction.rows.length
      ? [
          'Per page: the scripts fetched before the first interaction, Lighthouse’s TBT beside them, and a tap on a server-rendered gallery tile before the gallery hydrates.',
          '',
          table(interactionRows(interaction.rows, TAP_BOUND_MS)),
          '',
          ...interaction.lines,
        ]
      : [];
  const of = (variant: Variant) => summaries.find((s) => s.variant === variant);
  const static_ = of('static');
  const prerendered = of('prerendered');
  const inline = of('inline');
  const own = of('own');
  const verdicts = [
    ...(prerendered && static_
      ? lcpVerdict(prerendered, static_, readFileSync(join(OUT_DIR, 'prerendered.html'), 'utf8'))
      : []),
    ...OUR_PAGES.flatMap((variant) => {
      const summary = of(variant);
      return summary ? clsVerdict(summary, prerender) : [];
    }),
  ];
  const details = [
    ...summaries.map(lcpLine),
    ...(prerendered && static_ ? [imageLine(static_, prerendered)] : []),
    ...(prerendered ? serverLines(prerendered, prerender) : []),
  ];
  const checks = goalChecks(
    lighthouse?.summaries ?? [],
    summaries.length
      ? {
          static: static_?.lcpRuns ? static_.lcp : null,
          prerendered: prerendered?.lcpRuns ? prerendered.lcp : null,
          inline: inline?.lcpRuns ? inline.lcp : null,
          own: own?.lcpRuns ? own.lcp : null,
        }
      : null,
    {
      jsGzip: interaction.rows.find((row) => row.label === labelOf('prerendered'))?.js?.gzip ?? null,
      banner: { static: static_?.banner ?? null, prerendered: prerendered?.banner ?? null },
      codeToResponse: taps?.summary.allCodeToResponse ?? null,
    },
  );
  const header = `${machine.date}, headless Chromium ${machine.chromium}${lighthouseVersion ? `, Lighthouse ${lighthouseVersion}` : ''}, ${machine.nproc} cores (${machine.cpu}), node ${machine.node}, load average ${machine.load.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (other work on the machine slows every figure).`;
  const served =
    'Every page is served over HTTP/1.1 from 127.0.0.1, compressed as a site’s server does (brotli, which this Chromium asks for even over http, else gzip), the library as `npm run build` makes it.';
  const throttledHeader = `Each page loaded ${runs} times in a fresh browser context (empty cache), the pages alternated, medians shown; a ${VIEWPORT.width}x${VIEWPORT.height} window; the network throttled through the DevTools protocol to ${NETWORK.latency} ms per request and ${((NETWORK.downloadThroughput * 8) / 1e6).toFixed(1)} Mbps down.`;
  const pages = VARIANTS.filter(
    (variant) => of(variant.id) || lighthouse?.summaries.some((summary) => summary.page === variant.id),
  ).map((variant) => `- **${variant.label}**: ${variant.about}.`);
  const requestsAbout =
    'The requests, from each page’s Lighthouse run with the median LCP, as Lighthouse observed the load before simulating the throttling (from 127.0.0.1, unthrottled: the times, from the page’s own request, say in what order the browser asked for things, not how long a visitor waits): when the main picture (the LCP image) went out, and whether before every script; the stylesheet requests; the JavaScript fetched before any interaction (Lighthouse clicks and types nothing: every script of the load), its bytes as transferred (brotli, headers included), and the brotli and gzip sizes of the same files, each compressed on its own.';
  const lighthouseLines = (table: (rows: readonly string[][]) => string): string[] => {
    if (!lighthouse) return [];
    const errored = erroredAudits(lighthouse.summaries);
    const warnings = [...new Set(lighthouse.summaries.flatMap((s) => s.runs.flatMap((run) => run.warnings)))];
    return [
      settingsLine(lighthouse.summaries, lighthouse.runs),
      '',
      table(lighthouseRows(lighthouse.summaries)),
      '',
      requestsAbout,
      '',
      table(requestRows(lighthouse.summaries, lighthouse.sizes)),
      '',
      ...lighthouseDetails(lighthouse.summaries),
      ...(errored.length
        ? [
            `- Audits Lighthouse could not run on this Chromium (they count in no score; the LCP element is read from the trace instead): ${errored.join('; ')}.`,
          ]
        : []),
      ...warnings.map((warning) => `- Lighthouse warned: ${warning}`),
    ];
  };
  const goalLines = (table: (rows: readonly string[][]) => string) => [
    table(goalRows(checks)),
    '',
    ...goalSummary(checks),
  ];
  const markdown = [
    '# Page benchmark',
    '',
    'Written by `npm run bench:page` (see README.md, "The page benchmark").',
    '',
    header,
    served,
    '',
    ...pages,
    '',
    '## Goals',
    '',
    ...goalLines(markdownTable),
    '',
    ...(interaction.rows.length ? ['## Before the first interaction', '', ...interactionLines(markdownTable), ''] : []),
    ...(lighthouse ? ['## Lighthouse', '', ...lighthouseLines(markdownTable), ''] : []),
    ...(summaries.length
      ? [
          '## Throttled network',
          '',
          throttledHeader,
          '',
          markdownTable(figureRows(summaries)),
          '',
          '### What the goals need',
          '',
          ...verdicts,
          '',
          '### Where the figures come from',
          '',
          ...details,
          '',
          'Bytes and requests by resource type (the run with the median LCP):',
          '',
          markdownTable(transferRows(summaries)),
          '',
        ]
      : []),
    ...(errors.length ? ['## Page errors', '', ...errors.map((error) => `- ${error}`), ''] : []),
  ].join('\n');
  writeFileSync(RESULTS, markdown);
  console.log(
    [
      '',
      header,
      '',
      ...(summaries.length
        ? [
            'Throttled network',
            throttledHeader,
            '',
            textTable(figureRows(summaries)),
            '',
            ...verdicts,
            '',
            ...details,
            '',
            textTable(transferRows(summaries)),
            '',
          ]
        : []),
      ...(lighthouse ? ['Lighthouse', ...lighthouseLines(textTable), ''] : []),
      ...(interaction.rows.length ? ['Before the first interaction', ...interactionLines(textTable), ''] : []),
      'Goals',
      ...goalLines(textTable),
    ].join('\n'),
  );
}

/** The brotli and gzip sizes (as serve.ts compresses) of the files at these paths of the server. */
function compressedSizes(paths: Iterable<string>): Map<string, Compressed> {
  const sizes = new Map<string, Compressed>();
  for (const path of paths) {
    const file = path.startsWith(LIBRARY_BASE)
      ? join(LIBRARY_DIR, path.slice(LIBRARY_BASE.length))
      : join(OUT_DIR, path.slice(1));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    sizes.set(path, { brotli: brotliCompressSync(body).length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

/** Lighthouse on each page `runs` times, the pages alternated round by round; a failed run is noted and skipped. */
async function measureWithLighthouse(
  baseUrl: string,
  pages: readonly LighthousePage[],
  runs: number,
): Promise<LighthouseResults> {
  const attempts = new Map<LighthousePage, LighthouseAttempt[]>(pages.map((page) => [page, []]));
  const chromePath = chromiumPath();
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      process.stdout.write(`Lighthouse round ${round}/${runs}: ${page}        \r`);
      const file = VARIANTS.find((entry) => entry.id === page)?.file ?? '';
      const attempt = await runLighthouse(`${baseUrl}${file}`, chromePath, LIGHTHOUSE_TIMEOUT_MS);
      if (!attempt.ok) console.error(`Lighthouse, ${page}, round ${round}: failed: ${attempt.error}`);
      attempts.get(page)?.push(attempt);
    }
  }
  const summaries = pages.map((page) => summariseLighthouse(page, attempts.get(page) ?? []));
  const scripts = summaries.flatMap((summary) => (summary.typical ? requestFacts(summary.typical).scripts : []));
  return { runs, summaries, sizes: compressedSizes(new Set(scripts)) };
}

/** Loads each page `runs` times over the throttled network, the pages alternated; returns each page's summary. */
async function measureThrottled(
  baseUrl: string,
  pages: readonly Variant[],
  runs: number,
  errors: string[],
): Promise<{ chromium: string; summaries: Summary[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const results = new Map<Variant, Run[]>(pages.map((id) => [id, []]));
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`round ${run}/${runs}\r`);
      for (const id of pages) {
        try {
          results.get(id)?.push(await loadOnce(browser, baseUrl, id, errors));
        } catch (error) {
          errors.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    const summaries = pages.flatMap((id) => {
      const these = results.get(id) ?? [];
      return these.length ? [summarise(id, these)] : [];
    });
    return { chromium: browser.version(), summaries };
  } finally {
    await browser.close();
  }
}

/** What the taps before hydration gave: each tap's outcome, and their summary. */
interface TapResults {
  outcomes: TapOutcome[];
  summary: TapSummary;
}

/** Taps a gallery tile before hydration on the tap page `runs` times, each in a fresh browser context. */
async function measureTaps(
  baseUrl: string,
  runs: number,
  errors: string[],
): Promise<TapResults & { chromium: string }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const outcomes: TapOutcome[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`tap ${run}/${runs}        \r`);
      const outcome = await tapOnce(
        browser,
        `${baseUrl}${TAP_FILE}`,
        {
          network: NETWORK,
          heldPath: `${LIBRARY_BASE}${TAPPED_TAG}.js`,
          codePaths: tappedCode().map((file) => `${LIBRARY_BASE}${file}`),
          boundMs: TAP_BOUND_MS,
          timeoutMs: TAP_TIMEOUT_MS,
        },
        (what) => errors.push(`tap: ${what}`),
      );
      if (outcome.kind === 'failed') console.error(`tap ${run}: failed: ${outcome.error}`);
      outcomes.push(outcome);
    }
    return { outcomes, summary: summariseTaps(outcomes), chromium: browser.version() };
  } finally {
    await browser.close();
  }
}

/** The files the tapped element's code loads, as the build lists them for the prerenderer. */
function tappedCode(): readonly string[] {
  const modules = JSON.parse(readFileSync(join(LIBRARY_DIR, MODULES_FILE), 'utf8')) as Record<string, string[]>;
  return modules[TAPPED_TAG] ?? [`${TAPPED_TAG}.js`];
}

/** Builds, serves, measures, reports; exits 1 when a page went wrong. */
export async function main(args: string[] = []): Promise<number> {
  const { runs, pages, lighthouseRuns, tapRuns } = parseOptions(args);
  const started = performance.now();
  // The machine as it was before the build: the load average at the start.
  const machine = describeMachine('');
  await buildLibrary(LIBRARY_DIR);
  const prerender = await writePages();
  const errors: string[] = [];
  const server = await servePages();
  let summaries: Summary[] = [];
  let lighthouse: LighthouseResults | null = null;
  let taps: (TapResults & { chromium: string }) | null = null;
  try {
    if (runs > 0) {
      const throttled = await measureThrottled(server.url, pages, runs, errors);
      machine.chromium = throttled.chromium;
      summaries = throttled.summaries;
    }
    const lighthousePages = LIGHTHOUSE_PAGES.filter((page) => pages.includes(page));
    if (lighthouseRuns > 0 && lighthousePages.length)
      lighthouse = await measureWithLighthouse(server.url, lighthousePages, lighthouseRuns);
    if (tapRuns > 0 && pages.includes('prerendered')) {
      taps = await measureTaps(server.url, tapRuns, errors);
      machine.chromium ||= taps.chromium;
    }
  } finally {
    await server.close();
  }
  const lighthouseRun = lighthouse?.summaries.flatMap((summary) => summary.runs)[0];
  if (!machine.chromium) machine.chromium = (lighthouseRun && chromeVersionOf(lighthouseRun.userAgent)) ?? 'unknown';
  report({
    machine,
    loadAtEnd: loadavg()[0] ?? 0,
    lighthouseVersion: lighthouseRun?.lighthouseVersion ?? null,
    runs,
    summaries,
    prerender,
    errors,
    lighthouse,
    taps,
  });
  console.log(`\nwrote bench/page-results.md in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const error of errors) console.error(error);
  return errors.length ? 1 : 0;
}
