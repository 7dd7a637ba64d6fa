/**
 * The fuzzer's configs: random JSON, wrong types, out-of-range numbers, huge
 * strings, unknown keys, `__proto__` and `constructor` keys and values that
 * pollute a careless merge (issue 9 §2), written as attribute text.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { isPlainObject } from '../../elements/kit/attributes.ts';
import { defaultOf } from '../../elements/kit/validate.ts';

/** A case: config entries (written as JSON text, so `__proto__` stays an own key), or raw `config` text. */
/** The fuzzer's fixed seed; failures print it with the case, so a run can be repeated exactly. */
export const FUZZ_SEED = 20261123;
/**
 * Random configs per element (issue 9). The lite engine's run
 * (web-test-runner.lite.config.mjs) sets fewer, the first of the same
 * sequence: what it proves is the rendering of bad configs on preact/compat,
 * and the parsing they go through is the engine's alike.
 */
export const FUZZ_RUNS: number = Number(import.meta.env.SQ_FUZZ_RUNS ?? 1000);

export type FuzzCase = { entries: [string, unknown][] } | { text: string };

/** Keys that would reach prototypes if a config were merged carelessly. */
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Objects with an own `__proto__` key, as JSON.parse makes them: what a careless merge turns into pollution. */
const POLLUTERS: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"a":{"__proto__":{"polluted":"yes"}}}'),
  { toString: 'not a function', valueOf: 1, hasOwnProperty: null },
];

/** Strings of 10,000 to 50,000 characters, cheap to make. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 10_000, max: 50_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Numbers no sensible field accepts: huge, negative, fractional, past the safe integers. */
const outOfRange = fc.oneof(
  fc.constantFrom(-1, -0.5, 0.5, 1e-9, 1e21, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 4294967296),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any value a config field may be given. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', 'true', 'false', '0', '-1', '{}', '[]', '{"broken', 'null', ' 3 ', 'NaN', 'Infinity'),
  hugeString,
  outOfRange,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 6 }),
  fc.constantFrom(...POLLUTERS),
);

/** Random configs for the fields of `shape`: known fields with any value (the default now and then), unknown and prototype keys, and now and then text that is no JSON object. */
export function configArbitrary(shape: Record<string, z.ZodMiniType>): fc.Arbitrary<FuzzCase> {
  const fields = Object.entries(shape).map(([name, schema]) => {
    const fallback = defaultOf(schema);
    const value =
      fallback === undefined
        ? anyValue
        : fc.oneof({ weight: 4, arbitrary: anyValue }, { weight: 1, arbitrary: fc.constant(fallback) });
    return fc.tuple(fc.constant(name), value);
  });
  const known =
    fields.length === 0
      ? fc.constant([] as [string, unknown][])
      : fc.uniqueArray(fc.oneof(...fields), { maxLength: fields.length, selector: ([key]) => key });
  const unknownKey = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ minLength: 1, maxLength: 12 }));
  const unknown = fc.uniqueArray(fc.tuple(unknownKey, anyValue), { maxLength: 3, selector: ([key]) => key });
  const entries = fc
    .tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: unknown }))
    .map(([good, extra]) => ({ entries: [...good, ...extra.filter(([key]) => !Object.hasOwn(shape, key))] }));
  const notAnObject = fc
    .oneof(
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('{"broken', '[1,2', '{}}', 'undefined', "{'single':1}"),
    )
    // An empty attribute is no config at all, not a bad one.
    .filter((text) => text !== '' && !isObjectText(text))
    .map((text) => ({ text }));
  return fc.oneof({ weight: 19, arbitrary: entries }, { weight: 1, arbitrary: notAnObject });
}

function isObjectText(text: string): boolean {
  try {
    return isPlainObject(JSON.parse(text));
  } catch {
    return false;
  }
}

/** The case as `config` attribute text. */
export function configText(fuzzCase: FuzzCase): string {
  if ('text' in fuzzCase) return fuzzCase.text;
  return `{${fuzzCase.entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

/** A field's attribute text for a value: strings as they are, anything else as JSON. */
export function attributeText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
