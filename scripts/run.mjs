// Runs a TypeScript script through Vite's module runner (node 20 cannot
// import .ts itself): `node scripts/run.mjs scripts/manifest.ts [args...]`.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run.mjs <script.ts> [args...]');
  process.exit(2);
}
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'error' });
if (typeof module.main !== 'function') {
  console.error(`${file} exports no main()`);
  process.exit(2);
}
process.exitCode = (await module.main(args)) ?? 0;
