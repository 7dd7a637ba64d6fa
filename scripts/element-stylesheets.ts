import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import { parseHTML } from 'linkedom';
import type { Plugin } from 'vite';
import { stylesheetText } from '../elements/kit/styles.ts';

/** Where the library is served in development, as the server renderer links it by default. */
export const DEV_LIBRARY_BASE = '/sq-elements/';

/**
 * The file that lists, per tag, the built modules its code loads (for
 * `<link rel="modulepreload">`): the chunks it imports, and for a React
 * element the chunk the kit's renderer loads to hydrate it, as every
 * element on a prerendered page does.
 */
export const MODULES_FILE = 'sq-elements.modules.json';

/** The kit's renderer, which loads the hydrating root the first time a server-rendered element mounts. */
const RENDERER_MODULE = /elements[\\/]kit[\\/]renderer\.tsx$/;

/** What hydrates a server-rendered React element (elements/kit/hydrating-root.tsx). */
const HYDRATING_ROOT_MODULE = /elements[\\/]kit[\\/]hydrating-root\.tsx$/;

/** The rules of first-view images, which only a server-rendered shadow root has (elements/kit/first-view-image.css). */
const FIRST_VIEW_IMAGE_CSS = readFileSync(new URL('../elements/kit/first-view-image.css', import.meta.url), 'utf8');

/**
 * Whether an element's server rendering has first-view images placed by
 * their data attributes: one with a server module (`<name>.server.ts`,
 * which reads what its first-view images are worked out from).
 */
function firstViewImages(elements: string, folder: string): boolean {
  return existsSync(resolve(elements, folder, `${folder.slice(3)}.server.ts`));
}

/**
 * The stylesheet file of every element, by file name (`sq-cart-link.css`),
 * as a server-rendered shadow root links it: the base sheet and the
 * element's own CSS, the same CSS the element adopts in the browser,
 * minified as the build minifies what the element adopts (a comment in the
 * source costs every page that links it).
 */
export function elementStylesheets(root: string): Record<string, string> {
  const elements = resolve(root, 'elements');
  return Object.fromEntries(
    readdirSync(elements, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('sq-'))
      .map((entry) => {
        const css = resolve(elements, entry.name, `${entry.name.slice(3)}.css`);
        let text: string | undefined;
        try {
          text = readFileSync(css, 'utf8');
        } catch {
          text = undefined;
        }
        const { code } = transform({
          filename: `${entry.name}.css`,
          code: Buffer.from(
            firstViewImages(elements, entry.name)
              ? `${stylesheetText(text)}\n${FIRST_VIEW_IMAGE_CSS}`
              : stylesheetText(text),
          ),
          minify: true,
        });
        return [`${entry.name}.css`, code.toString()] as const;
      }),
  );
}

/**
 * Serves the elements' stylesheets under `/sq-elements/` in development and
 * writes them beside the chunks in the build, with the list of the modules
 * each tag loads, so a prerendered page can preload them all at once instead
 * of finding them one import at a time.
 */
export function elementStylesheetsAndModules(root: string): Plugin {
  return {
    name: 'sq-element-stylesheets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(DEV_LIBRARY_BASE)) return next();
        const css = elementStylesheets(root)[path.slice(DEV_LIBRARY_BASE.length)];
        if (css === undefined) return next();
        res.writeHead(200, { 'content-type': 'text/css' }).end(css);
      });
    },
    generateBundle(_options, bundle) {
      for (const [fileName, source] of Object.entries(elementStylesheets(root))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      const holding = (module: RegExp) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)))?.fileName;
      const renderer = holding(RENDERER_MODULE);
      const hydratingRoot = holding(HYDRATING_ROOT_MODULE);
      const modules: Record<string, string[]> = {};
      for (const chunk of chunks) {
        if (!chunk.isEntry || !chunk.name.startsWith('sq-') || chunk.name === 'sq-elements') continue;
        const loaded = closure([chunk.fileName], imports);
        // A prerendered React element hydrates: its renderer loads the hydrating root as it mounts.
        const hydrates = renderer !== undefined && hydratingRoot !== undefined && loaded.includes(renderer);
        modules[chunk.name] = hydrates ? closure([chunk.fileName, hydratingRoot], imports) : loaded;
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: `${JSON.stringify(modules, null, 2)}\n` });
    },
  };
}

/** Chunks and every chunk they import statically, directly or not, in load order. */
function closure(files: string[], imports: Map<string, string[]>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of imports.get(name) ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/** A demo page asked for with this query is served as written, rendered in the browser alone. */
export const CLIENT_ONLY_QUERY = 'prerender=off';

/**
 * Serves every HTML page of the dev server rendered on the server, as a
 * site's build would with `renderToHtml`: the demo shows the elements
 * hydrating what the server drew, and shows content without scripts. First
 * `preparePage(document, path)` of the module `prepareModule` does what the
 * site's own server would (fill in block data); `?prerender=off` serves a
 * page as written.
 */
export function prerenderPages(prepareModule?: string): Plugin {
  return {
    name: 'sq-prerender-pages',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { server } = context;
        if (!server || context.originalUrl?.includes(CLIENT_ONLY_QUERY)) return html;
        const { renderToHtml } = (await server.ssrLoadModule('/elements/server/render.tsx')) as {
          renderToHtml: (html: string, options: { base: string }) => Promise<string>;
        };
        let page = html;
        if (prepareModule) {
          const { preparePage } = (await server.ssrLoadModule(prepareModule)) as {
            preparePage: (document: Document, path: string) => void;
          };
          const { document } = parseHTML(html);
          preparePage(document as unknown as Document, context.originalUrl ?? context.path);
          page = document.toString();
        }
        return renderToHtml(page, { base: DEV_LIBRARY_BASE });
      },
    },
  };
}
