import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import type { Plugin } from 'vite';
import { BASE_CSS, stylesheetText } from '../elements/kit/element/styles.ts';
import {
  DEFAULT_BASE,
  MODULES_FILE,
  PRERENDERED_STYLESHEET,
  PRERENDERED_STYLESHEET_PARTS,
} from '../elements/server/files.ts';
import { waitingKey } from '../elements/server/page.ts';
import { type PrerenderedStylesheetParts, pageStylesheet } from '../elements/server/page-stylesheet.ts';
import { packModules, tagModulesLiteral } from '../elements/tag-modules.logic.ts';
import { TAG_MODULES as TAG_MODULES_PLACEHOLDER } from '../elements/tag-modules.ts';
import { STRICT_CSP_PAGES } from '../reference-api/csp.ts';
import { elementFile, elementFolders } from './element-folders.ts';
import { minifyCss } from './minify-css.ts';
import { prerenderedStylesheetParts } from './prerendered-stylesheet.ts';

/** Where the library is served in development, as the server renderer links it by default. */
export const DEV_LIBRARY_BASE = DEFAULT_BASE;

/** The stylesheet a page links before the upgrade, in the sources. */
export const PRE_UPGRADE_SOURCE = 'elements/sq-elements.css';

/** The kit's renderer, which loads the hydrating root the first time a server-rendered element mounts. */
const RENDERER_MODULE = /elements[\\/]kit[\\/]react[\\/]renderer\.tsx$/;

/** What hydrates a server-rendered React element (elements/kit/hydration/hydrating-root.tsx). */
const HYDRATING_ROOT_MODULE = /elements[\\/]kit[\\/]hydration[\\/]hydrating-root\.tsx$/;

/**
 * Every element's own shadow stylesheet (`elements/sq-<name>/<name>.css`),
 * by tag, as its source has it; undefined for an element without one. The
 * same CSS the element adopts in the browser, with its rules for the host
 * before the element is defined.
 */
export function elementCss(root: string): Record<string, string | undefined> {
  return Object.fromEntries(
    elementFolders(root).map((folder) => {
      const path = resolve(root, elementFile(folder, 'css'));
      return [folder, existsSync(path) ? readFileSync(path, 'utf8') : undefined];
    }),
  );
}

/**
 * The rules of first-view images (elements/kit/hydration/first-view-image.css), which
 * only a server-rendered shadow root has: in the prerendered stylesheet, with
 * the rules of each element that shows such images, not in the copy it adopts.
 */
const FIRST_VIEW_IMAGE_SOURCE = 'elements/kit/hydration/first-view-image.css';

/**
 * The parts of `sq-elements.prerendered.css` from the sources (see
 * prerenderedStylesheetParts): what the build writes beside it, for a
 * server to compose a page's own stylesheet from.
 */
export function prerenderedStylesheetPartsOf(root: string): PrerenderedStylesheetParts {
  const preUpgrade = readFileSync(resolve(root, PRE_UPGRADE_SOURCE), 'utf8');
  const elements = elementCss(root);
  // Served for every shadow root of every test page: made again only when a source changed.
  const key = JSON.stringify([preUpgrade, elements]);
  if (lastMade?.key !== key) {
    // An element whose view shows first-view images (it has a server module, `<name>.server.ts`) has their rules.
    const firstView = readFileSync(resolve(root, FIRST_VIEW_IMAGE_SOURCE), 'utf8');
    const withImages = Object.fromEntries(
      Object.entries(elements).map(([tag, css]) => [
        tag,
        existsSync(resolve(root, 'elements', tag, `${tag.slice(3)}.server.ts`)) ? `${css ?? ''}\n${firstView}` : css,
      ]),
    );
    lastMade = { key, parts: prerenderedStylesheetParts(preUpgrade, BASE_CSS, withImages) };
  }
  return lastMade.parts;
}

let lastMade: { key: string; parts: PrerenderedStylesheetParts } | undefined;

/**
 * `sq-elements.prerendered.css` from the sources: what the head of a
 * server-rendered page and every shadow root the server renders link.
 */
export function prerenderedStylesheetFile(root: string): string {
  return pageStylesheet(prerenderedStylesheetPartsOf(root));
}

/**
 * One element's shadow stylesheet alone, as the prerendered stylesheet has
 * it before scoping: the base sheet and the element's own CSS, minified.
 * What a shadow root styled by its element's stylesheet alone would link (a
 * test compares the two).
 */
export function elementStylesheet(root: string, tag: string): string | undefined {
  const css = elementCss(root)[tag];
  if (css === undefined) return undefined;
  return minifyCss(`${tag}.css`, stylesheetText(css));
}

/** The library's files the dev server makes from the sources, by path under the library's base. */
export function libraryFileAt(root: string, path: string, base = DEV_LIBRARY_BASE): string | undefined {
  return path === `${base}${PRERENDERED_STYLESHEET}` ? prerenderedStylesheetFile(root) : undefined;
}

/**
 * Serves `sq-elements.prerendered.css` under `/sq-elements/` in development
 * and writes it beside the chunks in the build, with the list of the modules
 * each tag loads, so a prerendered page can preload them all at once instead
 * of finding them one import at a time.
 */
export function elementStylesheetsAndModules(root: string): Plugin {
  return {
    name: 'sq-element-stylesheets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const css = libraryFileAt(root, (req.url ?? '').split('?')[0] ?? '');
        if (css === undefined) return next();
        res.writeHead(200, { 'content-type': 'text/css' }).end(css);
      });
    },
    generateBundle(_options, bundle) {
      this.addWatchFile(resolve(root, PRE_UPGRADE_SOURCE));
      this.emitFile({ type: 'asset', fileName: PRERENDERED_STYLESHEET, source: prerenderedStylesheetFile(root) });
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_STYLESHEET_PARTS,
        source: JSON.stringify(prerenderedStylesheetPartsOf(root)),
      });
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
      // What a server-rendered element whose code waits for a trigger loads with the page: the autoloader's
      // part that waits (waiting-elements.ts), and its tag's first-view module if it has one.
      const waitingPart = holding(WAITING_MODULE);
      const firstViews = new Map(
        chunks.flatMap((chunk) => {
          const tag = chunk.moduleIds.map((id) => FIRST_VIEW_MODULE.exec(id)?.[1]).find(Boolean);
          return tag ? [[tag, chunk.fileName] as const] : [];
        }),
      );
      for (const tag of Object.keys(modules)) {
        const files = [waitingPart, firstViews.get(tag)].filter((file): file is string => file !== undefined);
        if (files.length > 0) modules[waitingKey(tag)] = closure(files, imports);
      }
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: `${JSON.stringify(modules, null, 2)}\n` });
      // The part that waits asks for a tag's whole list when it asks for its code: the lists are written into the
      // chunk it reads them from.
      const lists = chunks.find((chunk) => chunk.moduleIds.some((id) => TAG_MODULES_MODULE.test(id)));
      if (lists) lists.code = withTagModules(lists.code, tagModulesLiteral(packModules(modules)));
    },
  };
}

/** `code` with the placeholder of the tag modules' lists (one string literal of it) replaced by `literal`. */
export function withTagModules(code: string, literal: string): string {
  const placeholder = new RegExp(`(["'\`])${TAG_MODULES_PLACEHOLDER}\\1`, 'g');
  const found = code.match(placeholder)?.length ?? 0;
  if (found !== 1) throw new Error(`tag-modules: expected the tag modules' placeholder once, found it ${found} times`);
  return code.replace(placeholder, () => literal);
}

/** Where the part that waits reads each tag's modules from. */
const TAG_MODULES_MODULE = /elements[\\/]tag-modules\.ts$/;

/** The autoloader's part for server-rendered elements. */
const WAITING_MODULE = /elements[\\/]waiting-elements\.ts$/;

/** An element's first-view module (`elements/sq-<tag>/<name>.first-view.ts`), with its tag. */
const FIRST_VIEW_MODULE = /elements[\\/](sq-[\w-]+)[\\/][\w-]+\.first-view\.ts$/;

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
          renderToHtml: (html: string, options: { base: string; inlineScripts: boolean }) => Promise<string>;
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
        // A page sent with the strict policy, which refuses inline scripts, gets none.
        const strict = STRICT_CSP_PAGES.has(new URL(context.originalUrl ?? context.path, 'http://localhost').pathname);
        return renderToHtml(page, { base: DEV_LIBRARY_BASE, inlineScripts: !strict });
      },
    },
  };
}
