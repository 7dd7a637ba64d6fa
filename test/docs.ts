/**
 * The project's Markdown docs and what a relative link in them may point
 * at: a file of the repository and, after `#`, a heading of that file, by
 * the anchor GitHub makes of it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The most lines README.md may have: the rest of what is true goes into `docs/`. */
export const README_MAX_LINES = 250;

/**
 * Every doc, relative to `root`: README.md, each file of `docs/`, each
 * element's README, the runtime's, lib's and the bench's.
 */
export function docFiles(root = '.'): string[] {
  const inFolder = (folder: string) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [];
  const elements = readdirSync(join(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('sq-'))
    .map((entry) => `elements/${entry.name}/README.md`)
    .filter((path) => existsSync(join(root, path)))
    .sort();
  return [
    'README.md',
    ...inFolder('docs'),
    ...elements,
    ...['runtime/README.md', 'lib/README.md', 'bench/README.md'].filter((path) => existsSync(join(root, path))),
  ];
}

/** The Markdown without its fenced code blocks (each line kept, emptied) and inline code, so that neither is read as a link or a heading. */
export function withoutCode(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && open) {
        fence = open;
        return '';
      }
      if (fence !== undefined) {
        if (line.trim().startsWith(fence)) fence = undefined;
        return '';
      }
      return line.replace(/(`+)[^`]*?\1/g, '');
    })
    .join('\n');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, a repeat numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && open) fence = open;
    else if (fence !== undefined && line.trim().startsWith(fence)) fence = undefined;
    if (fence !== undefined || open) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A relative link of a doc: its target as written and the line it is on, from 1. */
export interface DocLink {
  target: string;
  line: number;
}

/** The links of a doc that point into the repository (no scheme, not from the root), outside code. */
export function relativeDocLinks(markdown: string): DocLink[] {
  const links: DocLink[] = [];
  withoutCode(markdown)
    .split('\n')
    .forEach((text, at) => {
      for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = match[1] as string;
        if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue;
        links.push({ target, line: at + 1 });
      }
    });
  return links;
}

/** What is wrong with each relative link of `file` (relative to `root`): a missing file, or a missing heading. */
export function brokenLinks(file: string, root = '.'): string[] {
  const markdown = readFileSync(join(root, file), 'utf8');
  const problems: string[] = [];
  for (const { target, line } of relativeDocLinks(markdown)) {
    const [path = '', fragment] = target.split('#', 2);
    const linked = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)));
    const where = `${file}:${line}: ${target}`;
    if (linked.startsWith('..') || !existsSync(join(root, linked))) {
      problems.push(`${where}: no file ${linked}`);
      continue;
    }
    if (fragment === undefined || fragment === '') continue;
    if (statSync(join(root, linked)).isDirectory() || !linked.endsWith('.md')) {
      problems.push(`${where}: ${linked} has no headings`);
      continue;
    }
    const anchors = headingAnchors(readFileSync(join(root, linked), 'utf8'));
    if (!anchors.has(decodeURIComponent(fragment).toLowerCase()))
      problems.push(`${where}: no heading #${fragment} in ${linked}`);
  }
  return problems;
}
