import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { schemaDocs } from './scripts/schema-docs.ts';
import { LIBRARY_ENTRIES } from './vite.config.ts';

/**
 * The bundler build (`dist/bundler/`), from the same entries as the browser
 * build: what `import 'sq-elements/...'` gives an app that has a bundler.
 * React and react-dom stay imports, resolved by the app (they are peer
 * dependencies), so a React app has one React; everything else the library
 * uses is bundled in, so the package has no dependencies. Not minified and
 * `process.env.NODE_ENV` left alone: the app's bundler does both.
 */

/**
 * The bundler build's entries: the browser build's, and the platform's rules
 * (`sq-elements/platform`, platform/index.ts). Those are for an app's own
 * code, which a bundler builds: in the script-tag build, an entry sharing
 * modules with elements would split them out of the elements' chunks (the
 * editor message table out of sq-sign-in.js, the US zip rule out of
 * sq-form.js), one more file for each of those elements to load.
 */
export const BUNDLER_ENTRIES: Record<string, string> = {
  ...LIBRARY_ENTRIES,
  platform: resolve(import.meta.dirname, 'platform/index.ts'),
};

/** `react`, `react-dom` and their subpaths (`react/jsx-runtime`, `react-dom/client`): the app's own copy. */
export const HOST_RESOLVED = /^react(-dom)?(\/|$)/;

export default defineConfig({
  plugins: [schemaDocs()],
  build: {
    target: 'es2022',
    outDir: 'dist/bundler',
    emptyOutDir: true,
    lib: {
      entry: BUNDLER_ENTRIES,
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => HOST_RESOLVED.test(id),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: '[name].js',
      },
    },
  },
});
