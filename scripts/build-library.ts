import { execFile } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** `vite build` with `args`, in a process of its own without the caller's NODE_ENV (see buildLibrary). */
function viteBuild(...args: string[]) {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
    { env },
  );
}

/**
 * Set by `npm test` once `npm run build` has built the library into `dist/`
 * for the run: every stage after it uses that build instead of its own.
 */
export const BUILT_FOR_RUN = 'SQ_LIBRARY_BUILT';

/** `dist/` when `npm test` built it for this run, else undefined (the caller builds its own). */
export function libraryBuiltForRun(): string | undefined {
  return process.env[BUILT_FOR_RUN] ? resolve('dist') : undefined;
}

/**
 * Builds the library into `outDir` as `npm run build` does (the browser
 * build, and the server build into `outDir/server`), in a process of
 * its own: a test runner (NODE_ENV=test) or Vite's module runner
 * (NODE_ENV=development) would otherwise give a build with React's
 * development JSX calls beside its production runtime. In a run of
 * `npm test`, copies the build it made instead.
 */
export async function buildLibrary(outDir: string): Promise<void> {
  const built = libraryBuiltForRun();
  if (built) return cp(built, outDir, { recursive: true });
  await viteBuild('--outDir', outDir);
  // The server renderer and its command, in server/ beside the chunks, as the package has them.
  await buildServer(join(outDir, 'server'));
}

/** Builds `sq-elements/server` into `outDir` (`index.js`, for any runtime) and the command beside it (`cli.js`). */
export async function buildServer(outDir: string): Promise<void> {
  const built = libraryBuiltForRun();
  if (built) return cp(join(built, 'server'), outDir, { recursive: true });
  await viteBuild('--config', 'vite.server.config.ts', '--outDir', outDir);
  await viteBuild('--config', 'vite.server.config.ts', '--mode', 'cli', '--outDir', outDir);
}
