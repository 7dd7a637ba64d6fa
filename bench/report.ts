/**
 * Turns measured runs into the figures printed to stdout and written to
 * results.md: one set of rows, two renderings, so they cannot disagree.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { Kind, Mode, RunResult } from './protocol.ts';

/** Every run of one mode, mounting and number of elements. */
export interface CaseRuns {
  mode: Mode;
  kind: Kind;
  /** Elements per run: the 1,000 of the timings, or the few of the long-task goal. */
  count: number;
  runs: RunResult[];
}

/** Heap and DOM counters after forced garbage collection. */
export interface HeapSample {
  /** V8's used JavaScript heap, bytes. */
  js: number;
  /** Blink's garbage-collected heap (DOM objects), bytes. */
  embedder: number;
  nodes: number;
  listeners: number;
}

/** The create-and-remove cycles of one mounting. */
export interface HeapRun {
  kind: Kind;
  count: number;
  cycles: number;
  /** Fresh page, tag defined, nothing rendered yet. */
  cold: HeapSample;
  /** After one warm-up cycle: React's one-time allocations are made. */
  warm: HeapSample;
  /** After `cycles` more cycles. */
  after: HeapSample;
  /** Shared root only: after one more flush with nothing changed. */
  afterFlush?: HeapSample;
  /** Shared-root entries still held after the last removal. */
  entriesLeft: number;
}

/** Where the figures were measured. */
export interface Machine {
  date: string;
  chromium: string;
  node: string;
  nproc: number;
  cpu: string;
  /** 1-minute load average before the runs: other work on the machine skews every figure. */
  load: number;
}

/** The machine the figures belong to. */
export function describeMachine(chromiumVersion: string): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    // Not Linux: os.cpus() said what it could.
  }
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    chromium: chromiumVersion,
    node: process.version,
    nproc: availableParallelism(),
    cpu,
    load: loadavg()[0] ?? 0,
  };
}

/** The heap growth the shared root must stay under: over the ten cycles, and from the start after removing them. */
export const HEAP_TARGET_BYTES = 1024 * 1024;

/** The longest a task may take while a page mounts a few elements (20 elements, no task over 50 ms: bench/README.md). */
export const TASK_TARGET_MS = 50;

export const LABELS: Record<Kind, string> = {
  plain: 'plain HTMLElement',
  lit: 'Lit 3',
  rpe: 'root per element',
  shared: 'shared root, React (default build)',
  lite: 'shared root, preact/compat (lite build)',
};

/** What a page loads for one element alone: the entry and every chunk it imports. */
export interface SizeRow {
  kind: Kind;
  files: number;
  /** Brotli bytes, each file compressed on its own. */
  brotli: number;
}

/** The header and rows of the size table. */
export function sizeRows(sizes: readonly SizeRow[]): string[][] {
  return [
    ['mounting', 'files', 'brotli'],
    ...sizes.map((row) => [LABELS[row.kind], String(row.files), `${(row.brotli / 1024).toFixed(1)} KB`]),
  ];
}

/** The median: robust to the one run the noisy 2-core machine spoils. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

const ms = (value: number): string => value.toFixed(1);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
const signedKb = (bytes: number): string => `${bytes >= 0 ? '+' : ''}${(bytes / 1024).toFixed(0)} KB`;
const signedCount = (count: number): string => `${count >= 0 ? '+' : ''}${count}`;

/** The header and rows of the timing table. */
export function timingRows(cases: readonly CaseRuns[]): string[][] {
  const header = [
    'case',
    'elements',
    'mounting',
    'rendered ms',
    'min-max ms',
    'laid out ms',
    'mount task ms',
    'longest task ms',
    'long tasks',
    'wrong',
  ];
  const rows = cases.map(({ mode, kind, count, runs }) => {
    const rendered = runs.map((run) => run.rendered);
    const longest = median(runs.map((run) => run.longestTask));
    return [
      mode,
      String(count),
      LABELS[kind],
      ms(median(rendered)),
      `${ms(Math.min(...rendered))}-${ms(Math.max(...rendered))}`,
      ms(median(runs.map((run) => run.laidOut))),
      ms(median(runs.map((run) => run.mountTask))),
      longest > 0 ? ms(longest) : '< 50',
      String(median(runs.map((run) => run.longTasks))),
      String(Math.max(...runs.map((run) => run.wrong))),
    ];
  });
  return [header, ...rows];
}

/** The header and rows of the heap table. */
export function heapRows(heaps: readonly HeapRun[]): string[][] {
  const header = ['mounting', 'sample', 'JS heap', 'DOM heap', 'nodes', 'listeners'];
  const rows: string[][] = [];
  for (const heap of heaps) {
    const samples: [string, HeapSample][] = [
      ['cold (defined, nothing rendered)', heap.cold],
      ['after 1 warm-up cycle', heap.warm],
      [`after ${heap.cycles} more cycles`, heap.after],
    ];
    if (heap.afterFlush) samples.push(['then one more shared-root flush', heap.afterFlush]);
    for (const [name, sample] of samples) {
      rows.push([
        LABELS[heap.kind],
        name,
        kb(sample.js),
        kb(sample.embedder),
        String(sample.nodes),
        String(sample.listeners),
      ]);
    }
  }
  return [header, ...rows];
}

/** JS plus DOM heap of a sample: a leak can sit in either. */
const total = (sample: HeapSample): number => sample.js + sample.embedder;

const within = (bytes: number): string => (bytes <= HEAP_TARGET_BYTES ? 'within' : 'OVER');

/**
 * Sentences per heap run: the heap after removing the elements against the
 * start (the page with the tag defined, nothing rendered) and the growth over
 * the cycles, each against the 1 MB target, and what the last removal left.
 */
export function heapVerdicts(heaps: readonly HeapRun[]): string[] {
  return heaps.flatMap((heap) => {
    const growth = total(heap.after) - total(heap.warm);
    const firstRemoval = total(heap.warm) - total(heap.cold);
    const lastRemoval = total(heap.after) - total(heap.cold);
    const lines = [
      `${LABELS[heap.kind]}: heap after removing ${heap.count} elements, against the start: ` +
        `${signedKb(firstRemoval)} after the first ${heap.count} (${within(firstRemoval)} the 1 MB target), ` +
        `${signedKb(lastRemoval)} after ${heap.cycles + 1} rounds (${within(lastRemoval)}).`,
      `${LABELS[heap.kind]}: ${heap.cycles} cycles of ${heap.count} elements created and removed grew JS + DOM heap by ` +
        `${signedKb(growth)} (${within(growth)} the 1 MB target), ` +
        `${signedCount(heap.after.nodes - heap.warm.nodes)} nodes, ${signedCount(heap.after.listeners - heap.warm.listeners)} listeners; ` +
        `cold to after the cycles: ${signedKb(total(heap.after) - total(heap.cold))}, ` +
        `${signedCount(heap.after.nodes - heap.cold.nodes)} nodes, ${signedCount(heap.after.listeners - heap.cold.listeners)} listeners.`,
    ];
    if (heap.afterFlush) {
      lines.push(
        `${LABELS[heap.kind]}: one more flush with nothing changed released ` +
          `${kb(total(heap.after) - total(heap.afterFlush))}, ${heap.after.nodes - heap.afterFlush.nodes} nodes and ` +
          `${heap.after.listeners - heap.afterFlush.listeners} listeners that the last removed batch still held; ` +
          `cold to then: ${signedKb(total(heap.afterFlush) - total(heap.cold))}. ${heap.entriesLeft} entries were left in the renderer's map.`,
      );
    }
    return lines;
  });
}

/**
 * The few-element cases against the task goal, per mode and mounting: the
 * mount's own task (median and worst run) and any task of 50 ms or more.
 */
export function taskVerdicts(cases: readonly CaseRuns[], count: number): string[] {
  return cases
    .filter((entry) => entry.count === count && entry.runs.length > 0)
    .map(({ mode, kind, runs }) => {
      const tasks = runs.map((run) => run.mountTask);
      const worst = Math.max(...tasks, ...runs.map((run) => run.longestTask));
      const longRuns = runs.filter((run) => run.longestTask > 0).length;
      return (
        `${mode} ${count}: ${LABELS[kind]}: mount task ${ms(median(tasks))} ms (median), ${ms(Math.max(...tasks))} ms (worst of ${runs.length}); ` +
        `tasks of 50 ms or more in ${longRuns} of ${runs.length} runs; longest ${ms(worst)} ms: ` +
        `${worst <= TASK_TARGET_MS ? 'within' : 'OVER'} the ${TASK_TARGET_MS} ms target.`
      );
    });
}

/**
 * Each run's time against Lit's run of the same round, which ran just before
 * or after it on the machine as it was then: the median and the range of
 * those ratios show how far one run's verdict can be from another's. Empty
 * when a run failed and the rounds no longer line up.
 */
function roundByRound(runs: readonly RunResult[], lit: readonly RunResult[]): string {
  if (runs.length !== lit.length) return '';
  const ratios = runs.map((run, round) => run.rendered / (lit[round]?.rendered ?? Number.NaN));
  const x = (value: number) => `${value.toFixed(2)}x`;
  return `; round by round ${x(median(ratios))} (${x(Math.min(...ratios))} to ${x(Math.max(...ratios))})`;
}

/** Which mounting rendered faster, per mode, in plain words, for the runs of `count` elements. */
export function verdicts(cases: readonly CaseRuns[], count: number): string[] {
  const modes: Mode[] = ['insert', 'upgrade'];
  return modes.flatMap((mode) => {
    const of = (kind: Kind) =>
      cases.find((entry) => entry.mode === mode && entry.kind === kind && entry.count === count);
    const shared = of('shared');
    const rpe = of('rpe');
    if (!shared || !rpe || shared.runs.length === 0 || rpe.runs.length === 0) return [];
    const a = median(shared.runs.map((run) => run.rendered));
    const b = median(rpe.runs.map((run) => run.rendered));
    const [faster, slower, fast, slow] =
      a <= b ? ['shared root', 'root per element', a, b] : ['root per element', 'shared root', b, a];
    const lit = of('lit');
    const againstLit = (['shared', 'lite'] as const).flatMap((kind) => {
      const entry = of(kind);
      if (!lit?.runs.length || !entry?.runs.length) return [];
      const ratio = median(entry.runs.map((run) => run.rendered)) / median(lit.runs.map((run) => run.rendered));
      return [`${mode}: ${LABELS[kind]} took ${ratio.toFixed(2)}x Lit's time${roundByRound(entry.runs, lit.runs)}.`];
    });
    return [
      `${mode}: ${faster} is faster, ${ms(fast)} ms against ${ms(slow)} ms for ${slower} (${(slow / fast).toFixed(1)}x).`,
      ...againstLit,
    ];
  });
}

/** Each column's widest cell, so both renderings line up. */
function columnWidths(rows: readonly string[][]): number[] {
  return rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
}

/** Pads columns for a terminal. */
export function textTable(rows: readonly string[][]): string {
  const widths = columnWidths(rows);
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Renders rows as a Markdown table padded the way Biome formats one, so `biome check` passes on results.md. */
export function markdownTable(rows: readonly string[][]): string {
  const [header, ...body] = rows;
  if (!header) return '';
  const widths = columnWidths(rows).map((width) => Math.max(width, 3));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
