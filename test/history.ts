/**
 * Words that tell a file's history rather than what it is: a comment, a
 * test name or a size budget's `what` citing a tracker issue by number, and
 * a budget's `what` saying what a file was. A rule is cited by the spec's
 * section or by the doc that gives it; a budget says why it is what it is.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { repositoryFiles } from '../scripts/repository-files.ts';

/** The folders whose comments and test names are read. */
export const SOURCE_FOLDERS = [
  'elements',
  'runtime',
  'lib',
  'platform',
  'scripts',
  'test',
  'bench',
  'server',
  'demo',
  'site',
] as const;

/** A tracker issue cited by number: "issue" or "issues", then the number, with a "#" or without. */
const ISSUE = /\bissues?\s+#?\d+/i;

/** Words of a budget's `what` that say what the file was, not what it is. */
const PAST = [/\buntil\b/i, /\bwas\b/i, /\bwere\b/i, /\bfrom\s+\d+(\.\d+)?\s*KB\b/i];

/** Files whose comments are read: code, styles and pages. */
const READ = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html)$/;

/** The calls whose first argument is a test's or a suite's name. */
const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite']);

/** One place that tells history: where it is, and the text. */
export interface Finding {
  where: string;
  text: string;
}

/** Whether `text` cites a tracker issue by number. */
export function citesIssue(text: string): boolean {
  return ISSUE.test(text);
}

/** Whether a budget's `what` cites an issue or says what the file was (`until`, `was`, `were`, `from <n> KB`). */
export function tellsBudgetHistory(what: string): boolean {
  return citesIssue(what) || PAST.some((word) => word.test(what));
}

/** Every `what` of a size-budgets file, each with the keys that lead to it. */
export function budgetWhats(budgets: unknown, path: string[] = []): Finding[] {
  if (typeof budgets !== 'object' || budgets === null) return [];
  return Object.entries(budgets).flatMap(([key, value]) =>
    key === 'what' && typeof value === 'string'
      ? [{ where: path.join(' › '), text: value }]
      : budgetWhats(value, [...path, key]),
  );
}

/** The budgets' `what`s that tell history. */
export function budgetHistory(budgets: unknown): Finding[] {
  return budgetWhats(budgets).filter(({ text }) => tellsBudgetHistory(text));
}

/** The line `offset` is on, from 1. */
function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/** A comment's text on one line: its lines joined, the leading `*` of a block comment's lines dropped. */
function oneLine(comment: string): string {
  return comment
    .replace(/\n\s*\*?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a call's callee is a test function: `it`, `describe.skip`, `it.each(table)`. */
function isTestCallee(callee: unknown): boolean {
  if (typeof callee !== 'object' || callee === null) return false;
  const node = callee as { type?: string; name?: string; object?: unknown; callee?: unknown };
  if (node.type === 'Identifier') return TEST_CALLS.has(node.name ?? '');
  if (node.type === 'MemberExpression') return isTestCallee(node.object);
  if (node.type === 'CallExpression') return isTestCallee(node.callee);
  return false;
}

/** A test name's text: a string, or a template's fixed parts. */
function nameText(argument: unknown): string | undefined {
  if (typeof argument !== 'object' || argument === null) return undefined;
  const node = argument as { type?: string; value?: unknown; quasis?: { value: { raw: string } }[] };
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return (node.quasis ?? []).map((quasi) => quasi.value.raw).join('…');
  return undefined;
}

/** The names given to `describe`, `it` and `test` in a parsed program, with where each starts. */
function testNames(program: unknown): { start: number; text: string }[] {
  const names: { start: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const call = node as { type?: string; callee?: unknown; arguments?: unknown[]; start?: number };
    if (call.type === 'CallExpression' && isTestCallee(call.callee)) {
      const text = nameText(call.arguments?.[0]);
      if (text !== undefined) names.push({ start: call.start ?? 0, text });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'parent' && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return names;
}

/** The comments of a file (and, for code, its test names), each with the line it starts on. */
export function commentsAndTestNames(file: string, source: string): { line: number; text: string }[] {
  if (file.endsWith('.css')) {
    return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: lineAt(source, match.index),
      text: oneLine(match[0]),
    }));
  }
  if (file.endsWith('.html')) {
    return [...source.matchAll(/<!--[\s\S]*?-->/g)].map((match) => ({
      line: lineAt(source, match.index),
      text: oneLine(match[0]),
    }));
  }
  const parsed = parseSync(file, source);
  return [
    ...parsed.comments.map((comment) => ({ line: lineAt(source, comment.start), text: oneLine(comment.value) })),
    ...testNames(parsed.program).map((name) => ({ line: lineAt(source, name.start), text: name.text })),
  ];
}

/** The repository's files under its source folders whose comments are read (not dependencies, not build output). */
export function sourceFiles(root: string): string[] {
  return repositoryFiles(root)
    .filter((path) => SOURCE_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) && READ.test(path))
    .map((path) => join(root, path));
}

/** The comments and test names under `root`'s source folders that cite a tracker issue. */
export function issueCitations(root = '.'): Finding[] {
  return sourceFiles(root).flatMap((file) =>
    commentsAndTestNames(file, readFileSync(file, 'utf8'))
      .filter(({ text }) => citesIssue(text))
      .map(({ line, text }) => ({ where: `${relative(root, file)}:${line}`, text })),
  );
}
