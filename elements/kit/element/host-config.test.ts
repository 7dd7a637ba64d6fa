import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { configFromAttributes } from '../hydration/server-rendered/server-rendered.ts';
import { defineApi } from './api.ts';
import { configFields, inheritedDataText, readConfigValue } from './host-config.ts';
import { formatProblem } from './problem-text/problem-text.ts';

const api = defineApi({
  tag: 'sq-host-config-test',
  summary: 'A test element.',
  config: z.object({
    thumbnailsPerRow: z._default(z.number(), 4),
    autoCrop: z._default(z.boolean(), true),
    title: z._default(z.string(), ''),
  }),
  load: ['load'],
  events: {},
  slots: {},
  parts: {},
  cssProperties: {},
  configAliases: { heading: 'title' },
});

const attributes = (values: Record<string, string | undefined>) => (name: string) => values[name] ?? null;

describe('readConfigValue: block data keys (spec 001 §3)', () => {
  it.each([
    { given: { thumbnailsPerRow: 3 }, read: { thumbnailsPerRow: 3 } },
    { given: { 'thumbnails-per-row': 3, 'auto-crop': false }, read: { thumbnailsPerRow: 3, autoCrop: false } },
    { given: { 'thumbnails-per-row': 3, thumbnailsPerRow: 5 }, read: { thumbnailsPerRow: 5 } },
    { given: { thumbnailsPerRow: 5, 'thumbnails-per-row': 3 }, read: { thumbnailsPerRow: 5 } },
    { given: { 'not-a-field': 1 }, read: { 'not-a-field': 1 } },
    { given: { heading: 'Hi' }, read: { title: 'Hi' } },
    { given: { heading: 'Hi', title: 'Hello' }, read: { title: 'Hello' } },
  ])('$given reads as $read', ({ given, read }) => {
    expect(readConfigValue(JSON.stringify(given), configFields(api)).fields).toEqual(read);
  });

  it('keeps a __proto__ key as an own field, so it is warned about and changes no prototype', () => {
    const { fields } = readConfigValue('{"__proto__":{"polluted":"yes"},"thumbnails-per-row":2}', configFields(api));
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(fields.thumbnailsPerRow).toBe(2);
    const read = configFromAttributes(api, attributes({ config: '{"__proto__":{"polluted":"yes"}}' }));
    expect(read.problems.map((problem) => problem.path)).toEqual(['config.__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['{"broken', 'expected JSON'],
    ['[1,2]', 'not an object'],
    ['7', 'not an object'],
  ])('%s is a problem of the config attribute (%s)', (text, words) => {
    const { fields, problem } = readConfigValue(text, configFields(api));
    expect(fields).toEqual({});
    expect(problem && formatProblem(api.tag, problem)).toContain(words === 'expected JSON' ? words : `(${words})`);
  });
});

describe('configFromAttributes', () => {
  it.each([
    { attributes: {}, config: { thumbnailsPerRow: 4, autoCrop: true, title: '' }, problems: 0 },
    {
      attributes: { config: '{"thumbnails-per-row":2,"title":"A"}', 'thumbnails-per-row': '6' },
      config: { thumbnailsPerRow: 6, autoCrop: true, title: 'A' },
      problems: 0,
    },
    { attributes: { 'auto-crop': '' }, config: { thumbnailsPerRow: 4, autoCrop: true, title: '' }, problems: 0 },
    { attributes: { 'auto-crop': 'false' }, config: { thumbnailsPerRow: 4, autoCrop: false, title: '' }, problems: 0 },
    {
      attributes: { config: '{"thumbnailsPerRow":2}', 'thumbnails-per-row': 'many' },
      config: { thumbnailsPerRow: 4, autoCrop: true, title: '' },
      problems: 1,
    },
    {
      attributes: { config: '{"colour":"red"}' },
      config: { thumbnailsPerRow: 4, autoCrop: true, title: '' },
      problems: 1,
    },
  ])('$attributes gives $config with $problems problem(s)', ({ attributes: given, config, problems }) => {
    const read = configFromAttributes(api, attributes(given));
    expect(read.config).toEqual(config);
    expect(read.problems).toHaveLength(problems);
  });
});

describe('spec 001 §3 block data "read from a JSON attribute on the block, or from inherited data"', () => {
  type Child = { localName: string; getAttribute(name: string): string | null; textContent: string };
  const script = (text: string, type = 'application/json'): Child => ({
    localName: 'script',
    getAttribute: (name: string) => (name === 'type' ? type : null),
    textContent: text,
  });
  const image: Child = { localName: 'img', getAttribute: () => null, textContent: '' };
  type Linked = Child & { nextElementSibling: Linked | null };
  /** An element with these children, as the reader walks them: from the first, sibling to sibling. */
  const parent = (children: Child[]) => ({
    firstElementChild: children.reduceRight<Linked | null>(
      (next, child) => ({ ...child, nextElementSibling: next }),
      null,
    ),
  });

  it.each([
    { children: [], text: null },
    { children: [image], text: null },
    { children: [image, script('{"title":"A"}')], text: '{"title":"A"}' },
    { children: [script('{"title":"A"}', ' Application/JSON ')], text: '{"title":"A"}' },
    { children: [script('run()', 'module')], text: null },
    { children: [script('{"title":"A"}'), script('{"title":"B"}')], text: '{"title":"A"}' },
  ])('the inherited data of children $children.length is $text', ({ children, text }) => {
    expect(inheritedDataText(parent(children))).toBe(text);
  });

  it.each([
    {
      inherited: '{"thumbnails-per-row":2,"title":"Inherited"}',
      config: undefined,
      attribute: undefined,
      want: { thumbnailsPerRow: 2, title: 'Inherited' },
    },
    {
      inherited: '{"thumbnails-per-row":2,"title":"Inherited"}',
      config: '{"title":"Config"}',
      attribute: undefined,
      want: { thumbnailsPerRow: 2, title: 'Config' },
    },
    {
      inherited: '{"thumbnails-per-row":2}',
      config: '{"thumbnailsPerRow":3}',
      attribute: '5',
      want: { thumbnailsPerRow: 5, title: '' },
    },
  ])(
    'inherited data $inherited under config $config and attribute $attribute',
    ({ inherited, config, attribute, want }) => {
      const read = configFromAttributes(api, attributes({ config, 'thumbnails-per-row': attribute }), inherited);
      expect(read.problems).toEqual([]);
      expect(read.config).toMatchObject(want);
    },
  );

  it('inherited data that does not parse is said to be in the block data, and the rest still applies', () => {
    const read = configFromAttributes(api, attributes({ 'auto-crop': 'false' }), '{"title":');
    expect(read.problems.map((problem) => formatProblem('sq-host-config-test', problem))).toEqual([
      expect.stringMatching(
        /^sq-host-config-test: block data: expected JSON, got "\{\\"title\\":" .*using the defaults$/,
      ),
    ]);
    expect(read.config).toMatchObject({ autoCrop: false, title: '' });
  });
});
