import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Builds the library into `outDir` as `npm run build` does (the browser
 * build, and the server build into `outDir/server`), in a process of
 * its own: a test runner (NODE_ENV=test) or Vite's module runner
 * (NODE_ENV=development) would otherwise give a build with React's
 * development JSX calls beside its production runtime.
 */
export async function buildLibrary(outDir: string): Promise<void> {
  const env = { ...process.env };
  delete env.NODE_ENV;
  const vite = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
      env,
    });
  await vite('--outDir', outDir);
  // The server renderer and its command, in server/ beside the chunks, as the package has them.
  await vite('--config', 'vite.server.config.ts', '--outDir', join(outDir, 'server'));
}
