import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CART_ITEMS_CAP } from './cart-link.logic.ts';

/**
 * The badge's cap (spec 001 §9: at most 100, then 100+) is written once, as
 * CART_ITEMS_CAP. The pre-upgrade stylesheet, which draws the badge before
 * the element is defined, and the README cannot import it: each place they
 * say it is found here and compared with the constant.
 */
const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');
const PRE_UPGRADE_CSS = read('./cart-link.pre-upgrade.css');
const README = read('README.md');

/** Every number the pattern's groups capture, in order, over all its matches. */
function captured(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(new RegExp(pattern, 'g'))].flatMap((match) => match.slice(1).map(Number));
}

describe('the cart badge’s cap, where the code cannot reach', () => {
  it.each<[string, string, RegExp, number[]]>([
    [
      'cart-link.pre-upgrade.css: the counter style says the cap and a plus from the cap and one up',
      PRE_UPGRADE_CSS,
      /@counter-style sq-cart-link-count \{[^}]*symbols: "(\d+)\+";\s*range: (\d+) infinite;/,
      [CART_ITEMS_CAP, CART_ITEMS_CAP + 1],
    ],
    [
      'README: the table of counts',
      README,
      /\| n ≤ (\d+) +\| n +\|[^\n]*\n\| n > (\d+) +\| (\d+)\+ +\| More than (\d+) items in cart/,
      [CART_ITEMS_CAP, CART_ITEMS_CAP, CART_ITEMS_CAP, CART_ITEMS_CAP],
    ],
    ['README: the badge', README, /`(\d+)\+`\s+above (\d+)\)/, [CART_ITEMS_CAP, CART_ITEMS_CAP]],
  ])('%s', (_where, text, pattern, expected) => {
    expect(captured(text, pattern)).toEqual(expected);
  });
});
