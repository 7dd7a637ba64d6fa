import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { compileAhead, filesIn } from '../compile-ahead.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the demo server listens, without a trailing slash. */
    baseUrl: string;
  }
}

/** Where the end-to-end tests' reference API keeps its log. */
const E2E_DATA_DIR = '.sq-data/e2e';

/**
 * Starts the demo server as `npm start` does (the repository's vite.config.ts,
 * with the reference API), on a free port, for every end-to-end test file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A fresh log every run: the inspector page lists all of it, and runs must not see each other's requests.
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  process.env.SQ_DATA_DIR = E2E_DATA_DIR;
  const server = await createServer({
    logLevel: 'warn',
    // Its own dependency cache, so a dev server running beside the tests never re-optimises under them.
    cacheDir: 'node_modules/.vite-e2e',
    // No file watching and no hot reload: an edit made elsewhere while the tests run must not reload their pages.
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false, watch: null },
  });
  await server.listen();
  await compileAhead(server, [
    'elements/autoloader.ts',
    ...filesIn('elements', { recursive: true }).filter((file) =>
      /^elements\/sq-[a-z-]+\/[a-z-]+\.element\.ts$/.test(file),
    ),
    ...filesIn('demo').filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')),
    ...filesIn('demo/elements').filter((file) => file.endsWith('.ts')),
  ]);
  const address = server.httpServer?.address() as AddressInfo | null;
  if (!address) throw new Error('The demo server did not start listening');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}
