/**
 * The reference part of each element's README (attributes, properties,
 * events, slots, CSS parts and custom properties), written from the
 * manifest by `npm run manifest` between two markers, so the docs say what
 * the schema says.
 */
import { attributeKind, type ElementDoc, type FieldDoc } from './element-docs.ts';

/** The markers around a part of a document `npm run manifest` writes. */
export function markers(name: string): { start: string; end: string } {
  return {
    start: `<!-- ${name}: generated from custom-elements.json by \`npm run manifest\` -->`,
    end: `<!-- /${name} -->`,
  };
}

/** `text` with what stands between the markers of `name` replaced by `body`, or null when it has no such part. */
export function withPart(text: string, name: string, body: string): string | null {
  const { start, end } = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) return null;
  return `${text.slice(0, from)}${start}\n\n${body}\n\n${text.slice(to)}`;
}

export const { start: REFERENCE_START, end: REFERENCE_END } = markers('reference');

/** Types longer than this go below the table, so its columns stay readable. */
const LONG_TYPE = 48;

/** Text inside a table cell: pipes escaped, lines joined. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A markdown table with its columns padded to the widest cell. */
export function table(head: string[], rows: string[][]): string {
  const cells = [head, ...rows].map((row) => row.map(cell));
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => [...(row[column] ?? '')].length)));
  const line = (row: string[]) =>
    `| ${row.map((text, column) => text + ' '.repeat((widths[column] ?? 0) - [...text].length)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  const [first, ...rest] = cells;
  return [line(first ?? []), rule, ...rest.map(line)].join('\n');
}

/** How a field's type reads in the table; a long one is named there and spelled out below it. */
function typeCell(field: FieldDoc): string {
  if (field.type.length <= LONG_TYPE) return code(field.type);
  return attributeKind(field.type) === 'json' ? `JSON, see \`${field.name}\` below` : `see \`${field.name}\` below`;
}

/** What the field says, with what is refused for an address. */
function fieldText(field: FieldDoc): string {
  return field.link
    ? `${field.description} Script addresses (\`javascript:\` and the like) are refused with a warning.`
    : field.description;
}

/** What each load trigger means, as the reference says it. */
const TRIGGER_TEXT: Record<string, string> = {
  interaction: 'the visitor reaches for it (a pointer over or down on it, a touch, focus, a key)',
  visible: 'it comes into view (its code then loads once the page’s main picture is in)',
  change: 'one of its attributes, or its `config` property, is set',
};

/** When an element's code nobody asked for loads (`elements/main-picture.ts`). */
const MAIN_PICTURE_IN = 'once the page’s main picture is in';
const AFTER_MAIN_PICTURE = `${MAIN_PICTURE_IN} (see \`docs/loading.md\`)`;

/** When the element's code loads, as one paragraph. */
export function loadText(load: readonly string[], firstView: boolean): string {
  if (load.includes('load'))
    return `Its code loads with the page, ${AFTER_MAIN_PICTURE}; at once on a page without a main picture.`;
  const triggers = load.map(
    (trigger) =>
      TRIGGER_TEXT[trigger] ?? `the page dispatches ${code(trigger)} (sent to it again once it has hydrated)`,
  );
  const last = triggers.pop() ?? '';
  const list = triggers.length > 0 ? `${triggers.join('; ')}; or ${last}` : last;
  const decided = firstView
    ? ` Until then a few hundred bytes that load no framework decide what its server rendering shows, ${MAIN_PICTURE_IN}.`
    : '';
  return (
    `Not rendered on the server, its code loads as soon as it is in the page (${MAIN_PICTURE_IN}, on a page with one). Rendered on the server, ` +
    `its server rendering is its first view and its code loads at the first of: ${list}.${decided} ` +
    'What the visitor does before then is kept (see `docs/server-rendering.md`).'
  );
}

/** The generated reference of one element, without the markers. */
export function elementReference(element: ElementDoc): string {
  const sections: string[] = ['## Reference', '### Attributes and properties'];
  sections.push(
    'Each field is its own kebab-case attribute, which wins over the same field in `config`, and a property. ' +
      'Objects and lists go in attributes as JSON. A bare boolean attribute means true; removing an attribute ' +
      'returns the field to its default.',
  );
  const rows = [
    ['`config`', '`config`', 'JSON', '', 'Every field below as one object.'],
    ...element.fields.map((field) => [
      code(field.attribute),
      code(field.name),
      typeCell(field),
      field.default === undefined ? '' : code(field.default),
      fieldText(field),
    ]),
  ];
  sections.push(table(['attribute', 'property', 'type', 'default', ''], rows));
  const long = element.fields.filter((field) => field.type.length > LONG_TYPE);
  if (long.length > 0) {
    sections.push(`\`\`\`text\n${long.map((field) => `${field.name}: ${field.type}`).join('\n')}\n\`\`\``);
  }
  sections.push('### When its code loads', loadText(element.load, element.firstView));
  if (element.events.length > 0) {
    sections.push('### Events');
    sections.push(
      table(
        ['event', 'detail', ''],
        element.events.map((event) => [code(event.name), code(event.detail), event.description]),
      ),
    );
  }
  if (element.slots.length > 0) {
    sections.push('### Slots');
    sections.push(
      table(
        ['slot', ''],
        element.slots.map((slot) => [slot.name ? code(slot.name) : '(default)', slot.description]),
      ),
    );
  }
  if (element.parts.length > 0) {
    sections.push('### CSS parts');
    sections.push(
      table(
        ['part', ''],
        element.parts.map((part) => [code(part.name), part.description]),
      ),
    );
  }
  if (element.cssProperties.length > 0) {
    sections.push('### CSS custom properties');
    sections.push(
      table(
        ['property', 'default', ''],
        element.cssProperties.map((property) => [
          code(property.name),
          property.default === undefined ? '' : code(property.default),
          property.description,
        ]),
      ),
    );
  }
  return sections.join('\n\n');
}

/**
 * The README with its reference section replaced by `reference`; a README
 * without the markers gets the section at its end.
 */
export function withReference(readme: string, reference: string): string {
  return (
    withPart(readme, 'reference', reference) ??
    `${readme.replace(/\s*$/, '')}\n\n${REFERENCE_START}\n\n${reference}\n\n${REFERENCE_END}\n`
  );
}

/**
 * The README of an element, relative to the repository root: the runtime's
 * is `runtime/README.md`, beside the page services it describes.
 */
export function readmePath(tag: string): string {
  return tag === 'sq-runtime' ? 'runtime/README.md' : `elements/${tag}/README.md`;
}

/** How far into an element's README its usage may start: after its title and a paragraph or two on what it is. */
export const USAGE_WITHIN_LINES = 12;

/**
 * What is out of place in an element's README, which opens with its usage
 * (the smallest markup that works: its first code block, a fenced `html`
 * block in its first lines, before any `##` section) and ends with its
 * generated reference; empty when nothing is.
 */
export function readmeProblems(readme: string): string[] {
  const problems: string[] = [];
  const lines = readme.replace(/\r\n/g, '\n').split('\n');
  const fence = lines.findIndex((line) => /^\s*(```|~~~)/.test(line));
  const section = lines.findIndex((line) => /^## /.test(line));
  if (fence === -1 || !/^```html\s*$/.test(lines[fence] ?? '')) {
    problems.push('its first code block is not its usage, a fenced html block');
  } else if ((section !== -1 && section < fence) || fence >= USAGE_WITHIN_LINES) {
    problems.push(
      `its usage starts on line ${fence + 1}, not within its first ${USAGE_WITHIN_LINES} lines before any section`,
    );
  }
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start === -1 || end < start) problems.push('it has no generated reference (run `npm run manifest`)');
  else if (readme.slice(end + REFERENCE_END.length).trim() !== '')
    problems.push('text follows its generated reference');
  return problems;
}
