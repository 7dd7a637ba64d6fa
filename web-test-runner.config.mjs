import { existsSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createServer } from 'vite';

/**
 * Browser tests in Debian's Chromium. A Vite dev server in middleware mode
 * compiles the TypeScript and React's CommonJS; the reference API answers
 * `/api/*`, `/__api/*` and the checkout pages over real HTTP, as it does for the demo.
 */
const vite = await createServer({
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  // lit-html's build as it ships, not its development build: that one announces itself with a
  // console warning on every page (a frame's console is checked), and the library bundles the other.
  resolve: { conditions: ['module', 'browser', 'production'] },
  plugins: [
    {
      // The test runner serves its own socket module; Vite must leave the import alone.
      name: 'wtr-own-modules',
      resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : undefined),
    },
  ],
  optimizeDeps: {
    // Not the host apps: they import the installed package, which only the host tests install.
    entries: [
      'elements/**/*.ts',
      'elements/**/*.tsx',
      'runtime/**/*.ts',
      'lib/**/*.ts',
      'test/**/*.ts',
      '!test/hosts/**',
    ],
    include: ['react', 'react-dom', 'react-dom/client', 'axe-core', 'chai'],
    exclude: ['@web/test-runner-commands'],
  },
});
// Node cannot import TypeScript here; Vite's module runner can.
const { createReferenceApi } = await vite.ssrLoadModule('/server/api.ts');
const { isCheckoutPath } = await vite.ssrLoadModule('/server/commerce.ts');
const { CHROMIUM_ARGS, chromiumPath } = await vite.ssrLoadModule('/test/chromium.ts');
const { cookieCommands } = await vite.ssrLoadModule('/test/browser/cookie-commands.ts');
const { tapCommands } = await vite.ssrLoadModule('/test/browser/tap-commands.ts');
const { prerenderCommands, stylesheetAt } = await vite.ssrLoadModule('/test/browser/prerender-commands.ts');
const { timingReporter } = await vite.ssrLoadModule('/test/suite/timing-reporter.ts');
const { compileAhead, filesIn } = await vite.ssrLoadModule('/test/compile-ahead.ts');
const api = createReferenceApi({ dataDir: '.sq-data/browser-tests' });

/**
 * The longest files, longest first (from the timing report every run prints). Started last, a long
 * file would run alone at the end while the other browser slot sits idle.
 */
const LONGEST_FIRST = [
  'test/guardrails/fuzz-1.browser.test.ts',
  'test/guardrails/fuzz-2.browser.test.ts',
  'runtime/performance.browser.test.ts',
  'elements/sq-lightbox/lightbox.browser.test.ts',
  'runtime/tracking.browser.test.ts',
  'elements/sq-gallery/gallery.browser.test.ts',
  'runtime/trace-log.browser.test.ts',
  'test/guardrails/hostile-urls.browser.test.ts',
];
for (const file of LONGEST_FIRST) {
  if (!existsSync(file)) throw new Error(`web-test-runner.config.mjs: ${file}, listed as one of the longest, is gone`);
}

// The whole suite: every module its files load is compiled before the first file starts, so no test
// waits for first compiles (a dynamic import of a chunk, say) inside its own time limit. A run of
// chosen files (`--files`) compiles as it goes.
if (!process.argv.includes('--files')) {
  await compileAhead(
    vite,
    ['elements', 'runtime', 'lib', 'test']
      .flatMap((dir) => filesIn(dir, { recursive: true }))
      // The test files, and the scripts of the pages they open in frames.
      .filter((file) => /\.browser\.test\.tsx?$|\/pages\/(.+\/)?[a-z-]+-page\.ts$/.test(file)),
  );
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
const config = {
  files: [
    ...LONGEST_FIRST,
    // The rest in any order (a file matched twice runs once).
    'elements/**/*.browser.test.{ts,tsx}',
    'runtime/**/*.browser.test.ts',
    'lib/**/*.browser.test.ts',
    'test/**/*.browser.test.ts',
  ],
  nodeResolve: false,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  // A file's whole run: the performance tests wait out two 30 s delays of the spec, which on a busy
  // machine came close to the default 120 s.
  testsFinishTimeout: 300000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  plugins: [cookieCommands(), prerenderCommands(), tapCommands()],
  // The slowest files are printed after every run; `npm run test:soak` has each run write its report.
  reporters: [defaultReporter(), timingReporter({ slowest: 10, reportFile: process.env.SQ_SUITE_REPORT })],
  middleware: [
    // The config fuzzer gives elements random addresses, some not valid percent-encoding: answer
    // those 404 here, where the static file server would log a stack trace for each.
    (ctx, next) => {
      try {
        decodeURIComponent(ctx.request.path);
      } catch {
        ctx.status = 404;
        return;
      }
      return next();
    },
    // The elements' stylesheets, as server-rendered shadow roots link them.
    (ctx, next) => {
      const css = stylesheetAt(ctx.path);
      if (css === undefined) return next();
      ctx.type = 'text/css';
      ctx.body = css;
    },
    (ctx, next) =>
      new Promise((resolveNext, reject) => {
        const path = ctx.path;
        if (path.startsWith('/api/') || path.startsWith('/__api/') || isCheckoutPath(path)) {
          ctx.respond = false;
          api.middleware(ctx.req, ctx.res, (error) => (error ? reject(error) : resolveNext(next())));
          return;
        }
        if (path === '/' || path.startsWith('/__web-dev-server') || path.startsWith('/__web-test-runner')) {
          resolveNext(next());
          return;
        }
        ctx.respond = false;
        vite.middlewares(ctx.req, ctx.res, () => {
          ctx.respond = true;
          resolveNext(next());
        });
      }),
  ],
};

export default config;
