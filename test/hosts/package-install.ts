import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { libraryBuiltForRun } from '../../scripts/build-library.ts';

/** The scratch app the packed tarball is installed into; the host apps in `apps/` resolve it from here. */
export const HOSTS_DIR = join(import.meta.dirname);

/** Where the installed package lands. */
export const INSTALLED = join(HOSTS_DIR, 'node_modules', 'sq-elements');

const run = promisify(execFile);

/**
 * The environment for npm and the builds it runs: without the test
 * runner's NODE_ENV, which would give a build with React's development JSX
 * beside its production runtime.
 */
export function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/**
 * `npm pack` as a publish does it (its `prepack` builds `dist/`), or of the
 * build `npm test` made for the run without building again; returns the tarball's path.
 */
export async function packPackage(root: string): Promise<string> {
  const destination = mkdtempSync(join(tmpdir(), 'sq-pack-'));
  const builtForRun = libraryBuiltForRun() ? ['--ignore-scripts'] : [];
  await run('npm', ['pack', '--pack-destination', destination, ...builtForRun], {
    cwd: root,
    env: buildEnv(),
    maxBuffer: 16 * 1024 * 1024,
  });
  const [tarball] = readdirSync(destination).filter((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${destination}`);
  return join(destination, tarball);
}

/**
 * Installs the tarball into the scratch app with npm, as a user's
 * `npm install sq-elements` would, offline: the package has no
 * dependencies, and its peers (React) are the repository's.
 */
export async function installTarball(tarball: string): Promise<void> {
  rmSync(join(HOSTS_DIR, 'node_modules'), { recursive: true, force: true });
  await run(
    'npm',
    [
      'install',
      tarball,
      '--no-save',
      '--no-package-lock',
      '--offline',
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: HOSTS_DIR, env: buildEnv() },
  );
}
