/**
 * The lists of every element that docs outside the element folders show,
 * written from the manifest by `npm run manifest` between two markers, so a
 * new element is listed without editing them: the README's table of
 * elements and the table of when each element's code loads in
 * `docs/loading.md`.
 */
import type { ElementDoc } from './element-docs.ts';
import { markers, readmePath, table, withPart } from './element-reference.ts';

/**
 * `text` with its generated part `name` replaced by `body`. Throws when the
 * document lacks the markers: where the list goes is the document's choice.
 */
export function withGenerated(text: string, name: string, body: string, path: string): string {
  const written = withPart(text, name, body);
  if (written === null) {
    const { start, end } = markers(name);
    throw new Error(`manifest: ${path} has no "${start}" ... "${end}" for its ${name}`);
  }
  return written;
}

/** The README's table of elements: each tag linked to its README, with its summary. */
export function elementTable(elements: readonly ElementDoc[]): string {
  return table(
    ['element', 'what it is'],
    // A tag named in a summary (`<details>`) is text here, not markup.
    elements.map((element) => [
      `[\`<${element.tag}>\`](${readmePath(element.tag)})`,
      element.summary.replaceAll('<', '&lt;'),
    ]),
  );
}

/** When each element's code loads on a server-rendered page: the elements that load alike on one row. */
export function loadTable(elements: readonly ElementDoc[]): string {
  const rows = new Map<string, string[]>();
  for (const element of elements) {
    const triggers = element.load.map((trigger) => (trigger.startsWith('sq-') ? `\`${trigger}\`` : trigger)).join(', ');
    rows.set(triggers, [...(rows.get(triggers) ?? []), `\`<${element.tag}>\``]);
  }
  const ordered = [...rows].sort(
    ([a, tagsA], [b, tagsB]) => a.split(', ').length - b.split(', ').length || tagsB.length - tagsA.length,
  );
  return table(
    ['element', 'its code loads at'],
    ordered.map(([triggers, tags]) => [tags.join(', '), triggers]),
  );
}

/** The documents that carry a generated list, by path: what each part is written from. */
export const LISTS: Record<string, { name: string; body: (elements: readonly ElementDoc[]) => string }> = {
  'README.md': { name: 'elements', body: elementTable },
  'docs/loading.md': { name: 'load triggers', body: loadTable },
};
