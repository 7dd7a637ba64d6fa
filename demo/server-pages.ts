/**
 * What a site's server does to a demo page before the library renders it:
 * the site's form blocks get their config, and the strict-CSP page gets its
 * sections. Run by the dev server (vite.config.ts) on a server-side document.
 */
import { allElementsMarkup } from './all-elements-markup.ts';
import { renderSiteForms } from './render-site-forms.ts';

/** Fills in `document` as the demo's server would for the page at `path`. */
export function preparePage(document: Document, path: string): void {
  const list = document.getElementById('elements');
  if (path.startsWith('/demo/all-elements.html') && list && list.childElementCount === 0) {
    list.innerHTML = allElementsMarkup();
  }
  renderSiteForms(document);
}
