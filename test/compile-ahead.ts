import { readdirSync } from 'node:fs';
import type { ViteDevServer } from 'vite';

/** The files under `dir`, as paths from the repository's root. */
export function filesIn(dir: string, options: { recursive?: boolean } = {}): string[] {
  return readdirSync(dir, { recursive: options.recursive ?? false, encoding: 'utf8' }).map((name) => `${dir}/${name}`);
}

/**
 * Compiles every module a page can load, following static and dynamic imports
 * from `files`, before the first test: the first test to load a module would
 * otherwise wait for its first compile and its imports', with the other
 * worker asking for the same, and on a busy machine run out of time.
 */
export async function compileAhead(server: ViteDevServer, files: string[]): Promise<void> {
  const { moduleGraph } = server.environments.client;
  const seen = new Set<string>();
  let next = files.map((file) => `/${file}`);
  while (next.length > 0) {
    const batch = [...new Set(next)].filter((url) => !seen.has(url));
    for (const url of batch) seen.add(url);
    // A module that does not compile for the browser (a demo file the server runs) is left to its test to report.
    await Promise.all(batch.map((url) => server.transformRequest(url).catch(() => null)));
    const modules = await Promise.all(batch.map((url) => moduleGraph.getModuleByUrl(url)));
    next = modules
      .flatMap((module) => [...(module?.importedModules ?? [])].map((imported) => imported.url))
      .filter((url) => url.startsWith('/') && !url.includes('/node_modules/'));
  }
}
