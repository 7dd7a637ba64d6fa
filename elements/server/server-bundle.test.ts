import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-library.ts';

/** What a module imports (statically, dynamically or re-exported), and its calls of `require` and `createRequire`. */
function dependencies(code: string): { imports: string[]; requires: string[] } {
  const imports: string[] = [];
  const requires: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const { type, source, callee } = node as {
      type?: string;
      source?: { value?: unknown };
      callee?: { name?: string };
    };
    if (
      (type === 'ImportDeclaration' ||
        type === 'ExportAllDeclaration' ||
        type === 'ExportNamedDeclaration' ||
        type === 'ImportExpression') &&
      source
    ) {
      imports.push(typeof source.value === 'string' ? source.value : '(computed)');
    }
    if (type === 'CallExpression' && (callee?.name === 'require' || callee?.name === 'createRequire')) {
      requires.push(callee.name);
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return { imports, requires };
}

const NODE_BUILT_INS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('the built sq-elements/server', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-server-build-'));
    await buildServer(dir);
  }, 180000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is one self-contained module that imports nothing, no Node built-in and no createRequire: it runs in a Worker', () => {
    const code = readFileSync(join(dir, 'index.js'), 'utf8');
    const { imports, requires } = dependencies(code);
    expect(imports.filter((name) => NODE_BUILT_INS.has(name) || name.startsWith('node:'))).toEqual([]);
    expect(imports).toEqual([]);
    expect(requires).toEqual([]);
    expect(code).not.toContain('createRequire');
  });

  it('renders in Node too, as the package’s server entry', async () => {
    const server = (await import(/* @vite-ignore */ join(dir, 'index.js'))) as typeof import('./index.ts');
    const html = await server.renderToHtml('<sq-cart-link items="2"></sq-cart-link>');
    expect(html).toMatch(/^<sq-cart-link data-state="filled" items="2"><template shadowrootmode="open">/);
  });

  it('has the command beside it, on Node, importing the renderer from it rather than a copy', () => {
    const { imports } = dependencies(readFileSync(join(dir, 'cli.js'), 'utf8').replace(/^#!.*\n/, ''));
    expect(imports.sort()).toEqual(['./index.js', 'node:fs']);
  });
});
