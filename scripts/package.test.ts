import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../vite.config.ts';
import { completeLock, type Lock, missingPlatformPackages, platformOf } from './complete-lock.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, unknown>;
  sideEffects: string[];
  bin?: Record<string, string>;
  files: string[];
  repository?: unknown;
  homepage?: string;
  bugs?: unknown;
};

describe('package.json', () => {
  it('exports the autoloader, the runtime, the platform rules and every element from the bundler build, each with its types', () => {
    const expected: Record<string, unknown> = {
      '.': { types: './types/index.d.ts', default: './dist/bundler/sq-elements.js' },
      './runtime': { types: './dist/types/runtime/index.d.ts', default: './dist/bundler/runtime.js' },
      './platform': { types: './dist/types/platform/index.d.ts', default: './dist/bundler/platform.js' },
    };
    // Every element by one pattern, so that adding one touches no line here: sq-elements/sq-<name>.
    expected['./sq-*'] = { types: './types/sq-*.d.ts', default: './dist/bundler/sq-*.js' };
    for (const [subpath, target] of Object.entries(expected)) expect(pkg.exports[subpath], subpath).toEqual(target);
    // What the pattern gives each element: its generated types, and its entry in the bundler build.
    for (const tag of Object.keys(elementEntries())) {
      expect(existsSync(`types/${tag}.d.ts`), tag).toBe(true);
      expect(
        Object.keys(pkg.exports).filter((subpath) => subpath.startsWith('./sq-') && subpath !== './sq-*'),
        tag,
      ).not.toContain(`./${tag}`);
    }
  });

  it('exports the script-tag build, the lite script-tag build (preact/compat), the stylesheet for before the upgrade, the prerendered stylesheet’s parts, the framework types, the manifest and the editor data', () => {
    expect(pkg.exports).toMatchObject({
      './browser': { types: './types/index.d.ts', default: './dist/sq-elements.js' },
      './browser/runtime': { types: './dist/types/runtime/index.d.ts', default: './dist/runtime.js' },
      './lite': { types: './types/index.d.ts', default: './dist/lite/sq-elements.js' },
      './lite/runtime': { types: './dist/types/runtime/index.d.ts', default: './dist/lite/runtime.js' },
      './sq-elements.css': './dist/sq-elements.css',
      './sq-elements.prerendered.json': './dist/sq-elements.prerendered.json',
      './react': { types: './types/react.d.ts' },
      './vue': { types: './types/vue.d.ts' },
      './custom-elements.json': './custom-elements.json',
      './web-types.json': './web-types.json',
      './vscode.html-custom-data.json': './vscode.html-custom-data.json',
      './server': { types: './dist/types/elements/server/index.d.ts', default: './dist/server/index.js' },
    });
    expect(pkg.bin).toEqual({ 'sq-elements': './dist/server/cli.js' });
  });

  it('says where the project lives: its repository, its home page (the README there) and where to report a bug', () => {
    expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/sq-elements/sq-elements.git' });
    expect(pkg.homepage).toBe('https://github.com/sq-elements/sq-elements#readme');
    expect(pkg.bugs).toEqual({ url: 'https://github.com/sq-elements/sq-elements/issues' });
  });

  it('ships each element’s README, the runtime’s and the docs, which the README links to', () => {
    expect(pkg.files).toEqual(expect.arrayContaining(['elements/*/README.md', 'runtime/README.md', 'docs/*.md']));
  });

  it("limits side effects to the element definitions, the autoloader, the server renderer's list of them and the stylesheet", () => {
    expect(pkg.sideEffects).toEqual([
      './elements/*/*.element.ts',
      './elements/autoloader.ts',
      './elements/server/definitions.ts',
      './dist/sq-*.js',
      './dist/lite/sq-*.js',
      './dist/bundler/sq-*.js',
      './dist/sq-elements.css',
    ]);
  });
});

describe('package-lock.json', () => {
  it('satisfies every peer dependency, so `npm install` prints no "ERESOLVE overriding peer dependency"', async () => {
    // vue-tsc's Volar packages take typescript <7 as a peer: they must meet test/hosts/ts-api's 5.9, not the root's 7.
    const { stdout } = await promisify(execFile)('npm', ['ls', '--all', '--package-lock-only', '--json'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string }) => error);
    expect((JSON.parse(stdout) as { problems?: string[] }).problems ?? []).toEqual([]);
  });

  it('holds every optional platform package, so `npm ci` accepts it (npm run complete-lock)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
    expect(missingPlatformPackages(lock).map(({ name }) => name)).toEqual([]);
  });

  it('reads the platform from a platform package name', () => {
    expect(platformOf('@rollup/rollup-linux-arm64-musl')).toEqual({ os: ['linux'], cpu: ['arm64'], libc: ['musl'] });
    expect(platformOf('@rollup/rollup-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['glibc'] });
    expect(platformOf('@rollup/rollup-win32-x64-msvc')).toEqual({ os: ['win32'], cpu: ['x64'] });
    expect(platformOf('@biomejs/cli-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('fsevents')).toBeUndefined();
  });

  it('completes a lock whose platform packages were left out', () => {
    const lock: Lock = {
      packages: {
        '': { name: 'x' },
        'node_modules/rollup': {
          version: '4.1.0',
          dev: true,
          license: 'MIT',
          optionalDependencies: { '@rollup/rollup-darwin-x64': '4.1.0', '@rollup/rollup-linux-x64-gnu': '4.1.0' },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.1.0', optional: true },
      },
    };
    expect(completeLock(lock)).toBe(1);
    expect(lock.packages['node_modules/@rollup/rollup-darwin-x64']).toEqual({
      version: '4.1.0',
      cpu: ['x64'],
      dev: true,
      license: 'MIT',
      optional: true,
      os: ['darwin'],
    });
    expect(Object.keys(lock.packages)).toEqual([
      '',
      'node_modules/@rollup/rollup-darwin-x64',
      'node_modules/@rollup/rollup-linux-x64-gnu',
      'node_modules/rollup',
    ]);
    expect(missingPlatformPackages(lock)).toEqual([]);
  });
});
