/**
 * Validates a manifest against the official Custom Elements Manifest schema
 * (npm `custom-elements-manifest`). That schema is loose: a module's
 * declarations may be any of several kinds, none closed, so a broken element
 * still matches a plain class or variable. Each declaration is therefore also
 * checked against `CustomElementDeclaration` on its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

/** The key the official schema is registered under, so its definitions can be addressed. */
const SCHEMA_KEY = 'custom-elements-manifest';

interface Validators {
  document: ValidateFunction;
  declaration: ValidateFunction;
}

let compiled: Validators | undefined;

/** Reads the schema from the installed package, so it follows the version the project depends on. */
function loadSchema(): object {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8')) as object;
}

/** Compiles both validators once; the schema uses union `type`s, which ajv's strict mode only allows when asked. */
function validators(): Validators {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  ajv.addSchema(loadSchema(), SCHEMA_KEY);
  const document = ajv.getSchema(SCHEMA_KEY);
  const declaration = ajv.getSchema(`${SCHEMA_KEY}#/definitions/CustomElementDeclaration`);
  if (!document || !declaration) throw new Error('manifest: the CEM schema has no CustomElementDeclaration');
  compiled = { document, declaration };
  return compiled;
}

/** One located declaration of the manifest. */
interface Located {
  where: string;
  declaration: unknown;
}

/** Lists every declaration of every module without trusting the manifest's shape. */
function declarationsOf(manifest: unknown): Located[] {
  const modules = (manifest as { modules?: unknown } | null)?.modules;
  if (!Array.isArray(modules)) return [];
  return modules.flatMap((module: unknown, m) => {
    const declarations = (module as { declarations?: unknown } | null)?.declarations;
    if (!Array.isArray(declarations)) return [];
    return declarations.map((declaration: unknown, d) => {
      const tag = (declaration as { tagName?: unknown } | null)?.tagName;
      const label = typeof tag === 'string' ? ` (${tag})` : '';
      return { where: `/modules/${m}/declarations/${d}${label}`, declaration };
    });
  });
}

/** ajv's errors as one readable line each, prefixed with where in the manifest they are. */
function describe(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
    const suffix = allowed ? ` (${allowed.map((value) => JSON.stringify(value)).join(', ')})` : '';
    return `${where}${error.instancePath}: ${error.message ?? error.keyword}${suffix}`;
  });
}

/**
 * Every way the manifest breaks the schema, one line each; empty when valid.
 * Every declaration must be a custom element: this library documents nothing else.
 */
export function validateManifest(manifest: unknown): string[] {
  const { document, declaration } = validators();
  const problems = document(manifest) ? [] : describe('manifest', document.errors);
  for (const located of declarationsOf(manifest)) {
    if (!declaration(located.declaration)) problems.push(...describe(located.where, declaration.errors));
  }
  return problems;
}
