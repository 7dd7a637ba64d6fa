import { renderToHtml } from '../../elements/server/render.tsx';
import { DEV_LIBRARY_BASE, elementStylesheets } from '../../scripts/element-stylesheets.ts';
import { PRERENDER_COMMAND } from './prerender.ts';

/** Where the tests serve the elements' stylesheets, as a server-rendered shadow root links them. */
export const TEST_LIBRARY_BASE = DEV_LIBRARY_BASE;

interface CommandArgs {
  command: string;
  payload?: unknown;
}

/**
 * A test-runner plugin: `executeServerCommand('sq-prerender', { html })`
 * renders `html` in Node with the library's server renderer, as a site's
 * build would, and answers the rendered HTML.
 */
export function prerenderCommands() {
  return {
    name: 'sq-prerender-commands',
    async executeCommand({ command, payload }: CommandArgs): Promise<string | undefined> {
      if (command !== PRERENDER_COMMAND) return undefined;
      const { html } = payload as { html: string };
      return renderToHtml(html, { base: TEST_LIBRARY_BASE });
    },
  };
}

/** The stylesheet for a request path under the library's base, or undefined. */
export function stylesheetAt(path: string): string | undefined {
  if (!path.startsWith(TEST_LIBRARY_BASE)) return undefined;
  return elementStylesheets(process.cwd())[path.slice(TEST_LIBRARY_BASE.length)];
}
