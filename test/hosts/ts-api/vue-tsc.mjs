// vue-tsc on the typescript 5.9 of this folder: vue-tsc patches tsc's JavaScript and needs the
// compiler API, which the project's typescript 7 (a native binary) does not have.
// `node test/hosts/ts-api/vue-tsc.mjs -p <tsconfig>`; exits as tsc does.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('vue-tsc').run(require.resolve('typescript/lib/tsc'));
