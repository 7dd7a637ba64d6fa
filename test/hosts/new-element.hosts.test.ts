import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnv } from './package-install.ts';

/**
 * `npm run new-element` as a maintainer runs it, in a copy of the
 * repository (its files as git sees them, the installed node_modules
 * shared): the new element passes its contract suite in Chromium, its
 * lint, types and table tests and every size budget, and nothing outside
 * its folder changed but the files `npm run manifest` writes from the
 * folders.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TAG = 'sq-probe-element';

/** The files `npm run manifest` writes that list every element (besides the new element's own declaration file). */
const GENERATED = [
  'README.md',
  'custom-elements.json',
  'docs/loading.md',
  'elements/load-triggers.ts',
  'elements/registry.ts',
  'elements/sq-elements.css',
  `types/${TAG}.d.ts`,
  'types/index.d.ts',
  'types/react.d.ts',
  'types/vue.d.ts',
  'vscode.html-custom-data.json',
  'web-types.json',
];

let copy = '';

/** Runs a command in the copy; its exit code and what it printed. */
function run(command: string, args: string[]): { code: number | null; output: string } {
  const ran = spawnSync(command, args, { cwd: copy, env: buildEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: ran.status, output: `${ran.stdout}${ran.stderr}` };
}

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=probe', '-c', 'user.email=probe@example.com', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'sq-new-element-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(join(copy, dirname(file)), { recursive: true });
    // A file deleted but not yet staged is listed and absent: the copy is the tree as it is.
    try {
      cpSync(join(ROOT, file), join(copy, file));
    } catch {}
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'before');
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run new-element', () => {
  it('writes a folder and the files generated from the folders, and nothing else', () => {
    const made = run(process.execPath, ['scripts/run.mjs', 'scripts/new-element.ts', TAG]);
    expect(made.code, made.output).toBe(0);
    const changed = git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const outside = changed.filter((path) => !path.startsWith(`elements/${TAG}/`)).sort();
    expect(outside).toEqual([...GENERATED].sort());
    expect(changed.filter((path) => path.startsWith(`elements/${TAG}/`)).length).toBeGreaterThan(8);
  });

  it('refuses a folder that exists, and changes nothing', () => {
    const again = run(process.execPath, ['scripts/run.mjs', 'scripts/new-element.ts', TAG]);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`elements/${TAG}/ exists already`);
  });

  it('passes lint, the type check and its table test', () => {
    const lint = run('npx', ['biome', 'check', `elements/${TAG}`]);
    expect(lint.code, lint.output).toBe(0);
    const types = run('npx', ['tsc', '-p', '.']);
    expect(types.code, types.output).toBe(0);
    const unit = run('npx', ['vitest', 'run', '--project', 'unit', `elements/${TAG}`, 'scripts/manifest.test.ts']);
    expect(unit.code, unit.output).toBe(0);
  });

  it('fits every budget, the shared files every page loads among them', () => {
    const size = run('npm', ['run', 'size']);
    expect(size.code, size.output).toBe(0);
    expect(size.output).toMatch(new RegExp(`^${TAG}\\.js .* ok$`, 'm'));
  });

  it('passes the contract suite in Chromium', () => {
    const browser = run('npx', [
      'wtr',
      '--config',
      'web-test-runner.config.mjs',
      '--static-logging',
      '--files',
      `elements/${TAG}/*.browser.test.ts`,
    ]);
    expect(browser.code, browser.output).toBe(0);
    // The runner's last summary, its colours taken out: `1/1 test files | 16 passed, 0 failed`.
    const summary = stripVTControlCharacters(browser.output);
    const [, passed] = [...summary.matchAll(/1\/1 test files \| (\d+) passed, 0 failed/g)].at(-1) ?? [];
    expect(Number(passed), browser.output).toBeGreaterThan(10);
  });
});
