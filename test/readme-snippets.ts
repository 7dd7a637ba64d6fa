/**
 * The HTML examples of the READMEs (fenced blocks marked `html`), read from
 * their Markdown so that a test can run each as a page. A block meant as a
 * part only (an excerpt of server output, a tag with `...` for its
 * attributes) is marked by an HTML comment on the line before its fence:
 * `<!-- snippet: not run: why -->`.
 */

/** One HTML example of a README. */
export interface Snippet {
  /** The README's path, as given. */
  file: string;
  /** Its place among the file's HTML examples, from 0. */
  index: number;
  /** The line its fence opens on, from 1. */
  line: number;
  /** The HTML, without the fence and its indent. */
  html: string;
  /** Why it is not run, when it is marked so. */
  skip?: string;
  /** The Markdown after its closing fence. */
  after: string;
}

const OPEN = /^(\s*)```html\s*$/;
const CLOSE = /^\s*```\s*$/;
const NOT_RUN = /^\s*<!--\s*snippet:\s*not run:\s*(.+?)\s*-->\s*$/;

/** The HTML examples of one Markdown file, in order. */
export function htmlSnippets(file: string, markdown: string): Snippet[] {
  const lines = markdown.split('\n');
  const snippets: Snippet[] = [];
  for (let at = 0; at < lines.length; at++) {
    const open = OPEN.exec(lines[at] as string);
    if (!open) continue;
    const indent = (open[1] as string).length;
    let end = at + 1;
    while (end < lines.length && !CLOSE.test(lines[end] as string)) end++;
    let before = at - 1;
    while (before >= 0 && (lines[before] as string).trim() === '') before--;
    const skip = before >= 0 ? NOT_RUN.exec(lines[before] as string)?.[1] : undefined;
    snippets.push({
      file,
      index: snippets.length,
      line: at + 1,
      html: lines
        .slice(at + 1, end)
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n'),
      ...(skip === undefined ? {} : { skip }),
      after: lines.slice(end + 1).join('\n'),
    });
    at = end;
  }
  return snippets;
}

/** The first code block of `language` in `markdown` before its next heading, or undefined. */
export function nextCodeBlock(markdown: string, language: string): string | undefined {
  const lines = markdown.split('\n');
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as string;
    if (/^#{1,6} /.test(line)) return undefined;
    if (line.trim() !== `\`\`\`${language}`) continue;
    let end = at + 1;
    while (end < lines.length && !CLOSE.test(lines[end] as string)) end++;
    return lines.slice(at + 1, end).join('\n');
  }
  return undefined;
}
