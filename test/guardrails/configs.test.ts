import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isPlainObject } from '../../elements/kit/attributes.ts';
import { linkUrl } from '../../elements/kit/url-field.ts';
import { configArbitrary, configText, FUZZ_RUNS, FUZZ_SEED, type FuzzCase } from './configs.ts';

/** A shape with a field of each kind the elements use. */
const shape = {
  href: z._default(linkUrl(), '/cart'),
  items: z.optional(z.number().check(z.int(), z.minimum(0))),
  label: z._default(z.string(), 'Cart'),
  open: z._default(z.boolean(), false),
  options: z._default(z.object({ size: z.optional(z.number()) }), {}),
};

const cases = fc.sample(configArbitrary(shape), { seed: FUZZ_SEED, numRuns: FUZZ_RUNS });
const entries = cases.flatMap((fuzzCase) => ('entries' in fuzzCase ? fuzzCase.entries : []));
const values = entries.map(([, value]) => value);
const count = (test: (fuzzCase: FuzzCase) => boolean) => cases.filter(test).length;
const hasKey = (key: string) => (fuzzCase: FuzzCase) =>
  'entries' in fuzzCase && fuzzCase.entries.some(([k]) => k === key);

describe(`the fuzzer's ${FUZZ_RUNS} configs (seed ${FUZZ_SEED})`, () => {
  it('are the same every run', () => {
    expect(fc.sample(configArbitrary(shape), { seed: FUZZ_SEED, numRuns: FUZZ_RUNS })).toEqual(cases);
  });

  it('hold text that is no JSON object, unknown fields, __proto__, constructor and prototype keys', () => {
    expect(count((fuzzCase) => 'text' in fuzzCase)).toBeGreaterThan(10);
    expect(
      count((fuzzCase) => 'entries' in fuzzCase && fuzzCase.entries.some(([key]) => !Object.hasOwn(shape, key))),
    ).toBeGreaterThan(50);
    for (const key of ['__proto__', 'constructor', 'prototype']) expect(count(hasKey(key)), key).toBeGreaterThan(5);
  });

  it('give the fields wrong types, out-of-range numbers, huge strings, polluting objects and their defaults', () => {
    const invalid = entries.filter(
      ([key, value]) => Object.hasOwn(shape, key) && !shape[key as keyof typeof shape].safeParse(value).success,
    );
    expect(invalid.length).toBeGreaterThan(FUZZ_RUNS);
    expect(
      values.filter((value) => typeof value === 'number' && (value < 0 || !Number.isInteger(value))).length,
    ).toBeGreaterThan(50);
    expect(values.filter((value) => typeof value === 'string' && value.length >= 10_000).length).toBeGreaterThan(20);
    expect(values.filter((value) => isPlainObject(value) && Object.hasOwn(value, '__proto__')).length).toBeGreaterThan(
      5,
    );
    expect(entries.filter(([key, value]) => key === 'label' && value === 'Cart').length).toBeGreaterThan(10);
  });

  it('write __proto__ as an own key of the config text, where JSON.parse keeps it', () => {
    const withProto = cases.find(hasKey('__proto__'));
    expect(withProto).toBeDefined();
    const parsed = JSON.parse(configText(withProto as FuzzCase)) as object;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
