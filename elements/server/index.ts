/**
 * Server rendering: `import { renderToHtml } from 'sq-elements/server'`.
 * Runs in Node; the browser build never loads it.
 */
export {
  DEFAULT_BASE,
  PRERENDERED_STYLESHEET,
  type RenderOptions,
  renderElement,
  renderToHtml,
} from './render.tsx';
