import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build leaves each module's code as it was rendered into its chunk, for `npm run size`. */
export const MODULE_CODE_FILE = 'node_modules/.cache/sq-elements/module-code.json';

/**
 * Writes each module's rendered code, by path from `root`, beside the build: size budgets
 * for a group of modules that share a chunk with others (the keyboard, close
 * stack and dialogs across runtime-core.js and runtime-services.js) are measured from it.
 */
export function moduleCode(root: string): Plugin {
  return {
    name: 'sq-module-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const code: Record<string, { chunk: string; code: string }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.code) code[relative(root, id)] = { chunk: output.fileName, code: module.code };
        }
      }
      const file = resolve(root, MODULE_CODE_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(code));
    },
  };
}
