import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  buildManifest,
  className,
  collectApis,
  formatManifest,
  generatedFiles,
  type JsonSchema,
  MANIFEST_PATH,
  ROOT,
  staleness,
  typeText,
} from './manifest.ts';
import { validateManifest } from './manifest-schema.ts';

const STALE = 'custom-elements.json is stale or missing: run `npm run manifest` and commit the result';

/** The declarations of a manifest, one per element. */
function declarations(manifest: Package): CustomElementDeclaration[] {
  return manifest.modules.flatMap((module) => (module.declarations ?? []) as CustomElementDeclaration[]);
}

/** The declaration of one tag. */
function declarationOf(manifest: Package, tag: string): CustomElementDeclaration {
  const found = declarations(manifest).find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`no declaration for ${tag}`);
  return found;
}

/** A deep copy of the manifest, to break without touching the fresh one. */
function copy(manifest: Package): Package {
  return JSON.parse(JSON.stringify(manifest)) as Package;
}

describe('custom-elements.json', () => {
  it('marks the address fields, so the hostile-URL suite finds them', async () => {
    const cartLink = declarationOf(await buildManifest(), 'sq-cart-link');
    const marked = (list: object[] | undefined) =>
      (list ?? []).filter((entry) => (entry as Record<string, unknown>)['x-sq-url'] === 'link');
    expect(marked(cartLink.attributes).map((attribute) => (attribute as { name: string }).name)).toEqual(['href']);
    expect(marked(cartLink.members).map((member) => (member as { name: string }).name)).toEqual(['href']);
  });

  it('is committed and matches the element schemas', async () => {
    const fresh = formatManifest(await buildManifest());
    expect(existsSync(MANIFEST_PATH), STALE).toBe(true);
    const committed = readFileSync(MANIFEST_PATH, 'utf8');
    expect(JSON.parse(committed), STALE).toEqual(JSON.parse(fresh));
    expect(staleness(committed, fresh), STALE).toBeNull();
  });

  it("has every file written from it committed and fresh: the types, the editor data, the autoloader's list, the README references", async () => {
    const files = await generatedFiles();
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'types/index.d.ts',
        'types/react.d.ts',
        'types/vue.d.ts',
        'types/sq-cart-link.d.ts',
        'vscode.html-custom-data.json',
        'web-types.json',
        'elements/registry.ts',
        'elements/sq-cart-link/README.md',
      ]),
    );
    for (const [path, fresh] of Object.entries(files)) {
      const file = join(ROOT, path);
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
      expect(staleness(committed, fresh, path), path).toBeNull();
    }
  });

  it('is the same on every run, sorted by tag', async () => {
    const first = await buildManifest();
    expect(formatManifest(await buildManifest())).toBe(formatManifest(first));
    const tags = declarations(first).map((declaration) => declaration.tagName ?? '');
    expect(tags).toEqual([...tags].sort());
  });

  it('has one module per elements/sq-* folder with a schema, found on disk', async () => {
    // Folders only: elements/sq-elements.css sits beside them.
    const folders = readdirSync(join(ROOT, 'elements'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('sq-'))
      .map((entry) => entry.name)
      .filter((folder) => readdirSync(join(ROOT, 'elements', folder)).some((file) => file.endsWith('.schema.ts')))
      .sort();
    const manifest = await buildManifest();
    expect(declarations(manifest).map((declaration) => declaration.tagName)).toEqual(folders);
    for (const module of manifest.modules) {
      expect(existsSync(join(ROOT, module.path)), module.path).toBe(true);
      expect(module.path).toMatch(/^elements\/sq-[a-z0-9-]+\/[a-z0-9-]+\.element\.ts$/);
    }
  });
});

describe('staleness', () => {
  it.each([
    ['same text', 'x\n', 'x\n', false],
    ['CRLF checkout', 'a\r\nb\r\n', 'a\nb\n', false],
    ['changed schema', 'old\n', 'new\n', true],
    ['no file', null, 'new\n', true],
  ])('%s', (_name, committed, fresh, stale) => {
    const message = staleness(committed, fresh);
    if (stale) expect(message).toContain('run `npm run manifest`');
    else expect(message).toBeNull();
  });

  it('names the file that is stale', () => {
    expect(staleness('old\n', 'new\n', 'types/sq-form.d.ts')).toMatch(/^types\/sq-form\.d\.ts is stale/);
  });
});

describe('manifest validation', () => {
  it('accepts the generated manifest, as a whole and each declaration as a CustomElementDeclaration', async () => {
    expect(validateManifest(await buildManifest())).toEqual([]);
  });

  it.each<[string, (declaration: Record<string, unknown>) => void, RegExp]>([
    ['attributes not a list', (d) => (d.attributes = 'x'), /declarations\/0 \(sq-[^)]+\)\/attributes: must be array/],
    ['not marked as a custom element', (d) => delete d.customElement, /must have required property 'customElement'/],
    [
      'an event without a type',
      (d) => (d.events = [{ name: 'sq-x' }]),
      /\/events\/0: must have required property 'type'/,
    ],
    ['a wrong kind', (d) => (d.kind = 'klass'), /\/kind: must be equal to one of the allowed values/],
    ['a type without text', (d) => (d.attributes = [{ name: 'a', type: 'string' }]), /\/attributes\/0\/type/],
  ])('rejects a declaration with %s', async (_name, breakIt, expected) => {
    const manifest = copy(await buildManifest());
    const first = manifest.modules[0]?.declarations?.[0];
    if (!first) throw new Error('the manifest has no element');
    breakIt(first as unknown as Record<string, unknown>);
    const problems = validateManifest(manifest);
    expect(problems.join('\n')).toMatch(expected);
  });

  it('rejects a document without a schema version', async () => {
    const { schemaVersion: _dropped, ...rest } = await buildManifest();
    expect(validateManifest(rest).join('\n')).toMatch(/must have required property 'schemaVersion'/);
  });
});

describe('sq-cart-link entry', () => {
  it('documents the config attributes with types, defaults and descriptions', async () => {
    const declaration = declarationOf(await buildManifest(), 'sq-cart-link');
    expect(declaration).toMatchObject({ kind: 'class', customElement: true, name: 'SqCartLinkElement' });
    expect(declaration.description).toMatch(/cart/);
    const attributes = declaration.attributes ?? [];
    expect(attributes.map((attribute) => attribute.name)).toEqual(['config', 'href', 'items', 'subtotal']);
    expect(attributes[0]).toMatchObject({ name: 'config', type: { text: 'string' } });
    expect(attributes[1]).toMatchObject({ fieldName: 'href', type: { text: 'string' }, default: '"/cart"' });
    expect(attributes[2]).toMatchObject({ fieldName: 'items', type: { text: 'number' } });
    expect(attributes[2]).not.toHaveProperty('default');
    expect(attributes[3]).toMatchObject({ fieldName: 'subtotal', type: { text: 'string' } });
    for (const attribute of attributes) expect(attribute.description, attribute.name).toMatch(/\S/);
  });

  it('lists the properties, parts and custom properties', async () => {
    const declaration = declarationOf(await buildManifest(), 'sq-cart-link');
    expect((declaration.members ?? []).map((member) => [member.name, member.kind])).toEqual([
      ['config', 'field'],
      ['href', 'field'],
      ['items', 'field'],
      ['subtotal', 'field'],
      ['updateComplete', 'field'],
    ]);
    expect(declaration.members?.at(-1)).toMatchObject({ readonly: true, type: { text: 'Promise<true>' } });
    expect(declaration.cssParts?.map((part) => part.name)).toEqual(['link', 'icon', 'count', 'subtotal']);
    expect(declaration.cssProperties).toContainEqual({
      name: '--sq-cart-link-badge-background',
      description: 'Background of the count badge.',
      default: 'var(--sq-accent, #1f5eff)',
    });
    expect(declaration.events).toEqual([]);
  });
});

describe('every element', () => {
  it('describes every attribute, event, slot, part and custom property', async () => {
    for (const declaration of declarations(await buildManifest())) {
      const items = [
        ...(declaration.attributes ?? []),
        ...(declaration.events ?? []),
        ...(declaration.slots ?? []),
        ...(declaration.cssParts ?? []),
        ...(declaration.cssProperties ?? []),
      ];
      for (const item of items) expect(item.description, `${declaration.tagName}: ${item.name}`).toMatch(/\S/);
    }
  });
});

describe('typeText', () => {
  /** The type text of one zod field, as the manifest derives it. */
  const typeOf = (schema: z.ZodMiniType) => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as unknown as JsonSchema;
    return typeText(json, json);
  };

  it.each<[string, z.ZodMiniType, string]>([
    ['string', z.string(), 'string'],
    ['integer', z.int(), 'number'],
    ['number with default', z._default(z.number(), 3), 'number'],
    ['boolean', z.boolean(), 'boolean'],
    ['string enum', z.enum(['grid', 'slideshow']), '"grid" | "slideshow"'],
    ['literal', z.literal('on'), '"on"'],
    ['nullable', z.nullable(z.boolean()), 'boolean | null'],
    ['list of a union', z.array(z.union([z.string(), z.number()])), '(string | number)[]'],
    ['list of objects', z.array(z.object({ id: z.string() })), '{ id: string }[]'],
    ['tuple', z.tuple([z.string(), z.number()]), '[string, number]'],
    ['record', z.record(z.string(), z.number()), 'Record<string, number>'],
    ['object', z.object({ a: z.string(), 'b-c': z.optional(z.number()) }), '{ a: string; "b-c"?: number }'],
    [
      'union of objects in a list',
      z.array(z.union([z.object({ a: z.string() }), z.null()])),
      '({ a: string } | null)[]',
    ],
  ])('%s', (_name, schema, expected) => {
    expect(typeOf(schema)).toBe(expected);
  });
});

describe('collectApis', () => {
  const config = z.object({ a: z._default(z.string(), 'x') });
  const api = { tag: 'sq-a', summary: '', config, events: {}, slots: {}, parts: {}, cssProperties: {} };

  it('takes only exports shaped like an ElementApi, sorted by tag', () => {
    const b = { ...api, tag: 'sq-b' };
    const found = collectApis({
      'b.schema.ts': { b, helper: z.string(), tag: 'sq-x' },
      'a.schema.ts': { api, again: api, notSq: { ...api, tag: 'x-a' }, noConfig: { tag: 'sq-c' } },
    });
    expect(found.map((entry) => entry.tag)).toEqual(['sq-a', 'sq-b']);
  });

  it('refuses two different declarations of one tag', () => {
    expect(() => collectApis({ 'a.schema.ts': { api }, 'b.schema.ts': { copy: { ...api } } })).toThrow(/sq-a/);
  });

  it('names the class after the tag', () => {
    expect(className('sq-cart-link')).toBe('SqCartLinkElement');
    expect(className('sq-runtime')).toBe('SqRuntimeElement');
  });
});
