import type * as z from 'zod/mini';
import type { FieldKind } from './attributes.ts';

/**
 * Reads a zod schema's definition to tell how an attribute is coerced; keeps
 * the words a schema was given for what it expects (`problem-text.ts` says
 * the rest). zod keeps the definition on `schema._zod.def`; only the parts
 * used here are typed.
 */
export interface Def {
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

/** The definition of the schema under its wrappers. */
export function innerDef(schema: z.ZodMiniType): Def {
  return defOf(unwrap(schema));
}

/** How the field's attribute string is coerced. */
export function fieldKind(schema: z.ZodMiniType): FieldKind {
  const def = innerDef(schema);
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

/** The schema's own words for what it expects (`expecting`), if it was given some. */
export function ownExpectation(schema: z.ZodMiniType): string | undefined {
  return expectations.get(schema) ?? expectations.get(unwrap(schema));
}
