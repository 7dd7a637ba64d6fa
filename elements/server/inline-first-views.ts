/**
 * The first views the renderer writes into the page itself, by tag: each
 * element that has a `<name>.inline.ts` (which gives its first view, the
 * module the autoloader loads for it), bundled into one classic script. The
 * cookie banner's is one: whether it shows is one cookie read, and waiting
 * for any file to arrive, its first view came a round trip or more after the
 * page's own (spec 002 §4), so the page carries those few hundred bytes.
 * Each is an expression whose value is the first view (see
 * scripts/inline-script.mjs).
 */
export const INLINE_FIRST_VIEWS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../sq-*/*.inline.ts', { query: '?inline-script', import: 'default', eager: true }),
  ).map(([path, code]) => [path.split('/')[1], code]),
);

/**
 * Each tag's statement of the inline script, made once: its first view run
 * on every element of the tag the server rendered (it has its declarative
 * shadow root). The text cannot end the script element it is written in.
 */
const STATEMENTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(INLINE_FIRST_VIEWS).map(([tag, code]) => [
    tag,
    `{const firstView=${code.replaceAll('</', '<\\/')};for(const host of document.querySelectorAll(${JSON.stringify(tag)}))host.shadowRoot&&firstView(host,()=>{})}`,
  ]),
);

/**
 * The inline script that runs the first views of `tags`, as the parser meets
 * it at the end of the body: every element of theirs is in the page by then.
 * Nothing is left in the page's globals but what the first views keep; the
 * autoloader runs them again later, which changes nothing. Empty when none
 * of the tags has one.
 */
export function inlineFirstViews(tags: Iterable<string>): string {
  return [...new Set(tags)].map((tag) => STATEMENTS[tag] ?? '').join('');
}
