/**
 * What a browser-suite run leaves behind, as plain data: how long each test
 * file took and which tests failed. The timing reporter writes it; the soak
 * script reads several runs of it.
 */

/** One test file of one run. */
export interface FileReport {
  file: string;
  /** Wall time from the file's session starting to its finishing, in ms. */
  ms: number;
  passed: boolean;
}

/** One run of the browser suite. */
export interface RunReport {
  files: FileReport[];
  /** `file > suite > test` for every test that failed, and `file` alone for a file that failed to load. */
  failures: string[];
}

/** The parts of a test runner's session result this module reads. */
export interface SuiteResult {
  name: string;
  suites: SuiteResult[];
  tests: { name: string; passed: boolean; skipped: boolean; duration?: number }[];
}

/** One test and how long it ran, in ms. */
export interface TestTime {
  test: string;
  ms: number;
}

/** Every failed test of a file's results, named by its path of suites. */
export function failedTests(file: string, results: SuiteResult | undefined, fileErrors: number): string[] {
  const failures: string[] = [];
  const visit = (suite: SuiteResult, path: string[]) => {
    for (const test of suite.tests) {
      if (!test.passed && !test.skipped) failures.push([file, ...path, test.name].join(' > '));
    }
    for (const child of suite.suites) visit(child, [...path, child.name]);
  };
  if (results) visit(results, []);
  // A file that throws before its tests run has errors and no failed test to name.
  if (failures.length === 0 && fileErrors > 0) failures.push(file);
  return failures;
}

/** Every test of a file's results that reported its duration, named by its path of suites. */
export function testTimes(file: string, results: SuiteResult | undefined): TestTime[] {
  const times: TestTime[] = [];
  const visit = (suite: SuiteResult, path: string[]) => {
    for (const test of suite.tests) {
      if (test.duration !== undefined) times.push({ test: [file, ...path, test.name].join(' > '), ms: test.duration });
    }
    for (const child of suite.suites) visit(child, [...path, child.name]);
  };
  if (results) visit(results, []);
  return times;
}

/** The slowest tests first, at most `count` of them, as lines for a terminal. */
export function formatSlowestTests(times: TestTime[], count: number): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ test, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${test}`);
}

/** The slowest files first, at most `count` of them. */
export function slowestFiles(files: FileReport[], count: number): FileReport[] {
  return [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Lines for a terminal: seconds right-aligned, then the file. */
export function formatSlowest(files: FileReport[]): string[] {
  return files.map(
    (file) => `${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.file}${file.passed ? '' : '  (failed)'}`,
  );
}

/** What several runs of the suite say together. */
export interface SoakSummary {
  runs: number;
  /** Each test that failed in any run, with how many runs it failed in. */
  flaky: { test: string; failedRuns: number }[];
  /** Each file's median time over the runs, slowest first. */
  medians: FileReport[];
  /** Each run's summed file time, in ms (files run side by side, so this is more than the wall time). */
  totals: number[];
}

export function summarizeSoak(runs: RunReport[]): SoakSummary {
  const failedRuns = new Map<string, number>();
  for (const run of runs) {
    for (const test of new Set(run.failures)) failedRuns.set(test, (failedRuns.get(test) ?? 0) + 1);
  }
  const timesByFile = new Map<string, number[]>();
  const failedFiles = new Set<string>();
  for (const run of runs) {
    for (const file of run.files) {
      timesByFile.set(file.file, [...(timesByFile.get(file.file) ?? []), file.ms]);
      if (!file.passed) failedFiles.add(file.file);
    }
  }
  const medians = [...timesByFile].map(([file, times]) => ({
    file,
    ms: median(times),
    passed: !failedFiles.has(file),
  }));
  return {
    runs: runs.length,
    flaky: [...failedRuns]
      .map(([test, count]) => ({ test, failedRuns: count }))
      .sort((a, b) => b.failedRuns - a.failedRuns || a.test.localeCompare(b.test)),
    medians: slowestFiles(medians, medians.length),
    totals: runs.map((run) => run.files.reduce((sum, file) => sum + file.ms, 0)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
