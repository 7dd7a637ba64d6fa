import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The server build: `sq-elements/server` (renderToHtml) and the
 * `sq-elements` command, for Node. Everything it needs is bundled, so it
 * adds no dependency to the package; the browser build never loads it.
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'elements/server/index.ts'),
        cli: resolve(import.meta.dirname, 'elements/server/cli.ts'),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name].js', minify: true },
    },
  },
});
