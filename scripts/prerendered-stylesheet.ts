import { type Selector, type SelectorComponent, transform } from 'lightningcss';
import { type PrerenderedStylesheetParts, pageStylesheet } from '../elements/server/page-stylesheet.ts';
import { minifyCss } from './minify-css.ts';

export { ELEMENT_LAYER } from '../elements/server/files.ts';

/** `:host(<tag>...)`: the host pseudo-class whose argument starts with the tag. */
function hostOf(tag: string, inner: Selector = []): SelectorComponent {
  const [first, ...rest] = inner;
  // `:host(*)` is `:host(sq-x)`; `:host(div)` names another tag and can never match ours, so it stays.
  const compound: Selector =
    first?.type === 'type'
      ? inner
      : first?.type === 'universal'
        ? [{ type: 'type', name: tag }, ...rest]
        : [{ type: 'type', name: tag }, ...inner];
  return { type: 'pseudo-class', kind: 'host', selectors: compound };
}

/**
 * One selector of an element's shadow stylesheet, scoped to its host so it
 * matches in that element's shadow root alone when every element's rules
 * share one file: `:host` -> `:host(sq-x)`, `:host(X)` -> `:host(sq-xX)`,
 * any other `S` -> `:host(sq-x) S`. A selector nested in another rule
 * (with `&`) is left alone: its parent is scoped.
 */
export function scopeSelector(selector: Selector, tag: string): Selector {
  const [first, ...rest] = selector;
  if (first?.type === 'pseudo-class' && first.kind === 'host') return [hostOf(tag, first.selectors ?? []), ...rest];
  if (selector.some((component) => component.type === 'nesting')) return selector;
  return [hostOf(tag), { type: 'combinator', value: 'descendant' }, ...selector];
}

/**
 * An element's shadow stylesheet with every selector scoped to its host
 * (see scopeSelector), in `@media`, `@supports` and `@container` too;
 * `@keyframes` are left as they are (their names are the element's own).
 */
export function scopeToHost(css: string, tag: string, filename = `${tag}.css`): string {
  const { code } = transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        return scopeSelector(selector, tag);
      },
    },
  });
  return code.toString();
}

/**
 * The parts of `sq-elements.prerendered.css` (see pageStylesheet, which
 * joins them): the pre-upgrade rules (`sq-elements.css`) for the document;
 * the base sheet, once (its `:host` rule applies to every shadow root that
 * links the file); and each element's own stylesheet scoped to its host, so
 * no rule of one element reaches into another's shadow root. `:host` rules
 * match nothing in the document, and the pre-upgrade rules name the tags
 * from outside, which match nothing inside a shadow root: the head and
 * every shadow root can link the same file. Each part minified.
 */
export function prerenderedStylesheetParts(
  preUpgrade: string,
  baseSheet: string,
  elements: Readonly<Record<string, string | undefined>>,
): PrerenderedStylesheetParts {
  return {
    document: minifyCss('sq-elements.css', preUpgrade),
    base: minifyCss('base.css', baseSheet),
    elements: Object.fromEntries(
      Object.keys(elements)
        .sort()
        .flatMap((tag) => {
          const css = elements[tag];
          return css ? [[tag, minifyCss(`${tag}.css`, scopeToHost(css, tag))]] : [];
        }),
    ),
  };
}

/**
 * `sq-elements.prerendered.css`: the one stylesheet a server-rendered page
 * needs, its parts joined (prerenderedStylesheetParts): the pre-upgrade
 * rules, then the base sheet and every element's scoped rules in one layer.
 */
export function prerenderedStylesheet(
  preUpgrade: string,
  baseSheet: string,
  elements: Readonly<Record<string, string | undefined>>,
): string {
  return pageStylesheet(prerenderedStylesheetParts(preUpgrade, baseSheet, elements));
}

/** The names of the `@keyframes` a stylesheet defines, once per definition. */
export function keyframesNames(css: string): string[] {
  const names: string[] = [];
  transform({
    filename: 'keyframes.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        keyframes: (rule) => {
          names.push(String(rule.value.name.value));
        },
      },
    },
  });
  return names;
}
