import { build } from 'vite';
import { schemaDocs } from '../scripts/schema-docs.ts';

/**
 * Builds a benchmark page for production, as a site would ship it: React's
 * production build, minified, and the schemas without their documentation,
 * as the library's own build leaves them. No config file is read, so the
 * library's chunking and the demo's plugins do not leak in.
 */
export async function buildBenchPage(options: { root: string; outDir: string; input?: Record<string, string> }) {
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
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [schemaDocs()],
      build: {
        outDir: options.outDir,
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        reportCompressedSize: false,
        ...(options.input ? { rolldownOptions: { input: options.input } } : {}),
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
