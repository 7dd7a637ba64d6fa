/**
 * `npm run bench`: builds the benchmark page for production, serves it,
 * and times 1,000 cart links in headless Chromium for three mountings;
 * prints the figures and writes them to bench/results.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { importClosure } from '../scripts/size.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/chromium.ts';
import { buildBenchPage } from './build.ts';
import type { BenchApi, Kind, Mode, RunResult } from './protocol.ts';
import {
  type CaseRuns,
  describeMachine,
  type HeapRun,
  type HeapSample,
  heapRows,
  heapVerdicts,
  type Machine,
  markdownTable,
  type SizeRow,
  sizeRows,
  taskVerdicts,
  textTable,
  timingRows,
  verdicts,
} from './report.ts';
import { type StaticServer, serveStatic } from './serve.ts';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../dist-bench/', import.meta.url));
/** The same page on preact/compat, beside the React one: the lite build's engine. */
const LITE_PATH = 'lite/';
/** One entry per element alone, for the size table: `react/` and `lite/` under it. */
const SIZES_DIR = join(OUT_DIR, 'sizes');
const RESULTS = fileURLToPath(new URL('results.md', import.meta.url));

const KINDS: Kind[] = ['plain', 'lit', 'rpe', 'shared', 'lite'];

/** The page a mounting runs in: the lite one for preact/compat, the React one for the rest. */
const pageFor = (url: string, kind: Kind): string => (kind === 'lite' ? `${url}${LITE_PATH}` : url);

/** The kits' mountings: their heap is sampled once more after a flush with nothing changed. */
const SHARED_ROOTS: readonly Kind[] = ['shared', 'lite'];
const MODES: Mode[] = ['insert', 'upgrade'];

/** What one invocation measures; `--runs=`, `--count=`, `--few=` and `--cycles=` change it. */
interface Options {
  runs: number;
  count: number;
  /** Elements per run of the long-task goal: a page's first few elements, as a page has them. */
  few: number;
  cycles: number;
}

/** Reads `--name=value` integers, keeping the defaults bench/README.md describes. */
function parseOptions(args: readonly string[]): Options {
  const options: Options = { runs: 7, count: 1000, few: 20, cycles: 10 };
  for (const arg of args) {
    const match = /^--(runs|count|few|cycles)=(\d+)$/.exec(arg);
    if (!match?.[1] || !match[2]) throw new Error(`unknown argument ${arg}; use --runs=N --count=N --few=N --cycles=N`);
    options[match[1] as keyof Options] = Math.max(1, Number(match[2]));
  }
  return options;
}

/** Opens a fresh page (its own browser context) with errors routed to `errors`. */
async function openPage(browser: Browser, url: string, errors: string[]): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.sqBench !== undefined);
  return page;
}

/** One timed run of a mode and mounting in a fresh page. */
async function timedRun(browser: Browser, url: string, mode: Mode, kind: Kind, count: number, errors: string[]) {
  const page = await openPage(browser, pageFor(url, kind), errors);
  try {
    if (mode === 'insert') {
      await page.evaluate((k) => (window.sqBench as BenchApi).define(k), kind);
      return await page.evaluate(([k, n]) => (window.sqBench as BenchApi).insert(k, n), [kind, count] as const);
    }
    return await page.evaluate(([k, n]) => (window.sqBench as BenchApi).upgrade(k, n), [kind, count] as const);
  } finally {
    await page.context().close();
  }
}

/** Heap and DOM counters after collecting garbage until nothing more goes. */
async function heapSample(cdp: CDPSession): Promise<HeapSample> {
  for (let pass = 0; pass < 4; pass++) await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    js: usage.usedSize,
    embedder: usage.embedderHeapUsedSize,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
  };
}

/** Creates and removes `count` elements `cycles` times after one warm-up, sampling the heap around it. */
async function heapRun(
  browser: Browser,
  url: string,
  kind: Kind,
  options: Options,
  errors: string[],
): Promise<HeapRun> {
  const { count, cycles } = options;
  const page = await openPage(browser, pageFor(url, kind), errors);
  try {
    const cdp = await page.context().newCDPSession(page);
    await page.evaluate((k) => (window.sqBench as BenchApi).define(k), kind);
    const cold = await heapSample(cdp);
    await page.evaluate(([k, n]) => (window.sqBench as BenchApi).cycle(k, n), [kind, count] as const);
    const warm = await heapSample(cdp);
    let entriesLeft = 0;
    for (let cycle = 0; cycle < cycles; cycle++) {
      entriesLeft = await page.evaluate(([k, n]) => (window.sqBench as BenchApi).cycle(k, n), [kind, count] as const);
    }
    const after = await heapSample(cdp);
    if (!SHARED_ROOTS.includes(kind)) return { kind, count, cycles, cold, warm, after, entriesLeft };
    await page.evaluate(() => (window.sqBench as BenchApi).flushShared());
    return { kind, count, cycles, cold, warm, after, entriesLeft, afterFlush: await heapSample(cdp) };
  } finally {
    await page.context().close();
  }
}

/**
 * Runs every mode and mounting `runs` times, with `count` elements and with
 * `few`, interleaved so machine noise spreads over all of them.
 */
async function timeAll(browser: Browser, url: string, options: Options, errors: string[]): Promise<CaseRuns[]> {
  const cases: CaseRuns[] = [options.count, options.few].flatMap((count) =>
    MODES.flatMap((mode) => KINDS.map((kind) => ({ mode, kind, count, runs: [] as RunResult[] }))),
  );
  for (let run = 1; run <= options.runs; run++) {
    process.stdout.write(`run ${run}/${options.runs}\r`);
    for (const entry of cases) {
      try {
        const result = await timedRun(browser, url, entry.mode, entry.kind, entry.count, errors);
        if (result.wrong > 0)
          errors.push(`${entry.mode} ${entry.count} ${entry.kind}: ${result.wrong} elements rendered wrong`);
        entry.runs.push(result);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors.push(`${entry.mode} ${entry.count} ${entry.kind}: ${message}`);
      }
    }
  }
  return cases;
}

/** Brotli bytes of an entry and every chunk it imports, each compressed on its own as a server sends them. */
function loadedBytes(dir: string, entry: string): { files: number; brotli: number } {
  const files = [entry, ...importClosure(dir, entry)];
  const brotli = files.reduce(
    (sum, file) =>
      sum +
      brotliCompressSync(readFileSync(join(dir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    0,
  );
  return { files: files.length, brotli };
}

/**
 * Builds each element alone for production (the kit's on both engines) and
 * measures what a page loads for it: the size column beside the timings.
 */
async function measureSizes(): Promise<SizeRow[]> {
  const entry = (name: string) => `${BENCH_DIR}sizes/${name}.ts`;
  const react = join(SIZES_DIR, 'react');
  const lite = join(SIZES_DIR, 'lite');
  await buildBenchPage({
    root: BENCH_DIR,
    outDir: react,
    input: { plain: entry('plain'), lit: entry('lit'), shared: entry('kit') },
    plainNames: true,
  });
  await buildBenchPage({
    root: BENCH_DIR,
    outDir: lite,
    input: { lite: entry('kit') },
    engine: 'preact',
    plainNames: true,
  });
  const built = (dir: string) => new Set(readdirSync(dir));
  const rows: SizeRow[] = [];
  for (const [kind, dir] of [
    ['plain', react],
    ['lit', react],
    ['shared', react],
    ['lite', lite],
  ] as const) {
    if (!built(dir).has(`${kind}.js`)) throw new Error(`the size build wrote no ${kind}.js`);
    rows.push({ kind, ...loadedBytes(dir, `${kind}.js`) });
  }
  return rows;
}

/** The figures as Markdown, overwriting bench/results.md. */
function writeResults(
  machine: Machine,
  options: Options,
  cases: CaseRuns[],
  heaps: HeapRun[],
  sizes: SizeRow[],
  errors: string[],
) {
  const lines = [
    '# Mounting benchmark results',
    '',
    'Written by `npm run bench`; see README.md for what is measured.',
    '',
    `- Date: ${machine.date}`,
    `- Chromium: ${machine.chromium} (headless)`,
    `- Machine: ${machine.nproc} cores (nproc), ${machine.cpu}; node ${machine.node}; load average ${machine.load.toFixed(2)} at the start`,
    `- ${options.count} (and ${options.few}) \`<sq-cart-link items="...">\` per run; median of ${options.runs} fresh pages; production build`,
    '',
    '## Bytes to load, one element alone',
    '',
    markdownTable(sizeRows(sizes)),
    '',
    '## Time to render',
    '',
    markdownTable(timingRows(cases)),
    '',
    ...verdicts(cases, options.count).map((line) => `- ${line}`),
    '',
    `## Tasks while mounting ${options.few}`,
    '',
    ...taskVerdicts(cases, options.few).map((line) => `- ${line}`),
    '',
    '## Heap after forced GC',
    '',
    markdownTable(heapRows(heaps)),
    '',
    ...heapVerdicts(heaps).map((line) => `- ${line}`),
    '',
    ...(errors.length ? ['## Page errors', '', ...errors.map((error) => `- ${error}`), ''] : []),
  ];
  writeFileSync(RESULTS, lines.join('\n'));
}

/** Prints the same figures to stdout. */
function printResults(machine: Machine, options: Options, cases: CaseRuns[], heaps: HeapRun[], sizes: SizeRow[]): void {
  console.log(
    `\n${options.count} (and ${options.few}) <sq-cart-link items="..."> per run, median of ${options.runs} fresh pages, Chromium ${machine.chromium}, ${machine.nproc} x ${machine.cpu}, load ${machine.load.toFixed(2)}\n`,
  );
  console.log(textTable(sizeRows(sizes)));
  console.log('');
  console.log(textTable(timingRows(cases)));
  console.log('');
  for (const line of verdicts(cases, options.count)) console.log(line);
  console.log(`\ntasks while mounting ${options.few}\n`);
  for (const line of taskVerdicts(cases, options.few)) console.log(line);
  console.log('\nheap after forced GC\n');
  console.log(textTable(heapRows(heaps)));
  console.log('');
  for (const line of heapVerdicts(heaps)) console.log(line);
}

/** Builds, serves, measures and reports; exits 1 when the page errored or rendered wrong. */
export async function main(args: string[]): Promise<number> {
  const options = parseOptions(args);
  const started = performance.now();
  await buildBenchPage({ root: BENCH_DIR, outDir: OUT_DIR });
  await buildBenchPage({ root: BENCH_DIR, outDir: join(OUT_DIR, LITE_PATH), engine: 'preact' });
  const sizes = await measureSizes();
  const errors: string[] = [];
  let server: StaticServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await serveStatic(OUT_DIR);
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
      headless: true,
    });
    const machine = describeMachine(browser.version());
    const cases = await timeAll(browser, server.url, options, errors);
    const heaps: HeapRun[] = [];
    // Lit and the hand-written element: what the page itself allocates and keeps, for the kits' figures to be read against.
    for (const kind of ['shared', 'lite', 'rpe', 'lit', 'plain'] as const) {
      try {
        heaps.push(await heapRun(browser, server.url, kind, options, errors));
      } catch (error) {
        errors.push(`heap ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    printResults(machine, options, cases, heaps, sizes);
    writeResults(machine, options, cases, heaps, sizes, errors);
  } finally {
    await browser?.close();
    await server?.close();
  }
  console.log(`\nwrote bench/results.md in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const error of errors) console.error(error);
  return errors.length ? 1 : 0;
}
