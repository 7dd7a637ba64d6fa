import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { createReferenceApi } from './reference-api/api.ts';
import { strictCspMiddleware } from './reference-api/csp.ts';
import { adoptedStyles } from './scripts/adopted-styles.ts';
import { chunkGroups } from './scripts/chunks.ts';
import { DEMO_BAR_MARK, demoBar } from './scripts/demo-bar.ts';
import { elementFile, elementFolders } from './scripts/element-folders.ts';
import { elementStylesheetsAndModules, PRE_UPGRADE_SOURCE, prerenderPages } from './scripts/element-stylesheets.ts';
import { inlineScripts } from './scripts/inline-script.mjs';
import { liteEngine } from './scripts/lite-aliases.mjs';
import { minifyCss } from './scripts/minify-css.ts';
import { moduleCode } from './scripts/module-code.ts';
import { packRegistry } from './scripts/packed-registry.ts';
import { schemaDocs } from './scripts/schema-docs.ts';

/** Every element's definition module, by tag: `elements/sq-<name>/<name>.element.ts`. */
export function elementEntries(root = import.meta.dirname): Record<string, string> {
  return Object.fromEntries(elementFolders(root).map((folder) => [folder, elementFile(folder, 'element.ts')]));
}

/** Library entry points: the autoloader, the runtime, and one per element. */
export const ENTRIES: Record<string, string> = {
  'sq-elements': 'elements/autoloader.ts',
  runtime: 'runtime/index.ts',
  ...elementEntries(),
};

/** The entries as Vite's library mode takes them: name to absolute path (the browser and the bundler build). */
export const LIBRARY_ENTRIES: Record<string, string> = Object.fromEntries(
  Object.entries(ENTRIES).map(([name, file]) => [name, resolve(import.meta.dirname, file)]),
);

/** Serves the reference API and sends `/` to the demo's home page. */
function referenceApi(): Plugin {
  return {
    name: 'sq-reference-api',
    configureServer(server) {
      // The end-to-end tests keep their own log, so the demo's inspector shows only what the demo sent.
      const api = createReferenceApi({ dataDir: process.env.SQ_DATA_DIR || undefined });
      server.middlewares.use(api.middleware);
      server.middlewares.use(strictCspMiddleware);
      server.middlewares.use((req, res, next) => {
        if (req.url === '/' || req.url === '/index.html') {
          res.writeHead(302, { location: '/demo/' }).end();
          return;
        }
        next();
      });
    },
  };
}

/** Writes the bar of links to every demo page into each page the dev server serves. */
function demoPages(): Plugin {
  return {
    name: 'sq-demo-bar',
    apply: 'serve',
    transformIndexHtml: (html, context) => html.replace(DEMO_BAR_MARK, demoBar(context.path)),
  };
}

/** The stylesheet a page links in its head: every tag's box before its code arrives (served from here in dev). */
export const PRE_UPGRADE_CSS = PRE_UPGRADE_SOURCE;

/** Writes sq-elements.css, minified, beside the autoloader in `dist/`. */
function preUpgradeStyles(): Plugin {
  return {
    name: 'sq-pre-upgrade-css',
    apply: 'build',
    generateBundle() {
      const file = resolve(import.meta.dirname, PRE_UPGRADE_CSS);
      this.addWatchFile(file);
      this.emitFile({
        type: 'asset',
        fileName: 'sq-elements.css',
        source: minifyCss('sq-elements.css', readFileSync(file, 'utf8')),
      });
    },
  };
}

/**
 * The engine a browser build renders with: React, or (the lite build,
 * `dist/lite/`) the same source on preact/compat.
 */
export type Engine = 'react' | 'preact';

/** Where each engine's browser build goes. */
export const BROWSER_OUT_DIR: Record<Engine, string> = { react: 'dist', preact: 'dist/lite' };

/**
 * The browser build (`dist/`) and the dev server, or with `preact` the lite
 * build (`dist/lite/`): the same entries, chunks and element stylesheets, with
 * React's imports resolved to preact/compat and the engine's chunk named for it.
 * The pre-upgrade stylesheet and the module code for size groups come from the
 * default build alone (they are the same for both).
 */
export function browserBuild(engine: Engine = 'react'): UserConfig {
  const lite = engine === 'preact';
  return {
    plugins: [
      referenceApi(),
      demoPages(),
      ...(lite ? [liteEngine()] : [moduleCode(import.meta.dirname), preUpgradeStyles()]),
      schemaDocs(),
      // Each tag's loader by address, its name once: the autoloader every page loads (the bundler build keeps them).
      packRegistry(),
      adoptedStyles(),
      elementStylesheetsAndModules(import.meta.dirname),
      // What a site's server fills in before rendering: the form blocks, the strict-CSP page's sections.
      prerenderPages('/demo/server-pages.ts'),
      // The first views the renderer writes into the pages it serves (`*?inline-script`).
      inlineScripts(),
    ],
    define: {
      // Library mode leaves this to the bundler's user; React needs it to pick its production build.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // lit-html's production build in the dev server too, as the build has it: its development build announces
    // itself on every page with a console warning ("Lit is in dev mode"), which a site would never show.
    resolve: { conditions: ['module', 'browser', 'production'] },
    server: { port: 5173, strictPort: false },
    // The pages Vite scans for dependencies: not the host apps (test/hosts), which import the installed package.
    optimizeDeps: { entries: ['**/*.html', '!test/hosts/**'] },
    build: {
      target: 'es2022',
      outDir: BROWSER_OUT_DIR[engine],
      emptyOutDir: true,
      lib: {
        entry: LIBRARY_ENTRIES,
        formats: ['es'],
      },
      rolldownOptions: {
        output: {
          minify: true,
          // The script-tag build is served as it is, never bundled again: the pure annotations a bundler reads
          // would only cost visitors bytes (the bundler build, dist/bundler/, keeps them).
          comments: { annotation: false, legal: true },
          entryFileNames: '[name].js',
          chunkFileNames: '[name].js',
          codeSplitting: {
            // A module's chunk is the one that names its folder (CHUNKS); a sub-folder is a part of its own.
            groups: chunkGroups(lite),
          },
        },
      },
    },
  };
}

export default defineConfig(browserBuild('react'));
