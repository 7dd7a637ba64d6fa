import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../custom-elements.json';
import { elementFile } from '../scripts/element-folders.ts';
import { PRE_UPGRADE_BASE, preUpgradeParts } from '../scripts/pre-upgrade-css.ts';
import { PRE_UPGRADE_CSS } from '../vite.config.ts';

const tags = manifest.modules.flatMap((module) =>
  (module.declarations as { tagName?: string }[]).flatMap((declaration) =>
    declaration.tagName ? [declaration.tagName] : [],
  ),
);

/**
 * Every selector of every rule, split at the commas between selectors (not those inside `:is()`); with
 * `variablesOnly`, only those of the rules that set nothing but private custom properties (`--_x`).
 */
function selectorsOf(css: string, variablesOnly = false): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Innermost blocks only: the rules, inside an @supports or not; at-rules of their own (@counter-style) are left out.
  const preludes = [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((match) => !variablesOnly || /^(\s*--_[\w-]+\s*:[^;]*;)+\s*$/.test(match[2] ?? ''))
    .map((match) => (match[1] ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@'));
  return preludes.flatMap((prelude) => {
    const selectors: string[] = [];
    let depth = 0;
    let current = '';
    for (const character of prelude) {
      if (character === '(') depth++;
      if (character === ')') depth--;
      if (character === ',' && depth === 0) {
        selectors.push(current.trim());
        current = '';
      } else current += character;
    }
    return [...selectors, current.trim()];
  });
}

describe('sq-elements.css', () => {
  const css = readFileSync(PRE_UPGRADE_CSS, 'utf8');
  const selectors = selectorsOf(css);
  const variableRules = new Set(selectorsOf(css, true));

  it('finds the rules it checks', () => {
    expect(selectors.length).toBeGreaterThan(tags.length);
  });

  it.each(tags)('has a rule for <%s> before it is defined, or its part says it needs none', (tag) => {
    // An element inline before and after its upgrade needs no rule: it is what an undefined element is (its
    // contract suite's box checks hold it), and a rule would outrank a page's own rule for the tag until it upgrades.
    const part = readFileSync(elementFile(tag, 'pre-upgrade.css'), 'utf8');
    const ruled = selectors.some((selector) => selector.startsWith(`${tag}:not(:defined`));
    expect(ruled || (selectorsOf(part).length === 0 && /No rule: [^*]*inline/.test(part))).toBe(true);
  });

  it('styles only elements of custom-elements.json, and only before they are defined, and the image block', () => {
    // Before it is defined (a server-rendered banner, whose first view gives it a data-state, shows what that
    // says); or, for a design whose code loads after the element's (the gallery's carousel,
    // slideshow, strip, swipe and new-swipe, by any of their names), until that design has drawn (data-drawn).
    const design = String.raw`\[design[\^$]?="[a-z-]+"( i)?\]`;
    const designs = String.raw`(${design}|:is\(${design}(,\s*${design})*\))`;
    const before = new RegExp(
      String.raw`^(sq-[a-z-]+)(:not\(:defined(, \[data-state\])?\)|${designs}:not\(\[data-drawn\]\)|:not\(\[data-drawn\]\):is\(\s*(:not\(:defined\),\s*)?${design})`,
    );
    const strays = selectors.filter((selector) => {
      // The one layout for the page (spec 001 §9), the same before and after the upgrade.
      if (/^\.sq-image-block\b/.test(selector)) return false;
      // A rule that sets only private variables (the gallery's --_r) styles nothing: only the rules above use them.
      const tag = (variableRules.has(selector) ? /^(sq-[a-z-]+)/ : before).exec(selector)?.[1];
      return !tag || !tags.includes(tag);
    });
    expect(strays).toEqual([]);
  });
});

describe("sq-elements.css's parts", () => {
  const root = join(import.meta.dirname, '..');
  const parts = preUpgradeParts(root);

  it('has one part in each element folder, besides the base', () => {
    expect(parts.filter((path) => path !== PRE_UPGRADE_BASE)).toEqual(
      tags.map((tag) => `elements/${tag}/${tag.slice('sq-'.length)}.pre-upgrade.css`).sort(),
    );
  });

  it.each(parts)('%s styles only what its folder owns', (path) => {
    const text = readFileSync(join(root, path), 'utf8');
    // A part may hold no rule (an element inline before and after its upgrade, as an undefined one is), not nothing.
    expect(text.trim().length).toBeGreaterThan(0);
    const selectors = selectorsOf(text);
    const tag = /^elements\/(sq-[a-z-]+)\//.exec(path)?.[1];
    const own = tag ? new RegExp(`^${tag}(?![\\w-])`) : /^\.sq-image-block\b/;
    expect(selectors.filter((selector) => !own.test(selector))).toEqual([]);
  });
});
