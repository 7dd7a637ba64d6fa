import { type Selector, type SelectorComponent, transform } from 'lightningcss';
import {
  type PrerenderedStylesheetParts,
  type PreUpgradeRun,
  pageStylesheet,
} from '../elements/server/page-stylesheet.ts';
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

/** One rule of minified CSS at the top of a block: its prelude, and its block's content (none for a statement). */
interface TopRule {
  prelude: string;
  block?: string;
}

/**
 * Calls `visit` with each character of `text` outside strings (past escaped
 * characters) and the number of brackets, parentheses and braces open
 * around it (itself not counted).
 */
function eachOutsideStrings(text: string, visit: (char: string, index: number, depth: number) => void): void {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"' || char === "'") {
      while (++index < text.length && text[index] !== char) if (text[index] === '\\') index++;
      continue;
    }
    if (char === ')' || char === ']' || char === '}') depth--;
    visit(char, index, depth);
    if (char === '(' || char === '[' || char === '{') depth++;
  }
}

/**
 * The rules at the top of a minified stylesheet (or of a block's content),
 * in their order: what is in strings, brackets and parentheses is text.
 */
function topRules(css: string): TopRule[] {
  const rules: TopRule[] = [];
  let start = 0;
  let open = 0;
  eachOutsideStrings(css, (char, index, depth) => {
    if (depth > 0) return;
    if (char === '{') open = index;
    else if (char === '}' || char === ';') {
      rules.push(
        char === ';'
          ? { prelude: css.slice(start, index) }
          : { prelude: css.slice(start, open), block: css.slice(open + 1, index) },
      );
      start = index + 1;
    }
  });
  return rules;
}

/** Splits a selector list at its top commas (outside strings, brackets and parentheses). */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  eachOutsideStrings(prelude, (char, index, depth) => {
    if (char !== ',' || depth > 0) return;
    selectors.push(prelude.slice(start, index));
    start = index + 1;
  });
  selectors.push(prelude.slice(start));
  return selectors;
}

/** An `sq-` name not part of a longer word, a class, an id or a custom property: a tag, or a name of a tag's own. */
const SQ_NAME = /(?<![\w.#-])sq-[a-z0-9]+(?:-[a-z0-9]+)*/g;

/**
 * The pre-upgrade rules (minified) as runs by the tags they style, in their
 * order: a rule's selectors are told apart by the tags they name (a
 * selector list naming several is split, each part in place), a block rule
 * (`@media`, `@supports`, `@container`) is split as its rules are, and a
 * named rule (`@counter-style sq-cart-link-count`) goes with the tag its name
 * starts with. What names none of `tags` is every page's. Joined, the runs
 * have every rule of the stylesheet, in its order.
 */
export function preUpgradeRuns(css: string, tags: readonly string[]): PreUpgradeRun[] {
  // The longest tag first: sq-cart-link-count is sq-cart-link's, not a tag sq-cart's.
  const known = [...tags].sort((a, b) => b.length - a.length);
  const tagsIn = (text: string) => {
    const named = new Set<string>();
    // A name in a string (an attribute's value) is text.
    const outsideStrings = text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
    for (const [name] of outsideStrings.matchAll(SQ_NAME)) {
      const tag = known.find((candidate) => name === candidate || name.startsWith(`${candidate}-`));
      if (tag) named.add(tag);
    }
    return [...named].sort();
  };
  const runs: PreUpgradeRun[] = [];
  const add = (styled: string[], rule: string) => {
    const last = runs.at(-1);
    if (last && last[0].join() === styled.join()) last[1] += rule;
    else runs.push([styled, rule]);
  };
  for (const { prelude, block } of topRules(css)) {
    if (block === undefined) add([], `${prelude};`);
    else if (/^@(media|supports|container|layer|scope)\b/.test(prelude))
      for (const [styled, inner] of preUpgradeRuns(block, tags)) add(styled, `${prelude}{${inner}}`);
    else if (prelude.startsWith('@')) add(tagsIn(prelude), `${prelude}{${block}}`);
    else {
      // Each group of selectors naming the same tags, in the order they first come.
      const groups = new Map<string, string[]>();
      for (const selector of selectorList(prelude)) {
        const key = tagsIn(selector).join(' ');
        groups.set(key, [...(groups.get(key) ?? []), selector]);
      }
      for (const [key, selectors] of groups) add(key ? key.split(' ') : [], `${selectors.join(',')}{${block}}`);
    }
  }
  return runs;
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
    document: preUpgradeRuns(minifyCss('sq-elements.css', preUpgrade), Object.keys(elements)),
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
