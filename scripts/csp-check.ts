/**
 * The build check for a strict Content-Security-Policy (docs/csp.md): no
 * `eval`, no `new Function` (nor the Function constructor under another
 * name), no string timers, and no Trusted Types policy named `default`
 * anywhere in `dist/`. `node scripts/run.mjs scripts/csp-check.ts` after a
 * build; `npm test` runs it after `npm run size` built the library.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the policy refuses, and how it looks in built code. */
export const CSP_HAZARDS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'eval', pattern: /(?<![\w$.])eval\s*\(/g },
  { name: 'new Function', pattern: /\bnew\s+Function\s*\(/g },
  { name: 'Function called with code', pattern: /(?<![\w$.])(?<!new\s+)Function\s*\(\s*["'`]/g },
  { name: 'the Function constructor under another name', pattern: /(?<![=!<>])=\s*Function\b(?!\s*[(.\w$])/g },
  { name: 'a string timer', pattern: /\bset(?:Timeout|Interval|Immediate)\s*\(\s*["'`]/g },
  { name: "a Trusted Types policy named 'default'", pattern: /createPolicy\s*\(\s*["'`]default["'`]/g },
];

/** One hazard found: what, where (character offset; built files are one long line), and the code around it. */
export interface Hazard {
  file: string;
  name: string;
  offset: number;
  excerpt: string;
}

/** Every hazard in one file's code. */
export function findCspHazards(file: string, code: string): Hazard[] {
  return CSP_HAZARDS.flatMap(({ name, pattern }) =>
    [...code.matchAll(pattern)].map((match) => ({
      file,
      name,
      offset: match.index,
      excerpt: code.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40),
    })),
  );
}

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** Scans every JavaScript file of `dist/`; fails when one holds a hazard or when there is no build. */
export async function main(): Promise<number> {
  if (!existsSync(DIST)) {
    console.error('csp-check: no dist/: run `npm run build` (or `npm run size`) first');
    return 1;
  }
  const files = readdirSync(DIST).filter((file) => file.endsWith('.js'));
  const hazards = files.flatMap((file) => findCspHazards(file, readFileSync(join(DIST, file), 'utf8')));
  for (const hazard of hazards) {
    console.error(`csp-check: dist/${hazard.file} at ${hazard.offset}: ${hazard.name}: …${hazard.excerpt}…`);
  }
  if (hazards.length > 0) return 1;
  console.log(`csp-check: ${files.length} files in dist/, no eval, new Function, string timers or default policy`);
  return 0;
}
