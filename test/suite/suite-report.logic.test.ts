import { describe, expect, it } from 'vitest';
import {
  failedTests,
  formatSlowest,
  formatSlowestTests,
  type RunReport,
  type SuiteResult,
  slowestFiles,
  summarizeSoak,
  testTimes,
} from './suite-report.logic.ts';

const suite = (name: string, tests: [string, boolean][], suites: SuiteResult[] = []): SuiteResult => ({
  name,
  suites,
  tests: tests.map(([test, passed]) => ({ name: test, passed, skipped: false })),
});

describe('failedTests', () => {
  it('names each failed test by its file and suites', () => {
    const results = suite(
      '',
      [['top', false]],
      [
        suite(
          'popup',
          [
            ['opens', true],
            ['closes', false],
          ],
          [suite('on Escape', [['restores focus', false]])],
        ),
      ],
    );
    expect(failedTests('a.test.ts', results, 0)).toEqual([
      'a.test.ts > top',
      'a.test.ts > popup > closes',
      'a.test.ts > popup > on Escape > restores focus',
    ]);
  });

  it('names the file when it failed before any test ran, and nothing when all passed', () => {
    expect(failedTests('b.test.ts', undefined, 1)).toEqual(['b.test.ts']);
    expect(failedTests('c.test.ts', suite('', [['ok', true]]), 0)).toEqual([]);
  });

  it('does not count a skipped test as failed', () => {
    const results = { name: '', suites: [], tests: [{ name: 'later', passed: false, skipped: true }] };
    expect(failedTests('d.test.ts', results, 0)).toEqual([]);
  });
});

describe('slowest files', () => {
  const files = [
    { file: 'a', ms: 1200, passed: true },
    { file: 'b', ms: 56_000, passed: false },
    { file: 'c', ms: 9000, passed: true },
  ];

  it('sorts slowest first and keeps the count asked for', () => {
    expect(slowestFiles(files, 2).map((file) => file.file)).toEqual(['b', 'c']);
  });

  it('prints seconds aligned and marks a failed file', () => {
    expect(formatSlowest(slowestFiles(files, 3))).toEqual(['  56.0 s  b  (failed)', '   9.0 s  c', '   1.2 s  a']);
  });
});

describe('slowest tests', () => {
  const results: SuiteResult = {
    name: '',
    suites: [
      {
        name: 'popup',
        suites: [],
        tests: [
          { name: 'opens', passed: true, skipped: false, duration: 2500 },
          { name: 'later', passed: false, skipped: true },
        ],
      },
    ],
    tests: [{ name: 'top', passed: true, skipped: false, duration: 40 }],
  };

  it('names each timed test by its file and suites, and leaves out one without a duration', () => {
    expect(testTimes('a.test.ts', results)).toEqual([
      { test: 'a.test.ts > top', ms: 40 },
      { test: 'a.test.ts > popup > opens', ms: 2500 },
    ]);
    expect(testTimes('b.test.ts', undefined)).toEqual([]);
  });

  it('prints the slowest first, as many as asked for', () => {
    const times = [...testTimes('a.test.ts', results), { test: 'b.test.ts > waits', ms: 31000 }];
    expect(formatSlowestTests(times, 2)).toEqual([
      '  31.0 s  b.test.ts > waits',
      '   2.5 s  a.test.ts > popup > opens',
    ]);
  });
});

describe('summarizeSoak', () => {
  const run = (failures: string[], times: Record<string, number>): RunReport => ({
    files: Object.entries(times).map(([file, ms]) => ({ file, ms, passed: !failures.some((f) => f.startsWith(file)) })),
    failures,
  });

  it('counts in how many runs each test failed, most often first', () => {
    const summary = summarizeSoak([
      run(['x > one', 'y > two'], { x: 10, y: 20 }),
      run([], { x: 12, y: 18 }),
      run(['y > two'], { x: 14, y: 40 }),
    ]);
    expect(summary.runs).toBe(3);
    expect(summary.flaky).toEqual([
      { test: 'y > two', failedRuns: 2 },
      { test: 'x > one', failedRuns: 1 },
    ]);
  });

  it('gives each file its median time, slowest first, and each run its summed time', () => {
    const summary = summarizeSoak([
      run([], { x: 10, y: 20 }),
      run([], { x: 30, y: 18 }),
      run([], { x: 14, y: 40 }),
      run([], { x: 12, y: 22 }),
    ]);
    expect(summary.medians).toEqual([
      { file: 'y', ms: 21, passed: true },
      { file: 'x', ms: 13, passed: true },
    ]);
    expect(summary.totals).toEqual([30, 48, 54, 34]);
    expect(summary.flaky).toEqual([]);
  });

  it('counts a test once per run even when a run reports it twice', () => {
    expect(summarizeSoak([run(['x > one', 'x > one'], { x: 1 })]).flaky).toEqual([{ test: 'x > one', failedRuns: 1 }]);
  });
});
