import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isPlainObject } from '../../elements/kit/element/attributes.ts';
import { linkUrl } from '../../elements/kit/element/url-field/url-field.ts';
import { defaultOf } from '../../elements/kit/element/validate.ts';
import {
  configArbitrary,
  configText,
  FUZZ_RUNS,
  FUZZ_SEED,
  type FuzzCase,
  fuzzCases,
  TABLE_CASES,
  tableCases,
  VALUE_KINDS,
} from './configs.ts';

/** A shape with a field of each kind the elements use. */
const shape = {
  href: z._default(linkUrl(), '/cart'),
  items: z.optional(z.number().check(z.int(), z.minimum(0))),
  label: z._default(z.string(), 'Cart'),
  open: z._default(z.boolean(), false),
  options: z._default(z.object({ size: z.optional(z.number()) }), {}),
};
const fieldNames = Object.keys(shape);

const cases = fuzzCases(shape, FUZZ_RUNS, FUZZ_SEED);
const table = tableCases(shape, FUZZ_SEED);
const entriesOf = (list: FuzzCase[]) => list.flatMap((fuzzCase) => ('entries' in fuzzCase ? fuzzCase.entries : []));
const entries = entriesOf(cases);
const values = entries.map(([, value]) => value);
const count = (test: (fuzzCase: FuzzCase) => boolean) => cases.filter(test).length;
const hasKey = (key: string) => (fuzzCase: FuzzCase) =>
  'entries' in fuzzCase && fuzzCase.entries.some(([k]) => k === key);
const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

describe(`the fuzzer's table and ${FUZZ_RUNS} random configs (seed ${FUZZ_SEED})`, () => {
  it('are the same every run: the table first, then the random sample', () => {
    expect(fuzzCases(shape, FUZZ_RUNS, FUZZ_SEED)).toEqual(cases);
    expect(cases).toHaveLength(TABLE_CASES + FUZZ_RUNS);
    expect(cases.slice(0, TABLE_CASES)).toEqual(table);
    expect(cases.slice(TABLE_CASES)).toEqual(
      fc.sample(configArbitrary(shape), { seed: FUZZ_SEED, numRuns: FUZZ_RUNS }),
    );
  });

  it('a smaller sample is the start of a larger one (the lite run draws fewer)', () => {
    expect(fuzzCases(shape, 20, FUZZ_SEED)).toEqual(cases.slice(0, TABLE_CASES + 20));
  });

  it('another seed draws other random configs and other random values in the table', () => {
    const other = fuzzCases(shape, FUZZ_RUNS, FUZZ_SEED + 1);
    expect(other).toHaveLength(cases.length);
    expect(other.slice(TABLE_CASES)).not.toEqual(cases.slice(TABLE_CASES));
    expect(tableCases(shape, FUZZ_SEED + 1)).not.toEqual(table);
  });

  it('the table gives every field each kind of value once, the default where the field has one', () => {
    const withFields = table.filter((fuzzCase) => 'entries' in fuzzCase);
    expect(withFields).toHaveLength(VALUE_KINDS.length);
    fieldNames.forEach((name, index) => {
      const fieldEntries = withFields.map((fuzzCase) =>
        'entries' in fuzzCase ? fuzzCase.entries.find(([key]) => key === name) : undefined,
      );
      VALUE_KINDS.forEach((kind, kindIndex) => {
        // Case k gives field i kind (i + k) mod the kinds.
        const caseIndex = (kindIndex - index + VALUE_KINDS.length) % VALUE_KINDS.length;
        const entry = fieldEntries[caseIndex];
        const picked = kind.pick(shape[name as keyof typeof shape], 0);
        if (picked === undefined) {
          expect(entry, `${name}: ${kind.name}`).toBeUndefined();
          return;
        }
        expect(entry, `${name}: ${kind.name}`).toBeDefined();
        // Kinds drawn at random give another value per field; the constants give theirs.
        if (!kind.name.startsWith('random') && kind.name !== 'huge string') {
          expect(same(entry?.[1], picked.value), `${name}: ${kind.name}`).toBe(true);
        }
      });
    });
    expect(given('items', "the field's default")).toBeUndefined();
    expect(given('label', "the field's default")).toBe('Cart');
  });

  it('the table holds every prototype key with every polluting object, and text that is no JSON object', () => {
    const protoEntries = entriesOf(table).filter(([key]) => ['__proto__', 'constructor', 'prototype'].includes(key));
    expect(new Set(protoEntries.map(([key, value]) => `${key} ${JSON.stringify(value)}`)).size).toBe(12);
    const texts = table.flatMap((fuzzCase) => ('text' in fuzzCase ? [fuzzCase.text] : []));
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      expect(isPlainObject(parsed), text).toBe(false);
    }
  });

  it('hold text that is no JSON object, unknown fields, __proto__, constructor and prototype keys', () => {
    expect(count((fuzzCase) => 'text' in fuzzCase)).toBeGreaterThan(10);
    expect(
      count((fuzzCase) => 'entries' in fuzzCase && fuzzCase.entries.some(([key]) => !Object.hasOwn(shape, key))),
    ).toBeGreaterThan(30);
    for (const key of ['__proto__', 'constructor', 'prototype']) expect(count(hasKey(key)), key).toBeGreaterThan(5);
  });

  it('give the fields wrong types, out-of-range numbers, huge strings, polluting objects and their defaults', () => {
    const invalid = entries.filter(
      ([key, value]) => Object.hasOwn(shape, key) && !shape[key as keyof typeof shape].safeParse(value).success,
    );
    expect(invalid.length).toBeGreaterThan(FUZZ_RUNS);
    expect(
      values.filter((value) => typeof value === 'number' && (value < 0 || !Number.isInteger(value))).length,
    ).toBeGreaterThan(20);
    expect(values.filter((value) => typeof value === 'string' && value.length >= 10_000).length).toBeGreaterThan(10);
    expect(values.filter((value) => isPlainObject(value) && Object.hasOwn(value, '__proto__')).length).toBeGreaterThan(
      5,
    );
    expect(entries.filter(([key, value]) => key === 'label' && value === 'Cart').length).toBeGreaterThan(5);
    expect(defaultOf(shape.label)).toBe('Cart');
  });

  it('write __proto__ as an own key of the config text, where JSON.parse keeps it', () => {
    const withProto = cases.find(hasKey('__proto__'));
    expect(withProto).toBeDefined();
    const parsed = JSON.parse(configText(withProto as FuzzCase)) as object;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

/** The value the table gives field `name` in the case of kind `kind`, if any. */
function given(name: string, kind: string): unknown {
  const kindIndex = VALUE_KINDS.findIndex((valueKind) => valueKind.name === kind);
  const index = fieldNames.indexOf(name);
  const fuzzCase = table[(kindIndex - index + VALUE_KINDS.length) % VALUE_KINDS.length];
  return fuzzCase && 'entries' in fuzzCase ? fuzzCase.entries.find(([key]) => key === name)?.[1] : undefined;
}
