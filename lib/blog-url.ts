/**
 * Tokenized blog URLs (spec 002 §5): a post's address pattern may use only
 * the tokens %y, %m, %d and %t; it has no leading or duplicate slashes and
 * no trailing percent sign.
 */

/** The tokens a blog URL pattern may use (spec 002 §5). */
export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/** What is wrong with a blog URL pattern. */
export type BlogUrlProblem = 'unknown-token' | 'leading-slash' | 'duplicate-slash' | 'trailing-percent';

/** The first problem of a blog URL pattern, or undefined for a pattern that follows the rules. */
export function blogUrlProblem(pattern: string): BlogUrlProblem | undefined {
  if (pattern.startsWith('/')) return 'leading-slash';
  if (pattern.includes('//')) return 'duplicate-slash';
  if (pattern.endsWith('%')) return 'trailing-percent';
  if (/%(?![ymdt])/.test(pattern)) return 'unknown-token';
  return undefined;
}
