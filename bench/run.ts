/**
 * `npm run bench`: builds the benchmark page for production, serves it,
 * and times 1,000 cart links in headless Chromium for three mountings;
 * prints the figures and writes them to bench/results.md.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
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
  textTable,
  timingRows,
  verdicts,
} from './report.ts';
import { type StaticServer, serveStatic } from './serve.ts';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../dist-bench/', import.meta.url));
const RESULTS = fileURLToPath(new URL('results.md', import.meta.url));

const KINDS: Kind[] = ['plain', 'rpe', 'shared'];
const MODES: Mode[] = ['insert', 'upgrade'];

/** What one invocation measures; `--runs=`, `--count=` and `--cycles=` change it. */
interface Options {
  runs: number;
  count: number;
  cycles: number;
}

/** Reads `--name=value` integers, keeping the defaults the README's figures use. */
function parseOptions(args: readonly string[]): Options {
  const options: Options = { runs: 7, count: 1000, cycles: 10 };
  for (const arg of args) {
    const match = /^--(runs|count|cycles)=(\d+)$/.exec(arg);
    if (!match?.[1] || !match[2]) throw new Error(`unknown argument ${arg}; use --runs=N --count=N --cycles=N`);
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
  const page = await openPage(browser, url, errors);
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
  const page = await openPage(browser, url, errors);
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
    if (kind !== 'shared') return { kind, count, cycles, cold, warm, after, entriesLeft };
    await page.evaluate(() => (window.sqBench as BenchApi).flushShared());
    return { kind, count, cycles, cold, warm, after, entriesLeft, afterFlush: await heapSample(cdp) };
  } finally {
    await page.context().close();
  }
}

/** Runs every mode and mounting `runs` times, interleaved so machine noise spreads over all of them. */
async function timeAll(browser: Browser, url: string, options: Options, errors: string[]): Promise<CaseRuns[]> {
  const cases: CaseRuns[] = MODES.flatMap((mode) => KINDS.map((kind) => ({ mode, kind, runs: [] as RunResult[] })));
  for (let run = 1; run <= options.runs; run++) {
    process.stdout.write(`run ${run}/${options.runs}\r`);
    for (const entry of cases) {
      try {
        const result = await timedRun(browser, url, entry.mode, entry.kind, options.count, errors);
        if (result.wrong > 0) errors.push(`${entry.mode} ${entry.kind}: ${result.wrong} elements rendered wrong`);
        entry.runs.push(result);
      } catch (error) {
        errors.push(`${entry.mode} ${entry.kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return cases;
}

/** The figures as Markdown, overwriting bench/results.md. */
function writeResults(machine: Machine, options: Options, cases: CaseRuns[], heaps: HeapRun[], errors: string[]) {
  const lines = [
    '# Mounting benchmark results',
    '',
    'Written by `npm run bench`; see README.md for what is measured.',
    '',
    `- Date: ${machine.date}`,
    `- Chromium: ${machine.chromium} (headless)`,
    `- Machine: ${machine.nproc} cores (nproc), ${machine.cpu}; node ${machine.node}; load average ${machine.load.toFixed(2)} at the start`,
    `- ${options.count} \`<sq-cart-link items="...">\` per run; median of ${options.runs} fresh pages; production build`,
    '',
    '## Time to render',
    '',
    markdownTable(timingRows(cases)),
    '',
    ...verdicts(cases).map((line) => `- ${line}`),
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
function printResults(machine: Machine, options: Options, cases: CaseRuns[], heaps: HeapRun[]): void {
  console.log(
    `\n${options.count} <sq-cart-link items="..."> per run, median of ${options.runs} fresh pages, Chromium ${machine.chromium}, ${machine.nproc} x ${machine.cpu}, load ${machine.load.toFixed(2)}\n`,
  );
  console.log(textTable(timingRows(cases)));
  console.log('');
  for (const line of verdicts(cases)) console.log(line);
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
    for (const kind of ['shared', 'rpe'] as const) {
      try {
        heaps.push(await heapRun(browser, server.url, kind, options, errors));
      } catch (error) {
        errors.push(`heap ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    printResults(machine, options, cases, heaps);
    writeResults(machine, options, cases, heaps, errors);
  } finally {
    await browser?.close();
    await server?.close();
  }
  console.log(`\nwrote bench/results.md in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const error of errors) console.error(error);
  return errors.length ? 1 : 0;
}
