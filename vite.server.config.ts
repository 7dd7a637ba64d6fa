import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { inlineScripts } from './scripts/inline-script.mjs';

/** Shared by both builds: React's production build, bundled with everything else. */
const common: UserConfig = {
  // The first views the renderer writes into pages (`*?inline-script`).
  plugins: [inlineScripts()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The elements' stylesheets as the inline option writes them (`*.css?inline`): minified.
  build: { cssMinify: 'lightningcss' },
};

/**
 * `sq-elements/server` (renderToHtml, renderToStream) as one self-contained
 * ES module for a Worker-style runtime, which runs in Node too: every
 * dependency bundled (it adds none to the package), no Node built-in, and
 * no code splitting, so an edge runtime's bundler or loader has one file to
 * take. The browser build never loads it.
 */
const server: UserConfig = {
  ...common,
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    ...common.build,
    ssr: true,
    target: 'es2022',
    outDir: 'dist/server',
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: resolve(import.meta.dirname, 'elements/server/index.ts') },
      output: { entryFileNames: '[name].js', codeSplitting: false, minify: true },
    },
  },
};

/**
 * The `sq-elements` command, for Node, beside it (`cli.js`, the package's
 * `bin`): it imports the renderer from `./index.js`, the file above, rather
 * than a copy of it.
 */
const cli: UserConfig = {
  ...common,
  ssr: { noExternal: true, target: 'node' },
  plugins: [
    ...(common.plugins ?? []),
    {
      name: 'sq-cli-imports-the-server-entry',
      // Before Vite's own resolver, which would bundle the renderer a second time.
      enforce: 'pre',
      resolveId: (id, importer) =>
        importer?.endsWith('command.ts') && id === './render.tsx' ? { id: './index.js', external: true } : undefined,
    },
  ],
  build: {
    ...common.build,
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: false,
    rolldownOptions: {
      input: { cli: resolve(import.meta.dirname, 'elements/server/cli.ts') },
      output: { entryFileNames: '[name].js', minify: true },
    },
  },
};

/** `vite build -c vite.server.config.ts` builds the server entry; with `--mode cli`, the command. */
export default defineConfig(({ mode }) => (mode === 'cli' ? cli : server));
