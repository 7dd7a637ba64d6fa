/**
 * The lite build's engine: the same React source on preact/compat. Every
 * import of React the elements make in the browser resolves to Preact's
 * compatibility layer; the server renderer keeps React (its HTML is the same
 * for both engines, and the lite build hydrates it). Used by the lite build
 * (vite.lite.config.ts) and by the browser tests that run on it
 * (web-test-runner.lite.config.mjs). Plain JavaScript, so the test runner's
 * config can import it before Vite runs.
 */

/** Each React import, by exact specifier, and the preact/compat module that stands in for it. */
export const LITE_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** What a dev server pre-bundles for the lite engine, in place of React. */
export const LITE_OPTIMIZED = ['preact', 'preact/hooks', ...new Set(Object.values(LITE_ALIASES))];

/**
 * The Vite plugin that resolves React's imports to preact/compat in the
 * browser (the client environment) alone: server rendering in the same dev
 * server stays on React.
 *
 * @returns {import('vite').Plugin}
 */
export function liteEngine() {
  return {
    name: 'sq-lite-engine',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer, options) {
      const target = Object.hasOwn(LITE_ALIASES, id) ? LITE_ALIASES[id] : undefined;
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : undefined;
    },
  };
}
