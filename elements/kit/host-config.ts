import type * as z from 'zod/mini';
import type { ConfigOf, ElementApi } from './api.ts';
import { coerceAttribute, type FieldKind, isPlainObject, parseJson, toKebabCase } from './attributes.ts';
import { fieldKind } from './describe.ts';
import { type Problem, validateConfig } from './validate.ts';

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
 * a JSON object is a problem. Block data written with the spec's hyphenated
 * keys (`thumbnails-per-row`) reads as the field (`thumbnailsPerRow`), and so
 * does a name the API lists in `configAliases`; where both are given, the
 * field's own name wins.
 */
export function readConfigValue(
  value: unknown,
  fields?: Pick<ConfigFields, 'fieldByDataKey'>,
): { fields: Record<string, unknown>; problem?: Problem } {
  if (value === null || value === undefined || value === '') return { fields: {} };
  const parsed = typeof value === 'string' ? parseJson(value) : { ok: true as const, value };
  if (parsed.ok && isPlainObject(parsed.value)) return { fields: fieldNames(parsed.value, fields?.fieldByDataKey) };
  return {
    fields: {},
    problem: {
      kind: 'unparsable',
      path: 'config',
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
  name: string,
  value: string,
  kind: FieldKind,
): { ok: true; value: unknown } | { ok: false; problem: Problem } {
  const coerced = coerceAttribute(value, kind);
  if (coerced.ok) return coerced;
  return { ok: false, problem: { kind: 'unparsable', path: `config.${name}`, text: value, reason: coerced.reason } };
}

/**
 * The config an element has when its attributes are these and nothing was
 * set as a property: field attributes win over the `config` attribute.
 */
export function configFromAttributes<A extends ElementApi>(
  api: A,
  getAttribute: (name: string) => string | null,
): { config: ConfigOf<A>; problems: Problem[] } {
  const fields = configFields(api);
  const { kinds, fieldByAttribute } = fields;
  const fromConfig = readConfigValue(getAttribute('config'), fields);
  const problems: Problem[] = fromConfig.problem ? [fromConfig.problem] : [];
  const raw: Record<string, unknown> = { ...fromConfig.fields };
  for (const [attribute, name] of fieldByAttribute) {
    const value = getAttribute(attribute);
    if (value === null) continue;
    const read = readFieldAttribute(name, value, kinds.get(name) ?? 'string');
    // An attribute that does not parse leaves the field to the `config` attribute or its default.
    if (read.ok) raw[name] = read.value;
    else problems.push(read.problem);
  }
  const validated = validateConfig(api.config, raw);
  return { config: validated.config as ConfigOf<A>, problems: [...problems, ...validated.problems] };
}
