import { describe, expect, it } from 'vitest';
import { BLOG_URL_TOKENS, type BlogUrlProblem, blogUrlProblem } from './blog-url.ts';

describe('tokenized blog URLs (spec 002 §5)', () => {
  it('allows only %y, %m, %d and %t', () => {
    expect(BLOG_URL_TOKENS).toEqual(['%y', '%m', '%d', '%t']);
  });

  it.each<[string, BlogUrlProblem | undefined]>([
    ['%y/%m/%d/%t', undefined],
    ['blog/%t', undefined],
    ['%t', undefined],
    ['posts', undefined],
    ['', undefined],
    ['%y/%x/%t', 'unknown-token'],
    ['%Y/%t', 'unknown-token'],
    ['%%t', 'unknown-token'],
    ['a%20b', 'unknown-token'],
    ['/%y/%t', 'leading-slash'],
    ['/', 'leading-slash'],
    ['%y//%t', 'duplicate-slash'],
    ['%t/', undefined],
    ['%y/%t%', 'trailing-percent'],
    ['%', 'trailing-percent'],
    ['%t%%', 'trailing-percent'],
  ])('%j: %s', (pattern, problem) => {
    expect(blogUrlProblem(pattern)).toBe(problem);
  });
});
