import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { typePrefix } from '../../scripts/element-docs.ts';
import { isElementApi, ROOT } from '../../scripts/manifest.ts';

/**
 * The generated types, as an app sees them from the installed package: a
 * React 19 app compiled with tsc, a Vue 3 app and its templates with
 * vue-tsc. Each app has a file of `@ts-expect-error` / `@vue-expect-error`
 * lines (checks.tsx, Checks.vue), so what the types must refuse is checked
 * too; the lit-html app and its checks through lit-analyzer. And the types
 * against the schemas they describe: what a config accepts and what an
 * event carries are the same types on both sides.
 */

const run = promisify(execFile);
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const APPS = join(ROOT, 'test/hosts/apps');

/** Runs a compiler; resolves with its output, or fails with it. */
async function compile(args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

const scratch: string[] = [];
afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

describe('the generated types in an app', () => {
  it('compile a React 19 app and refuse what they should (tsc 7, JSX IntrinsicElements)', async () => {
    await compile([TSC, '-p', join(APPS, 'react/tsconfig.json')]);
  });

  it('compile a Vue 3 app and its templates and refuse what they should (vue-tsc, GlobalComponents)', async () => {
    await compile([join(ROOT, 'test/hosts/ts-api/vue-tsc.mjs'), '-p', join(APPS, 'vue/tsconfig.json')]);
  });

  it('compile the lit-html app with tsc: sq-elements/platform typed, its calls accepted, a wrong one refused', async () => {
    await compile([TSC, '-p', join(APPS, 'lit/tsconfig.json')]);
  });

  it('let lit-analyzer (strict) pass the lit-html app and refuse what they should', async () => {
    const lit = join(APPS, 'lit');
    const problems = await litAnalyzerProblems(lit, ['main.ts', 'checks.ts']);
    const checks = readFileSync(join(lit, 'checks.ts'), 'utf8').split('\n');
    const refused = checks.flatMap((line, index) => (line.includes('<!-- refused:') ? [`checks.ts:${index + 1}`] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.at).sort()).toEqual(refused.sort());
  });
});

/**
 * Runs lit-analyzer in strict mode on `files` of `folder` (with the folder's
 * tsconfig) and lists each problem as `file:line` with its message.
 */
async function litAnalyzerProblems(folder: string, files: string[]): Promise<{ at: string; message: string }[]> {
  const args = [
    join(ROOT, 'test/hosts/ts-api/lit-analyzer.mjs'),
    ...files,
    '--strict',
    '--format',
    'list',
    '--noColor',
  ];
  let output: string;
  try {
    ({ stdout: output } = await run(process.execPath, args, { cwd: folder, maxBuffer: 16 * 1024 * 1024 }));
  } catch (error) {
    // It exits 1 when it finds a problem; anything without its summary line is a failure to run.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    if (!/problems? in \d+ files?/.test(stdout)) throw new Error(`lit-analyzer failed:\n${stdout}${stderr}`);
    output = stdout;
  }
  const problems: { at: string; message: string }[] = [];
  let file = '';
  for (const line of output.split('\n')) {
    const heading = /^\.\/(\S+)$/.exec(line.trim());
    if (heading) file = heading[1] as string;
    const problem = /^\s+(\d+):\d+\s+(?:error|warning)\s+(.*)$/.exec(line);
    if (problem) problems.push({ at: `${file}:${problem[1]}`, message: problem[2] as string });
  }
  return problems;
}

const schemaModules = import.meta.glob<Record<string, unknown>>('../../elements/sq-*/*.schema.ts', { eager: true });

/**
 * A TypeScript file that holds every element's generated types to its
 * schema: the config the types accept is the schema's input, what they
 * read back holds the schema's output, and each event's detail is the one
 * the element emits.
 */
function agreementSource(): string {
  const lines = [
    "import type * as z from 'zod/mini';",
    "import type { DetailOf } from '../../../elements/kit/element/api.ts';",
    'type Assert<T extends true> = T;',
    'type Assignable<A, B> = [A] extends [B] ? true : false;',
    'type Same<A, B> = Assignable<A, B> extends true ? Assignable<B, A> : false;',
  ];
  let index = 0;
  for (const [file, exports] of Object.entries(schemaModules)) {
    for (const [name, api] of Object.entries(exports)) {
      if (!isElementApi(api)) continue;
      index += 1;
      const prefix = typePrefix(api.tag);
      const schema = `../../../${relative(ROOT, join(import.meta.dirname, file))}`;
      lines.push(`import type { ${name} as api${index} } from '${schema}';`);
      lines.push(
        `import type { ${prefix}Config, ${prefix}EventMap, ${prefix}ResolvedConfig } from '../../../types/${api.tag}.d.ts';`,
      );
      const A = `typeof api${index}`;
      // What the types accept, the schema accepts (where the schema takes anything and checks it itself,
      // `unknown` in its input, the types say what it expects), with the same fields.
      lines.push(`export type Config${index} = Assert<Assignable<${prefix}Config, z.input<${A}['config']>>>;`);
      lines.push(`export type Fields${index} = Assert<Same<keyof ${prefix}Config, keyof z.input<${A}['config']>>>;`);
      // What the element reads back fits what the types say it reads back.
      lines.push(`export type Read${index} = Assert<Assignable<z.output<${A}['config']>, ${prefix}ResolvedConfig>>;`);
      for (const event of Object.keys(api.events)) {
        lines.push(
          `export type Event${index}_${event.replace(/\W/g, '_')} = Assert<Same<DetailOf<${A}['events']['${event}']>, ${prefix}EventMap['${event}']['detail']>>;`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

describe('the generated types and the schemas', () => {
  it('agree on every config field, what it reads back and every event detail', async () => {
    const cache = join(ROOT, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    const folder = mkdtempSync(join(cache, 'sq-types-'));
    scratch.push(folder);
    writeFileSync(join(folder, 'agreement.ts'), agreementSource());
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({ extends: '../../../tsconfig.json', files: ['agreement.ts'], include: [] }),
    );
    expect(agreementSource()).toMatch(/Event\d+_sq_submit\b/);
    await compile([TSC, '-p', join(folder, 'tsconfig.json')]);
  });

  it('fails when a type differs, so the check above can fail', async () => {
    const cache = join(ROOT, 'node_modules/.cache');
    const folder = mkdtempSync(join(cache, 'sq-types-'));
    scratch.push(folder);
    const broken = agreementSource().replace(
      /(Same<DetailOf<typeof api\d+\['events'\]\['sq-submit'\]>, )/,
      '$1string | ',
    );
    expect(broken).not.toBe(agreementSource());
    writeFileSync(join(folder, 'agreement.ts'), broken);
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({ extends: '../../../tsconfig.json', files: ['agreement.ts'], include: [] }),
    );
    await expect(compile([TSC, '-p', join(folder, 'tsconfig.json')])).rejects.toThrow(/TS2344/);
  });
});
