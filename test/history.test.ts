import { describe, expect, it } from 'vitest';
import { readBudgets } from '../scripts/size.ts';
import {
  budgetHistory,
  budgetWhats,
  citesIssue,
  commentsAndTestNames,
  issueCitations,
  tellsBudgetHistory,
} from './history.ts';

describe('comments, test names and budgets say what the code is', () => {
  it('no comment or test name in the source folders cites a tracker issue by number', () => {
    expect(issueCitations()).toEqual([]);
  });

  it('no size budget’s "what" cites an issue or says what the file was', () => {
    const budgets: unknown = readBudgets('.');
    expect(budgetWhats(budgets).length).toBeGreaterThan(100);
    expect(budgetHistory(budgets)).toEqual([]);
  });
});

describe('citesIssue', () => {
  it.each([
    ['a number after "issue"', 'the one-owner rule (issue 15 §1)', true],
    ['a number after "issues"', 'see issues 9 and 15', true],
    ['a number after "#"', 'Issue #24: no task over 50 ms', true],
    ['a spec section', 'the close stack (spec 000 §4)', false],
    ['a doc', 'the strict policy (docs/csp.md)', false],
    ['zod’s issues', 'the first of zod’s issues, its path', false],
  ])('%s: %s', (_case, text, cites) => {
    expect(citesIssue(text)).toBe(cites);
  });
});

describe('tellsBudgetHistory', () => {
  it.each([
    ['until', '1 KB until 64 B of its budget went elsewhere', true],
    ['was', 'the classic API was 23.4 KB', true],
    ['were', '0.95 KB before the actions were kept', true],
    ['from <n> KB', '19.93 KB measured, from 21.56 KB', true],
    ['an issue', 'at most 5 KB (issue 17)', true],
    ['what it holds, and why its budget', '2 KB less the 80 B that runtime-services.js holds for it', false],
    ['a goal', 'at most 5 KB, the goal for a gallery design', false],
    ['"from" before no size', 'loaded from its first view', false],
  ])('%s: %s', (_case, what, tells) => {
    expect(tellsBudgetHistory(what)).toBe(tells);
  });

  it('finds every "what", however deep, with the keys that lead to it', () => {
    const budgets = {
      budgets: { 'a.js': { brotli: 512, what: 'a, 0.4 KB' } },
      lite: { paths: { 'a page': { brotli: 1024, what: 'a page, 0.9 KB until b.js left it' } } },
    };
    expect(budgetWhats(budgets).map(({ where }) => where)).toEqual(['budgets › a.js', 'lite › paths › a page']);
    expect(budgetHistory(budgets)).toEqual([
      { where: 'lite › paths › a page', text: 'a page, 0.9 KB until b.js left it' },
    ]);
  });
});

describe('commentsAndTestNames', () => {
  const texts = (file: string, source: string) => commentsAndTestNames(file, source).map(({ text }) => text);

  it('reads line and block comments, a block comment’s lines as one', () => {
    const source = '/**\n * One rule\n * (docs/csp.md).\n */\nconst a = 1; // why a is 1\n';
    expect(commentsAndTestNames('a.ts', source)).toEqual([
      { line: 1, text: '* One rule (docs/csp.md).' },
      { line: 5, text: 'why a is 1' },
    ]);
  });

  it('reads the names of describe, it and test, it.each’s and templates too', () => {
    const source = [
      "describe('a suite', () => {",
      "  it('a test', () => {});",
      "  it.each([1])('case %s', () => {});",
      `  test.concurrent(\`a \${name} name\`, () => {});`,
      '});',
    ].join('\n');
    expect(texts('a.test.ts', source)).toEqual(['a suite', 'a test', 'case %s', 'a … name']);
  });

  it('does not read strings that are no test name, nor code', () => {
    expect(texts('a.ts', "const note = 'issue 9';\nconsole.log('a test');\n")).toEqual([]);
  });

  it('reads the comments of styles and pages', () => {
    expect(texts('a.css', 'a { color: red; } /* why red */')).toEqual(['/* why red */']);
    expect(texts('a.html', '<p>a</p><!-- why a -->')).toEqual(['<!-- why a -->']);
  });
});
