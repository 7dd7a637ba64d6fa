/**
 * Config fuzzing (docs/testing.md, Guardrails): a table giving every field each kind of bad
 * value once, then random configs from fast-check, set as the `config`
 * attribute and as field attributes on fresh elements in batches.
 */
import type * as z from 'zod/mini';
import { coerceAttribute, toKebabCase } from '../../elements/kit/element/attributes.ts';
import { loadProblemText } from '../../elements/kit/element/custom-element.ts';
import { fieldKind } from '../../elements/kit/element/describe.ts';
import { renderedSomething } from '../../elements/kit/element/guardrails.ts';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { attributeText, configText, FUZZ_RUNS, FUZZ_SEED, type FuzzCase, fuzzCases, TABLE_CASES } from './configs.ts';
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
  untilRendered,
  warmUp,
} from './report.ts';
import type { Target } from './targets.ts';

/** Elements created before the page renders and the batch is checked. */
const BATCH = 100;

export interface FuzzReport extends Report {
  seed: number;
  /** Cases from the table (every field given every kind of value once). */
  table: number;
  /** Random cases drawn with the seed, after the table. */
  random: number;
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
 * Fuzzes one element: each case of the table and of `runs` random configs is set once as the
 * `config` attribute and once as per-field attributes, on fresh elements
 * created in batches. Pass: no uncaught error, rejection or console error;
 * every invalid field (and unparsable config) warns naming the tag and the
 * field, valid ones do not; Object.prototype is unchanged; every element
 * renders, with a valid config.
 */
export async function fuzzElement(target: Target, runs = FUZZ_RUNS, seed = FUZZ_SEED): Promise<FuzzReport> {
  await target.load();
  // The words for config problems loaded now: each warning is then said as its problem is found.
  await loadProblemText();
  const cases = fuzzCases(target.shape, runs, seed);
  const failures = new Failures();
  const rendered = target.fixture.rendered ?? renderedSomething;
  const prototypeBefore = prototypeSnapshot();
  const container = document.createElement('div');
  document.body.append(container);
  await warmUp(target, rendered, container);
  const watch = new PageWatch().start();
  try {
    for (const mode of ['config attribute', 'field attributes'] as const) {
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch: { element: Configured; label: string }[] = [];
        cases.slice(start, start + BATCH).forEach((fuzzCase, offset) => {
          const index = start + offset;
          const from = index < TABLE_CASES ? 'table' : 'random';
          const label = `${target.tag} ${from} case ${index} as ${mode} (seed ${seed}): ${show(configText(fuzzCase))}`;
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
        await untilRendered(
          batch.map(({ element }) => element),
          rendered,
        );
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
  return { seed, table: TABLE_CASES, random: cases.length - TABLE_CASES, ...failures.report(cases.length) };
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
