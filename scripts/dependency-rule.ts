/**
 * The dependency rule (../shared/DESIGN.md §2): dependencies point one way,
 * down, `elements/*` -> `elements/kit` -> `runtime/` -> `lib/`. No element
 * imports another element's folder; `runtime/` never imports React or an
 * element; `lib/` imports nothing of ours but `lib/`. The autoloader and its
 * registry (`elements/*.ts`) sit above the elements. Tests are not modules
 * of the library: a test may set a page up with any element (a runtime
 * service's test with <sq-runtime>), so `*.test.ts(x)` files, and everything
 * outside these folders (the test harness, scripts, the server, the demo),
 * are not part of the rule. Imports are read with the bundler's own parser, so comments
 * and strings that look like imports are not taken for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseSync } from 'vite';

/** The layers, lowest first: a file may import its own layer and the ones below it. */
const LAYERS = ['lib', 'runtime', 'kit', 'element', 'entry'] as const;
type Layer = (typeof LAYERS)[number];

/** Packages that are React: runtime/ and lib/ never import them. */
const REACT = /^(react|react-dom|@r2wc\/react-to-web-component)(\/|$)/;

/** One source file, by its path from the repository root (with forward slashes). */
export interface SourceFile {
  path: string;
  source: string;
}

/** One import that breaks the rule, and why. */
export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

/** The layer of a file, and for an element's file its folder; null outside the rule. */
export function layerOf(path: string): { layer: Layer; element?: string } | null {
  const [top, folder, ...rest] = path.split('/');
  if (top === 'lib') return { layer: 'lib' };
  if (top === 'runtime') return { layer: 'runtime' };
  if (top !== 'elements' || folder === undefined) return null;
  if (rest.length === 0) return { layer: 'entry' };
  if (folder === 'kit') return { layer: 'kit' };
  return { layer: 'element', element: folder };
}

/** Every module a file imports (each once): static imports, re-exports and dynamic imports of a string. */
export function importsOf(file: SourceFile): string[] {
  const lang = file.path.endsWith('.tsx') ? 'tsx' : 'ts';
  const { module, errors } = parseSync(file.path, file.source, { lang });
  if (errors.length) throw new Error(`${file.path}: cannot be parsed: ${errors[0]?.message}`);
  const dynamic = module.dynamicImports
    .map((entry) => file.source.slice(entry.moduleRequest.start, entry.moduleRequest.end).trim())
    .filter((text) => /^(['"]).*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  const all = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((item) => item.moduleRequest?.value ?? [])),
    ...dynamic,
  ];
  return [...new Set(all)];
}

/** Why `file` may not import `specifier`, or null when it may. */
export function checkImport(file: string, specifier: string): string | null {
  const from = /\.test\.tsx?$/.test(file) ? null : layerOf(file);
  if (!from) return null;
  if (!specifier.startsWith('.')) {
    return REACT.test(specifier) && (from.layer === 'runtime' || from.layer === 'lib')
      ? `${from.layer}/ never imports React`
      : null;
  }
  const target = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')));
  const to = layerOf(target);
  if (!to) return from.layer === 'lib' ? 'lib/ imports nothing of ours but lib/' : null;
  if (from.layer === 'lib' && to.layer !== 'lib') return 'lib/ imports nothing of ours but lib/';
  if (from.layer === 'runtime' && (to.layer === 'element' || to.layer === 'entry')) {
    return 'runtime/ never imports an element';
  }
  if (LAYERS.indexOf(to.layer) > LAYERS.indexOf(from.layer)) {
    return `${layerName(from.layer)} may not import ${layerName(to.layer)}: dependencies point down`;
  }
  if (from.element && to.element && from.element !== to.element) {
    return `an element imports only its own folder, not ${to.element}/`;
  }
  return null;
}

function layerName(layer: Layer): string {
  return { lib: 'lib/', runtime: 'runtime/', kit: 'elements/kit', element: 'an element', entry: 'the autoloader' }[
    layer
  ];
}

/** Every import of `files` that breaks the rule. */
export function dependencyViolations(files: readonly SourceFile[]): Violation[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const reason = checkImport(file.path, specifier);
      return reason ? [{ file: file.path, specifier, reason }] : [];
    }),
  );
}

/** The TypeScript sources under the rule's folders in `root`. */
export function sourceFiles(root: string): SourceFile[] {
  return ['lib', 'runtime', 'elements'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => {
        const path = `${folder}/${name.split('\\').join('/')}`;
        return { path, source: readFileSync(join(root, path), 'utf8') };
      }),
  );
}
