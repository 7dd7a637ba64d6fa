import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOAD_TRIGGERS } from '../elements/load-triggers.ts';
import { ELEMENT_LOADERS } from '../elements/registry.ts';
import { REGISTRY_PATH, TRIGGERS_PATH } from './element-registry.ts';
import { packedRegistry, packedTriggers } from './packed-registry.ts';

const ROOT = join(import.meta.dirname, '..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Runs a packed module's export as a script would: each import() hands back the address it was given. */
function evaluate<T>(code: string, name: string): T {
  const body = code
    .replace(/^[\s\S]*?export const (\w+)/m, 'const $1')
    .replace(/import\(\/\* @vite-ignore \*\/ ([^)]*)\)/g, 'Promise.resolve($1)')
    .replace(/^(export )?type [^;]+;$/gm, '');
  return new Function(`${body}\nreturn ${name};`)() as T;
}

describe('the registry as the script-tag builds ship it', () => {
  it('has every tag of the source, each loading its entry chunk beside the autoloader', async () => {
    const packed = packedRegistry(source(REGISTRY_PATH));
    const loaders = evaluate<Record<string, () => Promise<string>>>(packed, 'ELEMENT_LOADERS');
    expect(Object.keys(loaders)).toEqual(Object.keys(ELEMENT_LOADERS));
    expect(await loaders['sq-cart-link']?.()).toBe('./sq-cart-link.js');
    expect(packed.match(/sq-/g)?.length).toBe(2);
  });

  it('refuses a registry it cannot read whole', () => {
    const registry = source(REGISTRY_PATH);
    expect(() => packedRegistry(registry.replace("import('./sq-form/", "import('./sq-forms/"))).toThrow(
      /read 19 of the 20|sq-form loads the folder sq-forms/,
    );
    expect(() => packedRegistry('export const ELEMENT_LOADERS = {};')).toThrow(/read 0 of the 0/);
  });

  it('has every tag’s load triggers, each list written once', () => {
    const code = source(TRIGGERS_PATH);
    const packed = packedTriggers(code);
    const table = packed.slice(0, packed.indexOf('/** A first view'));
    expect(evaluate<Record<string, string>>(table, 'LOAD_TRIGGERS')).toEqual(LOAD_TRIGGERS);
    expect(packed.match(/'interaction change'|"interaction change"/g)?.length).toBe(1);
    // The first views' loaders are left as they are.
    expect(packed.slice(packed.indexOf('export const FIRST_VIEWS'))).toBe(
      code.slice(code.indexOf('export const FIRST_VIEWS')),
    );
  });

  it('refuses a trigger line it cannot read', () => {
    expect(() =>
      packedTriggers(source(TRIGGERS_PATH).replace("'sq-menu': 'interaction change'", "'sq-menu': 42")),
    ).toThrow(/cannot read/);
  });
});
