/**
 * One config field of an element as its markup gives it, read before the
 * element's code (and the kit's validation) arrives: for the few hundred
 * bytes that decide an element's first view (`*.first-view.ts`, DESIGN.md §5).
 * Read as the kit reads it (elements/kit/element/host-config.ts): the field's own
 * attribute wins over the `config` attribute's JSON, which wins over the
 * inherited block data, the element's first child `<script
 * type="application/json">`. A value that does not read as its kind counts
 * as not given, as the kit's validation drops it with a warning.
 */

/** How the field's attribute text reads: a flag (bare, `true`, `false`), a number, text as written, or JSON. */
export type MarkupKind = 'boolean' | 'number' | 'string' | 'json';

/** What the reader needs of an element (the DOM's, or a plain object in a test). */
export interface MarkupHost {
  getAttribute(name: string): string | null;
  firstElementChild: MarkupChild | null;
}

interface MarkupChild {
  localName: string;
  getAttribute(name: string): string | null;
  textContent: string | null;
  nextElementSibling: MarkupChild | null;
}

function parse(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function ofKind(value: unknown, kind: MarkupKind): unknown {
  if (kind === 'json') return value;
  return typeof value === kind ? value : undefined;
}

/** The field's attribute text as its kind: undefined where the kit would warn and drop it. */
function fromAttribute(text: string, kind: MarkupKind): unknown {
  if (kind === 'json') return parse(text);
  if (kind === 'string') return text;
  if (kind === 'boolean') return text === '' || text === 'true' ? true : text === 'false' ? false : undefined;
  const number = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isNaN(number) ? undefined : number;
}

/** The fields of a JSON object text (the `config` attribute, the block data), or none. */
function objectOf(text: string | null | undefined): Record<string, unknown> {
  const value = parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The text of the element's inherited block data, or null. */
function blockData(host: MarkupHost): string | null {
  for (let child = host.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === 'script' && child.getAttribute('type')?.trim().toLowerCase() === 'application/json') {
      return child.textContent;
    }
  }
  return null;
}

/**
 * The raw value of `field` (camelCase) in the element's markup, or
 * undefined where none is given (or none reads as `kind`). The JSON may
 * also give it under its attribute's name (block data's hyphenated keys) or
 * `alias` (the API's `configAliases`).
 */
export function markupField(host: MarkupHost, field: string, kind: MarkupKind, alias?: string): unknown {
  const given = givenField(host, field, alias);
  if (!given) return undefined;
  return 'text' in given ? fromAttribute(given.text, kind) : ofKind(given.value, kind);
}

/**
 * Whether the element's markup gives `field` at all, as markupField reads
 * it, whether or not it reads as its kind: a field given that markupField
 * reads as undefined is one the kit's validation would warn about.
 */
export function markupGiven(host: MarkupHost, field: string, alias?: string): boolean {
  return givenField(host, field, alias) !== undefined;
}

/** The field as the markup gives it: its attribute's text, or its value in the first JSON that has it. */
function givenField(
  host: MarkupHost,
  field: string,
  alias?: string,
): { text: string } | { value: unknown } | undefined {
  const attribute = field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const text = host.getAttribute(attribute);
  if (text !== null) return { text };
  // In JSON the field's own name wins over its attribute's name and its alias.
  for (const source of [objectOf(host.getAttribute('config')), objectOf(blockData(host))]) {
    for (const key of [field, attribute, alias]) {
      if (key && Object.hasOwn(source, key)) return { value: source[key] };
    }
  }
  return undefined;
}
