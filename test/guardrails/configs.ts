/**
 * The fuzzer's configs: random JSON, wrong types, out-of-range numbers, huge
 * strings, unknown keys, `__proto__` and `constructor` keys and values that
 * pollute a careless merge, written as attribute text. A table
 * gives every field each kind of value once; a seeded random sample mixes
 * them as a page might.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { isPlainObject } from '../../elements/kit/element/attributes.ts';
import { defaultOf } from '../../elements/kit/element/validate.ts';

/**
 * The fuzzer's seed: failures print it with the case, so a run can be
 * repeated exactly. `SQ_FUZZ_SEED=<n>` in the environment of a browser run
 * (see test/browser/test-runner-config.mjs) draws another sample.
 */
export const FUZZ_SEED: number = Number(import.meta.env.SQ_FUZZ_SEED ?? 20261123);
/**
 * Random configs per element, drawn after the table (`tableCases`), which
 * gives every field each kind of value once. The lite engine's run
 * (web-test-runner.lite.config.mjs) draws fewer, the first of the same
 * sequence: what it proves is the rendering of bad configs on preact/compat,
 * and the parsing they go through is the engine's alike. `SQ_FUZZ_RUNS=<n>`
 * in the environment of a browser run draws more (1,000 for a deep run).
 */
export const FUZZ_RUNS: number = Number(import.meta.env.SQ_FUZZ_RUNS ?? 200);

/** A case: config entries (written as JSON text, so `__proto__` stays an own key), or raw `config` text. */
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

/** Text that attribute coercion and JSON parsing treat each in its own way. */
const TRICKY_TEXT = ['', 'true', 'false', '0', '-1', '{}', '[]', '{"broken', 'null', ' 3 ', 'NaN', 'Infinity'];

/** Numbers no sensible field accepts: huge, negative, fractional, past the safe integers. */
const ODD_NUMBERS = [-1, -0.5, 0.5, 1e-9, 1e21, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 4294967296];

/** `config` text that is no JSON object. */
const NOT_AN_OBJECT = ['{"broken', '[1,2', '{}}', 'undefined', "{'single':1}", '[]', '42', 'null', '"text"'];

/** Strings of 10,000 to 50,000 characters, cheap to make. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 10_000, max: 50_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const randomJson = fc.jsonValue({ maxDepth: 3 });
const shortString = fc.string({ maxLength: 40 });
const randomDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
const shallowArray = fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 6 });

/** Numbers no sensible field accepts, the odd ones and random ones. */
const outOfRange = fc.oneof(fc.constantFrom(...ODD_NUMBERS), randomDouble, fc.integer());

/** Any value a config field may be given. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  randomJson,
  shortString,
  fc.constantFrom(...TRICKY_TEXT),
  hugeString,
  outOfRange,
  fc.boolean(),
  fc.constant(null),
  shallowArray,
  fc.constantFrom(...POLLUTERS),
);

/** One kind of value the table gives every field once; `pick` gives none where the kind has no value for a field. */
export interface ValueKind {
  name: string;
  pick: (schema: z.ZodMiniType, seed: number) => { value: unknown } | undefined;
}

const constant =
  (value: unknown): ValueKind['pick'] =>
  () => ({ value });
const drawn =
  (arbitrary: fc.Arbitrary<unknown>): ValueKind['pick'] =>
  (_schema, seed) => ({ value: fc.sample(arbitrary, { seed, numRuns: 1 })[0] });

/**
 * Every kind of value the random configs draw from, the constants each a kind
 * of its own: the table gives each field each of them once.
 */
export const VALUE_KINDS: readonly ValueKind[] = [
  ...TRICKY_TEXT.map((text) => ({ name: `text ${JSON.stringify(text)}`, pick: constant(text) })),
  ...ODD_NUMBERS.map((number) => ({ name: `number ${number}`, pick: constant(number) })),
  ...POLLUTERS.map((value) => ({ name: `object ${JSON.stringify(value)}`, pick: constant(value) })),
  { name: 'true', pick: constant(true) },
  { name: 'false', pick: constant(false) },
  { name: 'null', pick: constant(null) },
  { name: 'random JSON', pick: drawn(randomJson) },
  { name: 'random string', pick: drawn(shortString) },
  { name: 'huge string', pick: drawn(hugeString) },
  { name: 'random number', pick: drawn(randomDouble) },
  { name: 'random integer', pick: drawn(fc.integer()) },
  { name: 'random array', pick: drawn(shallowArray) },
  {
    name: "the field's default",
    pick: (schema) => {
      const fallback = defaultOf(schema);
      return fallback === undefined ? undefined : { value: fallback };
    },
  },
];

/**
 * The table: every field of `shape` given every kind of value once (case `k`
 * gives field `i` kind `i + k`, so each case mixes kinds and each field meets
 * all of them), the first cases each with one prototype key holding one
 * polluting object (every pair once), then each text that is no JSON object.
 */
export function tableCases(shape: Record<string, z.ZodMiniType>, seed: number): FuzzCase[] {
  const fields = Object.entries(shape);
  const kinds = VALUE_KINDS.length;
  const withFields = VALUE_KINDS.map((_kind, offset) => {
    const entries: [string, unknown][] = [];
    fields.forEach(([name, schema], index) => {
      const kind = (index + offset) % kinds;
      const picked = VALUE_KINDS[kind]?.pick(schema, seed + index * kinds + kind);
      if (picked) entries.push([name, picked.value]);
    });
    // 3 keys and 4 objects, coprime: the first 12 cases hold every pair once.
    if (offset < PROTO_KEYS.length * POLLUTERS.length) {
      entries.push([PROTO_KEYS[offset % PROTO_KEYS.length] as string, POLLUTERS[offset % POLLUTERS.length]]);
    }
    return { entries };
  });
  return [...withFields, ...NOT_AN_OBJECT.map((text) => ({ text }))];
}

/** How many cases the table holds for any shape. */
export const TABLE_CASES = VALUE_KINDS.length + NOT_AN_OBJECT.length;

/** The cases an element is fuzzed with: the table, then `runs` random configs drawn with `seed`. */
export function fuzzCases(shape: Record<string, z.ZodMiniType>, runs: number, seed: number): FuzzCase[] {
  return [...tableCases(shape, seed), ...fc.sample(configArbitrary(shape), { seed, numRuns: runs })];
}

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
      fc.constantFrom(...NOT_AN_OBJECT),
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
