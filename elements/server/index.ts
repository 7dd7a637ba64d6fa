/**
 * Server rendering: `import { renderToHtml } from 'sq-elements/server'`.
 * Runs in Node; the browser build never loads it.
 */
export { DEFAULT_BASE, type RenderOptions, renderElement, renderToHtml, stylesheetFile } from './render.tsx';
