import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  elementBudgets,
  liteBudgets,
  type ModuleCode,
  measureGroup,
  misplacedBudgets,
  readBudgets,
  staticImports,
  unbuilt,
  verdict,
} from './size.ts';

describe('size verdict', () => {
  it.each([
    [{ brotli: 100, budget: 100 }, null],
    [{ brotli: 101, budget: 100 }, 'over budget by 1 B'],
    [
      { brotli: 1, budget: undefined },
      "no budget: add it to size-budgets.json, or to its element's <name>.budget.json",
    ],
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

describe("an element's budget in its folder", () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A repository with size-budgets.json and the given files. */
  function repository(budgets: Record<string, unknown>, files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'budgets-'));
    writeFileSync(join(root, 'size-budgets.json'), JSON.stringify({ budgets }));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it("reads each element folder's <name>.budget.json as the budget of its chunk, sq-<name>.js", () => {
    const dir = repository(
      { 'kit.js': { brotli: 9, what: 'the kit' } },
      {
        'elements/sq-menu/menu.budget.json': '{ "brotli": 3, "what": "the menu" }',
        'elements/sq-menu/menu.css': '',
        'elements/sq-form/form.css': '',
        'elements/kit/kit.budget.json': '{ "brotli": 1, "what": "not an element folder" }',
      },
    );
    expect(elementBudgets(dir).budgets).toEqual({ 'sq-menu.js': { brotli: 3, what: 'the menu' } });
    expect(readBudgets(dir).budgets).toEqual({
      'kit.js': { brotli: 9, what: 'the kit' },
      'sq-menu.js': { brotli: 3, what: 'the menu' },
    });
  });

  it('fails a chunk budgeted both in size-budgets.json and in its folder', () => {
    const dir = repository(
      { 'sq-menu.js': { brotli: 9, what: 'the menu' } },
      { 'elements/sq-menu/menu.budget.json': '{ "brotli": 3, "what": "the menu" }' },
    );
    expect(() => readBudgets(dir)).toThrow(/sq-menu\.js/);
  });

  it('reads the chunks and module groups only the element loads from the same file', () => {
    const dir = repository(
      { 'kit.js': { brotli: 9, what: 'the kit' } },
      {
        'elements/sq-gallery/gallery.budget.json': JSON.stringify({
          brotli: 5,
          what: 'the gallery',
          chunks: { 'carousel.view.js': { brotli: 4, what: 'its carousel' } },
          groups: { 'its carousel design': { modules: '^elements/sq-gallery/designs/carousel', brotli: 6, what: 'x' } },
        }),
      },
    );
    const read = readBudgets(dir);
    expect(read.budgets).toEqual({
      'kit.js': { brotli: 9, what: 'the kit' },
      'sq-gallery.js': { brotli: 5, what: 'the gallery' },
      'carousel.view.js': { brotli: 4, what: 'its carousel' },
    });
    expect(Object.keys(read.groups ?? {})).toEqual(['its carousel design']);
    expect(elementBudgets(dir).owners).toEqual({ 'sq-gallery.js': 'sq-gallery', 'carousel.view.js': 'sq-gallery' });
  });

  it('fails a chunk two folders budget', () => {
    const dir = repository(
      {},
      {
        'elements/sq-form/form.budget.json':
          '{ "brotli": 3, "what": "the form", "chunks": { "places.js": { "brotli": 1, "what": "x" } } }',
        'elements/sq-map/map.budget.json':
          '{ "brotli": 3, "what": "the map", "chunks": { "places.js": { "brotli": 1, "what": "x" } } }',
      },
    );
    expect(() => readBudgets(dir)).toThrow(/places\.js is budgeted by sq-form and sq-map/);
  });
});

describe('where a budget belongs, read from the chunks the build wrote', () => {
  const code = (chunks: Record<string, string[]>): ModuleCode =>
    Object.fromEntries(
      Object.entries(chunks).flatMap(([chunk, modules]) => modules.map((module) => [module, { chunk, code: '' }])),
    );
  const built = code({
    'carousel.view.js': [
      'elements/sq-gallery/designs/carousel.view.tsx',
      'elements/sq-gallery/designs/carousel.logic.ts',
    ],
    'address-suggestions.view.js': ['elements/sq-form/address-suggestions.view.tsx', 'runtime/places/places.ts'],
    'product.js': ['lib/money.ts', 'lib/product.ts'],
  });

  it('passes chunks budgeted where their modules are', () => {
    const owners = { 'carousel.view.js': 'sq-gallery', 'address-suggestions.view.js': 'sq-form' };
    expect(misplacedBudgets(owners, ['carousel.view.js', 'address-suggestions.view.js', 'product.js'], built)).toEqual(
      [],
    );
  });

  it("fails a chunk of one element's modules budgeted in size-budgets.json", () => {
    expect(misplacedBudgets({}, ['carousel.view.js', 'product.js'], built)).toEqual([
      "carousel.view.js holds only elements/sq-gallery/ modules: budget it in that folder's budget file",
    ]);
  });

  it('fails a chunk an element budgets that holds none of its modules', () => {
    expect(misplacedBudgets({ 'product.js': 'sq-product-price' }, ['product.js'], built)).toEqual([
      'product.js is budgeted by elements/sq-product-price/ but holds none of its modules',
    ]);
  });
});
