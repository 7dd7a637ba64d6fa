/**
 * `npm run bench:motion`: a marquee on a wave and six highlights animating
 * for 5 s in headless Chromium, measured from a Chromium trace: frames
 * presented and dropped (the compositor's frame reporter), and main-thread
 * script time per frame. Prints the figures; exits 1 only on a page error.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../test/chromium.ts';
import { buildBenchPage } from './build.ts';
import { serveStatic } from './serve.ts';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../dist-bench/motion/', import.meta.url));
const WINDOW_MS = 5000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame_reporter?: { state?: string }; data?: unknown };
}

/** Script that runs on the page's main thread (tasks that call into JavaScript). */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.callFunction',
]);

/** Milliseconds covered by the events' spans, nested and overlapping spans counted once. */
function coveredMs(events: TraceEvent[]): number {
  const spans = events.map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

/** Builds, serves, measures and prints. */
export async function main(): Promise<void> {
  await buildBenchPage({ root: BENCH_DIR, outDir: OUT_DIR, input: { motion: `${BENCH_DIR}motion.html` } });
  const server = await serveStatic(OUT_DIR);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}motion.html`);
    await page.waitForFunction(
      () =>
        document.querySelector('sq-marquee')?.getAttribute('data-state') === 'running' &&
        [...document.querySelectorAll('sq-highlight')].every(
          (element) => element.getAttribute('data-state') === 'waiting',
        ),
      undefined,
      { timeout: 30000 },
    );
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'cc',
        'benchmark',
        'v8.execute',
      ],
    });
    // The highlights wait for their parent to show, then start 250 ms later, within the window.
    await page.evaluate(() => {
      (document.getElementById('highlights') as HTMLElement).style.opacity = '1';
    });
    await page.waitForTimeout(WINDOW_MS);
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('sq-highlight')].map((element) => element.getAttribute('data-state')),
    );
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    // The page's renderer is the one whose main thread ran our tasks; other renderers are idle.
    const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    const busy = (main: TraceEvent) =>
      events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask').length;
    const rendererMain = mains.sort((a, b) => busy(b) - busy(a))[0];
    const frames = events.filter((event) => event.name === 'PipelineReporter' && event.ph === 'b');
    const byState = new Map<string, number>();
    for (const frame of frames) {
      const state = frame.args?.frame_reporter?.state ?? 'unknown';
      byState.set(state, (byState.get(state) ?? 0) + 1);
    }
    const script = events.filter(
      (event) =>
        rendererMain &&
        event.pid === rendererMain.pid &&
        event.tid === rendererMain.tid &&
        event.ph === 'X' &&
        SCRIPT_EVENTS.has(event.name),
    );
    const scriptMs = coveredMs(script);
    if (process.env.MOTION_DEBUG) {
      const callbacks = script
        .filter((event) => event.name === 'FireAnimationFrame')
        .map((event) => (event.dur ?? 0) / 1000);
      callbacks.sort((a, b) => a - b);
      console.log(
        `animation frame callbacks: ${callbacks.length}, median ${callbacks[callbacks.length >> 1]?.toFixed(2)} ms`,
      );
      const top = [...script].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 6);
      for (const event of top)
        console.log(event.name, ((event.dur ?? 0) / 1000).toFixed(1), JSON.stringify(event.args?.data).slice(0, 200));
    }
    const presented = (byState.get('STATE_PRESENTED_ALL') ?? 0) + (byState.get('STATE_PRESENTED_PARTIAL') ?? 0);
    const dropped = byState.get('STATE_DROPPED') ?? 0;
    console.log(
      `motion benchmark: a wave marquee and six highlights, ${WINDOW_MS / 1000} s, Chromium ${browser.version()}`,
    );
    console.log(`highlights during the window: ${states.join(', ')}`);
    console.log(`frames: ${frames.length} reported, ${presented} presented, ${dropped} dropped`);
    console.log(`frame states: ${JSON.stringify(Object.fromEntries(byState))}`);
    console.log(
      `main-thread script: ${scriptMs.toFixed(1)} ms in ${script.length} tasks, ${(scriptMs / Math.max(1, presented)).toFixed(3)} ms per presented frame`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
  if (errors.length > 0) {
    console.error(errors.join('\n'));
    process.exitCode = 1;
  }
}
