#!/usr/bin/env node
/**
 * `npx sq-elements prerender in.html > out.html`: the package's `bin`. It
 * runs the command whatever path started it: npm starts it through a link
 * in `node_modules/.bin`, whose name is not this file's. Tests call
 * `main` from `command.ts`.
 */
import { main } from './command.ts';

process.exitCode = await main(process.argv.slice(2));
