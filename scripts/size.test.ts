import { describe, expect, it } from 'vitest';
import { liteBudgets, measureGroup, staticImports, unbuilt, verdict } from './size.ts';

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

describe('measureGroup', () => {
  const code = {
    'runtime/keyboard.ts': {
      chunk: 'runtime-core.js',
      code: 'function handleTheEscapeKey(event) { return event.key === "Escape"; }',
    },
    'runtime/close-stack.ts': { chunk: 'runtime-core.js', code: 'const everyOpenItem = [];' },
    'runtime/core/data-layer.ts': { chunk: 'runtime-core.js', code: 'function request() {}' },
  };

  it('measures the matching modules together, minified but whole', () => {
    const row = measureGroup('ui', '^runtime/(keyboard|close-stack)', 1000, code);
    expect(row.modules).toEqual(['runtime/close-stack.ts', 'runtime/keyboard.ts']);
    expect(row.raw).toBeGreaterThan(0);
    expect(row.raw).toBeLessThan(code['runtime/keyboard.ts'].code.length + code['runtime/close-stack.ts'].code.length);
    expect(verdict(row)).toBe(null);
    expect(verdict(measureGroup('ui', '^runtime/(keyboard|close-stack)', 10, code))).toMatch(/^over budget by \d+ B$/);
  });

  it('fails a group that matches nothing', () => {
    expect(verdict(measureGroup('none', '^runtime/nothing', 1000, code))).toBe(
      'matches no module: check its pattern in size-budgets.json',
    );
  });
});

describe('unbuilt', () => {
  it('names the budgeted files the build did not write', () => {
    const budgets = { 'sq-elements.js': { brotli: 1, what: '' }, 'sq-elements.css': { brotli: 1, what: '' } };
    expect(unbuilt(['sq-elements.js', 'sq-elements.css', 'kit.js'], budgets)).toEqual([]);
    expect(unbuilt(['sq-elements.js'], budgets)).toEqual(['sq-elements.css']);
  });
});

describe('liteBudgets', () => {
  it("holds the lite build to the default build's budgets, less what it omits, with its own", () => {
    const budgets = {
      'react.js': { brotli: 60000, what: 'react' },
      'kit.js': { brotli: 4096, what: 'kit' },
      'sq-elements.css': { brotli: 1024, what: 'css' },
    };
    const lite = { budgets: { 'preact.js': { brotli: 7000, what: 'preact' } }, omits: ['react.js', 'sq-elements.css'] };
    expect(liteBudgets(budgets, lite)).toEqual({
      'kit.js': { brotli: 4096, what: 'kit' },
      'preact.js': { brotli: 7000, what: 'preact' },
    });
  });

  it('lets the lite build set its own budget for a file both write', () => {
    const budgets = { 'kit.js': { brotli: 4096, what: 'kit' } };
    const lite = { budgets: { 'kit.js': { brotli: 3000, what: 'lite kit' } }, omits: [] };
    expect(liteBudgets(budgets, lite)['kit.js']?.brotli).toBe(3000);
  });
});
