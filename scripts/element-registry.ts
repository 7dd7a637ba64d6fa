import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';

/** The autoloader's list of tags and their loaders, relative to the repository root. */
export const REGISTRY_PATH = 'elements/registry.ts';

/** When a server-rendered element's code loads, and its first-view modules, relative to the repository root. */
export const TRIGGERS_PATH = 'elements/load-triggers.ts';

/** A declaration's own marks (`x-sq-load`, `x-sq-first-view`), which the manifest's types do not know. */
type Marked = CustomElementDeclaration & { 'x-sq-load'?: string[]; 'x-sq-first-view'?: string };

/**
 * `elements/registry.ts` and `elements/load-triggers.ts`, written from the
 * manifest by `npm run manifest`: every tag with the loader of its
 * `*.element.ts`, keyed by the tag; when a server-rendered element's code
 * loads; and the first-view modules. Written
 * out rather than found by `import.meta.glob` at build time: a glob's keys
 * are the modules' paths, which every page would download with the
 * autoloader (0.1 KB brotli).
 */
export function registryModules(manifest: Package): Record<string, string> {
  const loaders: string[] = [];
  const triggers: string[] = [];
  const firstViews: string[] = [];
  const local = (path: string) => `./${path.replace(/^elements\//, '')}`;
  for (const module of manifest.modules) {
    for (const entry of module.exports ?? []) {
      if (entry.kind !== 'custom-element-definition') continue;
      const declaration = module.declarations?.find((candidate) => candidate.name === entry.declaration.name) as
        | Marked
        | undefined;
      loaders.push(`  '${entry.name}': () => import('${local(module.path)}'),`);
      triggers.push(`  '${entry.name}': '${(declaration?.['x-sq-load'] ?? ['load']).join(' ')}',`);
      const firstView = declaration?.['x-sq-first-view'];
      if (firstView) firstViews.push(`  '${entry.name}': () => import('${local(firstView)}'),`);
    }
  }
  const table = (lines: string[]) => (lines.length > 0 ? `{\n${lines.join('\n')}\n}` : '{}');
  return {
    [REGISTRY_PATH]: `// Generated from custom-elements.json by \`npm run manifest\`: do not edit.

/**
 * Every tag the library defines, with the loader of its code: one per
 * \`sq-*\` folder with an \`*.element.ts\`, written by \`npm run manifest\`, so a
 * new element needs no registration (a test fails while this file is stale).
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = ${table(loaders)};
`,
    [TRIGGERS_PATH]: `// Generated from custom-elements.json by \`npm run manifest\`: do not edit.

/**
 * What makes a server-rendered element's code load, by tag: its schema's
 * \`load\` triggers, separated by spaces (see LoadTrigger in \`kit/element/api.ts\`).
 * Loaded only by a page with a server-rendered element.
 */
export const LOAD_TRIGGERS: Record<string, string> = ${table(triggers)};

/** A first view, called with a server-rendered element; \`load\` asks for the element's code. */
type FirstView = (host: HTMLElement, load: () => void) => unknown;

/**
 * The tags whose first view a few hundred bytes decide before their code
 * loads (their \`*.first-view.ts\`): each module's default export is called
 * with every server-rendered element of the tag, and returns true when that
 * element needs its code now after all; \`load\` asks for it later (once
 * the first view can no longer follow the page).
 */
export const FIRST_VIEWS: Record<string, () => Promise<{ default: FirstView }>> = ${table(firstViews)};
`,
  };
}
