import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build, type Rolldown, transformWithOxc } from 'vite';
import { describe, expect, inject, it } from 'vitest';
import * as platformSource from '../../platform/index.ts';
import { elementEntries } from '../../vite.config.ts';
import { HOSTS_DIR, INSTALLED } from './package-install.ts';
import { PLATFORM_EXPECTED } from './platform-expected.ts';

/**
 * The package as a user installs it: `npm pack` (which builds), the tarball
 * installed with npm into a scratch app (test/hosts), and every export
 * imported from there in Node, where there is no DOM.
 */

const run = promisify(execFile);

type Target = string | { [condition: string]: Target };

interface PackageJson {
  name: string;
  private?: boolean;
  files: string[];
  exports: Record<string, Target>;
  types?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  'web-types'?: string;
  customElements?: string;
}

const installed = () => JSON.parse(readFileSync(join(INSTALLED, 'package.json'), 'utf8')) as PackageJson;

/**
 * The exports with the elements' pattern (`./sq-*`) spelt out for each element, as Node and bundlers resolve it:
 * the `*` of the subpath stands for the tag after `sq-`, and its targets take the same.
 */
function spelt(exports: Record<string, Target>): [string, Target][] {
  const names = Object.keys(elementEntries()).map((tag) => tag.slice('sq-'.length));
  return Object.entries(exports).flatMap(([subpath, target]): [string, Target][] =>
    subpath.includes('*')
      ? names.map((name) => [subpath.replace('*', name), JSON.parse(JSON.stringify(target).replaceAll('*', name))])
      : [[subpath, target]],
  );
}

/** Every file an export points to, under any condition. */
function targets(target: Target): string[] {
  return typeof target === 'string' ? [target] : Object.values(target).flatMap(targets);
}

/** The file an export gives at run time (its `default`), or none for a types-only export. */
function runtimeTarget(target: Target): string | undefined {
  return typeof target === 'string' ? target : typeof target.default === 'string' ? target.default : undefined;
}

/** The files in the tarball, relative to the package root. */
async function tarballFiles(): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', inject('tarball')], { maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
}

/** The targets of a Markdown text's relative links (`[text](path)`, without a `#fragment`), each once. */
export function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);
  const relative = targets.filter((target) => !/^([a-z][a-z+.-]*:|#|\/)/i.test(target));
  return [...new Set(relative.map((target) => target.replace(/#.*$/, '').replace(/^\.\//, '')))];
}

/** Bare module names a built file imports (`react`, `react-dom/client`), statically or dynamically. */
export function bareImports(code: string): string[] {
  const names = new Set<string>();
  // `from` and `import` as keywords: not the end of a name such as an attribute's `"data-scale-from"`.
  const pattern = /(?<![-\w$.])(?:from\s*|import\s*\(\s*|import\s*)(["'])([^"'./][^"']*)\1/g;
  for (const match of code.matchAll(pattern)) names.add(match[2] as string);
  return [...names].sort();
}

/** The package name of a bare import: `react-dom/client` -> `react-dom`, `@scope/a/b` -> `@scope/a`. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/** The JavaScript files of one folder of the installed package. */
function scripts(folder: string): string[] {
  return readdirSync(join(INSTALLED, folder)).filter((file) => file.endsWith('.js'));
}

/** Runs an ES module script in a Node process in the scratch app; returns the last line it logged. */
async function runInNode(script: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: HOSTS_DIR });
  return stdout.trim().split('\n').pop() ?? '';
}

/** What kind each export of a module is at run time (`function`, `object`, `string`, `number`), by name. */
const kinds = (module: object) =>
  Object.fromEntries(Object.entries(module).map(([name, value]) => [name, typeof value]));

/** Imports each specifier in a Node process run in the scratch app; returns what failed, by specifier. */
async function importInNode(specifiers: string[]): Promise<Record<string, string>> {
  const script = `
    const failed = {};
    for (const specifier of ${JSON.stringify(specifiers)}) {
      try {
        const json = specifier.endsWith('.json');
        await import(specifier, json ? { with: { type: 'json' } } : undefined);
      } catch (error) {
        failed[specifier] = String(error && error.message || error);
      }
    }
    if (typeof customElements !== 'undefined' || typeof document !== 'undefined') failed.dom = 'a DOM appeared';
    console.log(JSON.stringify(failed));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: HOSTS_DIR });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, string>;
}

describe('the packed package', () => {
  it('holds every file its exports point to, the README, the LICENSE and no sources or tests', async () => {
    const files = new Set(await tarballFiles());
    const pkg = installed();
    const wanted = [
      'package.json',
      'README.md',
      'LICENSE',
      ...spelt(pkg.exports).flatMap(([, target]) => targets(target)),
      pkg.types ?? 'types',
      pkg['web-types'] ?? 'web-types',
      pkg.customElements ?? 'customElements',
    ].map((path) => path.replace(/^\.\//, ''));
    expect(wanted.filter((path) => !files.has(path))).toEqual([]);
    // Of the source folders, only the elements' READMEs and the runtime's, which the README links to.
    const sources = [...files].filter((path) => /^(elements|runtime|lib|server|demo|test|bench|scripts)\//.test(path));
    expect(sources.filter((path) => !/^(elements\/sq-[a-z-]+|runtime)\/README\.md$/.test(path))).toEqual([]);
    // The docs the README links to, and nothing else of their folder.
    const docs = [...files].filter((path) => path.startsWith('docs/'));
    expect(docs).toContain('docs/README.md');
    expect(docs.filter((path) => !/^docs\/([a-z-]+|README)\.md$/.test(path))).toEqual([]);
    expect(
      [...files].filter((path) => /\.(test|browser\.test)\.ts$|\.tsx?$/.test(path) && !path.endsWith('.d.ts')),
    ).toEqual([]);
  });

  it('holds every file its README links to (each element’s README, the runtime’s, the docs), so the links work on the installed package', async () => {
    const files = new Set(await tarballFiles());
    const links = relativeLinks(readFileSync(join(INSTALLED, 'README.md'), 'utf8'));
    expect(links).toEqual(
      expect.arrayContaining(['elements/sq-form/README.md', 'runtime/README.md', 'docs/README.md']),
    );
    expect(links.filter((link) => !files.has(link))).toEqual([]);
  });

  it('can be published: not private, MIT, no dependencies, React as a peer', () => {
    const pkg = installed();
    expect(pkg.private).toBeUndefined();
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(Object.keys(pkg.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
    expect(readFileSync(join(INSTALLED, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('gives every JavaScript export a types condition, first', () => {
    for (const [subpath, target] of Object.entries(installed().exports)) {
      if (typeof target === 'string') {
        expect(target, subpath).toMatch(/\.(json|css)$/);
        continue;
      }
      expect(Object.keys(target)[0], subpath).toBe('types');
    }
  });

  it('exports the autoloader, the runtime, the platform rules and every element from the bundler build', () => {
    const exports = Object.fromEntries(spelt(installed().exports));
    const expected = ['.', './runtime', './platform', ...Object.keys(elementEntries()).map((tag) => `./${tag}`)];
    for (const subpath of expected)
      expect(runtimeTarget(exports[subpath] ?? ''), subpath).toMatch(/^\.\/dist\/bundler\//);
    expect(runtimeTarget(exports['./browser'] ?? '')).toBe('./dist/sq-elements.js');
  });

  it('imports only what it declares: the browser build nothing, the bundler build its peers', () => {
    const pkg = installed();
    const browser = scripts('dist').flatMap((file) => bareImports(readFileSync(join(INSTALLED, 'dist', file), 'utf8')));
    expect(browser).toEqual([]);
    const bundler = scripts('dist/bundler').flatMap((file) =>
      bareImports(readFileSync(join(INSTALLED, 'dist/bundler', file), 'utf8')),
    );
    expect(bundler.length).toBeGreaterThan(0);
    expect([...new Set(bundler.map(packageOf))].sort()).toEqual(Object.keys(pkg.peerDependencies ?? {}).sort());
  });
});

describe('in Node, without a DOM', () => {
  it('imports every export of the installed package', async () => {
    const specifiers = spelt(installed().exports)
      // The stylesheet is for a bundler or a <link>, not an import in Node.
      .filter(([subpath, target]) => runtimeTarget(target) !== undefined && !subpath.endsWith('.css'))
      .map(([subpath]) => (subpath === '.' ? 'sq-elements' : `sq-elements/${subpath.slice(2)}`));
    expect(specifiers).toContain('sq-elements/sq-cart-link');
    expect(await importInNode(specifiers)).toEqual({});
  });

  it('imports every entry of the browser build (what the script tag and the autoloader load)', async () => {
    const entries = ['sq-elements.js', 'runtime.js', ...Object.keys(elementEntries()).map((tag) => `${tag}.js`)];
    for (const entry of entries) expect(existsSync(join(INSTALLED, 'dist', entry)), entry).toBe(true);
    expect(await importInNode(entries.map((entry) => `./node_modules/sq-elements/dist/${entry}`))).toEqual({});
  });

  it('imports sq-elements/platform: each export of the source entry by name, the same kind, and no DOM', async () => {
    const script = `
      import * as platform from 'sq-elements/platform';
      const kinds = Object.fromEntries(Object.entries(platform).map(([name, value]) => [name, typeof value]));
      const dom = typeof document !== 'undefined' || typeof window !== 'undefined' || typeof customElements !== 'undefined';
      console.log(JSON.stringify({ kinds, dom }));
    `;
    const { kinds: installed, dom } = JSON.parse(await runInNode(script)) as {
      kinds: Record<string, string>;
      dom: boolean;
    };
    expect(installed).toEqual(kinds(platformSource));
    expect(Object.values(installed).filter((kind) => kind === 'function').length).toBeGreaterThan(40);
    expect(installed.formatMoney).toBe('function');
    expect(dom).toBe(false);
  });

  it('computes with every function of sq-elements/platform in Node as the spec says (apps/lit/platform.ts)', async () => {
    // The lit-html app's module, as JavaScript, beside the installed package so that it resolves it.
    const source = readFileSync(join(import.meta.dirname, 'apps/lit/platform.ts'), 'utf8');
    const { code } = await transformWithOxc(source, 'platform.ts', { lang: 'ts' });
    const file = join(HOSTS_DIR, 'node_modules', '.platform-results.mjs');
    writeFileSync(file, code);
    const results = JSON.parse(
      await runInNode(
        `import { platformResults } from ${JSON.stringify(file)}; console.log(JSON.stringify(platformResults()));`,
      ),
    ) as Record<string, unknown>;
    const functions = Object.entries(kinds(platformSource)).filter(([, kind]) => kind === 'function');
    expect(Object.keys(results).sort()).toEqual(functions.map(([name]) => name).sort());
    expect(results).toEqual(PLATFORM_EXPECTED);
  });

  it('gives an app that imports one function of sq-elements/platform that function, not the rest of the entry', async () => {
    const entry = join(HOSTS_DIR, 'node_modules', '.platform-one-function.js');
    writeFileSync(
      entry,
      "import { formatMoney } from 'sq-elements/platform';\nconsole.log(formatMoney(123456, 'EUR'));\n",
    );
    const output = (await build({
      root: HOSTS_DIR,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, rolldownOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    const code = output.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
    // What formatMoney needs: the currencies and their format.
    expect(code).toContain('Intl.NumberFormat');
    expect(code).toContain('JPY');
    // Nothing of the rest: the editor messages, the colour names, the page types, the link rules, the product texts.
    for (const text of [
      'A List must be selected.',
      'rebeccapurple',
      'MEMBER_AREA_ACCESS_DENIED',
      'malformed',
      'renews every',
    ]) {
      expect(code, text).not.toContain(text);
    }
  });

  it('reports an entry that fails, so the checks above can fail', async () => {
    const failed = await importInNode(['sq-elements/no-such-entry']);
    expect(Object.keys(failed)).toEqual(['sq-elements/no-such-entry']);
  });
});

describe('relativeLinks', () => {
  it.each([
    ['[a](elements/sq-form/README.md) [b](./LICENSE#mit)', ['elements/sq-form/README.md', 'LICENSE']],
    ['[web](https://example.com/a.md) [top](#install) [root](/x.md) [mail](mailto:a@b.c)', []],
    ['[a](x.md) [again](x.md)', ['x.md']],
  ])('%s', (markdown, expected) => {
    expect(relativeLinks(markdown)).toEqual(expected);
  });
});

describe('bareImports', () => {
  it.each([
    ['import{a as b}from"react";', ['react']],
    ["import * as c from 'react-dom/client';", ['react-dom/client']],
    ['import"./kit.js";import("./sq-form.js")', []],
    ['const m=import("zod")', ['zod']],
    ['import "@scope/pkg/sub";', ['@scope/pkg/sub']],
    ['x({ "data-scale-from": U, children: "y" })', []],
  ])('%s', (code, expected) => {
    expect(bareImports(code)).toEqual(expected);
  });
});
