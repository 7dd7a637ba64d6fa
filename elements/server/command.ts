/**
 * The `sq-elements` command's work (see docs/server-rendering.md): reads
 * the page, renders it, writes it. The one part of the server renderer that
 * needs Node (it reads files); the built command imports the renderer from
 * the server entry beside it. `cli.ts` runs it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  FAILURE_EXIT_CODE,
  failureMessage,
  pageTags,
  parseCall,
  USAGE,
  USAGE_EXIT_CODE,
  unreadablePageMessage,
} from './command.logic.ts';
import { MODULES_FILE, PRERENDERED_STYLESHEET_PARTS } from './files.ts';
import { pageStylesheet } from './page-stylesheet.ts';
import { renderToHtml } from './render.tsx';

export interface CommandOutput {
  /** Standard output: the page, or the usage asked for. */
  out(text: string): void;
  /** Standard error: what went wrong. */
  error(text: string): void;
}

const processOutput: CommandOutput = {
  out: (text) => process.stdout.write(text),
  error: (text) => process.stderr.write(text),
};

/** Runs the command line (`args` without `node` and the script); returns the exit code. */
export async function main(args: string[], output: CommandOutput = processOutput): Promise<number> {
  const call = parseCall(args);
  switch (call.kind) {
    case 'help':
      output.out(`${USAGE}\n`);
      return 0;
    case 'usage-error':
      output.error(`${USAGE}\n`);
      return USAGE_EXIT_CODE;
    case 'prerender': {
      let page: string;
      try {
        page = readFileSync(call.file, 'utf8');
      } catch (error) {
        output.error(`${unreadablePageMessage(call.file, error)}\n`);
        return FAILURE_EXIT_CODE;
      }
      try {
        // By default the list built beside the command (a URL: a path with spaces stays as it is).
        const modulesFile = call.modulesFile ?? new URL(`../${MODULES_FILE}`, import.meta.url);
        const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : undefined;
        const html = await renderToHtml(page, {
          base: call.base,
          modules,
          inlineStyles: call.inlineStyles,
          inlineScripts: call.inlineScripts,
          ...(call.stylesheet ? { stylesheet: call.stylesheet.href } : {}),
        });
        if (call.stylesheet) {
          // The parts built beside the command: each element's rules, of which the page's own go in its file.
          const parts = JSON.parse(
            readFileSync(new URL(`../${PRERENDERED_STYLESHEET_PARTS}`, import.meta.url), 'utf8'),
          );
          writeFileSync(call.stylesheet.file, pageStylesheet(parts, pageTags(html)));
        }
        output.out(html);
        return 0;
      } catch (error) {
        output.error(`${failureMessage(error)}\n`);
        return FAILURE_EXIT_CODE;
      }
    }
  }
}
