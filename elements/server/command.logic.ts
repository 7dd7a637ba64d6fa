/**
 * What a call of the `sq-elements` command asks for, read from its
 * arguments: pure, so the command's file only reads, renders and writes.
 */
import { DEFAULT_BASE } from './files.ts';

export const USAGE = `usage: sq-elements prerender <page.html> [--base ${DEFAULT_BASE}] [--modules <sq-elements.modules.json>]
                              [--stylesheet <file.css> [--stylesheet-href <url>]] [--inline-styles] [--no-inline-scripts]
       sq-elements --help

Writes the page to standard output with each sq-* element rendered into a
declarative shadow root, each linking sq-elements.prerendered.css, which the
head links too. --base is where the page loads the library from; the module
list (by default the one built beside this command) adds a
<link rel="modulepreload"> at the end of the body for every module the
page's elements load. --stylesheet writes a stylesheet of the page's own
elements' rules to <file.css> and links it in place of
sq-elements.prerendered.css, by --stylesheet-href (by default the file's
name, for a stylesheet beside the page): less to wait for before the first
paint. --inline-styles puts each element's own styles in a
<style> in its shadow root instead, and leaves the head's links as they
are: no stylesheet of the elements' to wait for, for a page whose
Content-Security-Policy allows inline styles. A page with a cookie banner
gets a small inline <script> at the end of the body that shows it at once;
--no-inline-scripts leaves it out, for a page whose policy refuses inline
scripts (the banner then shows once the library's first file is in).`;

/** The exit code of a call the command does not understand. */
export const USAGE_EXIT_CODE = 2;

/** The exit code of a call it understood but could not carry out (a page it cannot read, say). */
export const FAILURE_EXIT_CODE = 1;

export type Call =
  | { kind: 'help' }
  | { kind: 'usage-error' }
  | {
      kind: 'prerender';
      file: string;
      base: string;
      modulesFile: string | undefined;
      inlineStyles: boolean;
      inlineScripts: boolean;
      /** The page's own stylesheet: the file to write, and the address the page links it by. */
      stylesheet: { file: string; href: string } | undefined;
    };

const HELP = new Set(['--help', '-h', 'help']);
/** The options that take a value. */
const OPTIONS = new Set(['--base', '--modules', '--stylesheet', '--stylesheet-href']);
/** The options that are a flag alone. */
const FLAGS = new Set(['--inline-styles', '--no-inline-scripts']);

/** Reads the command's arguments (without `node` and the script). */
export function parseCall(args: readonly string[]): Call {
  if (args.some((arg) => HELP.has(arg))) return { kind: 'help' };
  const [command, file, ...rest] = args;
  if (command !== 'prerender' || !file || file.startsWith('-')) return { kind: 'usage-error' };
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let index = 0; index < rest.length; index += 1) {
    const name = rest[index] as string;
    if (FLAGS.has(name) && !flags.has(name)) {
      flags.add(name);
      continue;
    }
    const value = rest[index + 1];
    // A value is not another option: `--base --inline-styles` lacks its value.
    if (!OPTIONS.has(name) || value === undefined || value.startsWith('--') || options.has(name))
      return { kind: 'usage-error' };
    options.set(name, value);
    index += 1;
  }
  const base = options.get('--base') ?? DEFAULT_BASE;
  const stylesheet = options.get('--stylesheet');
  const href = options.get('--stylesheet-href');
  // A page with its elements' styles inline links no stylesheet of theirs; an address needs a file to name.
  if ((stylesheet !== undefined && flags.has('--inline-styles')) || (href !== undefined && stylesheet === undefined))
    return { kind: 'usage-error' };
  return {
    kind: 'prerender',
    file,
    base: base.endsWith('/') ? base : `${base}/`,
    modulesFile: options.get('--modules'),
    inlineStyles: flags.has('--inline-styles'),
    inlineScripts: !flags.has('--no-inline-scripts'),
    stylesheet:
      stylesheet === undefined ? undefined : { file: stylesheet, href: href ?? stylesheet.split(/[\\/]/).pop() ?? '' },
  };
}

/** The tags of the `sq-*` elements in a page's HTML, each once, in the order they first come. */
export function pageTags(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<(sq-[a-z][a-z0-9-]*)(?=[\s/>])/gi)].map((match) => (match[1] as string).toLowerCase()),
    ),
  ];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The one line the command writes to standard error when it cannot read the page. */
export function unreadablePageMessage(file: string, error: unknown): string {
  return `sq-elements: cannot read ${file}: ${reasonOf(error)}`;
}

/** The line it writes for any other failure (a module list that is not JSON, say). */
export function failureMessage(error: unknown): string {
  return `sq-elements: ${reasonOf(error)}`;
}
