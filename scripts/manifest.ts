/**
 * Generates `custom-elements.json` from the elements' schemas: the manifest
 * analyzer cannot see r2wc classes, and the schemas are where the public API
 * is written once. `node scripts/run.mjs scripts/manifest.ts [--check]`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  Attribute,
  CssCustomProperty,
  CssPart,
  CustomElementDeclaration,
  CustomElementField,
  Event,
  JavaScriptModule,
  Package,
  Slot,
} from 'custom-elements-manifest';
import * as z from 'zod/mini';
import { type ElementApi, NAMES_KEY } from '../elements/kit/element/api.ts';
import { toKebabCase } from '../elements/kit/element/attributes.ts';
import { URL_KIND_KEY, type UrlKind, urlKindOf } from '../elements/kit/element/url-field/url-field.ts';
import { defaultOf } from '../elements/kit/element/validate.ts';
import { VSCODE_DATA_PATH, vscodeData, WEB_TYPES_PATH, webTypes } from './editor-data.ts';
import { elementDocs, UPDATE_COMPLETE_DESCRIPTION } from './element-docs.ts';
import { LISTS, withGenerated } from './element-lists.ts';
import { elementReference, readmePath, withReference } from './element-reference.ts';
import { registryModules } from './element-registry.ts';
import { TYPES_DIR, typeFiles } from './element-types.ts';
import { validateManifest } from './manifest-schema.ts';
import { PRE_UPGRADE_PATH, preUpgradeCss } from './pre-upgrade-css.ts';

/** The repository root, found from this file so the script works from any directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the committed manifest lives. */
export const MANIFEST_PATH = join(ROOT, 'custom-elements.json');

/**
 * Every `elements/sq-*` schema module, loaded while this module loads: Vite
 * lists the files on disk when it transforms this line, so a new element
 * needs no registration. (A dynamic `import()` at call time would not work:
 * `scripts/run.mjs` closes its module runner once this module is loaded.)
 */
const schemaModules = import.meta.glob<Record<string, unknown>>('../elements/sq-*/*.schema.ts', { eager: true });

/** The parts of a JSON Schema, as zod writes it, that decide a TypeScript type. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  items?: JsonSchemaNode;
  prefixItems?: JsonSchemaNode[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: JsonSchemaNode;
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
  default?: unknown;
  description?: string;
}

export type JsonSchemaNode = JsonSchema | boolean;

/** True for an export shaped like an ElementApi, so helper exports beside it are skipped. */
export function isElementApi(value: unknown): value is ElementApi {
  if (typeof value !== 'object' || value === null) return false;
  const { tag, config } = value as { tag?: unknown; config?: unknown };
  return typeof tag === 'string' && tag.startsWith('sq-') && isZodObject(config);
}

/** True for a zod object schema, the only kind of config the kit accepts. */
function isZodObject(value: unknown): value is z.ZodMiniObject {
  if (typeof value !== 'object' || value === null) return false;
  const internals = (value as { _zod?: { def?: { type?: unknown } } })._zod;
  return internals?.def?.type === 'object';
}

/** Every ElementApi exported by the schema modules, sorted by tag so the output is stable. */
export function collectApis(modules: Record<string, Record<string, unknown>> = schemaModules): ElementApi[] {
  const byTag = new Map<string, ElementApi>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!isElementApi(value)) continue;
      const seen = byTag.get(value.tag);
      if (seen && seen !== value) throw new Error(`manifest: ${value.tag} is declared twice (again in ${file})`);
      byTag.set(value.tag, value);
    }
  }
  return [...byTag.values()].sort((a, b) => compare(a.tag, b.tag));
}

/** Code-point order, so the result does not depend on the machine's locale. */
function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** `sq-cart-link` -> `SqCartLinkElement`, the class name tools show. */
export function className(tag: string): string {
  const pascal = tag
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${pascal}Element`;
}

/** The element's `*.element.ts`, relative to the root: the module a page imports to define the tag. */
function elementModulePath(tag: string): string {
  const folder = join(ROOT, 'elements', tag);
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.element.ts')) : [];
  if (files.length !== 1) {
    throw new Error(`manifest: expected one elements/${tag}/*.element.ts for ${tag}, found ${files.length}`);
  }
  return `elements/${tag}/${files[0]}`;
}

/** The name the element file exports its class under, read from its `export const X = defineElement(` (or `defineLitElement(`). */
function exportedName(path: string): string | undefined {
  const source = readFileSync(join(ROOT, path), 'utf8');
  return /export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*define(?:Lit)?Element\s*\(/.exec(source)?.[1];
}

/** A JSON value written as TypeScript literal text. */
function literal(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

/** Joins type texts into a union, dropping repeats. */
function union(texts: string[]): string {
  const unique = [...new Set(texts)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

/** Wraps a union or intersection in parentheses where it would otherwise bind wrongly (`(a | b)[]`). */
function grouped(text: string): string {
  return hasTopLevelOperator(text) ? `(${text})` : text;
}

/** True when `|` or `&` joins the text at its top level, outside brackets and string literals. */
function hasTopLevelOperator(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '(' || char === '[' || char === '{' || char === '<') depth++;
    else if (char === ')' || char === ']' || char === '}' || char === '>') depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}

/** A property key as TypeScript writes it: bare when it is an identifier, quoted otherwise. */
function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/**
 * The TypeScript type text of a JSON Schema node, as authors read it in the
 * manifest (`number`, `"grid" | "slideshow"`, `string[]`). `root` resolves
 * `$ref`s; `seen` stops recursive schemas.
 */
export function typeText(node: JsonSchemaNode, root: JsonSchema = {}, seen: ReadonlySet<string> = new Set()): string {
  if (node === true) return 'unknown';
  if (node === false) return 'never';
  if (node.$ref !== undefined) return refText(node.$ref, root, seen);
  if ('const' in node) return literal(node.const);
  if (node.enum) return union(node.enum.map(literal));
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return union(alternatives.map((option) => typeText(option, root, seen)));
  if (node.allOf) return node.allOf.map((part) => grouped(typeText(part, root, seen))).join(' & ');
  if (Array.isArray(node.type)) return union(node.type.map((type) => typeText({ ...node, type }, root, seen)));
  switch (node.type) {
    case 'string':
    case 'boolean':
    case 'null':
      return node.type;
    case 'number':
    case 'integer':
      return 'number';
    case 'array':
      return arrayText(node, root, seen);
    case 'object':
      return objectText(node, root, seen);
    default:
      return 'unknown';
  }
}

/** A `$ref` to the root or its `$defs`, expanded once; a recursive reference becomes `unknown`. */
function refText(ref: string, root: JsonSchema, seen: ReadonlySet<string>): string {
  if (seen.has(ref)) return 'unknown';
  const name = ref.startsWith('#/$defs/') ? ref.slice('#/$defs/'.length) : undefined;
  const target = ref === '#' ? root : name === undefined ? undefined : root.$defs?.[name];
  return target === undefined ? 'unknown' : typeText(target, root, new Set([...seen, ref]));
}

/** Tuples as `[a, b]`, lists as `a[]`. */
function arrayText(node: JsonSchema, root: JsonSchema, seen: ReadonlySet<string>): string {
  if (node.prefixItems) return `[${node.prefixItems.map((item) => typeText(item, root, seen)).join(', ')}]`;
  return `${grouped(node.items === undefined ? 'unknown' : typeText(node.items, root, seen))}[]`;
}

/** Objects with known fields as `{ a: T; b?: U }`, maps as `Record<string, T>`. */
function objectText(node: JsonSchema, root: JsonSchema, seen: ReadonlySet<string>): string {
  const entries = Object.entries(node.properties ?? {});
  if (entries.length === 0) {
    const values = node.additionalProperties;
    const value = values === undefined || values === false ? 'unknown' : typeText(values, root, seen);
    return `Record<string, ${value}>`;
  }
  const required = new Set(node.required ?? []);
  const fields = entries.map(
    ([name, field]) => `${propertyKey(name)}${required.has(name) ? '' : '?'}: ${typeText(field, root, seen)}`,
  );
  return `{ ${fields.join('; ')} }`;
}

/**
 * A JSON Schema with the names the kit's `named` lists (NAMES_KEY) as its
 * `enum` (`true`: what a page may set), or without them (`false`: what
 * reads back, the text as given).
 */
function withNames(node: JsonSchema, listed: boolean): JsonSchema {
  return JSON.parse(JSON.stringify(node), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !(NAMES_KEY in value)) return value;
    const { [NAMES_KEY]: names, ...rest } = value as Record<string, unknown>;
    return listed ? { ...rest, enum: names } : rest;
  }) as JsonSchema;
}

/** One top-level config field, with what the manifest says about it. */
interface FieldInfo {
  name: string;
  attribute: string;
  type: string;
  /** The type it reads back: a field that takes any text but lists its names (`named`) reads back as text. */
  readType: string;
  /** The default as JSON text, when the field has one. */
  default: string | undefined;
  /** True when the property can read back undefined (optional, no default). */
  optional: boolean;
  description: string | undefined;
  /** The kind of address the field holds, when it holds one. */
  url: UrlKind | undefined;
}

/** Reads each config field's type and description from the input JSON Schema, and its default from the kit. */
function fieldsOf(api: ElementApi): { fields: FieldInfo[]; configType: string } {
  // zod types its JSON Schema loosely; the fields read here are the ones JsonSchema names.
  const given = z.toJSONSchema(api.config, { io: 'input' }) as unknown as JsonSchema;
  const schema = withNames(given, true);
  const read = withNames(given, false);
  const shape = api.config.def.shape as Record<string, z.ZodMiniType>;
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(shape).map(([name, field]): FieldInfo => {
    const node: JsonSchemaNode = schema.properties?.[name] ?? true;
    const fallback = defaultOf(field);
    const text = fallback === undefined ? undefined : JSON.stringify(fallback);
    return {
      name,
      attribute: toKebabCase(name),
      type: typeText(node, schema),
      readType: typeText(read.properties?.[name] ?? true, read),
      default: text,
      optional: text === undefined && !required.has(name),
      description: node === true || node === false ? undefined : node.description,
      url: urlKindOf(field),
    };
  });
  return { fields, configType: typeText(schema, schema) };
}

/** Copies only the defined entries, so absent values leave no `undefined` keys. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

const CONFIG_ATTRIBUTE_DESCRIPTION =
  "The whole config as JSON. A field's own attribute wins over the same field here; bad fields warn and fall back to their defaults.";

const CONFIG_FIELD_DESCRIPTION =
  'The whole config. Set an object or JSON text; reads back the validated config with every default filled in.';

/** The address-field mark (`"x-sq-url": "link"`), for tools and the hostile-URL suite; nothing for other fields. */
function urlMark(field: FieldInfo): Record<string, UrlKind> {
  return field.url === undefined ? {} : { [URL_KIND_KEY]: field.url };
}

/** The attributes: `config` first, then one kebab-case attribute per field. */
function attributesOf(fields: FieldInfo[]): Attribute[] {
  return [
    { name: 'config', fieldName: 'config', type: { text: 'string' }, description: CONFIG_ATTRIBUTE_DESCRIPTION },
    ...fields.map(
      (field): Attribute => ({
        ...defined<Attribute>({
          name: field.attribute,
          fieldName: field.name,
          type: { text: field.type },
          default: field.default,
          description: field.description,
        }),
        ...urlMark(field),
      }),
    ),
  ];
}

/** The properties: `config`, then one per field, linked to its attribute, then `updateComplete`. */
function membersOf(fields: FieldInfo[], configType: string): CustomElementField[] {
  return [
    {
      kind: 'field',
      name: 'config',
      attribute: 'config',
      type: { text: configType },
      description: CONFIG_FIELD_DESCRIPTION,
    },
    ...fields.map(
      (field): CustomElementField => ({
        ...defined<CustomElementField>({
          kind: 'field',
          name: field.name,
          attribute: field.attribute,
          type: { text: field.optional ? `${field.readType} | undefined` : field.readType },
          default: field.default,
          description: field.description,
        }),
        ...urlMark(field),
      }),
    ),
    {
      kind: 'field',
      name: 'updateComplete',
      type: { text: 'Promise<true>' },
      readonly: true,
      description: UPDATE_COMPLETE_DESCRIPTION,
    },
  ];
}

/** Events as `CustomEvent<Detail>`, in the order the schema declares them. */
function eventsOf(api: ElementApi): Event[] {
  return Object.entries(api.events).map(([name, spec]) => ({
    name,
    description: spec.description,
    type: { text: `CustomEvent<${spec.detailType}>` },
  }));
}

/** Slots, parts and custom properties, as the schema lists them. */
function stylingOf(api: ElementApi): { slots: Slot[]; cssParts: CssPart[]; cssProperties: CssCustomProperty[] } {
  return {
    slots: Object.entries(api.slots).map(([name, description]) => ({ name, description })),
    cssParts: Object.entries(api.parts).map(([name, description]) => ({ name, description })),
    cssProperties: Object.entries(api.cssProperties).map(([name, property]) =>
      defined<CssCustomProperty>({ name, description: property.description, default: property.default }),
    ),
  };
}

/** The key of a declaration's load triggers: when a server-rendered element's code loads (see LoadTrigger). */
export const LOAD_KEY = 'x-sq-load';

/** The key of a declaration's first-view module: the few hundred bytes that decide its first view without its code. */
export const FIRST_VIEW_KEY = 'x-sq-first-view';

/** The element's `*.first-view.ts` beside its `*.element.ts`, when it has one. */
function firstViewModule(tag: string): Record<string, string> {
  const path = elementModulePath(tag).replace(/\.element\.ts$/, '.first-view.ts');
  return existsSync(join(ROOT, path)) ? { [FIRST_VIEW_KEY]: path } : {};
}

/** The class declaration of one element. */
export function declarationOf(api: ElementApi): CustomElementDeclaration {
  const { fields, configType } = fieldsOf(api);
  return {
    kind: 'class',
    customElement: true,
    tagName: api.tag,
    name: className(api.tag),
    description: api.summary,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes: attributesOf(fields),
    members: membersOf(fields, configType),
    events: eventsOf(api),
    ...stylingOf(api),
    ...{ [LOAD_KEY]: [...api.load] },
    ...firstViewModule(api.tag),
  };
}

/** One module per element: its `*.element.ts`, which defines the tag when imported. */
function moduleOf(api: ElementApi): JavaScriptModule {
  const path = elementModulePath(api.tag);
  const declaration = declarationOf(api);
  const reference = { name: declaration.name, module: path };
  return {
    kind: 'javascript-module',
    path,
    declarations: [declaration],
    exports: [
      { kind: 'js', name: exportedName(path) ?? declaration.name, declaration: reference },
      { kind: 'custom-element-definition', name: api.tag, declaration: reference },
    ],
  };
}

/** Builds the manifest of every element, sorted by tag. */
export async function buildManifest(): Promise<Package> {
  return { schemaVersion: '2.1.0', modules: collectApis().map(moduleOf) };
}

/** The manifest as it is committed: 2-space JSON with a trailing newline. */
export function formatManifest(manifest: Package): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Why the committed text of `path` is not the fresh one, or null when it is; line endings are ignored. */
export function staleness(committed: string | null, fresh: string, path = 'custom-elements.json'): string | null {
  if (committed === null) return `${path} is missing: run \`npm run manifest\` and commit it`;
  if (committed.replace(/\r\n/g, '\n') === fresh) return null;
  return `${path} is stale (the element schemas changed): run \`npm run manifest\` and commit it`;
}

/** A file's text, relative to the root, or null when there is none. */
function readText(path: string): string | null {
  const file = join(ROOT, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** JSON as the generated files are committed: 2-space, with a trailing newline. */
function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Every file `npm run manifest` writes, by path relative to the root: the
 * manifest, and what is written from it (the declarations in `types/`, the
 * editor data, the autoloader's list of tags, the reference section of each
 * element's README, the lists of elements in README.md and docs/loading.md).
 */
export async function generatedFiles(manifest?: Package): Promise<Record<string, string>> {
  const fresh = manifest ?? (await buildManifest());
  const elements = elementDocs(fresh);
  const pkg = JSON.parse(readText('package.json') ?? '{}') as { name: string; version: string };
  const files: Record<string, string> = {
    'custom-elements.json': formatManifest(fresh),
    ...typeFiles(elements),
    [VSCODE_DATA_PATH]: formatJson(vscodeData(elements)),
    [WEB_TYPES_PATH]: formatJson(webTypes(elements, pkg)),
    ...registryModules(fresh),
    [PRE_UPGRADE_PATH]: preUpgradeCss(ROOT),
  };
  for (const [path, list] of Object.entries(LISTS)) {
    files[path] = withGenerated((readText(path) ?? '').replace(/\r\n/g, '\n'), list.name, list.body(elements), path);
  }
  for (const element of elements) {
    const path = readmePath(element.tag);
    const readme = readText(path) ?? `# \`<${element.tag}>\`\n\n${element.summary}\n`;
    files[path] = withReference(readme.replace(/\r\n/g, '\n'), elementReference(element));
  }
  return files;
}

/** Declaration files in `types/` that nothing generates any more (an element was removed). */
function orphanTypes(files: Record<string, string>): string[] {
  const folder = join(ROOT, TYPES_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => `${TYPES_DIR}/${file}`)
    .filter((path) => !(path in files));
}

/** Writes the manifest and the files written from it, or with `--check` fails when one is stale. */
export async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    console.error(`manifest: unknown argument ${unknown.join(' ')}; usage: scripts/manifest.ts [--check]`);
    return 2;
  }
  const manifest = await buildManifest();
  const problems = validateManifest(manifest);
  if (problems.length > 0) {
    console.error(`manifest: the generated manifest is not valid, nothing written:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  const files = await generatedFiles(manifest);
  const stale = Object.entries(files).filter(([path, text]) => staleness(readText(path), text, path) !== null);
  const orphans = orphanTypes(files);
  if (check) {
    for (const [path, text] of stale) console.error(`manifest: ${staleness(readText(path), text, path)}`);
    for (const path of orphans)
      console.error(`manifest: ${path} is left from a removed element: run \`npm run manifest\``);
    if (stale.length > 0 || orphans.length > 0) return 1;
    console.log('manifest: custom-elements.json and the files written from it are up to date');
    return 0;
  }
  for (const [path, text] of stale) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
  }
  for (const path of orphans) rmSync(join(ROOT, path));
  const count = manifest.modules.length;
  const changed = [...stale.map(([path]) => path), ...orphans];
  console.log(
    `manifest: ${count} element${count === 1 ? '' : 's'}; ${changed.length === 0 ? 'nothing changed' : `wrote ${changed.join(', ')}`}`,
  );
  return 0;
}
