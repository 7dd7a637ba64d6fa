import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { createReferenceApi } from './reference-api/api.ts';
import { strictCspMiddleware } from './reference-api/csp.ts';
import { adoptedStyles } from './scripts/adopted-styles.ts';
import { DEMO_BAR_MARK, demoBar } from './scripts/demo-bar.ts';
import { elementFile, elementFolders } from './scripts/element-folders.ts';
import { elementStylesheetsAndModules, PRE_UPGRADE_SOURCE, prerenderPages } from './scripts/element-stylesheets.ts';
import { inlineScripts } from './scripts/inline-script.mjs';
import { liteEngine } from './scripts/lite-aliases.mjs';
import { minifyCss } from './scripts/minify-css.ts';
import { moduleCode } from './scripts/module-code.ts';
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
 * The kit's React side (kit-react.js): the shared root, the error boundary, the hooks most React elements use
 * (useEventListener, useDataState). Not the hooks only some elements use: a page service's (useManagedImage), the
 * page-reading and layer hooks (their own groups), and useReducedMotion, useInView, useIsClient, useMachine, which the
 * bundler puts in small chunks of their own, shared by the elements that use them.
 */
const KIT_REACT =
  /elements[\\/]kit[\\/]react[\\/](renderer|error-boundary|define-element)\.|elements[\\/]kit[\\/]react[\\/]hooks[\\/](?!use-(managed-image|measured-width|light-dom|shared|orientation-turns|shadow-dialog|layer|modal-dialog|tooltip|reduced-motion|in-view|is-client|machine)\.)/;

/**
 * The modules of one part of the runtime: the files of its folder, `runtime/<part>/`, not of its sub-folders, each
 * a part of its own that the part loads lazily (the services' tracking, the tracking's session recording).
 */
function runtimePart(part: string): RegExp {
  return new RegExp(`[\\\\/]runtime[\\\\/]${part.replaceAll('/', '[\\\\/]')}[\\\\/][^\\\\/]+$`);
}

/** Preact, its hooks and preact/compat: the lite build's engine. */
const PREACT = /node_modules[\\/]preact[\\/]/;

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
            groups: [
              // React, in the default build. The lite build's Preact goes with the kit's React side below.
              ...(lite
                ? []
                : [{ name: 'react', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }]),
              // The kit without React: the element class (attributes, config, validation: the files of
              // elements/kit/element/ itself, whose sub-folders are small chunks an element loads only when it needs
              // them: a misspelt attribute's warning, a problem in words, updateComplete, the address fields, whether
              // the context is known), r2wc's core, and zod, which validates the config. What every element loads, the runtime too, which draws with
              // lit-html, not React; nothing else loads zod, so the two compress as one file.
              // Above the kit's React side and lit, which import it (a group takes the modules it imports).
              {
                name: 'kit',
                priority: 4,
                test: /elements[\\/]kit[\\/]element[\\/][^\\/]+$|elements[\\/]kit[\\/]hydration[\\/]hydration\.|node_modules[\\/](@r2wc[\\/]core|zod)[\\/]/,
              },
              // A visitor's clicks before an element hydrates, recorded and performed once it has: no dependency, so
              // the autoloader can carry it; loaded by the kit's hydration bookkeeping. Above the kit.
              { name: 'early-actions', priority: 5, test: /elements[\\/]kit[\\/]hydration[\\/]early-actions/ },
              // What a visitor changed in a server-rendered shadow root, kept through its hydration: loaded with the
              // hydrating root, by a page with a server-rendered element alone.
              { name: 'visitor-state', priority: 5, test: /elements[\\/]kit[\\/]hydration[\\/]visitor-state/ },
              // The kit's React side (KIT_REACT). Above the kit, so a page with only lit views never loads it.
              // A hook one element alone uses (useOrientationTurns, the gallery's) goes with that element; what
              // hydrates a server-rendered element (hydrating-root.tsx) is loaded when one mounts. In the lite
              // build Preact comes with it: every element that loads one loads the other.
              {
                name: 'kit-react',
                priority: 3,
                test: lite ? new RegExp(`${KIT_REACT.source}|${PREACT.source}`) : KIT_REACT,
              },
              // The made-once <dialog> of the overlays that draw their own (the popup, the lightbox, the sign-in), and
              // their close button: with them alone.
              {
                name: 'shadow-dialog',
                priority: 3,
                test: /elements[\\/]kit[\\/]react[\\/](hooks[\\/]use-shadow-dialog|close-button)/,
              },
              // The kit's layer hooks (useLayer, useModalDialog, useTooltip): with the elements that open a layer, so an
              // element without one loads neither them nor the layer stack and focus rules they import.
              {
                name: 'kit-layers',
                priority: 3,
                test: /elements[\\/]kit[\\/]react[\\/]hooks[\\/]use-(layer|modal-dialog|tooltip)\./,
              },
              // lit-html: what the runtime element draws with, without React. Loaded with the view when a lit
              // element first mounts; the kit's lit renderer stays with the element, which must import in Node.
              { name: 'lit', priority: 3, test: /node_modules[\\/]lit-html[\\/]/ },
              // The kit's hooks that read the page (measured width, light DOM, shared values): only some elements use them.
              // Below the kit, which keeps their imports (share-unchanged, which every element uses).
              {
                name: 'kit-page',
                priority: 1,
                test: /elements[\\/]kit[\\/]react[\\/]hooks[\\/]use-(measured-width|light-dom|shared)/,
              },
              // The address checks, loaded by the elements that have a link field, not by every element.
              // Below the kit: a group takes the modules it imports, and the kit's own (describe.ts) stay in the kit.
              { name: 'links', priority: 1, test: /lib[\\/]links|elements[\\/]kit[\\/]element[\\/]url-field[\\/]/ },
              // The stricter checks, for a redirect, an image or a script address (web-addresses.ts and the kit's
              // fields for them): loaded by the elements that have such a field, not by one whose only address is
              // a link (the cart link, the gallery). Below the kit, as the address checks are.
              {
                name: 'web-addresses',
                priority: 1,
                test: /lib[\\/]web-addresses|elements[\\/]kit[\\/]element[\\/]web-address-fields[\\/]/,
              },
              // The hook that gives a view its first-view image's attributes on the server (none in the browser):
              // shared by the elements that show a picture in their first view, not by every element.
              {
                name: 'first-view',
                priority: 3,
                test: /elements[\\/]kit[\\/]react[\\/]hooks[\\/]use-first-view-image/,
              },
              // The image loader (a runtime service) and its kit hook: shared by <sq-image> and every gallery design.
              {
                name: 'image-loader',
                priority: 2,
                test: new RegExp(
                  `${runtimePart('images').source}|lib[\\\\/]image-sizing\\.|elements[\\\\/]kit[\\\\/]react[\\\\/]hooks[\\\\/]use-managed-image`,
                ),
              },
              // What the autoloader knows of a server-rendered element, as the kit reads it (kit/hydration/waiting.ts): shared
              // by the code that hydrates (the hydrating root, the hydrated mark), never loaded by an element the
              // browser renders alone.
              { name: 'waiting', priority: 4, test: /elements[\\/]kit[\\/]hydration[\\/]waiting\./ },
              // What the kit reads of a server-rendered element as it hydrates (kit/hydration/server-rendered.ts): whether its
              // code's trigger fired, the config it was rendered from; loaded with the hydrating root, which a page
              // rendered in the browser alone never loads.
              { name: 'hydrate', priority: 4, test: /elements[\\/]kit[\\/]hydration[\\/]server-rendered\./ },
              // The cookie string helpers and the visitor's stored consent choice: what the services read the
              // cookies with, and what the cookie banner's first view (`*.first-view.ts`, imported at once on a
              // server-rendered page) decides with. Above runtime-core and consent, which would take them in with
              // the modules that import them: a first view loads this small file, not theirs.
              // With them, the state machine as data (lib/state-machine), which the services (dialogs, session) and the
              // kit's useMachine move by: runtime-core.js loads this file already, so a page's first view asks for no
              // file more for it, and a service loads no React.
              {
                name: 'cookies',
                priority: 6,
                test: /lib[\\/](cookies|state-machine)\.|runtime[\\/]consent[\\/]consent-choice\.logic\./,
              },
              // The rest of what the first views decide with, and the elements decide the same with later: a field
              // read from the markup, the screenshot address, the banner's show rules, where a form's draft is kept.
              // No page service loads them.
              {
                name: 'first-view-rules',
                priority: 6,
                test: /lib[\\/]markup-field\.|runtime[\\/]core[\\/]screenshot\.|elements[\\/](sq-cookie-banner[\\/]cookie-banner-state\.logic|sq-form[\\/]draft\.logic)\./,
              },
              // Elements and services share runtime/element-errors/element-errors.ts: in a chunk of its own, an
              // element does not load the services and the services do not load React.
              { name: 'element-errors', priority: 5, test: runtimePart('element-errors') },
              // Focus and typing, shared by the modal elements, the gallery and the keyboard service; above
              // runtime-core and the kit, which would otherwise take it in with the modules that import it.
              { name: 'focus', priority: 4, test: /lib[\\/]focus\./ },
              // The item an address names and the page's tier, shared by the gallery and the lightbox: a page
              // with only lightbox links, or only a gallery, loads this and not the other's code.
              { name: 'item-address', priority: 4, test: /lib[\\/](item-address|page-tier)\./ },
              // The interface helpers a theme imports from sq-elements/runtime (text shrink, scrolling, focus
              // containment, waiting for an element): no element loads them.
              {
                name: 'helpers',
                // Below runtime-core and the resize service, which keep the services the helpers use.
                priority: 1,
                test: new RegExp(
                  `${runtimePart('helpers').source}|lib[\\\\/](text-shrink|scroll|focus-containment|wait-for-element)`,
                ),
              },
              // The layer stack, which the kit's layer hooks import: an element without a layer loads no more of
              // the services, and one with a layer loads just this.
              { name: 'layers', priority: 4, test: runtimePart('layers') },
              // What only <sq-runtime> (and a theme's script) installs: the outbox and the reports it carries (and what
              // tells a page without the platform API), the font log, what tells whether a page needs the account keys'
              // code or the entry animations', and what runs them from its config (page-services.ts, its view's and
              // its first view's, with the rule of which runtime is in charge). An element that calls the platform
              // (the form) loads the data layer without them. Not the account keys (their own chunk, below).
              {
                name: 'runtime-services',
                // Below runtime-core, so the data layer and dialogs that logout and the reports use stay there.
                priority: 2,
                test: new RegExp(
                  `${runtimePart('services').source}|elements[\\\\/]sq-runtime[\\\\/]runtime\\.logic\\.`,
                ),
              },
              // The account keys (Escape and Shift+Escape, logout, the owner redirect): a chunk of their own, loaded by
              // <sq-runtime keyboard> once they can act on the page (runtime/services/account-keys-lazily.ts), and imported by
              // the sq-elements/runtime entry. What decides whether they are needed stays with the runtime's services.
              {
                name: 'account-keys',
                priority: 2,
                test: runtimePart('services/account-keys'),
              },
              // The visitor session and the site owner's clients (multilingual, header/footer) a theme imports
              // from sq-elements/runtime, and its tracking calls (which load the tracking chunk when made): no
              // element loads them but the sign-in (the session). Below runtime-core, which keeps the data layer;
              // above the tracking chunk, whose name the tracking calls' module shares. Not session recording
              // (session-recording*.ts): left out of every group, it is a chunk of its own, which the tracking chunk
              // loads for an eligible visitor and which imports what it needs from the chunks that hold it (a group
              // would take in the modules it imports, the tracking rules with them).
              {
                name: 'platform-clients',
                priority: 2,
                test: runtimePart('platform-clients'),
              },
              // The native mobile-app bridge and the info bar's rule a theme or an app shell imports from
              // sq-elements/runtime: no element loads them; <sq-runtime> loads the bridge in the app shell, and its
              // page marks load the info bar's rule for a site with an info bar style.
              {
                name: 'bridge',
                priority: 2,
                test: new RegExp(`${runtimePart('bridge').source}|lib[\\\\/]mobile-info-bar\\.`),
              },
              // The marks <sq-runtime> sets on <html> for the badge (with its rule) and the mobile info bar: loaded
              // only when the site has a badge or an info bar style. The info bar's rule is in the bridge's chunk,
              // which the sq-elements/runtime entry imports already; the marks load it only for a bar.
              {
                name: 'page-marks',
                // Below runtime-core, which keeps the site context and the options they follow.
                priority: 2,
                test: new RegExp(`${runtimePart('services/page-marks').source}|lib[\\\\/]badge\\.`),
              },
              // Above the kit, whose hooks import services: the services stay here, without React. What elements
              // call: the site context, the data layer and the dialogs it opens, storage (idb-keyval). Not the
              // warning for a page without the platform API (missing-api-warning.ts), a chunk loaded when it is
              // said, nor the experiment override (experiment-override*.ts), which tracking loads when an address
              // asks for it: left out of every group, each is a chunk of its own that imports what it needs from
              // the chunks that hold it (a group would take in the modules it imports, the tracking rules with them).
              {
                name: 'runtime-core',
                priority: 3,
                test: new RegExp(`${runtimePart('core').source}|node_modules[\\\\/]idb-keyval[\\\\/]`),
              },
              // The page's resize service: followed by the elements that measure themselves (through the kit's
              // useMeasuredWidth), not by the runtime element. Below runtime-core, which keeps the shared service.
              { name: 'resize', priority: 2, test: runtimePart('resize') },
              // The consent state and cookie clearing: loaded by <sq-runtime>, the cookie banner and the popup. Above the
              // runtime's services, which import it and would take it in (a group takes its dependencies).
              { name: 'consent', priority: 3, test: runtimePart('consent') },
              // The performance collector and web-vitals load together, lazily, when <sq-runtime> turns it on.
              // Below runtime-core, which keeps the services the collector uses (a group takes its dependencies).
              // The tracking service loads lazily, when <sq-runtime tracking> turns it on (its decisions with it).
              { name: 'tracking', priority: 0, test: runtimePart('services/tracking') },
              {
                name: 'performance',
                priority: 0,
                test: new RegExp(`${runtimePart('services/performance').source}|node_modules[\\\\/]web-vitals[\\\\/]`),
              },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(browserBuild('react'));
