/**
 * The manifest read back as one record per element: what the generated
 * types, the editor data and the element references are written from, so
 * that all of them say what `custom-elements.json` says.
 */
import type {
  Attribute,
  CustomElementDeclaration,
  CustomElementExport,
  CustomElementField,
  JavaScriptModule,
  Package,
} from 'custom-elements-manifest';
import { URL_KIND_KEY } from '../elements/kit/element/url-field/url-field.ts';

/** What `updateComplete` promises, as every element's declaration and types say it (see docs/theme-scripts.md). */
export const UPDATE_COMPLETE_DESCRIPTION =
  'Resolves to true once the element’s latest change has rendered: its first render (a server-rendered element’s hydration), and each change of an attribute or property since. At once when nothing waits to render; never rejects (a view that failed counts as rendered). Data the element fetches has its own data-state.';

/** One config field: its own attribute and its property. */
export interface FieldDoc {
  /** The property name (camelCase). */
  name: string;
  /** The attribute name (kebab-case). */
  attribute: string;
  /** The TypeScript type a value must have, as the config takes it. */
  type: string;
  /** The type the property reads back: the field's type, `| undefined` when it has no default. */
  propertyType: string;
  /** The default as JSON text, when the field has one. */
  default: string | undefined;
  description: string;
  /** True for an address a visitor may be sent to: script addresses are refused. */
  link: boolean;
}

export interface EventDoc {
  name: string;
  description: string;
  /** The TypeScript type of `event.detail`. */
  detail: string;
}

export interface NamedDoc {
  name: string;
  description: string;
  default?: string;
}

/** Everything the manifest says about one element. */
export interface ElementDoc {
  tag: string;
  /** The class name tools show (`SqCartLinkElement`). */
  className: string;
  /** The name the element's module exports its class under (`CartLinkElement`). */
  exportName: string;
  summary: string;
  /** The type of the whole config, every field optional. */
  configType: string;
  fields: FieldDoc[];
  events: EventDoc[];
  slots: NamedDoc[];
  parts: NamedDoc[];
  cssProperties: NamedDoc[];
  /** When its code loads on a server-rendered page: its load triggers (`x-sq-load`). */
  load: string[];
  /** Whether a first-view module decides its first view before its code loads (`x-sq-first-view`). */
  firstView: boolean;
}

/** `CustomEvent<{ a: string }>` -> `{ a: string }`. */
export function detailOf(eventType: string): string {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(eventType.trim());
  return match?.[1]?.trim() ?? 'unknown';
}

/** The field's own attribute, matched with its property. */
function fieldOf(attribute: Attribute, members: CustomElementField[]): FieldDoc {
  const name = attribute.fieldName ?? attribute.name;
  const member = members.find((entry) => entry.name === name);
  const type = attribute.type?.text ?? 'unknown';
  return {
    name,
    attribute: attribute.name,
    type,
    propertyType: member?.type?.text ?? type,
    default: attribute.default,
    description: attribute.description ?? '',
    link: (attribute as unknown as Record<string, unknown>)[URL_KIND_KEY] !== undefined,
  };
}

/** One element's record. */
export function elementDocOf(declaration: CustomElementDeclaration, module: JavaScriptModule): ElementDoc {
  const members = (declaration.members ?? []).filter((member): member is CustomElementField => member.kind === 'field');
  const config = members.find((member) => member.name === 'config');
  const classExport = (module.exports ?? []).find(
    (entry): entry is CustomElementExport => entry.kind === 'js' && entry.declaration.name === declaration.name,
  );
  return {
    tag: declaration.tagName ?? '',
    className: declaration.name,
    exportName: classExport?.name ?? declaration.name,
    summary: declaration.description ?? '',
    configType: config?.type?.text ?? 'Record<string, unknown>',
    fields: (declaration.attributes ?? [])
      .filter((attribute) => attribute.name !== 'config')
      .map((attribute) => fieldOf(attribute, members)),
    events: (declaration.events ?? []).map((event) => ({
      name: event.name,
      description: event.description ?? '',
      detail: detailOf(event.type?.text ?? 'CustomEvent<unknown>'),
    })),
    slots: (declaration.slots ?? []).map(({ name, description }) => ({ name, description: description ?? '' })),
    parts: (declaration.cssParts ?? []).map(({ name, description }) => ({ name, description: description ?? '' })),
    cssProperties: (declaration.cssProperties ?? []).map((property) => ({
      name: property.name,
      description: property.description ?? '',
      ...(property.default === undefined ? {} : { default: property.default }),
    })),
    load: (declaration as { 'x-sq-load'?: string[] })['x-sq-load'] ?? ['load'],
    firstView: (declaration as { 'x-sq-first-view'?: string })['x-sq-first-view'] !== undefined,
  };
}

/** Every element of the manifest, in its order (by tag). */
export function elementDocs(manifest: Package): ElementDoc[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration): declaration is CustomElementDeclaration => 'customElement' in declaration)
      .map((declaration) => elementDocOf(declaration, module as JavaScriptModule)),
  );
}

/** `sq-cart-link` -> `SqCartLink`: the prefix of the element's type names. */
export function typePrefix(tag: string): string {
  return tag
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** How an attribute's text is read: the kit's coercion (`fieldKind`), told from the field's type. */
export type AttributeKind = 'boolean' | 'number' | 'text' | 'json';

/** A union of string literals only: `"grid" | "list"`. */
const STRING_LITERALS = /^"(?:[^"\\]|\\.)*"(?: \| "(?:[^"\\]|\\.)*")*$/;

/**
 * The attribute kind of a field type, as the kit reads it: text for strings
 * and string enums, numbers and booleans as such, JSON for everything else
 * (objects, lists, unions of other kinds: `column-width="[1,2]"`).
 */
export function attributeKind(type: string): AttributeKind {
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return 'number';
  if (type === 'string' || STRING_LITERALS.test(type)) return 'text';
  return 'json';
}
