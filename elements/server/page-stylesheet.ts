import { ELEMENT_LAYER } from './files.ts';

/**
 * The prerendered stylesheet (`sq-elements.prerendered.css`) in its parts,
 * as the build writes them beside it (`sq-elements.prerendered.json`), each
 * minified: what a server composes a page's own stylesheet from.
 */
export interface PrerenderedStylesheetParts {
  /** The pre-upgrade rules (`sq-elements.css`), for the document. */
  document: string;
  /** The base sheet every shadow root has (its `:host` rules), once. */
  base: string;
  /** Each element's own rules, scoped to its host, by tag. */
  elements: Record<string, string>;
}

/**
 * A server-rendered page's stylesheet: the pre-upgrade rules, then, in one
 * layer, the base sheet and the scoped rules of `tags` alone (of every
 * element when none are given, which is `sq-elements.prerendered.css`).
 * Linked in place of the prerendered stylesheet (the `stylesheet` option of
 * `renderToHtml`), a page waits for its own elements' rules, not for every
 * element's. A tag the parts do not know has no rules of its own.
 */
export function pageStylesheet(parts: PrerenderedStylesheetParts, tags?: Iterable<string>): string {
  const wanted = tags === undefined ? Object.keys(parts.elements) : [...new Set(tags)];
  const rules = wanted
    .filter((tag) => Object.hasOwn(parts.elements, tag))
    .sort()
    .map((tag) => parts.elements[tag]);
  return `${parts.document}@layer ${ELEMENT_LAYER}{${parts.base}${rules.join('')}}`;
}
