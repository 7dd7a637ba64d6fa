import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { type RenderOptions, renderToHtml } from '../../elements/server/render.tsx';
import { buildServer } from '../../scripts/build-library.ts';
import { DEV_LIBRARY_BASE, elementStylesheet, libraryFileAt } from '../../scripts/element-stylesheets.ts';
import { PRERENDER_COMMAND, READ_PAGE_COMMAND, SERVER_BUNDLE_COMMAND } from './prerender.ts';

/** Where the tests serve the library's stylesheet, as a server-rendered page links it. */
export const TEST_LIBRARY_BASE = DEV_LIBRARY_BASE;

/** Where the tests serve each element's stylesheet alone (`<base>own/sq-<name>.css`), to compare with the one file. */
export const OWN_STYLESHEETS = `${TEST_LIBRARY_BASE}own/`;

interface CommandArgs {
  command: string;
  payload?: unknown;
}

/**
 * A test-runner plugin: `executeServerCommand('sq-prerender', { html, options })`
 * renders `html` in Node with the library's server renderer, as a site's
 * build would, and answers the rendered HTML; `sq-read-page` answers one of
 * the repository's HTML pages (a path inside it), for a test to render;
 * `sq-server-bundle` answers the built server entry's code, built once.
 */
export function prerenderCommands() {
  return {
    name: 'sq-prerender-commands',
    async executeCommand({ command, payload }: CommandArgs): Promise<string | undefined> {
      if (command === PRERENDER_COMMAND) {
        const { html, options } = payload as { html: string; options?: RenderOptions };
        return renderToHtml(html, { base: TEST_LIBRARY_BASE, ...options });
      }
      if (command === READ_PAGE_COMMAND) return readPage((payload as { path: string }).path);
      if (command === SERVER_BUNDLE_COMMAND) return serverBundle();
      return undefined;
    },
  };
}

let built: Promise<string> | undefined;

/** `sq-elements/server` built as the package has it, into a directory of its own: built once for a run. */
function serverBundle(): Promise<string> {
  built ??= mkdtemp(join(tmpdir(), 'sq-server-bundle-')).then(async (dir) => {
    try {
      await buildServer(dir);
      return await readFile(join(dir, 'index.js'), 'utf8');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  return built;
}

/** An HTML file of the repository by its path in it; nothing outside it. */
function readPage(path: string): string {
  const file = resolve(path);
  const inside = relative(process.cwd(), file);
  if (inside.startsWith('..') || !file.endsWith('.html')) throw new Error(`not a page of the repository: ${path}`);
  return readFileSync(file, 'utf8');
}

/** The stylesheet for a request path under the library's base, made from the sources, or undefined. */
export function stylesheetAt(path: string): string | undefined {
  const own = /^sq-[a-z-]+(?=\.css$)/.exec(path.startsWith(OWN_STYLESHEETS) ? path.slice(OWN_STYLESHEETS.length) : '');
  if (own) return elementStylesheet(process.cwd(), own[0]);
  return libraryFileAt(process.cwd(), path, TEST_LIBRARY_BASE);
}
