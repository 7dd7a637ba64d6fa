import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enumValues, vscodeData, webTypes } from './editor-data.ts';
import { attributeKind, detailOf, type ElementDoc, typePrefix } from './element-docs.ts';
import {
  elementReference,
  REFERENCE_END,
  REFERENCE_START,
  readmePath,
  readmeProblems,
  table,
  withReference,
} from './element-reference.ts';
import { elementTypes, reactTypes, vueEventProp, vueTypes } from './element-types.ts';

/** A small element as the manifest describes it. */
const sample: ElementDoc = {
  tag: 'sq-sample',
  className: 'SqSampleElement',
  exportName: 'SampleElement',
  summary: 'A sample.',
  configType: '{ slidesPerRow?: number; isFront?: boolean; design?: "grid" | "list"; items?: { src: string }[] }',
  fields: [
    {
      name: 'slidesPerRow',
      attribute: 'slides-per-row',
      type: 'number',
      propertyType: 'number',
      default: '3',
      description: 'Slides in a row.',
      link: false,
    },
    {
      name: 'isFront',
      attribute: 'is-front',
      type: 'boolean',
      propertyType: 'boolean',
      default: 'true',
      description: 'Drawn in front.',
      link: false,
    },
    {
      name: 'design',
      attribute: 'design',
      type: '"grid" | "list"',
      propertyType: '"grid" | "list"',
      default: '"grid"',
      description: 'The layout.',
      link: false,
    },
    {
      name: 'href',
      attribute: 'href',
      type: 'string',
      propertyType: 'string | undefined',
      default: undefined,
      description: 'Where it goes.',
      link: true,
    },
  ],
  events: [{ name: 'sq-slide-change', description: 'The slide changed.', detail: '{ index: number }' }],
  slots: [{ name: '', description: 'The slides.' }],
  parts: [{ name: 'slide', description: 'One slide.' }],
  cssProperties: [{ name: '--sq-sample-gap', description: 'The gap.', default: '1em' }],
  load: ['interaction', 'change'],
  firstView: false,
};

describe('reading the manifest', () => {
  it.each([
    ['boolean', 'boolean'],
    ['number', 'number'],
    ['string', 'text'],
    ['"grid" | "list"', 'text'],
    ['1 | 2', 'json'],
    ['number | string', 'json'],
    ['string[]', 'json'],
    ['{ a: string }', 'json'],
    ['Record<string, number>', 'json'],
  ])('a field of type %s is read from its attribute as %s', (type, kind) => {
    expect(attributeKind(type)).toBe(kind);
  });

  it.each([
    ['CustomEvent<{ formId: string }>', '{ formId: string }'],
    ['CustomEvent<{}>', '{}'],
    ['CustomEvent<Record<string, string>>', 'Record<string, string>'],
    ['Event', 'unknown'],
  ])('the detail of %s is %s', (type, detail) => {
    expect(detailOf(type)).toBe(detail);
  });

  it.each([
    ['sq-cart-link', 'SqCartLink'],
    ['sq-submit-success', 'SqSubmitSuccess'],
  ])('%s gives the type names %s', (tag, prefix) => {
    expect(typePrefix(tag)).toBe(prefix);
  });
});

describe('the element types', () => {
  const text = elementTypes(sample);

  it('declare the class with typed properties and its tag', () => {
    expect(text).toContain('export declare class SqSampleElement extends HTMLElement {');
    expect(text).toContain('set slidesPerRow(value: number | undefined);\n  get slidesPerRow(): number;');
    expect(text).toContain("'sq-sample': SqSampleElement;");
    expect(text).toContain('export declare const SampleElement: typeof SqSampleElement;');
  });

  it('type the events by name, and the attributes whose name is not the property', () => {
    expect(text).toContain("'sq-slide-change': CustomEvent<{ index: number }>;");
    expect(text).toContain(`'slides-per-row'?: number | \`\${number}\`;`);
    // false removes an attribute, so the attribute type leaves it out.
    expect(text).toContain("'is-front'?: true | 'true' | 'false';");
    expect(text).not.toContain("'design'?:");
  });

  it('carry the tags lit-analyzer reads', () => {
    expect(text).toContain('@attr {number} slides-per-row - Slides in a row.');
    expect(text).toContain('@fires sq-slide-change - The slide changed.');
    expect(text).toContain('@slot - - The slides.');
    expect(text).toContain('@csspart slide - One slide.');
    expect(text).toContain('@cssprop [--sq-sample-gap=1em] - The gap.');
  });

  it('give React its JSX element and Vue its component, with listeners named as each listens', () => {
    expect(reactTypes([sample])).toContain(
      "'sq-sample': SqJsxProps<SqSampleElement, SqSampleProps, SqSampleAttributes, SqSampleEventMap>;",
    );
    expect(vueTypes([sample])).toContain(
      "'sq-sample': SqVueComponent<SqSampleProps & { onSqSlideChange?: (event: SqSampleEventMap['sq-slide-change']) => void }>;",
    );
    expect(vueEventProp('sq-submit-error')).toBe('onSqSubmitError');
  });
});

describe('the editor data', () => {
  it.each([
    ['"grid" | "list"', ['grid', 'list']],
    ['string', []],
    ['number', []],
  ])('offers the values of %s', (type, values) => {
    expect(enumValues(type)).toEqual(values);
  });

  it('gives VS Code every attribute with its values and default', () => {
    const [tag] = (vscodeData([sample]) as { tags: { attributes: { name: string; values?: unknown }[] }[] }).tags;
    expect(tag?.attributes.map((attribute) => attribute.name)).toEqual([
      'config',
      'slides-per-row',
      'is-front',
      'design',
      'href',
    ]);
    expect(tag?.attributes[2]?.values).toEqual([{ name: 'true' }, { name: 'false' }]);
    expect(tag?.attributes[3]?.values).toEqual([{ name: 'grid' }, { name: 'list' }]);
    expect(JSON.stringify(tag)).toContain('Default: `3`');
  });

  it('gives JetBrains the element, its events, properties, parts and custom properties', () => {
    const data = webTypes([sample], { name: 'sq-elements', version: '1.2.3' }) as {
      version: string;
      contributions: { html: { elements: Record<string, unknown>[] } };
    };
    expect(data.version).toBe('1.2.3');
    expect(data.contributions.html.elements[0]).toMatchObject({
      name: 'sq-sample',
      events: [{ name: 'sq-slide-change' }],
      slots: [{ name: 'default' }],
      js: { properties: expect.arrayContaining([expect.objectContaining({ name: 'isFront', type: 'boolean' })]) },
      css: { parts: [{ name: 'slide' }], properties: [{ name: '--sq-sample-gap' }] },
    });
  });
});

describe('the element reference', () => {
  it('pads a table to its widest cell and escapes pipes', () => {
    expect(table(['a', 'b'], [['`x | y`', 'long text']])).toBe(
      '| a        | b         |\n| -------- | --------- |\n| `x \\| y` | long text |',
    );
  });

  it('lists attributes, events, slots, parts and custom properties', () => {
    const text = elementReference(sample);
    for (const heading of ['### Attributes and properties', '### Events', '### Slots', '### CSS parts']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('| `slides-per-row` | `slidesPerRow` | `number`');
    expect(text).toContain('are refused with a warning');
    expect(text).toContain('`--sq-sample-gap`');
  });

  it.each([
    ['a README without the section gets it at its end', '# Title\n\nText.\n', '# Title\n\nText.\n\n'],
    [
      'a README with it gets it replaced in place',
      `# Title\n\n${REFERENCE_START}\nold\n${REFERENCE_END}\n\nAfter.\n`,
      '# Title\n\n',
    ],
  ])('%s', (_name, readme, before) => {
    const result = withReference(readme, 'NEW');
    expect(result.startsWith(`${before}${REFERENCE_START}\n\nNEW\n\n${REFERENCE_END}`)).toBe(true);
    expect(result).not.toContain('old');
    expect(withReference(result, 'NEW')).toBe(result);
  });
});

describe('each element’s README', () => {
  // Every element folder with a schema: the manifest's tags.
  const tags = readdirSync('elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('sq-'))
    .filter((entry) => readdirSync(`elements/${entry.name}`).some((file) => file.endsWith('.schema.ts')))
    .map((entry) => entry.name);

  it('is found for every element, the runtime’s beside the page services', () => {
    expect(tags.length).toBeGreaterThan(15);
    expect(readmePath('sq-runtime')).toBe('runtime/README.md');
    expect(readmePath('sq-form')).toBe('elements/sq-form/README.md');
  });

  it.each(tags)('%s: opens with its usage and ends with its generated reference', (tag) => {
    expect(readmeProblems(readFileSync(readmePath(tag), 'utf8'))).toEqual([]);
  });

  const reference = `${REFERENCE_START}\n\nNEW\n\n${REFERENCE_END}\n`;
  it.each([
    ['usage, prose, reference', `# T\n\nWhat.\n\n\`\`\`html\n<sq-t></sq-t>\n\`\`\`\n\n## More\n\n${reference}`, []],
    [
      'script first',
      `# T\n\n\`\`\`js\nx();\n\`\`\`\n\n\`\`\`html\n<sq-t></sq-t>\n\`\`\`\n\n${reference}`,
      ['its first code block is not its usage, a fenced html block'],
    ],
    [
      'usage after a section',
      `# T\n\n## First\n\n\`\`\`html\n<sq-t></sq-t>\n\`\`\`\n\n${reference}`,
      ['its usage starts on line 5, not within its first 12 lines before any section'],
    ],
    [
      'usage late',
      `# T\n${'\ntext'.repeat(12)}\n\n\`\`\`html\n<sq-t></sq-t>\n\`\`\`\n\n${reference}`,
      ['its usage starts on line 16, not within its first 12 lines before any section'],
    ],
    [
      'prose after the reference',
      `# T\n\n\`\`\`html\n<sq-t></sq-t>\n\`\`\`\n\n${reference}\nMore.\n`,
      ['text follows its generated reference'],
    ],
    [
      'no reference',
      '# T\n\n```html\n<sq-t></sq-t>\n```\n',
      ['it has no generated reference (run `npm run manifest`)'],
    ],
  ])('%s', (_name, readme, problems) => {
    expect(readmeProblems(readme)).toEqual(problems);
  });
});
