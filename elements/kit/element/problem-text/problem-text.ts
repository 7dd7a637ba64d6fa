import type * as z from 'zod/mini';
import { innerDef, ownExpectation } from '../describe.ts';
import type { Problem } from '../validate.ts';

/**
 * A config problem in words, for the console: what a field expects, what it
 * got and what it uses instead. Loaded by an element only when it has a
 * problem to report, so a page whose config is right never loads it.
 */

/** What the field expects, in words: `a whole number from 1 to 10`. */
export function describeExpected(schema: z.ZodMiniType): string {
  const own = ownExpectation(schema);
  if (own) return own;
  const def = innerDef(schema);
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

function issueExpectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `a ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `at least ${issue.minimum}`;
    case 'too_big':
      return `at most ${issue.maximum}`;
    default:
      return 'a valid value';
  }
}

/** The console text for one problem, naming the tag, the path, the value and what was expected. */
export function formatProblem(tag: string, problem: Problem): string {
  switch (problem.kind) {
    case 'invalid':
      return `${tag}: ${problem.path}: expected ${
        problem.issue ? issueExpectation(problem.issue) : describeExpected(problem.field)
      }, got ${show(problem.value)}; using ${problem.fallback === undefined ? 'no value' : show(problem.fallback)}`;
    case 'unparsable':
      return `${tag}: ${problem.path}: expected JSON, got ${show(problem.text)} (${problem.reason}); using ${
        problem.path.startsWith('config.') ? 'the default' : 'the defaults'
      }`;
    case 'unknown':
      return `${tag}: ${problem.path}: not a field of ${tag} (fields: ${problem.fields.join(', ')}); ignored`;
  }
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
