import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../vite.config.ts';
import { stripSchemaDocs } from './schema-docs.ts';

const SAMPLE = `
import * as z from 'zod/mini';
import { defineApi, event } from '../kit/api.ts';

export const sampleApi = defineApi({
  tag: 'sq-sample',
  summary: 'A sample element.',
  config: z.object({
    size: z._default(z.number(), 3).register(z.globalRegistry, { description: 'How big.' }),
    nested: z
      .optional(z.object({ inner: z.string().register(z.globalRegistry, { description: 'Inside.' }) }))
      .register(z.globalRegistry, { description: 'A nested object.' }),
    plain: z.boolean(),
  }),
  load: ['interaction', 'change'],
  events: { 'sq-change': event<{ size: number }>('Fires on change.', '{ size: number }') },
  slots: { '': 'The content.' },
  parts: { box: 'The box.' },
  cssProperties: { '--sq-sample-color': { description: 'The colour.', default: 'red' } },
});
const other = thing.register(registry, { description: 'Not a schema description.' });
function note<T>(schema: T) {
  (schema as z.ZodMiniType).register(z.globalRegistry, { description: 'In parentheses.' });
  return described(z.string(), 'Through the kit helper.');
}
const layout = named(z.string(), ['grid-by-name', 'list-by-name']);
`;

describe('leaving the schema documentation out of the library build', () => {
  const stripped = stripSchemaDocs(SAMPLE);

  it('removes every description and the documentation-only fields', () => {
    for (const words of [
      'A sample element.',
      'How big.',
      'Inside.',
      'A nested object.',
      'Fires on change.',
      'In parentheses.',
      'Through the kit helper.',
    ]) {
      expect(stripped).not.toContain(words);
    }
    for (const words of ['The content.', 'The box.', 'The colour.', '--sq-sample-color']) {
      expect(stripped).not.toContain(words);
    }
  });

  it('keeps the tag, the config schema and its defaults, and other register calls', () => {
    expect(stripped).toContain("tag: 'sq-sample'");
    expect(stripped).toContain('size: z._default(z.number(), 3),');
    expect(stripped).toContain('nested: z\n      .optional(z.object({ inner: z.string() }))');
    expect(stripped).toContain('plain: z.boolean()');
    expect(stripped).toContain('(schema as z.ZodMiniType);');
    expect(stripped).toContain('return (z.string());');
    expect(stripped).toContain('const layout = (z.string());');
    expect(stripped).toContain("thing.register(registry, { description: 'Not a schema description.' })");
    expect(stripped).toMatch(/tag: 'sq-sample',\s+config: z\.object\(/);
    expect(stripped).toMatch(/plain: z\.boolean\(\),\n {2}\}\),\n\}\);/);
    for (const field of ['summary', 'load', 'events', 'slots', 'parts', 'cssProperties']) {
      expect(stripped, field).not.toContain(`${field}:`);
    }
  });

  it('leaves no manifest description in any element schema, and valid TypeScript behind', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
      modules: { declarations: { tagName?: string; attributes?: { description?: string }[] }[] }[];
    };
    const descriptions = new Map<string, string[]>();
    for (const declaration of manifest.modules.flatMap((module) => module.declarations)) {
      if (!declaration.tagName) continue;
      const words = (declaration.attributes ?? []).flatMap((attribute) => attribute.description ?? []);
      descriptions.set(declaration.tagName, words);
    }
    for (const [tag, entry] of Object.entries(elementEntries())) {
      const file = resolve(entry.replace(/\.element\.ts$/, '.schema.ts'));
      const source = readFileSync(file, 'utf8');
      const once = stripSchemaDocs(source, file);
      expect(once, tag).not.toContain('globalRegistry, {');
      expect(once, tag).toContain(`tag: '${tag}'`);
      // As the start of a string literal (a comment may say the same words): a description written as
      // a template literal shows in the manifest filled in, so its start is what can be looked for.
      for (const words of descriptions.get(tag) ?? []) {
        const start = words.slice(0, 24).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(once, tag).not.toMatch(new RegExp(`['"\`]${start}`));
      }
      expect(descriptions.get(tag)?.length, tag).toBeGreaterThan(0);
      // Stripping what is already stripped changes nothing: the output parses and has nothing left to take.
      expect(stripSchemaDocs(once, file), tag).toBe(once);
    }
  });
});
