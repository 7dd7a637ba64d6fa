import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{elements,runtime,lib,server,scripts,test,demo,bench}/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/*.e2e.test.ts', 'node_modules/**'],
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
          fileParallelism: false,
        },
      },
    ],
  },
});
