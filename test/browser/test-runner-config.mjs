import { existsSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { createServer } from 'vite';
import { inlineScripts } from '../../scripts/inline-script.mjs';
import { LITE_OPTIMIZED, liteEngine } from '../../scripts/lite-aliases.mjs';

/**
 * Browser tests in Debian's Chromium. A Vite dev server in middleware mode
 * compiles the TypeScript and React's CommonJS; the reference API answers
 * `/api/*`, `/__api/*` and the checkout pages over real HTTP, as it does for the demo.
 * With `engine: 'preact'` every import of React resolves to preact/compat, as
 * in the lite build, and the dev server keeps its pre-bundled modules apart.
 *
 * @param {{ engine?: 'react' | 'preact', files?: string[] }} [options]
 * @returns {Promise<import('@web/test-runner').TestRunnerConfig>}
 */
/**
 * The longest files, longest first (from the timing report every run prints). Started last, a long
 * file would run alone at the end while the other browser slots sit idle.
 */
const LONGEST_FIRST = [
  'runtime/services/performance/performance.browser.test.ts',
  'elements/sq-lightbox/lightbox.browser.test.ts',
  'runtime/services/tracking/tracking.browser.test.ts',
  'test/guardrails/fuzz-1.browser.test.ts',
  'runtime/services/trace-log.browser.test.ts',
  'elements/sq-gallery/designs/swipe.browser.test.ts',
  'elements/sq-gallery/gallery.browser.test.ts',
  'runtime/services/error-reporter.browser.test.ts',
  'elements/sq-gallery/designs/slideshow.browser.test.ts',
  'test/guardrails/fuzz-2.browser.test.ts',
  'elements/sq-sign-in/sign-in.browser.test.ts',
  'test/guardrails/hostile-urls.browser.test.ts',
  'elements/sq-highlight/highlight.browser.test.ts',
];

/** Random configs per element the lite run fuzzes after the table, of the default run's 200. */
const LITE_FUZZ_RUNS = 50;

/**
 * The fuzzer's random sample (test/guardrails/configs.ts): `SQ_FUZZ_RUNS` and `SQ_FUZZ_SEED` in the
 * environment draw more configs, or another sample; the lite run draws fewer unless told.
 */
function fuzzDefines(lite) {
  const runs = process.env.SQ_FUZZ_RUNS ?? (lite ? String(LITE_FUZZ_RUNS) : undefined);
  const seed = process.env.SQ_FUZZ_SEED;
  return {
    ...(runs ? { 'import.meta.env.SQ_FUZZ_RUNS': JSON.stringify(runs) } : {}),
    ...(seed ? { 'import.meta.env.SQ_FUZZ_SEED': JSON.stringify(seed) } : {}),
  };
}

export async function browserTestConfig({ engine = 'react', files } = {}) {
  const lite = engine === 'preact';
  const vite = await createServer({
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    define: {
      'process.env.NODE_ENV': JSON.stringify('development'),
      // How many random configs the fuzzer draws, and from which seed (test/guardrails/configs.ts).
      ...fuzzDefines(lite),
    },
    // lit-html's build as it ships, not its development build: that one announces itself with a
    // console warning on every page (a frame's console is checked), and the library bundles the other.
    resolve: { conditions: ['module', 'browser', 'production'] },
    ...(lite ? { cacheDir: 'node_modules/.vite-lite' } : {}),
    plugins: [
      {
        // The test runner serves its own socket module; Vite must leave the import alone.
        name: 'wtr-own-modules',
        resolveId: (id) => (id.startsWith('/__web-dev-server') ? { id, external: true } : undefined),
      },
      ...(lite ? [liteEngine()] : []),
      // The first views the server renderer writes into pages (`*?inline-script`), for the prerender command.
      inlineScripts(),
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
        // The lite engine's own check imports Preact, which a React run does not pre-bundle.
        ...(lite ? [] : ['!test/lite/**']),
      ],
      include: [...(lite ? LITE_OPTIMIZED : ['react', 'react-dom', 'react-dom/client']), 'axe-core', 'chai'],
      exclude: ['@web/test-runner-commands'],
    },
  });
  // Node cannot import TypeScript here; Vite's module runner can.
  const { createReferenceApi } = await vite.ssrLoadModule('/reference-api/api.ts');
  const { isCheckoutPath } = await vite.ssrLoadModule('/reference-api/commerce.ts');
  const { CHROMIUM_ARGS, chromiumPath } = await vite.ssrLoadModule('/test/chromium.ts');
  const { cookieCommands } = await vite.ssrLoadModule('/test/browser/cookie-commands.ts');
  const { tapCommands } = await vite.ssrLoadModule('/test/browser/tap-commands.ts');
  const { ReusedPagesLauncher } = await vite.ssrLoadModule('/test/browser/reused-pages.ts');
  const { prerenderCommands, stylesheetAt } = await vite.ssrLoadModule('/test/browser/prerender-commands.ts');
  const { timingReporter } = await vite.ssrLoadModule('/test/suite/timing-reporter.ts');
  const { compileAhead, filesIn } = await vite.ssrLoadModule('/test/compile-ahead.ts');
  const api = createReferenceApi({ dataDir: lite ? '.sq-data/browser-tests-lite' : '.sq-data/browser-tests' });

  for (const file of LONGEST_FIRST) {
    if (!existsSync(file)) throw new Error(`test-runner-config.mjs: ${file}, listed as one of the longest, is gone`);
  }

  // The whole run: every module its files load is compiled before the first file starts, so no test
  // waits for first compiles (a dynamic import of a chunk, say) inside its own time limit. A run of
  // chosen files (`--files`) compiles as it goes. The lite run compiles the folders its files are in.
  if (!process.argv.includes('--files')) {
    await compileAhead(
      vite,
      (lite ? ['elements', 'test/guardrails', 'test/browser', 'test/lite'] : ['elements', 'runtime', 'lib', 'test'])
        .flatMap((dir) => filesIn(dir, { recursive: true }))
        // The test files, and the scripts of the pages they open in frames.
        .filter((file) => /\.browser\.test\.tsx?$|\/pages\/(.+\/)?[a-z-]+-page\.ts$/.test(file)),
    );
  }

  return {
    files: files ?? [
      ...LONGEST_FIRST,
      // The rest in any order (a file matched twice runs once).
      'elements/**/*.browser.test.{ts,tsx}',
      'runtime/**/*.browser.test.ts',
      'lib/**/*.browser.test.ts',
      'test/**/*.browser.test.ts',
      // What proves the lite engine, run by its own config.
      '!test/lite/**',
    ],
    nodeResolve: false,
    // Four files at once on two cores: a file spends much of its time waiting (the spec's 30 s delays,
    // fades, the reference API), which the others fill. On a quiet 2-core machine the suite
    // takes 284 s at 2, 187 s at 4 (the CPU 75 % busy) and 184 s at 6 (92 % busy).
    concurrency: 4,
    // A test's own waits carry its bounds and name what never came ("timed out waiting for the map");
    // the runner's limit only catches a test that hangs. At 10 s it would cut off tests whose waits are
    // each within their own limits on a busy machine (the map's, up to 10 s for its script, then two
    // more), saying only "Timeout of 10000ms exceeded".
    testFramework: { config: { timeout: 30000 } },
    // A file's whole run: the performance tests wait out the spec's 30 s delays (two pages at once) and
    // load a dozen pages, which on a busy machine comes close to the default 120 s.
    testsFinishTimeout: 300000,
    browsers: [
      // A test file's context and page are kept for a later file (see reused-pages.ts).
      new ReusedPagesLauncher({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }),
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
}
