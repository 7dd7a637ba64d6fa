import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import { elementFile, elementFolders } from './element-folders.ts';
import { MODULE_CODE_FILE } from './module-code.ts';

/** One built file's sizes against its budget. */
export interface SizeRow {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  budget: number | undefined;
  /** For a group: the modules measured. */
  modules?: string[];
}

/** A budget: the most a file may weigh, brotli-compressed, and why it weighs what it does. */
type Budget = { brotli: number; what: string };

export interface BudgetFile {
  budgets: Record<string, Budget>;
  /** Budgets for modules that share a chunk with others, by a pattern of their paths. */
  groups?: Record<string, { modules: string; brotli: number; what: string }>;
  /**
   * Budgets for what a page loads for one tag, by the tag's chunk: the
   * autoloader, the chunk and every file it imports statically, each sent
   * on its own; `mounts` names the chunks the element imports when it
   * mounts (a lazily loaded view), counted with theirs; `without` names
   * files that must not be among them.
   */
  paths?: Record<string, PathBudget>;
  /**
   * The lite build (`dist/lite/`, the same source on preact/compat): its own
   * budgets for the files only it writes, the default build's files it does
   * not write (`omits`), and its page paths. Every other file is held to the
   * default build's budget.
   */
  lite?: {
    budgets: Record<string, Budget>;
    omits: string[];
    paths?: Record<string, PathBudget>;
  };
}

interface PathBudget {
  entry: string;
  mounts?: string[];
  brotli: number;
  without?: string[];
  what: string;
}

/** Each module's code as the build rendered it into its chunk, by path (written by vite.config.ts). */
export type ModuleCode = Record<string, { chunk: string; code: string }>;

const sizes = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** Measures every JavaScript and CSS file in `dir` as a server would send it. */
export function measure(dir: string, budgets: BudgetFile['budgets']): SizeRow[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(dir, file));
      return { file, ...sizes(bytes), budget: budgets[file]?.brotli };
    });
}

/**
 * Measures a group of modules as they ship: their rendered code together,
 * minified as the chunk is (whitespace and names; nothing dropped, since the
 * rest of the chunk may use any of it). A group that matches no module fails.
 */
export function measureGroup(name: string, pattern: string, budget: number, code: ModuleCode): SizeRow {
  const test = new RegExp(pattern);
  const matched = Object.keys(code)
    .filter((path) => test.test(path))
    .sort();
  const source = matched.map((path) => code[path]?.code ?? '').join('\n');
  const minified = matched.length
    ? minifySync('group.js', source, { compress: false, mangle: { toplevel: true } }).code
    : '';
  return { file: name, ...sizes(Buffer.from(minified)), budget: matched.length ? budget : undefined, modules: matched };
}

/** Why a row fails, or null when it is within budget. */
export function verdict(row: SizeRow): string | null {
  if (row.modules?.length === 0) return 'matches no module: check its pattern in size-budgets.json';
  if (row.budget === undefined) return "no budget: add it to size-budgets.json, or to its element's <name>.budget.json";
  return row.brotli > row.budget ? `over budget by ${row.brotli - row.budget} B` : null;
}

/** Budgeted files the build did not write (a chunk renamed or gone, or sq-elements.css not emitted). */
export function unbuilt(built: readonly string[], budgets: BudgetFile['budgets']): string[] {
  return Object.keys(budgets).filter((file) => !built.includes(file));
}

/**
 * The autoloader must stay lazy in the built output too: a static import
 * would load an element or React on every page.
 */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{][^;]*?from\s*)?["'`]([^"'`]+)["'`]/g)].map(
    (match) => match[1] as string,
  );
}

/** Every file `entry` loads statically, directly or through others. */
export function importClosure(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of staticImports(readFileSync(join(dir, file), 'utf8'))) {
      const name = imported.replace(/^\.\//, '');
      if (seen.has(name)) continue;
      seen.add(name);
      visit(name);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/**
 * Measures what a page loads for one entry chunk: the autoloader, the chunk
 * and its static imports, each compressed on its own as a server sends them.
 */
export function measurePath(dir: string, name: string, entry: string, budget: number, mounts: string[] = []): SizeRow {
  const loaded = [entry, ...mounts].flatMap((file) => [file, ...importClosure(dir, file)]);
  const files = ['sq-elements.js', ...new Set(loaded)];
  const rows = files.map((file) => sizes(readFileSync(join(dir, file))));
  const sum = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((total, row) => total + row[key], 0);
  return { file: name, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), budget, modules: files };
}

/**
 * What an element folder's `<name>.budget.json` holds: the budget of its own chunk, `sq-<name>.js`, and of the
 * chunks and module groups only it loads (a design, a lazily loaded view, a first view), so that adding an element
 * or a chunk of one touches no shared file.
 */
interface ElementBudgetFile extends Budget {
  chunks?: Record<string, Budget>;
  groups?: BudgetFile['groups'];
}

/** Every element folder's budgets: by chunk and by module group, and the folder that keeps each chunk's. */
export interface ElementBudgets {
  budgets: Record<string, Budget>;
  groups: NonNullable<BudgetFile['groups']>;
  /** The element folder (`sq-<name>`) that budgets each chunk. */
  owners: Record<string, string>;
}

/** Reads every element folder's `<name>.budget.json`; throws on a chunk or group budgeted by two folders. */
export function elementBudgets(root: string): ElementBudgets {
  const found: ElementBudgets = { budgets: {}, groups: {}, owners: {} };
  for (const folder of elementFolders(root)) {
    const path = join(root, elementFile(folder, 'budget.json'));
    if (!existsSync(path)) continue;
    const { chunks = {}, groups = {}, ...own } = JSON.parse(readFileSync(path, 'utf8')) as ElementBudgetFile;
    for (const [chunk, budget] of Object.entries({ [`${folder}.js`]: own, ...chunks })) {
      if (chunk in found.budgets) throw new Error(`size: ${chunk} is budgeted by ${found.owners[chunk]} and ${folder}`);
      found.budgets[chunk] = budget;
      found.owners[chunk] = folder;
    }
    for (const [name, group] of Object.entries(groups)) {
      if (name in found.groups) throw new Error(`size: the group "${name}" is budgeted twice (again by ${folder})`);
      found.groups[name] = group;
    }
  }
  return found;
}

/** size-budgets.json with every element folder's budgets merged in; throws on a chunk or group budgeted twice. */
export function readBudgets(root: string): BudgetFile {
  const file = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')) as BudgetFile;
  const own = elementBudgets(root);
  const twice = [
    ...Object.keys(own.budgets).filter((chunk) => chunk in file.budgets),
    ...Object.keys(own.groups).filter((group) => group in (file.groups ?? {})),
  ];
  if (twice.length > 0) {
    throw new Error(`size: budgeted both in size-budgets.json and in an element's folder: ${twice.join(', ')}`);
  }
  return { ...file, budgets: { ...file.budgets, ...own.budgets }, groups: { ...file.groups, ...own.groups } };
}

/**
 * Where each chunk's budget belongs, read from the modules the build put in it: a chunk an element folder budgets
 * holds a module of that folder, and a chunk whose modules all lie in one element folder is budgeted there, not in
 * size-budgets.json. Returns what is misplaced, in words; `owners` as `elementBudgets` gives them.
 */
export function misplacedBudgets(
  owners: Record<string, string>,
  budgeted: readonly string[],
  code: ModuleCode,
): string[] {
  const modules = new Map<string, string[]>();
  for (const [module, { chunk }] of Object.entries(code)) modules.set(chunk, [...(modules.get(chunk) ?? []), module]);
  const folderOf = (module: string) => /^elements\/(sq-[^/]+)\//.exec(module)?.[1];
  const problems: string[] = [];
  for (const chunk of budgeted) {
    const held = modules.get(chunk);
    if (!held) continue;
    const owner = owners[chunk];
    const folders = new Set(held.map(folderOf));
    if (owner && !folders.has(owner)) {
      problems.push(`${chunk} is budgeted by elements/${owner}/ but holds none of its modules`);
    }
    const [only] = folders;
    if (!owner && folders.size === 1 && only) {
      problems.push(`${chunk} holds only elements/${only}/ modules: budget it in that folder's budget file`);
    }
  }
  return problems;
}

/** The lite build's budget for each file: the default build's, less the files it omits, with its own. */
export function liteBudgets(
  budgets: BudgetFile['budgets'],
  lite: NonNullable<BudgetFile['lite']>,
): BudgetFile['budgets'] {
  const kept = Object.entries(budgets).filter(([file]) => !lite.omits.includes(file));
  return { ...Object.fromEntries(kept), ...lite.budgets };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** Prints the size tables for `dist/` and the lite build in `dist/lite/`; fails when a file is over or without budget. */
export async function main(): Promise<number> {
  const file = readBudgets(resolve('.'));
  const { budgets, groups = {}, paths = {}, lite } = file;
  if (!lite) {
    console.error('size: size-budgets.json has no budgets for the lite build');
    return 1;
  }
  const code = JSON.parse(readFileSync(resolve(MODULE_CODE_FILE), 'utf8')) as ModuleCode;
  const groupRows = Object.entries(groups).map(([name, group]) =>
    measureGroup(name, group.modules, group.brotli, code),
  );
  let failed = report('dist', budgets, groupRows, paths, 'react.js');
  for (const problem of misplacedBudgets(elementBudgets(resolve('.')).owners, Object.keys(budgets), code)) {
    failed++;
    console.log(problem);
  }
  console.log('\nthe lite build (preact/compat), dist/lite/');
  // The lite build's Preact is in kit-react.js, with the kit's React side.
  failed += report('dist/lite', liteBudgets(budgets, lite), [], lite.paths ?? {}, 'kit-react.js');
  console.log(failed ? `size: ${failed} file(s) failed` : 'size: every file is within budget');
  return failed ? 1 : 0;
}

/** Prints one build's table, module groups and page paths; returns how many rows failed. */
function report(
  dir: string,
  budgets: BudgetFile['budgets'],
  groupRows: SizeRow[],
  paths: Record<string, PathBudget>,
  engine: string,
): number {
  const rows = measure(resolve(dir), budgets);
  const pathRows = Object.entries(paths).map(([name, path]) => ({
    row: measurePath(resolve(dir), name, path.entry, path.brotli, path.mounts),
    without: path.without ?? [],
  }));
  if (rows.length === 0) {
    console.error(`size: ${dir}/ has no JavaScript; run \`npm run build\` first`);
    return 1;
  }
  let failed = 0;
  console.log(
    `${'file'.padEnd(20)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'brotli'.padStart(12)}${'budget'.padStart(12)}`,
  );
  const print = (row: SizeRow) => {
    const problem = verdict(row);
    if (problem) failed++;
    console.log(
      `${row.file.padEnd(20)}${kb(row.raw).padStart(12)}${kb(row.gzip).padStart(12)}${kb(row.brotli).padStart(12)}${(row.budget === undefined ? '-' : kb(row.budget)).padStart(12)}  ${problem ?? 'ok'}`,
    );
  };
  rows.forEach(print);
  for (const file of unbuilt(
    rows.map((row) => row.file),
    budgets,
  )) {
    failed++;
    console.log(`${file} has a budget but the build did not write it`);
  }
  for (const row of groupRows) {
    console.log(`\nmodule group, measured from the chunks that hold it: ${row.file} (${row.modules?.join(', ')})`);
    print({ ...row, file: '' });
  }
  for (const { row, without } of pathRows) {
    console.log(
      `\npage path, every file it loads (each compressed on its own): ${row.file} (${row.modules?.join(', ')})`,
    );
    print({ ...row, file: '' });
    const present = without.filter((file) => row.modules?.includes(file));
    if (present.length > 0) {
      failed++;
      console.log(`${row.file} loads ${present.join(', ')}; it must not`);
    }
  }
  const eager = staticImports(readFileSync(resolve(dir, 'sq-elements.js'), 'utf8'));
  if (eager.length > 0) {
    failed++;
    console.log(
      `${dir}/sq-elements.js imports ${eager.join(', ')} up front; the autoloader must load everything lazily`,
    );
  }
  if (importClosure(resolve(dir), 'runtime.js').includes(engine)) {
    failed++;
    console.log(`${dir}/runtime.js loads ${engine}; the page services must work without the rendering engine`);
  }
  return failed;
}
