import { describe, expect, it } from 'vitest';
import type { ElementDoc } from './element-docs.ts';
import { elementTable, loadTable, withGenerated } from './element-lists.ts';
import { markers } from './element-reference.ts';

const element = (tag: string, load: string[], summary = `The ${tag}.`): ElementDoc => ({
  tag,
  className: '',
  exportName: '',
  summary,
  configType: '',
  fields: [],
  events: [],
  slots: [],
  parts: [],
  cssProperties: [],
  load,
  firstView: false,
});

describe('the generated lists of elements', () => {
  it('replaces what is between the markers, and leaves the rest of the document', () => {
    const { start, end } = markers('elements');
    const doc = `# Title\n\n${start}\n\nold table\n\n${end}\n\nAfter.\n`;
    expect(withGenerated(doc, 'elements', 'new table', 'README.md')).toBe(
      `# Title\n\n${start}\n\nnew table\n\n${end}\n\nAfter.\n`,
    );
  });

  it('refuses a document without the markers, naming it', () => {
    expect(() => withGenerated('# Title\n', 'elements', 'x', 'README.md')).toThrow(/README\.md has no/);
  });

  it('links each tag to its README (the runtime to runtime/), a tag in a summary kept as text', () => {
    const table = elementTable([element('sq-runtime', []), element('sq-accordion', [], 'Built on <details>.')]);
    expect(table).toContain('[`<sq-runtime>`](runtime/README.md)');
    expect(table).toContain('[`<sq-accordion>`](elements/sq-accordion/README.md) | Built on &lt;details>.');
  });

  it('puts the elements whose code loads alike on one row, the fewest triggers first, events as code', () => {
    const rows = loadTable([
      element('sq-a', ['interaction', 'change']),
      element('sq-b', ['change']),
      element('sq-c', ['interaction', 'change', 'sq-cart-sync']),
      element('sq-d', ['interaction', 'change']),
    ])
      .split('\n')
      .slice(2)
      .map((row) => row.replace(/ +/g, ' '));
    expect(rows).toEqual([
      '| `<sq-b>` | change |',
      '| `<sq-a>`, `<sq-d>` | interaction, change |',
      '| `<sq-c>` | interaction, change, `sq-cart-sync` |',
    ]);
  });
});
