import { type Plugin, parseAst } from 'vite';

/**
 * An element's `*.schema.ts` is its public API written once: config fields
 * with their descriptions, and the summary, events, slots, CSS parts and
 * custom properties, all described for the manifest and the docs. The
 * element itself reads only the tag and the config schema; the words are
 * dead weight in every visitor's download. The library build leaves them
 * out; the manifest script, which imports the sources, still sees them all.
 */

/**
 * Fields of `defineApi({...})` that no browser reads: the manifest's words, and `load`, which the manifest
 * writes into the autoloader's tables and the server renderer reads. The browser builds leave them out, keys
 * and all (the API's type still has them, for the sources, the manifest and the server build).
 */
const DOCUMENTATION_FIELDS = new Set(['summary', 'load', 'events', 'slots', 'parts', 'cssProperties']);

/** The kit's helpers that give a schema its description and the names it takes (`elements/kit/element/api.ts`). */
const DOCUMENTING = new Set(['described', 'named']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const nameOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
};

/** `x.register(z.globalRegistry, {...})` or `x.register(globalRegistry, {...})`: a description for the manifest. */
function isDescriptionRegistration(node: Node): boolean {
  const callee = node.callee as Node;
  if (callee.type !== 'MemberExpression' || callee.computed || nameOf(callee.property) !== 'register') return false;
  const [registry] = node.arguments as Node[];
  if (!registry) return false;
  return registry.type === 'MemberExpression'
    ? nameOf(registry.property) === 'globalRegistry'
    : nameOf(registry) === 'globalRegistry';
}

/** The source of a schema module without its documentation: what the library build ships. */
export function stripSchemaDocs(code: string, filename = 'schema.ts'): string {
  const program = parseAst(code, { lang: 'ts' }, filename) as unknown as Node;
  const edits: { start: number; end: number; text: string }[] = [];

  const visit = (node: Node): void => {
    if (node.type === 'CallExpression' && isDescriptionRegistration(node)) {
      // From the dot of `.register` on: the object may end inside parentheses, `(schema as T).register(...)`.
      const property = (node.callee as Node).property as Node;
      let dot = code.lastIndexOf('.', property.start);
      if (code[dot - 1] === '?') dot -= 1;
      edits.push({ start: dot, end: node.end, text: '' });
      visit((node.callee as Node).object as Node);
      return;
    }
    if (node.type === 'CallExpression' && DOCUMENTING.has(nameOf(node.callee) ?? '')) {
      // `described(schema, 'words')` and `named(schema, names)` become `(schema)`.
      const [schema] = node.arguments as Node[];
      if (schema) {
        edits.push({ start: node.start, end: schema.start, text: '(' });
        edits.push({ start: schema.end, end: node.end, text: ')' });
        visit(schema);
        return;
      }
    }
    if (node.type === 'CallExpression' && nameOf(node.callee) === 'defineApi') {
      const [api] = node.arguments as Node[];
      if (api?.type === 'ObjectExpression') {
        const properties = api.properties as Node[];
        const documentation = (property: Node | undefined) =>
          property?.type === 'Property' && DOCUMENTATION_FIELDS.has(nameOf(property.key) ?? '');
        for (let first = 0; first < properties.length; first++) {
          if (!documentation(properties[first])) {
            visit(properties[first] as Node);
            continue;
          }
          // A run of documentation fields goes with the commas after it, up to the next field kept; a run at
          // the end goes with the comma before it.
          let last = first;
          while (documentation(properties[last + 1])) last++;
          const next = properties[last + 1];
          const previous = properties[first - 1];
          const end = (properties[last] as Node).end;
          if (next) edits.push({ start: (properties[first] as Node).start, end: next.start, text: '' });
          else edits.push({ start: previous ? previous.end : (properties[first] as Node).start, end, text: '' });
          first = last;
        }
        return;
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const item of child) isNode(item) && visit(item);
      else if (isNode(child)) visit(child);
    }
  };
  visit(program);

  let stripped = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    stripped = stripped.slice(0, edit.start) + edit.text + stripped.slice(edit.end);
  }
  return stripped;
}

/** Leaves the schemas' documentation out of the library build (not out of the dev server, the tests or the manifest). */
export function schemaDocs(): Plugin {
  return {
    name: 'sq-schema-docs',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]elements[\\/]sq-[^\\/]+[\\/][^\\/]+\.schema\.ts$/ },
      handler(code, id) {
        return { code: stripSchemaDocs(code, id), map: null };
      },
    },
  };
}
