/**
 * Has HTML rendered on the server from browser tests. The test runner's
 * plugin (prerender-commands.ts, in Node) imports the command's name from
 * here, so the browser's commands module is imported only when called.
 */

/** The command a browser test sends to have HTML rendered on the server. */
export const PRERENDER_COMMAND = 'sq-prerender';

/** Renders a whole document in Node with the library's server renderer, as a site's build would. */
export async function prerender(html: string): Promise<string> {
  const { executeServerCommand } = await import('@web/test-runner-commands');
  const rendered = await executeServerCommand<string, { html: string }>(PRERENDER_COMMAND, { html });
  if (typeof rendered !== 'string') throw new Error('the server renderer answered nothing');
  return rendered;
}
