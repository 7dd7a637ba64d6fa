import type * as z from 'zod/mini';
import type { FieldKind } from './attributes.ts';

/**
 * Reads a zod schema's definition to tell how an attribute is coerced and to
 * say, in words, what a field expects. zod keeps the definition on
 * `schema._zod.def`; only the parts used here are typed.
 */
interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  checks?: { _zod: { def: CheckDef } }[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodMiniType[];
  format?: string;
}

interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
}

function defOf(schema: z.ZodMiniType): Def {
  return schema._zod.def as unknown as Def;
}

const WRAPPERS = new Set(['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under defaults, optionals and other wrappers. */
export function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (let def = defOf(current); WRAPPERS.has(def.type) && def.innerType; def = defOf(current)) {
    current = def.innerType;
  }
  return current;
}

/** How the field's attribute string is coerced. */
export function fieldKind(schema: z.ZodMiniType): FieldKind {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      return allStrings(def) ? 'string' : 'json';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'literal':
      return def.values?.every((value) => typeof value === 'string') ? 'string' : 'json';
    default:
      return 'json';
  }
}

function allStrings(def: Def): boolean {
  return def.entries === undefined || Object.values(def.entries).every((value) => typeof value === 'string');
}

const expectations = new WeakMap<object, string>();

/** Gives a schema its own words for what it expects, where its checks cannot say it. */
export function expecting<T extends z.ZodMiniType>(schema: T, words: string): T {
  expectations.set(schema, words);
  return schema;
}

/** What the field expects, in words: `a whole number from 1 to 10`. */
export function describeExpected(schema: z.ZodMiniType): string {
  const own = expectations.get(schema) ?? expectations.get(unwrap(schema));
  if (own) return own;
  const inner = unwrap(schema);
  const def = defOf(inner);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  switch (def.type) {
    case 'number':
    case 'int': {
      const whole = def.type === 'int' || checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
      const min = checks.find((c) => c.check === 'greater_than');
      const max = checks.find((c) => c.check === 'less_than');
      const noun = whole ? 'a whole number' : 'a number';
      if (min && max && min.inclusive && max.inclusive) return `${noun} from ${min.value} to ${max.value}`;
      const parts = [noun];
      if (min) parts.push(min.inclusive ? `of at least ${min.value}` : `above ${min.value}`);
      if (max) parts.push(max.inclusive ? `of at most ${max.value}` : `below ${max.value}`);
      return parts.join(' ');
    }
    case 'string': {
      const min = checks.find((c) => c.check === 'min_length');
      const max = checks.find((c) => c.check === 'max_length');
      const format = checks.find((c) => c.check === 'string_format');
      if (format?.format) return `a ${format.format} string`;
      if (min?.minimum === 1 && !max) return 'a non-empty string';
      if (max?.maximum !== undefined) return `a string of at most ${max.maximum} characters`;
      return 'a string';
    }
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of ${Object.values(def.entries ?? {})
        .map((value) => JSON.stringify(value))
        .join(', ')}`;
    case 'literal':
      return (def.values ?? []).map((value) => JSON.stringify(value)).join(' or ');
    case 'union':
      return (def.options ?? []).map(describeExpected).join(' or ');
    case 'array':
      return 'a list';
    case 'object':
    case 'record':
      return 'an object';
    default:
      return `a ${def.type}`;
  }
}
