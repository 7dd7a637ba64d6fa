/**
 * What an element may tell the guardrail suites (strict CSP page, config
 * fuzzing, hostile URLs) beyond its manifest entry. Every element in
 * custom-elements.json is covered with no file of its own: it must render
 * something in its shadow root, raise no CSP violation, survive the fuzzer and
 * refuse hostile URLs on every field built with `linkUrl()`. An element whose
 * fixture needs content, or whose main interaction should be exercised, adds
 * `elements/sq-<name>/<name>.guardrails.ts` exporting `guardrails`.
 */
export interface ElementGuardrails {
  /** Light-DOM markup inside every fixture, as a template author writes it (images, links, text). */
  content?: string;
  /** Valid attributes every fixture carries, as markup (`items="3" subtotal="$42.00"`). */
  attributes?: string;
  /**
   * The element's main interaction, run on the strict-CSP page and after a
   * hostile URL was refused: click, type, open and close. Throws when the
   * interaction did not work. Without it the suites click every link and
   * button in the shadow root.
   */
  interact?(element: HTMLElement): Promise<void>;
  /** True when the element shows what it should; the default is {@link renderedSomething}. */
  rendered?(element: HTMLElement): boolean;
}

/**
 * The generic check: the shadow root holds an element, and not only the bare
 * `<slot>` the error boundary falls back to.
 */
export function renderedSomething(element: HTMLElement): boolean {
  const root = element.shadowRoot;
  if (!root || root.childElementCount === 0) return false;
  const only = root.childElementCount === 1 ? root.firstElementChild : null;
  return !(only?.localName === 'slot' && !only.hasAttribute('name'));
}
