import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../vite.config.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, string>; sideEffects: string[] };

describe('package.json', () => {
  it('exports the autoloader, the runtime, the manifest and every element', () => {
    const expected: Record<string, string> = {
      '.': './dist/sq-elements.js',
      './runtime': './dist/runtime.js',
      './custom-elements.json': './custom-elements.json',
    };
    for (const tag of Object.keys(elementEntries())) expected[`./${tag}`] = `./dist/${tag}.js`;
    expect(pkg.exports).toEqual(expected);
  });

  it('limits side effects to the element definitions and the autoloader', () => {
    expect(pkg.sideEffects).toEqual(['./elements/*/*.element.ts', './elements/autoloader.ts', './dist/sq-*.js']);
  });
});
