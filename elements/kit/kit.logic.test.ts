import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { coerceAttribute, toKebabCase } from './element/attributes.ts';
import { expecting, fieldKind } from './element/describe.ts';
import { describeExpected, formatProblem } from './element/problem-text/problem-text.ts';
import { defaultOf, validateConfig } from './element/validate.ts';

describe('toKebabCase', () => {
  it.each([
    ['items', 'items'],
    ['slidesPerRow', 'slides-per-row'],
    ['autoplayDuration', 'autoplay-duration'],
  ])('%s -> %s', (name, attribute) => {
    expect(toKebabCase(name)).toBe(attribute);
  });
});

describe('coerceAttribute', () => {
  it.each([
    ['', 'boolean', true],
    ['true', 'boolean', true],
    ['false', 'boolean', false],
    ['yes', 'boolean', 'yes'],
    ['3', 'number', 3],
    [' 2.5 ', 'number', 2.5],
    ['x', 'number', 'x'],
    ['', 'number', ''],
    ['hello', 'string', 'hello'],
    ['', 'string', ''],
    ['{"a":1}', 'json', { a: 1 }],
    ['[1,2]', 'json', [1, 2]],
  ] as const)('%j as %s gives %j', (value, kind, expected) => {
    expect(coerceAttribute(value, kind)).toEqual({ ok: true, value: expected });
  });

  it('reports JSON that does not parse', () => {
    const result = coerceAttribute('{nope', 'json');
    expect(result.ok).toBe(false);
  });
});

const shape = {
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10)), 4),
  ratio: z.optional(z.number().check(z.minimum(0))),
  title: z._default(z.string(), 'Gallery'),
  name: z.optional(z.string().check(z.minLength(1))),
  on: z._default(z.boolean(), false),
  design: z._default(z.enum(['grid', 'carousel']), 'grid'),
  thickness: z._default(z.object({ unit: z.enum(['em', 'px']), value: z.number() }), { unit: 'em', value: 0.06 }),
  size: z.optional(z.union([z.number(), z.literal('auto')])),
  link: z.optional(expecting(z.string().check(z.refine((value) => !value.startsWith('javascript:'))), 'a safe link')),
};
const schema = z.object(shape);

describe('fieldKind', () => {
  it.each([
    ['count', 'number'],
    ['ratio', 'number'],
    ['title', 'string'],
    ['on', 'boolean'],
    ['design', 'string'],
    ['thickness', 'json'],
    ['size', 'json'],
  ] as const)('%s is read as %s', (name, kind) => {
    expect(fieldKind(shape[name])).toBe(kind);
  });
});

describe('describeExpected', () => {
  it.each([
    ['count', 'a whole number from 1 to 10'],
    ['ratio', 'a number of at least 0'],
    ['title', 'a string'],
    ['name', 'a non-empty string'],
    ['on', 'true or false'],
    ['design', 'one of "grid", "carousel"'],
    ['thickness', 'an object'],
    ['size', 'a number or "auto"'],
    ['link', 'a safe link'],
  ] as const)('%s expects %s', (name, words) => {
    expect(describeExpected(shape[name])).toBe(words);
  });
});

describe('validateConfig', () => {
  it('fills in defaults and leaves optional fields undefined', () => {
    const { config, problems } = validateConfig(schema, {});
    expect(problems).toEqual([]);
    expect(config).toEqual({
      count: 4,
      ratio: undefined,
      title: 'Gallery',
      name: undefined,
      on: false,
      design: 'grid',
      thickness: { unit: 'em', value: 0.06 },
      size: undefined,
      link: undefined,
    });
  });

  it('falls back per field: one bad field takes its default, the others apply', () => {
    const { config, problems } = validateConfig(schema, { count: 'x', title: 'Boats', design: 'list' });
    expect(config.count).toBe(4);
    expect(config.title).toBe('Boats');
    expect(config.design).toBe('grid');
    expect(problems.map((problem) => formatProblem('sq-gallery', problem))).toEqual([
      'sq-gallery: config.count: expected a whole number from 1 to 10, got "x"; using 4',
      'sq-gallery: config.design: expected one of "grid", "carousel", got "list"; using "grid"',
    ]);
  });

  it('names the nested path of a bad value inside an object field', () => {
    const { config, problems } = validateConfig(schema, { thickness: { unit: 'pt', value: 2 } });
    expect(config.thickness).toEqual({ unit: 'em', value: 0.06 });
    expect(formatProblem('sq-highlight', problems[0] as never)).toBe(
      'sq-highlight: config.thickness.unit: expected one of "em", "px", got "pt"; using {"unit":"em","value":0.06}',
    );
  });

  it('says "no value" when an optional field without default is bad', () => {
    const { problems } = validateConfig(schema, { ratio: -1 });
    expect(formatProblem('sq-x', problems[0] as never)).toBe(
      'sq-x: config.ratio: expected a number of at least 0, got -1; using no value',
    );
  });

  it('names fields it does not know', () => {
    const { problems } = validateConfig(z.object({ a: z.optional(z.string()) }), { b: 1 });
    expect(formatProblem('sq-x', problems[0] as never)).toBe(
      'sq-x: config.b: not a field of sq-x (fields: a); ignored',
    );
  });

  it('names __proto__, constructor and other keys every object inherits, as JSON.parse gives them', () => {
    const raw = JSON.parse('{"__proto__":{"polluted":1},"constructor":1,"toString":"x","a":"ok"}') as Record<
      string,
      unknown
    >;
    const { config, problems } = validateConfig(z.object({ a: z.optional(z.string()) }), raw);
    expect(problems.map((problem) => problem.path)).toEqual([
      'config.__proto__',
      'config.constructor',
      'config.toString',
    ]);
    expect(config).toEqual({ a: 'ok' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('formats unparsable JSON for the whole config and for one field', () => {
    expect(
      formatProblem('sq-x', { kind: 'unparsable', path: 'config', text: '{bad', reason: 'Unexpected token' }),
    ).toBe('sq-x: config: expected JSON, got "{bad" (Unexpected token); using the defaults');
    expect(
      formatProblem('sq-x', { kind: 'unparsable', path: 'config.thickness', text: '{', reason: 'Unexpected end' }),
    ).toBe('sq-x: config.thickness: expected JSON, got "{" (Unexpected end); using the default');
  });

  it('defaultOf gives the default or undefined', () => {
    expect(defaultOf(shape.count)).toBe(4);
    expect(defaultOf(shape.ratio)).toBeUndefined();
    // Asked again (every element of a tag asks at every validation), the same answer.
    expect(defaultOf(shape.count)).toBe(4);
    expect(defaultOf(shape.ratio)).toBeUndefined();
  });

  it('defaultOf gives each caller its own copy of an object or array default', () => {
    const list = z._default(z.array(z.string()), ['a']);
    const first = defaultOf(list) as string[];
    first.push('changed by one element');
    expect(defaultOf(list)).toEqual(['a']);
    const options = z._default(z.object({ loop: z.boolean() }), { loop: true });
    expect(defaultOf(options)).not.toBe(defaultOf(options));
    expect(defaultOf(options)).toEqual({ loop: true });
  });

  it('validates the schema’s own fields alone, whatever was added to Object.prototype', () => {
    const schema = z.object({ count: z._default(z.number(), 4) });
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = 'not a field';
    try {
      const { config, problems } = validateConfig(schema, { count: 2 });
      expect(Object.keys(config)).toEqual(['count']);
      expect(problems).toEqual([]);
    } finally {
      delete prototype.polluted;
    }
  });

  it('a field given a valid value and a field left out each get what they should, time after time', () => {
    const schema = z.object({ count: z._default(z.number(), 4), label: z.optional(z.string()) });
    for (let round = 0; round < 3; round++) {
      expect(validateConfig(schema, { count: round }).config).toEqual({ count: round, label: undefined });
      expect(validateConfig(schema, {}).config).toEqual({ count: 4, label: undefined });
      expect(validateConfig(schema, { count: 'x' }).config).toEqual({ count: 4, label: undefined });
    }
  });
});
