import type { Plugin } from 'vite';
import { REGISTRY_PATH, TRIGGERS_PATH } from './element-registry.ts';

/** One line of the registry: a tag and the loader of its folder's `*.element.ts`. */
const LOADER = /'(sq-[a-z0-9-]+)': \(\) => import\('\.\/(sq-[a-z0-9-]+)\/[a-z0-9-]+\.element\.ts'\)/g;

/**
 * The registry as the script-tag builds ship it: the tags' names once, in one
 * string, each loading its entry chunk (`sq-<name>.js`, beside the
 * autoloader) by address. Written out, a loader a tag cost every page about
 * ten bytes of the autoloader; packed, about four. The source keeps a loader
 * per tag for the dev server and the bundler build, whose user's bundler must
 * see each import. Throws on a registry line it cannot read, so a change to
 * the registry's shape fails the build rather than drop a tag.
 */
export function packedRegistry(code: string): string {
  const names: string[] = [];
  for (const [, tag, folder] of code.matchAll(LOADER)) {
    if (tag !== folder) throw new Error(`packed registry: ${tag} loads the folder ${folder}`);
    names.push((tag as string).slice('sq-'.length));
  }
  const listed = code.match(/^ {2}'sq-/gm)?.length ?? 0;
  if (names.length === 0 || names.length !== listed) {
    throw new Error(`packed registry: read ${names.length} of the ${listed} tags of ${REGISTRY_PATH}`);
  }
  return `export const ELEMENT_LOADERS = Object.fromEntries(${JSON.stringify(names.join(' '))}.split(' ').map((name) => [\`sq-\${name}\`, () => import(/* @vite-ignore */ \`./sq-\${name}.js\`)]));\n`;
}

/** The table of load triggers as `npm run manifest` writes it. */
const TRIGGERS_TABLE = /export const LOAD_TRIGGERS: Record<string, string> = \{\n([^}]*)\n\};/;
const TRIGGERS_LINE = /^ {2}'(sq-[a-z0-9-]+)': '([a-z -]+)',$/;

/**
 * `elements/load-triggers.ts` as the script-tag builds ship it: the tags
 * that load alike listed once under their triggers (five lists for twenty
 * tags), not each tag with its own. The first views' loaders stay as they
 * are. Throws on a line it cannot read.
 */
export function packedTriggers(code: string): string {
  const table = TRIGGERS_TABLE.exec(code);
  if (!table) throw new Error(`packed registry: no LOAD_TRIGGERS table in ${TRIGGERS_PATH}`);
  const byTriggers = new Map<string, string[]>();
  for (const line of (table[1] as string).split('\n')) {
    const [, tag, triggers] = TRIGGERS_LINE.exec(line) ?? [];
    if (!tag || !triggers) throw new Error(`packed registry: cannot read "${line}" of ${TRIGGERS_PATH}`);
    byTriggers.set(triggers, [...(byTriggers.get(triggers) ?? []), tag.slice('sq-'.length)]);
  }
  const lists = Object.fromEntries([...byTriggers].map(([triggers, names]) => [triggers, names.join(' ')]));
  const packed = `export const LOAD_TRIGGERS = Object.fromEntries(Object.entries(${JSON.stringify(lists)}).flatMap(([triggers, names]) => names.split(' ').map((name) => [\`sq-\${name}\`, triggers])));`;
  return code.replace(TRIGGERS_TABLE, packed);
}

/** Ships the packed registry and load triggers in a script-tag build (`dist/`, `dist/lite/`). */
export function packRegistry(): Plugin {
  return {
    name: 'sq-packed-registry',
    apply: 'build',
    // The files as written, before TypeScript is taken out of them.
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      if (path.endsWith(`/${REGISTRY_PATH}`)) return { code: packedRegistry(code), map: null };
      if (path.endsWith(`/${TRIGGERS_PATH}`)) return { code: packedTriggers(code), map: null };
      return null;
    },
  };
}
