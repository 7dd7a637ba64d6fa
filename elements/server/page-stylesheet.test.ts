import { describe, expect, it } from 'vitest';
import { ELEMENT_LAYER } from './files.ts';
import { type PrerenderedStylesheetParts, pageStylesheet } from './page-stylesheet.ts';

const parts: PrerenderedStylesheetParts = {
  document: [
    [[], '.block{display:flex}'],
    [['sq-a'], 'sq-a:not(:defined){display:block}'],
    [['sq-b'], 'sq-b:not(:defined){display:none}'],
    [['sq-a', 'sq-b'], 'sq-a sq-b{color:red}'],
  ],
  base: ':host([hidden]){display:none!important}',
  elements: { 'sq-b': ':host(sq-b){color:red}', 'sq-a': ':host(sq-a) .x{color:#00f}' },
};

describe('pageStylesheet: a server-rendered page’s stylesheet from the prerendered stylesheet’s parts', () => {
  const preUpgrade =
    '.block{display:flex}sq-a:not(:defined){display:block}sq-b:not(:defined){display:none}sq-a sq-b{color:red}';

  it('with no tags, is the prerendered stylesheet: the pre-upgrade rules, then the base and every element, by tag', () => {
    expect(pageStylesheet(parts)).toBe(
      `${preUpgrade}@layer ${ELEMENT_LAYER}{:host([hidden]){display:none!important}:host(sq-a) .x{color:#00f}:host(sq-b){color:red}}`,
    );
  });

  it('with tags, has their rules alone, each once, by tag, and the pre-upgrade rules every page has and theirs, in order; a tag the parts do not know adds nothing', () => {
    expect(pageStylesheet(parts, ['sq-b', 'sq-none', 'sq-b'])).toBe(
      '.block{display:flex}sq-b:not(:defined){display:none}sq-a sq-b{color:red}' +
        `@layer ${ELEMENT_LAYER}{:host([hidden]){display:none!important}:host(sq-b){color:red}}`,
    );
    expect(pageStylesheet(parts, new Set(['sq-b', 'sq-a']))).toBe(pageStylesheet(parts));
    expect(pageStylesheet(parts, [])).toBe(
      `.block{display:flex}@layer ${ELEMENT_LAYER}{:host([hidden]){display:none!important}}`,
    );
  });

  it('reads no key of the prototype as a tag', () => {
    expect(pageStylesheet(parts, ['constructor', 'toString'])).toBe(pageStylesheet(parts, []));
  });
});
