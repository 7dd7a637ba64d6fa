/**
 * The dependency rule (../shared/DESIGN.md §2 and §6), checked over every
 * TypeScript and JavaScript module of the repository:
 *
 * - Layers. Dependencies point one way, down, `elements/*` ->
 *   `elements/kit` -> `runtime/` -> `lib/`. No element imports another
 *   element's folder; `runtime/` never imports React or an element; `lib/`
 *   imports nothing of ours but `lib/`. The autoloader and its registry
 *   (`elements/*.ts`) and the server renderer (`elements/server/`) sit above
 *   the elements.
 * - No import cycles, between files (a type-only or dynamic import counts:
 *   each is a dependency) or between folders. A folder here is a part: a
 *   top folder (`lib/`, `reference-api/`, `demo/`, `scripts/`, ...), each folder
 *   of `elements/`, `runtime/` and `test/`, with its sub-folders (the
 *   gallery's `designs/`, the kit's `element/`, `react/`, `hydration/`), and the root (the build
 *   configs).
 * - Nothing imports upward. The shipped folders (`elements/ lib/ runtime/
 *   platform/`) use none of `scripts/ bench/ demo/ test/ reference-api/`, nor a
 *   browser test's helper kept beside them; the build configs (`vite*.config.ts`) do not
 *   use the demo.
 * - A part of the runtime (a folder of `runtime/`) is used from outside it
 *   and its sub-folders through its `index.ts`, its public face.
 * - An element folder is used through its entries alone, the files the
 *   library itself loads an element by: `<name>.element.ts` (the autoloader's
 *   registry, the package exports and the server renderer's definitions),
 *   `<name>.schema.ts` (the element's public API, which the manifest and the
 *   docs read), `<name>.server.ts` and `<name>.inline.ts` (what the server
 *   renderer takes from an element), `<name>.first-view.ts` (what the
 *   autoloader's load triggers run before the element's code comes) and
 *   `<name>.guardrails.ts` (the element's hostile configs, which the demo's
 *   strict-CSP page and the guardrail tests render); `<name>` is the tag
 *   without `sq-`. Globs (`import.meta.glob`) are read as imports too.
 * - The reference API (`reference-api/`) is the platform's stand-in: it checks the
 *   library, so it shares no code with it (`elements/ runtime/ lib/
 *   platform/`) nor with the demo, which is a site the library runs on. The
 *   demo talks to it over HTTP as a site talks to the platform: no file of
 *   `demo/` imports `reference-api/`. The dev server's wiring, which mounts the
 *   reference API under the demo, is the root's `vite.config.ts`, not the
 *   demo's.
 * - Dependencies are used through their public API: a package by the paths
 *   its `exports` name (by its name alone when it has no exports map), never
 *   a registered symbol it keeps for itself (`Symbol.for('r2wc.…')`).
 *
 * Tests are not modules of the library: a test may set a page up with any
 * element and look at any part, so `*.test.ts(x)`, the browser tests' helpers
 * (`*.browser-helpers.ts`) and the test tools in `test/` are outside the
 * layer, upward, entry, folder-cycle and reference-API rules (not outside the
 * file-cycle and public-API ones); so is the harness in `test/` for the entry
 * rule. Benchmarks are outside the entry rule for the same reason: they
 * measure an element's parts (its view without the kit, its logic in a plain
 * element). Imports are read with the bundler's
 * own parser, so comments and strings that look like imports are not taken
 * for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseSync } from 'vite';
import { repositoryFiles } from './repository-files.ts';

/** The layers, lowest first: a file may import its own layer and the ones below it. */
const LAYERS = ['lib', 'runtime', 'kit', 'element', 'entry'] as const;
type Layer = (typeof LAYERS)[number];

/** Packages that are React: runtime/ and lib/ never import them. */
const REACT = /^(react|react-dom|@r2wc\/react-to-web-component)(\/|$)/;

/** The folders whose code is shipped, and those it never uses. */
const SHIPPED = /^(elements|lib|runtime|platform)\//;
const NOT_SHIPPED = /^(scripts|bench|demo|test|reference-api)\//;

/** What the library checks against the reference API: reference-api/ uses none of it, nor the demo. */
const CHECKED_BY_REFERENCE_API = /^(elements|runtime|lib|platform|demo)\//;

/** The roles of the files an element folder is used through, from outside it (see above). */
const ENTRY_ROLES = ['element', 'schema', 'server', 'inline', 'first-view', 'guardrails'] as const;

/** Registered symbols a dependency keeps for itself, by the prefix of their key. */
const PRIVATE_SYMBOL = /^r2wc\./;

/** One source file, by its path from the repository root (with forward slashes). */
export interface SourceFile {
  path: string;
  source: string;
}

/** One import (or cycle, or symbol) that breaks the rule, and why. */
export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

/**
 * The public paths of an installed package, as its `exports` name them
 * (`.`, `./client`, `./dist/*`); null when it has no exports map; undefined
 * when it is not installed (a Node built-in, or a name we cannot check).
 */
export type PackageExports = (name: string) => readonly string[] | null | undefined;

/** The layer of a file, and for an element's file its folder; null outside the rule. */
export function layerOf(path: string): { layer: Layer; element?: string } | null {
  const [top, folder, ...rest] = path.split('/');
  if (top === 'lib') return { layer: 'lib' };
  if (top === 'runtime') return { layer: 'runtime' };
  if (top !== 'elements' || folder === undefined) return null;
  if (rest.length === 0 || folder === 'server') return { layer: 'entry' };
  if (folder === 'kit') return { layer: 'kit' };
  return { layer: 'element', element: folder };
}

/** Whether a file is a test or a test's tool: outside the rules on what a module may use. */
export function isTestOnly(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.endsWith('.browser-helpers.ts');
}

/** The part (folder) a file belongs to, for the cycles between folders. */
export function partOf(path: string): string {
  const names = path.split('/');
  if (names.length === 1) return '.';
  if (['elements', 'runtime', 'test'].includes(names[0] as string) && names.length > 2)
    return `${names[0]}/${names[1]}`;
  return names[0] as string;
}

/** What a module's code says beyond its import statements: its globs and the registered symbols it asks for. */
interface Reads {
  imports: string[];
  globs: string[];
  symbols: string[];
}

function parse(file: SourceFile) {
  const lang = /\.tsx$/.test(file.path) ? 'tsx' : /\.m?js$/.test(file.path) ? 'js' : 'ts';
  const result = parseSync(file.path, file.source, { lang });
  if (result.errors.length) throw new Error(`${file.path}: cannot be parsed: ${result.errors[0]?.message}`);
  return result;
}

/** Every module a file imports (each once): static imports, re-exports and dynamic imports of a string. */
export function importsOf(file: SourceFile): string[] {
  return readsOf(file).imports;
}

function readsOf(file: SourceFile): Reads {
  const { module, program } = parse(file);
  const dynamic = module.dynamicImports
    .map((entry) => file.source.slice(entry.moduleRequest.start, entry.moduleRequest.end).trim())
    .filter((text) => /^(['"]).*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  const imports = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((item) => item.moduleRequest?.value ?? [])),
    ...dynamic,
  ];
  const globs: string[] = [];
  const symbols: string[] = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node | undefined;
    const first = (node.arguments as Node[] | undefined)?.[0];
    if (callee?.type !== 'MemberExpression' || !first) return;
    const object = callee.object as Node;
    const property = (callee.property as Node).name;
    if (object.type === 'MetaProperty' && property === 'glob') globs.push(...stringsOf(first));
    if (object.type === 'Identifier' && object.name === 'Symbol' && property === 'for')
      symbols.push(...stringsOf(first));
  });
  return { imports: [...new Set(imports)], globs, symbols };
}

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

/** The strings a literal argument holds: a string, or an array of strings. */
function stringsOf(node: Node): string[] {
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi ? [quasi.value.cooked] : [];
  }
  if (node.type === 'ArrayExpression')
    return (node.elements as Node[]).flatMap((item) => (item ? stringsOf(item) : []));
  return [];
}

/** The path a relative specifier names, from the root; null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')));
}

/** Why `file` may not import `specifier`, or null when it may (the layers, upward imports, the reference API). */
export function checkImport(file: string, specifier: string): string | null {
  if (isTestOnly(file)) return null;
  const target = targetOf(file, specifier);
  if (target !== null) {
    if (/^reference-api\//.test(file) && CHECKED_BY_REFERENCE_API.test(target)) {
      return `the reference API shares no code with what it checks: not ${target.split('/')[0]}/`;
    }
    if (/^demo\//.test(file) && /^reference-api\//.test(target)) {
      return 'the demo talks to the reference API over HTTP: it imports nothing of reference-api/';
    }
    if (SHIPPED.test(file) && (NOT_SHIPPED.test(target) || isTestOnly(target))) {
      return `the shipped ${file.split('/')[0]}/ never imports ${isTestOnly(target) ? 'a test or its helper' : `${target.split('/')[0]}/`}`;
    }
    if (/^vite[^/]*\.config\.ts$/.test(file) && /^demo\//.test(target)) return 'a build config never imports demo/';
  }
  const from = layerOf(file);
  if (!from) return null;
  if (target === null) {
    return REACT.test(specifier) && (from.layer === 'runtime' || from.layer === 'lib')
      ? `${from.layer}/ never imports React`
      : null;
  }
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
  return {
    lib: 'lib/',
    runtime: 'runtime/',
    kit: 'elements/kit',
    element: 'an element',
    entry: 'the autoloader or the server renderer',
  }[layer];
}

/** Why `file` may not reach `target` inside an element's folder, or null: from outside, only its entries. */
export function checkEntry(file: string, target: string): string | null {
  const [top, folder, ...rest] = target.split('/');
  if (top !== 'elements' || !folder?.startsWith('sq-') || rest.length === 0) return null;
  if (file.startsWith(`elements/${folder}/`) || isTestOnly(file) || /^(test|bench)\//.test(file)) return null;
  const name = folder.slice('sq-'.length);
  const entry = rest.length === 1 && ENTRY_ROLES.some((role) => rest[0] === `${name}.${role}.ts`);
  const glob = rest.length === 1 && ENTRY_ROLES.some((role) => rest[0] === `*.${role}.ts`) && folder === 'sq-*';
  return entry || glob
    ? null
    : `an element's folder is used through its entries (${ENTRY_ROLES.map((role) => `<name>.${role}.ts`).join(', ')}), not ${rest.join('/')}`;
}

/**
 * Why `file` may not reach `target` inside a part of the runtime, or null: a runtime folder is used from outside it
 * and its sub-folders through its `index.ts`, the part's public face; its own files and its sub-folders' (a part it
 * loads lazily, which may use the files of the part around it) import each other by file.
 */
export function checkPartFace(file: string, target: string): string | null {
  if (!target.startsWith('runtime/') || target.endsWith('/index.ts')) return null;
  const part = posix.dirname(target);
  if (part === 'runtime' || file.startsWith(`${part}/`) || isTestOnly(file) || /^(test|bench)\//.test(file))
    return null;
  return `a part of the runtime is used through its index.ts (${part}/index.ts), not ${posix.basename(target)}`;
}

/** Why a bare specifier is not the package's public API, or null when it is. */
export function checkPackage(specifier: string, exportsOf: PackageExports): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier)) return null;
  const names = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  const name = names.slice(0, length).join('/');
  const subpath = ['.', ...names.slice(length)].join('/');
  const paths = exportsOf(name);
  if (paths === undefined) return null;
  if (paths === null ? subpath === '.' : paths.some((path) => subpathMatches(path, subpath))) return null;
  return `${name} is used through its public API: ${subpath} is not among its exports`;
}

function subpathMatches(pattern: string, subpath: string): boolean {
  const star = pattern.indexOf('*');
  if (star < 0) return pattern === subpath;
  const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return subpath.length > pattern.length - 1 && subpath.startsWith(before) && subpath.endsWith(after);
}

/** The public paths of the packages installed under `root`. */
export function installedPackages(root: string): PackageExports {
  return (name) => {
    const file = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(file)) return undefined;
    const { exports } = JSON.parse(readFileSync(file, 'utf8')) as { exports?: unknown };
    if (exports === undefined) return null;
    if (typeof exports === 'string' || Array.isArray(exports)) return ['.'];
    const keys = Object.keys(exports as object);
    return keys.some((key) => key.startsWith('.')) ? keys : ['.'];
  };
}

/** The files a glob names, among `paths`. */
function globMatches(file: string, pattern: string, paths: readonly string[]): string[] {
  const absolute = targetOf(file, pattern.replace(/^!/, ''));
  if (absolute === null || pattern.startsWith('!')) return [];
  const regex = new RegExp(
    `^${absolute
      .split(/(\*\*\/|\*)/)
      .map((part) =>
        part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );
  return paths.filter((path) => regex.test(path));
}

/** The strongly connected groups of a graph with more than one node: its cycles. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)?.has(node)) cycles.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** Every break of the rule in `files`, by import, cycle or symbol. */
export function dependencyViolations(
  files: readonly SourceFile[],
  exportsOf: PackageExports = () => undefined,
): Violation[] {
  const paths = files.map((file) => file.path);
  const known = new Set(paths);
  const violations: Violation[] = [];
  const fileGraph = new Map<string, Set<string>>();
  const partEdges = new Map<string, Map<string, Set<string>>>();
  for (const file of files) {
    const reads = readsOf(file);
    const targets = new Set<string>();
    for (const specifier of reads.imports) {
      const reason = checkImport(file.path, specifier) ?? checkPackage(specifier, exportsOf);
      const target = targetOf(file.path, specifier);
      const entry = target === null ? null : (checkEntry(file.path, target) ?? checkPartFace(file.path, target));
      for (const why of [reason, entry]) if (why) violations.push({ file: file.path, specifier, reason: why });
      if (target !== null) targets.add(target);
    }
    for (const pattern of reads.globs) {
      const target = targetOf(file.path, pattern);
      const reason = target === null ? null : (checkImport(file.path, pattern) ?? checkEntry(file.path, target));
      if (reason) violations.push({ file: file.path, specifier: pattern, reason });
      for (const match of globMatches(file.path, pattern, paths)) targets.add(match);
    }
    for (const symbol of reads.symbols.filter((key) => PRIVATE_SYMBOL.test(key))) {
      violations.push({
        file: file.path,
        specifier: `Symbol.for('${symbol}')`,
        reason: 'a dependency is used through its public API, not a symbol it keeps for itself',
      });
    }
    const inRepo = [...targets].filter((target) => known.has(target));
    fileGraph.set(file.path, new Set(inRepo));
    if (isTestOnly(file.path)) continue;
    for (const target of inRepo) {
      const [from, to] = [partOf(file.path), partOf(target)];
      if (from === to || isTestOnly(target)) continue;
      const edges = partEdges.get(from) ?? new Map<string, Set<string>>();
      partEdges.set(from, edges);
      edges.set(to, (edges.get(to) ?? new Set()).add(`${file.path} -> ${target}`));
    }
  }
  for (const cycle of cyclesOf(fileGraph)) {
    violations.push({
      file: cycle[0] as string,
      specifier: '',
      reason: `an import cycle between files: ${cycle.join(', ')}`,
    });
  }
  const partGraph = new Map([...partEdges].map(([from, edges]) => [from, new Set(edges.keys())]));
  for (const part of partGraph.values()) for (const to of part) if (!partGraph.has(to)) partGraph.set(to, new Set());
  for (const cycle of cyclesOf(partGraph)) {
    const through = cycle.flatMap((from) =>
      cycle.flatMap((to) => [...(partEdges.get(from)?.get(to) ?? [])].sort().slice(0, 3)),
    );
    violations.push({
      file: cycle[0] as string,
      specifier: '',
      reason: `an import cycle between folders ${cycle.join(', ')}, through ${through.join('; ')}`,
    });
  }
  return violations;
}

/** One violation as a line of the report. */
export function describeViolation(violation: Violation): string {
  return violation.specifier
    ? `${violation.file} imports '${violation.specifier}': ${violation.reason}`
    : `${violation.file}: ${violation.reason}`;
}

/** Folders whose files are outside the rule: the host apps, which import the installed package. */
const SKIPPED = /^test\/hosts\/apps\//;

/** The TypeScript and JavaScript modules of the repository in `root` (not type declarations, not SKIPPED). */
export function sourceFiles(root: string): SourceFile[] {
  return repositoryFiles(root)
    .filter((path) => !SKIPPED.test(path) && /\.(tsx?|m?js)$/.test(path) && !/\.d\.m?ts$/.test(path))
    .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
}
