/**
 * Server rendering: `import { renderToHtml, renderToStream } from 'sq-elements/server'`.
 * Imports no Node built-in: it runs in Node and in Worker-style edge
 * runtimes alike. The browser build never loads it; the `sq-elements`
 * command (cli.ts) is the only part that needs Node.
 */

export { PRERENDERED_STYLESHEET_PARTS } from './files.ts';
export { type PrerenderedStylesheetParts, pageStylesheet } from './page-stylesheet.ts';
export {
  DEFAULT_BASE,
  type ElementRenderOptions,
  modulesAtLoad,
  PRERENDERED_STYLESHEET,
  type RenderOptions,
  renderElement,
  renderToHtml,
} from './render.tsx';
export { renderToStream } from './stream.ts';
