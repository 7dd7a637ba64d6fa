import { ELEMENT_LAYER } from './files.ts';

/**
 * The prerendered stylesheet (`sq-elements.prerendered.css`) in its parts,
 * as the build writes them beside it (`sq-elements.prerendered.json`), each
 * minified: what a server composes a page's own stylesheet from.
 */
export interface PrerenderedStylesheetParts {
  /**
   * The pre-upgrade rules (`sq-elements.css`), for the document, in their
   * order: runs of rules, each with the tags it styles (none: every page's).
   */
  document: PreUpgradeRun[];
  /** The base sheet every shadow root has (its `:host` rules), once. */
  base: string;
  /** Each element's own rules, scoped to its host, by tag. */
  elements: Record<string, string>;
}

/** Rules of `sq-elements.css`, and the tags they style: none for rules every page has. */
export type PreUpgradeRun = [tags: string[], css: string];

/**
 * A server-rendered page's stylesheet: the pre-upgrade rules every page
 * has and those of `tags`, in their order, then, in one layer, the base
 * sheet and the scoped rules of `tags` alone (of every element when none are
 * given, which is `sq-elements.prerendered.css`).
 * Linked in place of the prerendered stylesheet (the `stylesheet` option of
 * `renderToHtml`), a page waits for its own elements' rules, not for every
 * element's. A tag the parts do not know has no rules of its own.
 */
export function pageStylesheet(parts: PrerenderedStylesheetParts, tags?: Iterable<string>): string {
  const wanted = tags === undefined ? undefined : new Set(tags);
  const preUpgrade = parts.document
    .filter(([styled]) => !wanted || styled.length === 0 || styled.some((tag) => wanted.has(tag)))
    .map(([, css]) => css);
  const rules = [...(wanted ?? Object.keys(parts.elements))]
    .filter((tag) => Object.hasOwn(parts.elements, tag))
    .sort()
    .map((tag) => parts.elements[tag]);
  return `${preUpgrade.join('')}@layer ${ELEMENT_LAYER}{${parts.base}${rules.join('')}}`;
}
