/**
 * The lists of every element that docs outside the element folders show,
 * written from the manifest by `npm run manifest` between two markers, so a
 * new element is listed without editing them: the README's table of
 * elements and the table of when each element's code loads in
 * `docs/loading.md`.
 */
import type { ElementDoc } from './element-docs.ts';
import { readmePath, table } from './element-reference.ts';

/** The markers around a generated part of a document. */
export function markers(name: string): { start: string; end: string } {
  return {
    start: `<!-- ${name}: generated from custom-elements.json by \`npm run manifest\` -->`,
    end: `<!-- /${name} -->`,
  };
}

/**
 * `text` with its generated part `name` replaced by `body`. Throws when the
 * document lacks the markers: where the list goes is the document's choice.
 */
export function withGenerated(text: string, name: string, body: string, path: string): string {
  const { start, end } = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`manifest: ${path} has no "${start}" ... "${end}" for its ${name}`);
  return `${text.slice(0, from)}${start}\n\n${body}\n\n${text.slice(to)}`;
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
