/**
 * Config fuzzing (issue 9 §2): random configs from fast-check, set as the
 * `config` attribute and as field attributes on fresh elements in batches.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { coerceAttribute, isPlainObject, toKebabCase } from '../../elements/kit/attributes.ts';
import { forgetWarnings } from '../../elements/kit/define-element.ts';
import { fieldKind } from '../../elements/kit/describe.ts';
import { renderedSomething } from '../../elements/kit/guardrails.ts';
import {
  type Configured,
  createFixture,
  Failures,
  names,
  PageWatch,
  prototypeChanges,
  prototypeSnapshot,
  type Report,
  settle,
  show,
} from './report.ts';
import type { Target } from './targets.ts';

/** The fuzzer's fixed seed; failures print it with the case, so a run can be repeated exactly. */
export const FUZZ_SEED = 20261123;
/** Random configs per element (issue 9). */
export const FUZZ_RUNS = 1000;
/** Elements created before the page renders and the batch is checked. */
const BATCH = 100;

/** A case: config entries (written as JSON text, so `__proto__` stays an own key), or raw `config` text. */
export type FuzzCase = { entries: [string, unknown][] } | { text: string };

export interface FuzzReport extends Report {
  seed: number;
}

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
  const fields = Object.keys(shape);
  const known =
    fields.length === 0
      ? fc.constant([] as [string, unknown][])
      : fc.uniqueArray(fc.tuple(fc.constantFrom(...fields), anyValue), {
          maxLength: fields.length,
          selector: ([key]) => key,
        });
  const unknownKey = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ minLength: 1, maxLength: 12 }));
  const unknown = fc.uniqueArray(fc.tuple(unknownKey, anyValue), { maxLength: 3, selector: ([key]) => key });
  const entries = fc
    .tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: unknown }))
    .map(([good, extra]) => ({ entries: [...good, ...extra.filter(([key]) => !(key in shape))] }));
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

/** The rules the element broke in the fields of its config, as the element resolved it. */
function configProblems(target: Target, element: Configured): string[] {
  const problems: string[] = [];
  let config: Record<string, unknown>;
  try {
    config = element.config;
  } catch (error) {
    return [`reading config threw ${String(error)}`];
  }
  for (const [name, schema] of Object.entries(target.shape)) {
    if (!schema.safeParse(config[name]).success) {
      problems.push(
        `config.${name} resolved to ${show(attributeText(config[name]) ?? 'undefined')}, not a valid value`,
      );
    }
  }
  return problems;
}

/**
 * Fuzzes one element: each of `runs` random configs is set once as the
 * `config` attribute and once as per-field attributes, on fresh elements
 * created in batches. Pass: no uncaught error, rejection or console error;
 * every invalid field (and unparsable config) warns naming the tag and the
 * field, valid ones do not; Object.prototype is unchanged; every element
 * renders, with a valid config.
 */
export async function fuzzElement(target: Target, runs = FUZZ_RUNS, seed = FUZZ_SEED): Promise<FuzzReport> {
  await target.load();
  const cases = fc.sample(configArbitrary(target.shape), { seed, numRuns: runs });
  const failures = new Failures();
  const rendered = target.fixture.rendered ?? renderedSomething;
  const prototypeBefore = prototypeSnapshot();
  const container = document.createElement('div');
  document.body.append(container);
  const watch = new PageWatch().start();
  try {
    for (const mode of ['config attribute', 'field attributes'] as const) {
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch: { element: Configured; label: string }[] = [];
        cases.slice(start, start + BATCH).forEach((fuzzCase, offset) => {
          const index = start + offset;
          const label = `${target.tag} case ${index} as ${mode} (seed ${seed}): ${show(configText(fuzzCase))}`;
          forgetWarnings();
          let element: Configured | undefined;
          const warnings = watch.warningsDuring(() => {
            element = createFixture(target);
            if (mode === 'config attribute') setConfig(target, element, fuzzCase);
            else setFieldAttributes(target, element, fuzzCase);
            // Reading the config validates it now, so its warnings belong to this case.
            void element.config;
          });
          const expected =
            mode === 'config attribute' ? expectedForConfig(target, fuzzCase) : expectedForAttributes(target, fuzzCase);
          for (const path of expected.invalid) {
            if (!names(warnings, target.tag, path)) {
              failures.add('missing warning', `${label}: no warning names ${target.tag} and ${path}`);
            }
          }
          for (const path of expected.valid) {
            const about = warnings.filter((warning) => !warning.includes(' not a field of '));
            if (names(about, target.tag, path)) {
              failures.add('warning about a valid field', `${label}: warned about ${path}, which is valid`);
            }
          }
          if (element) {
            container.append(element);
            batch.push({ element, label });
          }
        });
        await settle();
        for (const { element, label } of batch) {
          if (!rendered(element)) failures.add('rendered nothing', `${label}: rendered nothing`);
          for (const problem of configProblems(target, element)) failures.add('invalid config', `${label}: ${problem}`);
        }
        for (const change of prototypeChanges(prototypeBefore)) {
          failures.add('Object.prototype changed', `${mode} batch from case ${start}: ${change}`);
        }
        container.replaceChildren();
        await settle();
        for (const error of watch.errors.splice(0)) {
          failures.addError(error, `${target.tag} ${mode} batch from case ${start} (seed ${seed})`);
        }
      }
    }
  } finally {
    watch.stop();
    container.remove();
  }
  return { seed, ...failures.report(cases.length) };
}

interface Expected {
  /** Paths that must be named by a warning. */
  invalid: string[];
  /** Paths no warning may name. */
  valid: string[];
}

/** Sets the case as `config`; the fixture's own attribute of a field in the case goes, or it would win. */
function setConfig(target: Target, element: Configured, fuzzCase: FuzzCase): void {
  if ('entries' in fuzzCase) {
    for (const [key] of fuzzCase.entries)
      if (Object.hasOwn(target.shape, key)) element.removeAttribute(toKebabCase(key));
  }
  element.setAttribute('config', configText(fuzzCase));
}

function expectedForConfig(target: Target, fuzzCase: FuzzCase): Expected {
  if ('text' in fuzzCase) return { invalid: ['config'], valid: [] };
  const invalid: string[] = [];
  const valid: string[] = [];
  for (const [key, value] of fuzzCase.entries) {
    const schema = target.shape[key];
    if (schema && Object.hasOwn(target.shape, key) && schema.safeParse(value).success) valid.push(`config.${key}`);
    else invalid.push(`config.${key}`);
  }
  return { invalid, valid };
}

/** Known fields become their own attributes; unknown keys too where they are valid attribute names (nothing observes them). */
function setFieldAttributes(target: Target, element: Configured, fuzzCase: FuzzCase): void {
  if ('text' in fuzzCase) {
    element.setAttribute('config', fuzzCase.text);
    return;
  }
  for (const [key, value] of fuzzCase.entries) {
    const attribute = Object.hasOwn(target.shape, key) ? toKebabCase(key) : key;
    try {
      element.setAttribute(attribute, attributeText(value));
    } catch {
      // Not a valid attribute name: HTML could not carry it either.
    }
  }
}

function expectedForAttributes(target: Target, fuzzCase: FuzzCase): Expected {
  if ('text' in fuzzCase) return { invalid: ['config'], valid: [] };
  const invalid: string[] = [];
  const valid: string[] = [];
  for (const [key, value] of fuzzCase.entries) {
    if (!Object.hasOwn(target.shape, key)) continue;
    const schema = target.shape[key] as z.ZodMiniType;
    const coerced = coerceAttribute(attributeText(value), fieldKind(schema));
    if (coerced.ok && schema.safeParse(coerced.value).success) valid.push(`config.${key}`);
    else invalid.push(`config.${key}`);
  }
  return { invalid, valid };
}
