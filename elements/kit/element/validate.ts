import type * as z from 'zod/mini';
import type { ConfigSchema } from './api.ts';
import { isPlainObject } from './attributes.ts';

/**
 * One bad piece of config, as the element reports it to the author (in words by `problem-text.ts`, loaded only
 * when there is something to say): an invalid value keeps its field's schema and, deeper in it, zod's issue.
 */
export type Problem =
  | { kind: 'invalid'; path: string; value: unknown; fallback: unknown; field: z.ZodMiniType; issue?: z.core.$ZodIssue }
  | { kind: 'unparsable'; path: string; text: string; reason: string }
  | { kind: 'unknown'; path: string; fields: string[] };

export interface Validated<S extends ConfigSchema> {
  config: z.output<S>;
  problems: Problem[];
}

/**
 * Validates each top-level field on its own, so one bad field falls back to
 * its default while the others still apply.
 */
export function validateConfig<S extends ConfigSchema>(schema: S, raw: Record<string, unknown>): Validated<S> {
  const shape = schema.def.shape as Record<string, z.ZodMiniType>;
  const config: Record<string, unknown> = {};
  const problems: Problem[] = [];
  // Own keys only: a key someone added to Object.prototype is no field.
  for (const [name, field] of Object.entries(shape)) {
    const value = raw[name];
    if (value === undefined) {
      config[name] = defaultOf(field);
      continue;
    }
    const result = field.safeParse(value);
    if (result.success) {
      config[name] = result.data;
      continue;
    }
    const fallback = defaultOf(field);
    config[name] = fallback;
    const issue = result.error.issues[0];
    const nested = issue && issue.path.length > 0;
    problems.push({
      kind: 'invalid',
      path: ['config', name, ...(nested ? issue.path.map(String) : [])].join('.'),
      value: nested ? valueAt(value, issue.path) : value,
      fallback,
      field,
      ...(nested ? { issue } : {}),
    });
  }
  for (const name of Object.keys(raw)) {
    // Own keys only: `__proto__`, `constructor` and `toString` are "in" every object.
    if (!Object.hasOwn(shape, name))
      problems.push({ kind: 'unknown', path: `config.${name}`, fields: Object.keys(shape) });
  }
  return { config: config as z.output<S>, problems };
}

/**
 * Defaults that are not objects, by field: every element of a tag asks for
 * the same ones at every validation. An object or array default is made
 * anew each time (zod copies it), so that no two configs share one.
 */
const primitiveDefaults = new WeakMap<z.ZodMiniType, { value: unknown }>();

/** The field's default, or undefined when it has none. */
export function defaultOf(field: z.ZodMiniType): unknown {
  const known = primitiveDefaults.get(field);
  if (known) return known.value;
  const result = field.safeParse(undefined);
  const value = result.success ? result.data : undefined;
  if (typeof value !== 'object' || value === null) primitiveDefaults.set(field, { value });
  return value;
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isPlainObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
