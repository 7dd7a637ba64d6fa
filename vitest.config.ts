import { defineConfig } from 'vitest/config';
import { inlineScripts } from './scripts/inline-script.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        // The first views the server renderer writes into pages (`*?inline-script`).
        plugins: [inlineScripts()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{elements,runtime,lib,platform,reference-api,scripts,test,demo,bench}/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/*.e2e.test.ts', '**/*.hosts.test.ts', '**/node_modules/**'],
          // The elements' stylesheets as their modules import them (`*.css?inline`), not empty: the server
          // renderer writes them into shadow roots when asked to inline them.
          css: { include: [/\.css($|\?)/] },
          // One module graph per worker, not one per file: importing zod, React and the schemas again for
          // each of 80 files took most of the run (129 s against 37 s on a busy 2-core machine). Tests
          // that change globals put them back (vi.unstubAllGlobals); a shuffled order passes too.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Two files at once, each with its own Chromium, against the one demo server: a page spends
          // most of its time waiting on the server and on frames, which the other file fills. The tests
          // find their own requests by marker, never by place in the shared log.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'hosts',
          environment: 'node',
          include: ['test/hosts/*.hosts.test.ts'],
          // Packs the package (building it) and installs the tarball into test/hosts once.
          globalSetup: ['test/hosts/global-setup.ts'],
          // Compilers and builds: a few seconds each on an idle machine, far longer on a loaded one.
          testTimeout: 180000,
          hookTimeout: 300000,
          fileParallelism: false,
        },
      },
    ],
  },
});
