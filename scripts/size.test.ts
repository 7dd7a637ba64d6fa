import { describe, expect, it } from 'vitest';
import { staticImports, verdict } from './size.ts';

describe('size verdict', () => {
  it.each([
    [{ brotli: 100, budget: 100 }, null],
    [{ brotli: 101, budget: 100 }, 'over budget by 1 B'],
    [{ brotli: 1, budget: undefined }, 'no budget: add it to size-budgets.json'],
  ])('%j -> %s', (row, expected) => {
    expect(verdict({ file: 'x.js', raw: 0, gzip: 0, ...row })).toBe(expected);
  });
});

describe('staticImports', () => {
  it('finds static imports and ignores dynamic ones', () => {
    expect(
      staticImports('import{a as e}from"./react.js";import"./kit.js";var x=()=>import(`./sq-cart-link.js`)'),
    ).toEqual(['./react.js', './kit.js']);
    expect(staticImports('var e={"sq-cart-link":()=>import(`./sq-cart-link.js`)}')).toEqual([]);
  });
});
