import type { Package } from 'custom-elements-manifest';

/** The autoloader's list of tags and their loaders, relative to the repository root. */
export const REGISTRY_PATH = 'elements/registry.ts';

/**
 * `elements/registry.ts`, written from the manifest by `npm run manifest`:
 * every tag with the loader of its `*.element.ts`, keyed by the tag. Written
 * out rather than found by `import.meta.glob` at build time: a glob's keys
 * are the modules' paths, which every page would download with the
 * autoloader (0.1 KB brotli).
 */
export function registryModule(manifest: Package): string {
  const loaders = manifest.modules.flatMap((module) =>
    (module.exports ?? [])
      .filter((entry) => entry.kind === 'custom-element-definition')
      .map((entry) => `  '${entry.name}': () => import('./${module.path.replace(/^elements\//, '')}'),`),
  );
  return `// Generated from custom-elements.json by \`npm run manifest\`: do not edit.

/**
 * Every tag the library defines, with the loader of its code: one per
 * \`sq-*\` folder with an \`*.element.ts\`, written by \`npm run manifest\`, so a
 * new element needs no registration (a test fails while this file is stale).
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
${loaders.join('\n')}
};
`;
}
