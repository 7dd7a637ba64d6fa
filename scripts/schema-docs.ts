import { type Plugin, parseAst } from 'vite';

/**
 * An element's `*.schema.ts` is its public API written once: config fields
 * with their descriptions, and the summary, events, slots, CSS parts and
 * custom properties, all described for the manifest and the docs. The
 * element itself reads only the tag and the config schema; the words are
 * dead weight in every visitor's download. The library build leaves them
 * out; the manifest script, which imports the sources, still sees them all.
 */

/** Fields of `defineApi({...})` that only the manifest reads, and what stands in for them in the build. */
const DOCUMENTATION_FIELDS: Record<string, string> = {
  summary: '""',
  events: '{}',
  slots: '{}',
  parts: '{}',
  cssProperties: '{}',
};

/** The kit's helper that gives a schema its description (`elements/kit/api.ts`). */
const DESCRIBED = 'described';

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
    if (node.type === 'CallExpression' && nameOf(node.callee) === DESCRIBED) {
      // `described(schema, 'words')` becomes `(schema)`.
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
        for (const property of api.properties as Node[]) {
          const key = property.type === 'Property' ? nameOf(property.key) : undefined;
          const value = property.value as Node | undefined;
          const stand = key === undefined ? undefined : DOCUMENTATION_FIELDS[key];
          if (stand !== undefined && value) edits.push({ start: value.start, end: value.end, text: stand });
          else visit(property);
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
