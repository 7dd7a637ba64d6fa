#!/usr/bin/env node
/**
 * `npx sq-elements prerender in.html > out.html`: renders every sq-* tag of
 * a page on the server (see README, "Server rendering"). The one part of
 * the server renderer that needs Node (it reads files); the built command
 * imports the renderer from the server entry beside it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_BASE, renderToHtml } from './render.tsx';

const USAGE = `usage: sq-elements prerender <page.html> [--base ${DEFAULT_BASE}] [--modules <sq-elements.modules.json>]

Writes the page to standard output with each sq-* element rendered into a
declarative shadow root, each linking sq-elements.prerendered.css, which the
head links too. --base is where the page loads the library from; the module
list (by default the one built beside this command) adds a
<link rel="modulepreload"> at the end of the body for every module the
page's elements load.`;

/** Runs the command line; returns the exit code. */
export async function main(
  args: string[],
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const [command, file, ...rest] = args;
  if (command !== 'prerender' || !file) {
    console.error(USAGE);
    return 2;
  }
  const options = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index];
    const value = rest[index + 1];
    if ((name !== '--base' && name !== '--modules') || value === undefined) {
      console.error(USAGE);
      return 2;
    }
    options.set(name, value);
  }
  const base = options.get('--base') ?? DEFAULT_BASE;
  const modulesFile = options.get('--modules') ?? new URL('../sq-elements.modules.json', import.meta.url).pathname;
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : undefined;
  write(await renderToHtml(readFileSync(file, 'utf8'), { base: base.endsWith('/') ? base : `${base}/`, modules }));
  return 0;
}

// Run when started as the command, not when imported by a test.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  process.exitCode = await main(process.argv.slice(2));
}
