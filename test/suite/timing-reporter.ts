import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestSession } from '@web/test-runner';
import {
  type FileReport,
  failedTests,
  formatSlowest,
  formatSlowestTests,
  type RunReport,
  slowestFiles,
  type TestTime,
  testTimes,
} from './suite-report.logic.ts';

export interface TimingReporterOptions {
  /** How many of the slowest files, and of the slowest tests, to print when the run ends. */
  slowest: number;
  /** Where to write the run's report as JSON, for the soak script; nothing is written without it. */
  reportFile?: string;
}

/**
 * A reporter beside the runner's own: it times each test file from its
 * session starting to its finishing, prints the slowest when the run ends,
 * and can write the run's timings and failures for `npm run test:soak`.
 */
export function timingReporter({ slowest, reportFile }: TimingReporterOptions): Reporter {
  const startedAt = new Map<string, number>();
  const finishedAt = new Map<string, number>();
  const root = process.cwd();
  let runStartedAt = Date.now();

  return {
    start({ sessions, startTime }) {
      // The first files start while the runner starts, before a reporter is told: they count from the run's start.
      runStartedAt = startTime;
      sessions.on('session-status-updated', (session: TestSession) => {
        if (session.status === 'INITIALIZING' && !startedAt.has(session.id)) startedAt.set(session.id, Date.now());
        if (session.status === 'FINISHED') finishedAt.set(session.id, Date.now());
      });
    },

    stop({ sessions }) {
      const files: FileReport[] = [];
      const failures: string[] = [];
      const times: TestTime[] = [];
      for (const session of sessions) {
        const file = relative(root, session.testFile);
        const start = startedAt.get(session.id) ?? runStartedAt;
        const end = finishedAt.get(session.id);
        files.push({
          file,
          ms: end !== undefined ? end - start : 0,
          passed: session.passed === true,
        });
        failures.push(...failedTests(file, session.testResults, session.errors.length));
        times.push(...testTimes(file, session.testResults));
      }
      const report: RunReport = { files, failures };
      console.log(
        `\nSlowest test files (from a file's start to its end):\n${formatSlowest(slowestFiles(files, slowest)).join('\n')}\n`,
      );
      console.log(`Slowest tests:\n${formatSlowestTests(times, slowest).join('\n')}\n`);
      if (reportFile) {
        mkdirSync(dirname(reportFile), { recursive: true });
        writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
      }
    },
  };
}
