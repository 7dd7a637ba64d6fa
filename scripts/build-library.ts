import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Builds the library into `outDir` as `npm run build` does, in a process of
 * its own: a test runner (NODE_ENV=test) or Vite's module runner
 * (NODE_ENV=development) would otherwise give a build with React's
 * development JSX calls beside its production runtime.
 */
export async function buildLibrary(outDir: string): Promise<void> {
  const env = { ...process.env };
  delete env.NODE_ENV;
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir],
    { env },
  );
}
