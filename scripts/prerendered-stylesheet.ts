import { type Selector, type SelectorComponent, transform } from 'lightningcss';
import { minifyCss } from './minify-css.ts';

/**
 * The cascade layer every element's rules go in, in the combined file. A
 * server-rendered shadow root keeps its link once the element upgrades and
 * adopts its own sheets (and, for some views, more sheets as they draw):
 * those are unlayered, so they win over the linked copy whatever a scoped
 * selector's specificity, and the upgraded element is styled exactly as one
 * drawn in the browser alone. The pre-upgrade rules stay unlayered: in the
 * document they must cascade as `sq-elements.css` does.
 */
export const ELEMENT_LAYER = 'sq-prerendered';

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
 * `sq-elements.prerendered.css`: the one stylesheet a server-rendered page
 * needs. The pre-upgrade rules (`sq-elements.css`) for the document, then,
 * in one layer, the base sheet once (its `:host` rule applies to every
 * shadow root that links the file) and each element's own stylesheet scoped
 * to its host, so no rule of one element reaches into another's shadow
 * root. `:host` rules match nothing in the document, and the pre-upgrade
 * rules name the tags from outside, which match nothing inside a shadow
 * root: the head and every shadow root can link the same file. Minified.
 */
export function prerenderedStylesheet(
  preUpgrade: string,
  baseSheet: string,
  elements: Readonly<Record<string, string | undefined>>,
): string {
  const scoped = Object.keys(elements)
    .sort()
    .flatMap((tag) => {
      const css = elements[tag];
      return css ? [scopeToHost(css, tag)] : [];
    });
  return minifyCss(
    'sq-elements.prerendered.css',
    `${preUpgrade}\n@layer ${ELEMENT_LAYER} {\n${baseSheet}\n${scoped.join('\n')}\n}\n`,
  );
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
