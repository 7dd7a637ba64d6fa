import { describe, expect, it } from 'vitest';
import type { Kind, RunResult } from './protocol.ts';
import { type CaseRuns, verdicts } from './report.ts';

/** A run that rendered in `rendered` ms; the other figures do not enter the verdicts. */
const run = (rendered: number): RunResult => ({
  rendered,
  laidOut: rendered,
  longestTask: 0,
  mountTask: rendered,
  longTasks: 0,
  wrong: 0,
});

const upgrade = (kind: Kind, rendered: number[]): CaseRuns => ({
  mode: 'upgrade',
  kind,
  count: 1000,
  runs: rendered.map(run),
});

describe('verdicts', () => {
  it("sets each kit against Lit by their medians, and round by round against Lit's run of the same round", () => {
    const cases = [
      upgrade('lit', [100, 200, 100]),
      upgrade('rpe', [900, 900, 900]),
      upgrade('shared', [300, 300, 300]),
      upgrade('lite', [110, 180, 150]),
    ];
    expect(verdicts(cases, 1000)).toEqual([
      'upgrade: shared root is faster, 300.0 ms against 900.0 ms for root per element (3.0x).',
      "upgrade: shared root, React (default build) took 3.00x Lit's time; round by round 3.00x (1.50x to 3.00x).",
      "upgrade: shared root, preact/compat (lite build) took 1.50x Lit's time; round by round 1.10x (0.90x to 1.50x).",
    ]);
  });

  it('leaves the round-by-round figures out when a case lost a run', () => {
    const cases = [upgrade('lit', [100, 200, 100]), upgrade('rpe', [900, 900, 900]), upgrade('shared', [300, 300])];
    expect(verdicts(cases, 1000)[1]).toBe("upgrade: shared root, React (default build) took 3.00x Lit's time.");
  });
});
