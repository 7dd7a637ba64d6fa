/**
 * The lite build's engine: the same React source on preact/compat. Every
 * import of React the elements (and @r2wc) make resolves to Preact's
 * compatibility layer; used by the lite build (vite.lite.config.ts) and by the
 * browser tests that run on it (web-test-runner.lite.config.mjs). Plain
 * JavaScript, so the test runner's config can import it before Vite runs.
 */

/** Vite `resolve.alias` entries, each matching one import exactly. */
export const LITE_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** What a dev server pre-bundles for the lite engine, in place of React. */
export const LITE_OPTIMIZED = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/compat/jsx-runtime',
  'preact/compat/jsx-dev-runtime',
];
