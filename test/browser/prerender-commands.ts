import { type RenderOptions, renderToHtml } from '../../elements/server/render.tsx';
import { DEV_LIBRARY_BASE, libraryFileAt } from '../../scripts/element-stylesheets.ts';
import { PRERENDER_COMMAND } from './prerender.ts';

/** Where the tests serve the library's stylesheet, as a server-rendered page links it. */
export const TEST_LIBRARY_BASE = DEV_LIBRARY_BASE;

interface CommandArgs {
  command: string;
  payload?: unknown;
}

/**
 * A test-runner plugin: `executeServerCommand('sq-prerender', { html, options })`
 * renders `html` in Node with the library's server renderer, as a site's
 * build would, and answers the rendered HTML.
 */
export function prerenderCommands() {
  return {
    name: 'sq-prerender-commands',
    async executeCommand({ command, payload }: CommandArgs): Promise<string | undefined> {
      if (command !== PRERENDER_COMMAND) return undefined;
      const { html, options } = payload as { html: string; options?: RenderOptions };
      return renderToHtml(html, { base: TEST_LIBRARY_BASE, ...options });
    },
  };
}

/** The stylesheet for a request path under the library's base, made from the sources, or undefined. */
export function stylesheetAt(path: string): string | undefined {
  return libraryFileAt(process.cwd(), path, TEST_LIBRARY_BASE);
}
