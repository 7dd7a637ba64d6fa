import { build } from 'vite';
import { liteEngine } from '../scripts/lite-aliases.mjs';
import { schemaDocs } from '../scripts/schema-docs.ts';

/**
 * Builds a benchmark page for production, as a site would ship it: React's
 * production build, minified, and the schemas without their documentation,
 * as the library's own build leaves them; with `engine: 'preact'` on
 * preact/compat, as the lite build. No config file is read, so the
 * library's chunking and the demo's plugins do not leak in.
 */
export async function buildBenchPage(options: {
  root: string;
  outDir: string;
  input?: Record<string, string>;
  /** `preact`: React's imports resolved to preact/compat, as the lite build does. */
  engine?: 'react' | 'preact';
  /** Entries and chunks written as `<name>.js` beside each other, as the library names them (for measuring). */
  plainNames?: boolean;
}) {
  const engine = options.engine ?? 'react';
  // scripts/run.mjs loaded us through a Vite dev-mode runner, which set
  // NODE_ENV=development; Vite would then compile JSX to jsxDEV calls that
  // React's production build (chosen by `define`) does not have.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: options.root,
      base: './',
      logLevel: 'warn',
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        'import.meta.env.SQ_BENCH_ENGINE': JSON.stringify(engine),
      },
      plugins: [schemaDocs(), ...(engine === 'preact' ? [liteEngine()] : [])],
      build: {
        outDir: options.outDir,
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        reportCompressedSize: false,
        rolldownOptions: {
          ...(options.input ? { input: options.input } : {}),
          ...(options.plainNames ? { output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } } : {}),
        },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
