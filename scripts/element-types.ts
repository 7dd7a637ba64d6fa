/**
 * TypeScript declarations of the elements, written from the manifest by
 * `npm run manifest` into `types/`: one file per element (its class with
 * typed properties and events, its config, its tag in
 * `HTMLElementTagNameMap`), the autoloader entry, React 19's JSX elements
 * and Vue's global components. The class's doc comment carries the tags
 * lit-analyzer and web-component-analyzer read (`@attr`, `@fires`, `@slot`,
 * `@csspart`, `@cssprop`). Each setter comes before its getter: lit-analyzer
 * checks a property binding against the first of the two, and a binding
 * sets the property.
 */
import {
  type AttributeKind,
  attributeKind,
  type ElementDoc,
  type FieldDoc,
  typePrefix,
  UPDATE_COMPLETE_DESCRIPTION,
} from './element-docs.ts';

/** The folder the declarations are written to, relative to the repository root. */
export const TYPES_DIR = 'types';

const HEADER = '// Generated from custom-elements.json by `npm run manifest`: do not edit.\n';

/** A property key as TypeScript writes it: bare when it is an identifier, quoted otherwise. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}

/** A doc comment at `indent`, or nothing when there are no lines. */
function docComment(lines: string[], indent = ''): string {
  const kept = lines.flatMap((line) => line.split('\n')).map((line) => line.replace(/\*\//g, '*\\/'));
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  if (kept.length === 0) return '';
  if (kept.length === 1) return `${indent}/** ${kept[0]} */\n`;
  return `${indent}/**\n${kept.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** A field's description with its default and, for an address, what is refused. */
function fieldLines(field: FieldDoc): string[] {
  return [
    field.description,
    ...(field.link ? ['Script addresses (`javascript:` and the like) are refused with a warning.'] : []),
    ...(field.default === undefined ? [] : [`@default ${field.default}`]),
  ];
}

/** What an attribute of this kind takes as text: a boolean also as bare `true`. */
function attributeValueType(field: FieldDoc, kind: AttributeKind): string {
  switch (kind) {
    case 'boolean':
      // `false` is left out on purpose: React and lit-html remove an attribute set to false,
      // which returns the field to its default. Write "false".
      return "true | 'true' | 'false'";
    case 'number':
      // A number, or its text: `number | \`${number}\``.
      return `number | \`\${number}\``;
    case 'text':
      return field.type;
    case 'json':
      return 'string';
  }
}

/** The attribute's type for doc-comment tags, which cannot nest braces: JSON attributes are text. */
function attributeDocType(field: FieldDoc): string {
  const kind = attributeKind(field.type);
  // A boolean field's attribute is text: "false" turns it off, where an attribute left out means the default.
  // Typed `boolean`, lit-analyzer would ask for `?is-front=${false}`, which removes it instead.
  if (kind === 'boolean') return '"true" | "false" | ""';
  return kind === 'json' ? 'string' : kind === 'text' ? field.type : kind;
}

/** `sq-submit` -> `onSqSubmit`: the prop Vue listens to an event through. */
export function vueEventProp(event: string): string {
  return `on${typePrefix(event)}`;
}

/** The declaration file of one element: `types/<tag>.d.ts`. */
export function elementTypes(element: ElementDoc): string {
  const prefix = typePrefix(element.tag);
  const { className, fields, events } = element;
  const configName = `${prefix}Config`;
  const eventMap = `${prefix}EventMap`;

  const configFields = fields
    .map((field) => `${docComment(fieldLines(field), '  ')}  ${key(field.name)}?: ${field.type};\n`)
    .join('');
  const resolvedFields = fields
    .map((field) => `  ${key(field.name)}${field.default === undefined ? '?' : ''}: ${field.propertyType};\n`)
    .join('');
  const eventEntries = events
    .map((event) => `${docComment([event.description], '  ')}  '${event.name}': CustomEvent<${event.detail}>;\n`)
    .join('');
  const properties = fields
    .map((field) => {
      const doc = docComment(fieldLines(field), '  ');
      return `${doc}  set ${key(field.name)}(value: ${field.type} | undefined);\n  get ${key(field.name)}(): ${field.propertyType};\n`;
    })
    .join('');
  const attributeFields = fields
    .filter((field) => field.attribute !== field.name)
    .map((field) => {
      const kind = attributeKind(field.type);
      const note = kind === 'json' ? ['As JSON text.'] : [];
      return `${docComment([`The \`${field.attribute}\` attribute: ${field.description}`, ...note], '  ')}  '${field.attribute}'?: ${attributeValueType(field, kind)};\n`;
    })
    .join('');

  const classDoc = docComment([
    element.summary,
    '',
    `@tag ${element.tag}`,
    '@attr {string} config - The whole config as JSON; a field’s own attribute wins.',
    ...fields.map((field) => `@attr {${attributeDocType(field)}} ${field.attribute} - ${field.description}`),
    ...events.map((event) => `@fires ${event.name} - ${event.description}`),
    ...element.slots.map((slot) => `@slot ${slot.name || '-'} - ${slot.description}`),
    ...element.parts.map((part) => `@csspart ${part.name} - ${part.description}`),
    ...element.cssProperties.map(
      (property) =>
        `@cssprop ${property.default === undefined ? property.name : `[${property.name}=${property.default}]`} - ${property.description}`,
    ),
  ]);

  const listener = (map: string) =>
    `(this: ${className}, event: ${map}[K]) => unknown, options?: boolean | AddEventListenerOptions`;
  const remover = (map: string) =>
    `(this: ${className}, event: ${map}[K]) => unknown, options?: boolean | EventListenerOptions`;

  return `${HEADER}
${docComment([`The config of \`<${element.tag}>\` as \`config\` and the attributes take it: every field optional.`])}export interface ${configName} {
${configFields}}

${docComment([`The config as \`<${element.tag}>\` reads it back: defaults filled in.`])}export interface ${prefix}ResolvedConfig {
${resolvedFields}}

${docComment([`The events \`<${element.tag}>\` dispatches, by name: each bubbles and crosses shadow roots.`])}export interface ${eventMap} {
${eventEntries}}

${docComment([`What a template sets on \`<${element.tag}>\` as properties: \`config\` and each field.`])}export interface ${prefix}Props extends ${configName} {
${docComment(['The whole config: an object, or JSON text.'], '  ')}  config?: ${configName} | string;
}

${docComment([`The kebab-case attributes of \`<${element.tag}>\` whose name is not the property's, as text.`])}export interface ${prefix}Attributes {
${attributeFields}}

${classDoc}export declare class ${className} extends HTMLElement {
${docComment(['The whole config. Set an object or JSON text; reads back the validated config with every default filled in.'], '  ')}  set config(value: ${configName} | string | null | undefined);
  get config(): ${prefix}ResolvedConfig;
${properties}${docComment([UPDATE_COMPLETE_DESCRIPTION], '  ')}  readonly updateComplete: Promise<true>;
  addEventListener<K extends keyof ${eventMap}>(type: K, listener: ${listener(eventMap)}): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: ${listener('HTMLElementEventMap')}): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ${eventMap}>(type: K, listener: ${remover(eventMap)}): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: ${remover('HTMLElementEventMap')}): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

${docComment([`The class of \`<${element.tag}>\`, defined when this module is imported in a browser.`])}export declare const ${element.exportName}: typeof ${className};

declare global {
  interface HTMLElementTagNameMap {
    '${element.tag}': ${className};
  }
}
`;
}

/** `types/index.d.ts`: the autoloader entry, and every element's types. */
export function indexTypes(elements: ElementDoc[]): string {
  const reexports = elements
    .map((element) => {
      const prefix = typePrefix(element.tag);
      const names = [
        element.className,
        `${prefix}Config`,
        `${prefix}ResolvedConfig`,
        `${prefix}EventMap`,
        `${prefix}Props`,
        `${prefix}Attributes`,
      ];
      return `export type { ${names.join(', ')} } from './${element.tag}.js';\n`;
    })
    .join('');
  // The autoloader defines every tag: importing this entry imports each element's declarations, so
  // lit-analyzer's no-missing-import sees the tags a page uses imported.
  const imports = elements.map((element) => `import './${element.tag}.js';\n`).join('');
  return `${HEADER}
${imports}
${reexports}
/** The autoloader: defines every tag, loading an element's code when the tag first appears. */
export interface Autoloader {
  /** Loads the elements under \`root\` now and watches it for more. */
  observe(root: Document | ShadowRoot | Element): void;
  /** Loads the code of one tag; resolves once it is defined. */
  load(tag: string): Promise<void>;
}

/** The page's autoloader; loading the script twice gives the same one. */
export declare const autoloader: Autoloader;
`;
}

/** `types/react.d.ts`: the elements in React 19's JSX, with \`onsq-*\` listeners typed by their detail. */
export function reactTypes(elements: ElementDoc[]): string {
  const imports = elements
    .map((element) => {
      const prefix = typePrefix(element.tag);
      return `import type { ${element.className}, ${prefix}Attributes, ${prefix}EventMap, ${prefix}Props } from './${element.tag}.js';\n`;
    })
    .join('');
  const entries = elements
    .map((element) => {
      const prefix = typePrefix(element.tag);
      return `      '${element.tag}': SqJsxProps<${element.className}, ${prefix}Props, ${prefix}Attributes, ${prefix}EventMap>;\n`;
    })
    .join('');
  return `${HEADER}// Use: \`/// <reference types="sq-elements/react" />\` once in the app (or "sq-elements/react" in tsconfig "types").
import type { ClassAttributes, HTMLAttributes } from 'react';
${imports}
/**
 * React 19 listens for a custom element's event through a prop named \`on\`
 * plus the exact event name: \`onsq-submit\`, not \`onSqSubmit\`.
 */
export type SqJsxListeners<Events> = {
  [Name in keyof Events & string as \`on\${Name}\`]?: (event: Events[Name]) => void;
};

/**
 * An element's JSX props. React 19 sets a prop as a property when the
 * element has one (it is defined) and as an attribute otherwise; a boolean
 * attribute set to \`false\` is removed, which returns the field to its
 * default: turn a field that defaults to true off with the property
 * (\`isFront={false}\`, the element defined) or the text (\`is-front="false"\`).
 */
export type SqJsxProps<Element, Props, Attributes, Events> = ClassAttributes<Element> &
  Omit<HTMLAttributes<Element>, keyof Props | keyof Attributes> &
  Props &
  Attributes &
  SqJsxListeners<Events>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries}    }
  }
}
`;
}

/** `types/vue.d.ts`: the elements as Vue's global components, \`@sq-*\` listeners typed by their detail. */
export function vueTypes(elements: ElementDoc[]): string {
  const imports = elements
    .map((element) => {
      const prefix = typePrefix(element.tag);
      return `import type { ${prefix}EventMap, ${prefix}Props } from './${element.tag}.js';\n`;
    })
    .join('');
  const entries = elements
    .map((element) => {
      const prefix = typePrefix(element.tag);
      const listeners = element.events
        .map((event) => `${vueEventProp(event.name)}?: (event: ${prefix}EventMap['${event.name}']) => void`)
        .join('; ');
      const props = listeners ? `${prefix}Props & { ${listeners} }` : `${prefix}Props`;
      return `    '${element.tag}': SqVueComponent<${props}>;\n`;
    })
    .join('');
  return `${HEADER}// Use: \`/// <reference types="sq-elements/vue" />\` once in the app (or "sq-elements/vue" in tsconfig "types"),
// with the sq-* tags marked as custom elements (\`compilerOptions.isCustomElement\`) in the Vue plugin.
import type { DefineComponent, HTMLAttributes } from 'vue';
${imports}
/** An element in a template: its fields and listeners, and the attributes every HTML element takes (id, class, ...). */
export type SqVueComponent<Props> = DefineComponent<Props & Omit<HTMLAttributes, keyof Props>>;

declare module 'vue' {
  interface GlobalComponents {
${entries}  }
}
`;
}

/** Every declaration file, by path relative to the repository root. */
export function typeFiles(elements: ElementDoc[]): Record<string, string> {
  return {
    ...Object.fromEntries(elements.map((element) => [`${TYPES_DIR}/${element.tag}.d.ts`, elementTypes(element)])),
    [`${TYPES_DIR}/index.d.ts`]: indexTypes(elements),
    [`${TYPES_DIR}/react.d.ts`]: reactTypes(elements),
    [`${TYPES_DIR}/vue.d.ts`]: vueTypes(elements),
  };
}
