/**
 * Has HTML rendered on the server from browser tests. The test runner's
 * plugin (prerender-commands.ts, in Node) imports the command's name from
 * here, so the browser's commands module is imported only when called.
 */

/** The command a browser test sends to have HTML rendered on the server. */
export const PRERENDER_COMMAND = 'sq-prerender';

/** The command a browser test sends to read one of the repository's HTML pages. */
export const READ_PAGE_COMMAND = 'sq-read-page';

/** The command a browser test sends for the built `sq-elements/server` (built once per run). */
export const SERVER_BUNDLE_COMMAND = 'sq-server-bundle';

/** What a test may ask of the renderer besides the default base. */
export interface PrerenderOptions {
  inlineStyles?: boolean;
  nonce?: string | undefined;
  modules?: Record<string, readonly string[]>;
}

/** Renders a whole document (or a fragment) in Node with the library's server renderer, as a site's build would. */
export async function prerender(html: string, options?: PrerenderOptions): Promise<string> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const rendered = await executeServerCommand<string, { html: string; options?: PrerenderOptions }>(PRERENDER_COMMAND, {
    html,
    options,
  });
  if (typeof rendered !== 'string') throw new Error('the server renderer answered nothing');
  return rendered;
}

/** An HTML page of the repository (`bench/store/index.html`), as written. */
export async function readPage(path: string): Promise<string> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const text = await executeServerCommand<string, { path: string }>(READ_PAGE_COMMAND, { path });
  if (typeof text !== 'string') throw new Error(`no page at ${path}`);
  return text;
}

/** The code of `sq-elements/server` as `npm run build` writes it (`dist/server/index.js`), built for this run. */
export async function serverBundle(): Promise<string> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const code = await executeServerCommand<string, undefined>(SERVER_BUNDLE_COMMAND);
  if (typeof code !== 'string') throw new Error('the server bundle was not built');
  return code;
}
