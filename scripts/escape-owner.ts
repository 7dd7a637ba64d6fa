/**
 * The one-owner rule for Escape (spec 000 §2, §4): the layer stack in
 * `runtime/layers/layer-stack.ts` answers Escape and the other close requests for
 * everything that closes; no file under `elements/` handles the key itself.
 * An element puts what it shows on the stack (`useModalDialog`, `useLayer`)
 * and hears `close('escape')`.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { repositoryFiles } from './repository-files.ts';

/** How a file handles Escape itself, as it looks in source. */
export const ESCAPE_HANDLING: readonly { name: string; pattern: RegExp }[] = [
  { name: "the key name 'Escape' (or 'Esc')", pattern: /(['"`])Esc(?:ape)?\1/g },
  {
    name: 'the key code 27',
    pattern: /\b(?:keyCode|which|charCode)\s*[!=]==?\s*27\b|\b27\s*[!=]==?\s*\w+\.(?:keyCode|which|charCode)\b/g,
  },
  { name: "the runtime's Escape test (isEscape, ESCAPE_KEY_CODE)", pattern: /\b(?:isEscape|ESCAPE_KEY_CODE)\b/g },
  {
    name: "a dialog's cancel event (Escape reaching a native dialog)",
    pattern: /\bon[Cc]ancel\b|(?:addEventListener|useEventListener)\s*\([^)]*?(['"`])cancel\1/g,
  },
  { name: 'a CloseWatcher of its own', pattern: /\bCloseWatcher\b/g },
];

/** One place a file handles Escape itself. */
export interface EscapeHandler {
  file: string;
  line: number;
  name: string;
  text: string;
}

/** The code without its comments, line breaks kept (so line numbers hold); `//` after a colon is an address. */
export function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** Every place in one file's code that handles Escape itself. */
export function findEscapeHandlers(file: string, code: string): EscapeHandler[] {
  const lines = withoutComments(code).split('\n');
  return lines.flatMap((text, index) =>
    ESCAPE_HANDLING.filter(({ pattern }) => new RegExp(pattern.source).test(text)).map(({ name }) => ({
      file,
      line: index + 1,
      name,
      text: text.trim(),
    })),
  );
}

/**
 * The repository's source files under `dir` (TypeScript and TSX, paths from `root`), tests left out: a test
 * presses Escape, it does not handle it.
 */
export function sourceFiles(dir: string, root: string): string[] {
  const under = `${relative(root, dir).split(sep).join('/')}/`;
  return repositoryFiles(root).filter(
    (path) => path.startsWith(under) && /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
  );
}

/** Every place under `dir` that handles Escape itself, with paths relative to `root`. */
export function escapeHandlersIn(dir: string, root: string): EscapeHandler[] {
  return sourceFiles(dir, root).flatMap((path) => findEscapeHandlers(path, readFileSync(join(root, path), 'utf8')));
}
