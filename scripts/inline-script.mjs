/**
 * `import code from './x.ts?inline-script'`: the module `x.ts` and what it
 * imports, bundled into one classic script's text (minified), for the server
 * renderer to write into a page where it runs as the parser meets it, with
 * no request. The text is one expression whose value is the module's default
 * export, and it defines nothing in the page's globals. Used by every Vite
 * that compiles the renderer: the server build, the dev server, the unit
 * and the browser tests. Plain JavaScript, so the test runner's config can
 * import it before Vite runs.
 */
import { rolldown } from 'rolldown';

/** The query that asks for a module as an inline script's text. */
export const INLINE_SCRIPT_QUERY = '?inline-script';

/** The name the bundle gives the module's default export, inside the expression alone. */
const NAME = 'sqInline';

/** @returns {import('vite').Plugin} */
export function inlineScripts() {
  return {
    name: 'sq-inline-scripts',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return undefined;
      const file = id.slice(0, -INLINE_SCRIPT_QUERY.length);
      const bundle = await rolldown({ input: file, platform: 'browser', logLevel: 'silent' });
      try {
        const { output } = await bundle.generate({
          format: 'iife',
          name: NAME,
          exports: 'default',
          minify: true,
          comments: false,
        });
        const [chunk] = output;
        for (const module of chunk.moduleIds) this.addWatchFile(module);
        return `export default ${JSON.stringify(`(()=>{${chunk.code.trim()}return ${NAME}})()`)};`;
      } finally {
        await bundle.close();
      }
    },
  };
}
