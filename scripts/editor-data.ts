/**
 * Editor data written from the manifest by `npm run manifest`: VS Code's
 * HTML custom data (`vscode.html-custom-data.json`, named in the editor's
 * `html.customData` setting) and JetBrains' web-types (`web-types.json`,
 * found through the package's `web-types` field). Both give tag, attribute
 * and value completion with the schema's descriptions.
 */
import { attributeKind, type ElementDoc, type FieldDoc } from './element-docs.ts';

export const VSCODE_DATA_PATH = 'vscode.html-custom-data.json';
export const WEB_TYPES_PATH = 'web-types.json';

const CONFIG_DESCRIPTION = "The whole config as JSON. A field's own attribute wins over the same field here.";

/** The string values of a union of string literals (`"grid" | "list"`), or none. */
export function enumValues(type: string): string[] {
  if (attributeKind(type) !== 'text' || type === 'string') return [];
  return type.split(' | ').map((literal) => JSON.parse(literal) as string);
}

/** A field's description with its default, as markdown. */
function fieldDescription(field: FieldDoc): string {
  const parts = [field.description];
  if (field.link) parts.push('Script addresses (`javascript:` and the like) are refused with a warning.');
  if (field.default !== undefined) parts.push(`Default: \`${field.default}\``);
  return parts.filter(Boolean).join('\n\n');
}

/** The values an attribute offers in completion: an enum's literals, true and false for a boolean. */
function attributeValues(field: FieldDoc): { name: string }[] | undefined {
  if (attributeKind(field.type) === 'boolean') return [{ name: 'true' }, { name: 'false' }];
  const values = enumValues(field.type);
  return values.length > 0 ? values.map((name) => ({ name })) : undefined;
}

/** The element's description with its events, slots, parts and custom properties, as markdown. */
function elementDescription(element: ElementDoc): string {
  const list = (title: string, items: { name: string; description: string }[]) =>
    items.length === 0
      ? []
      : [`**${title}:** ${items.map((item) => `\`${item.name || '(default)'}\` ${item.description}`).join('; ')}`];
  return [
    element.summary,
    ...list('Events', element.events),
    ...list('Slots', element.slots),
    ...list('Parts', element.parts),
    ...list('Custom properties', element.cssProperties),
  ].join('\n\n');
}

/** VS Code's HTML custom data (version 1.1). */
export function vscodeData(elements: ElementDoc[]): object {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tag,
      description: { kind: 'markdown', value: elementDescription(element) },
      attributes: [
        { name: 'config', description: { kind: 'markdown', value: CONFIG_DESCRIPTION } },
        ...element.fields.map((field) => {
          const values = attributeValues(field);
          return {
            name: field.attribute,
            description: { kind: 'markdown', value: fieldDescription(field) },
            ...(values ? { values } : {}),
          };
        }),
      ],
    })),
  };
}

/** The web-types value of an attribute: its kind, and the literals of an enum. */
function webTypesValue(field: FieldDoc): object {
  const kind = attributeKind(field.type);
  if (kind === 'boolean') return { kind: 'expression', type: 'boolean' };
  if (kind === 'number') return { kind: 'expression', type: 'number' };
  const values = enumValues(field.type);
  if (values.length > 0) return { kind: 'plain', type: values.map((value) => JSON.stringify(value)).join(' | ') };
  return { kind: 'plain', type: 'string' };
}

/** JetBrains web-types (schema version 2). */
export function webTypes(elements: ElementDoc[], pkg: { name: string; version: string }): object {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tag,
          description: element.summary,
          attributes: [
            { name: 'config', description: CONFIG_DESCRIPTION, value: { kind: 'plain', type: 'string' } },
            ...element.fields.map((field) => ({
              name: field.attribute,
              description: fieldDescription(field),
              ...(field.default === undefined ? {} : { default: field.default }),
              value: webTypesValue(field),
            })),
          ],
          events: element.events.map((event) => ({ name: event.name, description: event.description })),
          slots: element.slots.map((slot) => ({ name: slot.name || 'default', description: slot.description })),
          js: {
            properties: [
              { name: 'config', description: 'The whole config: an object, or JSON text.', type: element.configType },
              ...element.fields.map((field) => ({
                name: field.name,
                description: fieldDescription(field),
                type: field.propertyType,
              })),
            ],
            events: element.events.map((event) => ({
              name: event.name,
              description: event.description,
              type: `CustomEvent<${event.detail}>`,
            })),
          },
          css: {
            parts: element.parts.map((part) => ({ name: part.name, description: part.description })),
            properties: element.cssProperties.map((property) => ({
              name: property.name,
              description: property.default
                ? `${property.description}\n\nDefault: \`${property.default}\``
                : property.description,
            })),
          },
        })),
      },
    },
  };
}
