import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatSlowest, type RunReport, summarizeSoak } from '../test/suite/suite-report.logic.ts';

const USAGE = 'usage: npm run test:soak -- [runs] [wtr options, e.g. --files "runtime/**/*.browser.test.ts"]';
const DEFAULT_RUNS = 5;
const REPORT_DIR = '.sq-data/soak';

/**
 * Runs the browser suite several times and names every test that failed in
 * any run: a test that fails once in five is a flaky test, and a defect.
 * Prints each file's median time, slowest first. Exits 1 if any test failed.
 */
export async function main(args: string[]): Promise<number> {
  const [first, ...rest] = args;
  const runs = first !== undefined && /^\d+$/.test(first) ? Number(first) : DEFAULT_RUNS;
  const wtrArgs = first !== undefined && /^\d+$/.test(first) ? rest : args;
  if (runs < 1) {
    console.error(USAGE);
    return 2;
  }
  rmSync(REPORT_DIR, { recursive: true, force: true });
  const reports: RunReport[] = [];
  const wallTimes: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const reportFile = join(REPORT_DIR, `run-${run}.json`);
    console.log(`\n— soak run ${run} of ${runs}`);
    const started = Date.now();
    const result = spawnSync('npx', ['wtr', '--config', 'web-test-runner.config.mjs', '--static-logging', ...wtrArgs], {
      stdio: 'inherit',
      env: { ...process.env, SQ_SUITE_REPORT: reportFile },
    });
    wallTimes.push(Date.now() - started);
    try {
      reports.push(JSON.parse(readFileSync(reportFile, 'utf8')) as RunReport);
    } catch {
      console.error(`run ${run} wrote no report (exit ${result.status}): the runner itself failed`);
      return 1;
    }
  }
  const summary = summarizeSoak(reports);
  console.log(`\nSoak: ${summary.runs} runs of the browser suite`);
  console.log(`Wall time per run: ${wallTimes.map((ms) => `${(ms / 1000).toFixed(0)} s`).join(', ')}`);
  console.log(`\nSlowest files (median over the runs):\n${formatSlowest(summary.medians.slice(0, 15)).join('\n')}`);
  if (summary.flaky.length === 0) {
    console.log('\nNo test failed in any run.');
    return 0;
  }
  console.log(`\nTests that failed (runs failed of ${summary.runs}):`);
  for (const { test, failedRuns } of summary.flaky) console.log(`  ${failedRuns} × ${test}`);
  return 1;
}
