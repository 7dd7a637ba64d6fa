import type * as z from 'zod/mini';
import type { ElementApi } from './api.ts';
import { coerceAttribute, type FieldKind, isPlainObject, parseJson, toKebabCase } from './attributes.ts';
import { fieldKind } from './describe.ts';
import type { Problem } from './validate.ts';

/**
 * How an element's config is read from its attributes, written once for the
 * element class in the browser and for the server renderer, so that a
 * prerendered element and the upgraded one see the same config.
 */

/** An element's config fields as attributes see them. */
export interface ConfigFields {
  /** Field names, in schema order. */
  names: string[];
  /** How each field's attribute is coerced. */
  kinds: Map<string, FieldKind>;
  /** Attribute name (kebab case) to field name. */
  fieldByAttribute: Map<string, string>;
  /** Other names the `config` JSON may give a field (block data's hyphenated keys, the API's aliases). */
  fieldByDataKey: Map<string, string>;
}

const fieldsByApi = new WeakMap<ElementApi, ConfigFields>();

/** The config fields of an element, worked out once per API. */
export function configFields(api: ElementApi): ConfigFields {
  let fields = fieldsByApi.get(api);
  if (!fields) {
    const shape = api.config.def.shape as Record<string, z.ZodMiniType>;
    const names = Object.keys(shape);
    const fieldByAttribute = new Map(names.map((name) => [toKebabCase(name), name]));
    fields = {
      names,
      kinds: new Map(names.map((name) => [name, fieldKind(shape[name] as z.ZodMiniType)])),
      fieldByAttribute,
      fieldByDataKey: new Map([
        ...[...fieldByAttribute].filter(([attribute]) => attribute.includes('-')),
        ...Object.entries(api.configAliases ?? {}),
      ]),
    };
    fieldsByApi.set(api, fields);
  }
  return fields;
}

/**
 * The fields of a `config` attribute or property value; a value that is not
 * a JSON object is a problem, said to be at `path`. Block data written with
 * the spec's hyphenated keys (`thumbnails-per-row`) reads as the field
 * (`thumbnailsPerRow`), and so does a name the API lists in `configAliases`;
 * where both are given, the field's own name wins.
 */
export function readConfigValue(
  value: unknown,
  fields?: Pick<ConfigFields, 'fieldByDataKey'>,
  path = 'config',
): { fields: Record<string, unknown>; problem?: Problem } {
  if (value === null || value === undefined || value === '') return { fields: {} };
  const parsed = typeof value === 'string' ? parseJson(value) : { ok: true as const, value };
  if (parsed.ok && isPlainObject(parsed.value)) return { fields: fieldNames(parsed.value, fields?.fieldByDataKey) };
  return {
    fields: {},
    problem: {
      kind: 'unparsable',
      path,
      text: typeof value === 'string' ? value : String(value),
      reason: parsed.ok ? 'not an object' : parsed.reason,
    },
  };
}

function fieldNames(data: Record<string, unknown>, byDataKey?: Map<string, string>): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(data)) {
    const field = byDataKey?.get(key);
    if (field === undefined) entries.push([key, value]);
    else if (!Object.hasOwn(data, field)) entries.push([field, value]);
  }
  // Built with fromEntries: a `__proto__` key stays an own field (and is warned about as unknown), never a prototype.
  return Object.fromEntries(entries);
}

/** One field's raw value from its own attribute, or the problem that kept it out. */
export function readFieldAttribute(
  { kinds }: Pick<ConfigFields, 'kinds'>,
  name: string,
  value: string,
): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  const coerced = coerceAttribute(value, kinds.get(name) ?? 'string');
  if (coerced.ok) return coerced;
  return { ok: false, problem: { kind: 'unparsable', path: `config.${name}`, text: value, reason: coerced.reason } };
}

/** Where a problem with the inherited block data is said to be. */
export const INHERITED_DATA_PATH = 'block data';

/** What the inherited-data reader needs of an element's child (the DOM's, or a server's parsed tree). */
interface ChildElement {
  localName: string;
  getAttribute(name: string): string | null;
  textContent: string | null;
  nextElementSibling: ChildElement | null;
}

/**
 * What it needs of the element: its first child element, and from there the
 * next. Not `children`, which makes the browser build a collection for every
 * element that is asked, most of which have no child.
 */
interface ChildrenOf {
  firstElementChild: ChildElement | null;
}

/**
 * The block data an element inherits from its markup (spec 001 §3 "or from
 * inherited data"): the text of its first child `<script
 * type="application/json">`, as a platform writes a block's data into the
 * page. A data block is never run, so a strict Content-Security-Policy
 * allows it. Null when there is none.
 */
export function inheritedDataText(host: ChildrenOf): string | null {
  for (let child = host.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === 'script' && child.getAttribute('type')?.trim().toLowerCase() === 'application/json') {
      return child.textContent ?? '';
    }
  }
  return null;
}
