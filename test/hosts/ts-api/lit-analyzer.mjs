// lit-analyzer on the typescript 5.9 of this folder: it reads templates with the compiler's JavaScript
// API, which the project's typescript 7 (a native binary) does not have, and it is hoisted to the root,
// where `require('typescript')` would find typescript 7. Every `typescript` it asks for is this one.
// `node test/hosts/ts-api/lit-analyzer.mjs <files> [options]`; exits as lit-analyzer does.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const typescript = require.resolve('typescript');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'typescript' ? typescript : resolveFilename.call(this, request, ...rest);
};
require('lit-analyzer/cli.js');
