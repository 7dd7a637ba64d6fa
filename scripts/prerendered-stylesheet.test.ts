import { readFileSync } from 'node:fs';
import { type Selector, transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { BASE_CSS } from '../elements/kit/element/styles.ts';
import { pageStylesheet } from '../elements/server/page-stylesheet.ts';
import {
  elementCss,
  PRE_UPGRADE_SOURCE,
  prerenderedStylesheetFile,
  prerenderedStylesheetPartsOf,
} from './element-stylesheets.ts';
import { minifyCss } from './minify-css.ts';
import {
  ELEMENT_LAYER,
  keyframesNames,
  prerenderedStylesheet,
  preUpgradeRuns,
  scopeSelector,
  scopeToHost,
} from './prerendered-stylesheet.ts';

/** As the build minifies a stylesheet. */
const minified = (css: string) => minifyCss('t.css', css);

describe('scopeToHost', () => {
  it.each([
    [':host', ':host(sq-x)'],
    [':host([open])', ':host(sq-x[open])'],
    [':host(:not(:defined))', ':host(sq-x:not(:defined))'],
    [':host(:not(:defined))::before', ':host(sq-x:not(:defined)):before'],
    [':host(*)', ':host(sq-x)'],
    [':host(.a.b)', ':host(sq-x.a.b)'],
    [':host([data-state="open"]) .panel', ':host(sq-x[data-state=open]) .panel'],
    [':host > slot', ':host(sq-x)>slot'],
    ['[part="image"]', ':host(sq-x) [part=image]'],
    ['.a > .b', ':host(sq-x) .a>.b'],
    ['img', ':host(sq-x) img'],
    ['*', ':host(sq-x) *'],
    ['::slotted(img)', ':host(sq-x) ::slotted(img)'],
    ['::slotted(*)', ':host(sq-x) ::slotted(*)'],
    ['.a::slotted(p)', ':host(sq-x) .a::slotted(p)'],
    ['::before', ':host(sq-x) :before'],
    [':where([data-gutter])', ':host(sq-x) :where([data-gutter])'],
    ['a:hover, :host', ':host(sq-x) a:hover,:host(sq-x)'],
  ])('%s -> %s', (selector, scoped) => {
    expect(minified(scopeToHost(`${selector} { color: red }`, 'sq-x'))).toBe(`${scoped}{color:red}`);
  });

  it('scopes the rules inside @media, @supports and @container, and leaves @keyframes as they are', () => {
    const css = `@media (min-width: 600px) { .a { color: red } }
      @supports (display: grid) { :host { display: grid } }
      @container (width < 400px) { [part="b"] { color: blue } }
      @keyframes sq-x-in { from { opacity: 0 } to { opacity: 1 } }`;
    expect(minified(scopeToHost(css, 'sq-x'))).toBe(
      '@media (width>=600px){:host(sq-x) .a{color:red}}' +
        '@supports (display:grid){:host(sq-x){display:grid}}' +
        '@container (width<400px){:host(sq-x) [part=b]{color:#00f}}' +
        '@keyframes sq-x-in{0%{opacity:0}to{opacity:1}}',
    );
  });

  it('leaves a nested selector to its parent, which is scoped', () => {
    const nesting: Selector = [
      { type: 'nesting' },
      { type: 'combinator', value: 'child' },
      { type: 'class', name: 'b' },
    ];
    expect(scopeSelector(nesting, 'sq-x')).toEqual(nesting);
  });
});

/** The selectors of every style rule of a stylesheet, in `@media` and the like too. */
function selectorsOf(css: string): Selector[] {
  const selectors: Selector[] = [];
  transform({
    filename: 't.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => {
          selectors.push(...rule.value.selectors);
        },
      },
    },
  });
  return selectors;
}

const isHost = (selector: Selector) => selector[0]?.type === 'pseudo-class' && selector[0].kind === 'host';

describe('sq-elements.prerendered.css', () => {
  const css = prerenderedStylesheetFile(process.cwd());
  // The file is the pre-upgrade rules, then one layer with everything else.
  const layer = `@layer ${ELEMENT_LAYER}{`;
  const [outside = '', inside = ''] = css.split(layer);

  it('is the pre-upgrade rules as sq-elements.css has them, then one layer of shadow rules', () => {
    expect(css.split('@layer')).toHaveLength(2);
    expect(css.endsWith('}')).toBe(true);
    // Its selector lists split by tag (preUpgradeRuns), each selector once, in its order.
    const source = readFileSync(PRE_UPGRADE_SOURCE, 'utf8');
    expect(selectorsOf(outside)).toEqual(selectorsOf(source));
    expect(selectorsOf(outside).filter(isHost)).toEqual([]);
  });

  it('has, in each run of pre-upgrade rules, the rules of its tags alone, and every page’s in runs of no tag', () => {
    const { document } = prerenderedStylesheetPartsOf(process.cwd());
    const tags = Object.keys(elementCss(process.cwd()));
    expect(document.length).toBeGreaterThan(tags.length / 2);
    for (const [styled, rules] of document) {
      for (const selector of selectorsOf(rules)) {
        const named = selector.flatMap((part) => (part.type === 'type' && tags.includes(part.name) ? [part.name] : []));
        expect(styled, JSON.stringify(selector)).toEqual(named.length > 0 ? [...new Set(named)].sort() : []);
      }
    }
    expect(document.filter(([styled]) => styled.length === 0).map(([, rules]) => rules)).toEqual([
      expect.stringMatching(/^\.sq-image-block\{/),
    ]);
  });

  it('has the base sheet once, and every element rule scoped to its own host', () => {
    const shadow = selectorsOf(inside.slice(0, -1));
    const base = minified(BASE_CSS).replace(/\{.*/, '');
    expect(css.split(`${base}{`)).toHaveLength(2);
    expect(shadow.filter((selector) => !isHost(selector))).toEqual([]);
    const scopedTags = new Set(
      shadow.flatMap(([host]) => {
        const [tag] = host?.type === 'pseudo-class' && host.kind === 'host' ? (host.selectors ?? []) : [];
        return tag?.type === 'type' ? [tag.name] : [];
      }),
    );
    const tags = Object.entries(elementCss(process.cwd())).flatMap(([tag, source]) => (source ? [tag] : []));
    expect([...scopedTags].sort()).toEqual(tags.sort());
  });

  it('defines every @keyframes name once: one element’s animation never takes another’s', () => {
    const names = keyframesNames(css);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const name of names) expect(name).toMatch(/^sq-/);
  });

  it('is minified', () => {
    expect(css).not.toContain('/*');
    expect(css).not.toContain('\n');
  });

  it('composes, from its parts, a page’s stylesheet with its own tags’ rules as the file has them, and no other’s', () => {
    const parts = prerenderedStylesheetPartsOf(process.cwd());
    const page = pageStylesheet(parts, ['sq-image', 'sq-marquee']);
    expect(page.length).toBeLessThan(css.length / 2);
    for (const tag of ['sq-image', 'sq-marquee']) {
      expect(parts.elements[tag], tag).toBeTruthy();
      expect(css).toContain(parts.elements[tag]);
      expect(page).toContain(parts.elements[tag]);
    }
    expect(page).not.toContain(':host(sq-gallery');
    // The pre-upgrade rules every page has and the page's tags', in the file's order; no other tag's.
    const [pagePreUpgrade = ''] = page.split(layer);
    expect(pagePreUpgrade).toBe(
      parts.document
        .filter(([styled]) => styled.length === 0 || styled.includes('sq-image') || styled.includes('sq-marquee'))
        .map(([, rules]) => rules)
        .join(''),
    );
    expect(pagePreUpgrade).toContain('sq-image:not(:defined)>img{');
    expect(pagePreUpgrade).toContain('sq-marquee:not(:defined){');
    expect(pagePreUpgrade).not.toContain('sq-gallery');
    expect(pagePreUpgrade.length).toBeLessThan(outside.length / 2);
  });
});

describe('preUpgradeRuns', () => {
  const tags = ['sq-a', 'sq-ab', 'sq-b'];

  it('splits a selector list by the tags it names, each part where the list was', () => {
    expect(preUpgradeRuns('p{color:red}sq-a,sq-b:not(:defined),sq-a[x]{display:block}sq-b{color:#00f}', tags)).toEqual([
      [[], 'p{color:red}'],
      [['sq-a'], 'sq-a,sq-a[x]{display:block}'],
      [['sq-b'], 'sq-b:not(:defined){display:block}sq-b{color:#00f}'],
    ]);
  });

  it('tells a tag from a longer one, and from a class, an id, a custom property or a name in a string', () => {
    expect(
      preUpgradeRuns(
        'sq-ab{--sq-a:1}.sq-a,#sq-a,[data-x="sq-a"]{color:red}sq-abc{color:#00f}sq-a>sq-b{margin:0}',
        tags,
      ),
    ).toEqual([
      [['sq-ab'], 'sq-ab{--sq-a:1}'],
      [[], '.sq-a,#sq-a,[data-x="sq-a"]{color:red}sq-abc{color:#00f}'],
      [['sq-a', 'sq-b'], 'sq-a>sq-b{margin:0}'],
    ]);
  });

  it('splits @media, @supports and @container as their rules, and gives a named rule to the tag its name starts with', () => {
    const css =
      '@media (scripting:enabled){sq-a{display:none}sq-b{display:none}}' +
      '@counter-style sq-ab-count{system:cyclic;symbols:"100+"}' +
      '@supports (display:grid){@container (width<400px){sq-b,p{gap:0}}}' +
      '@import url(x.css);';
    expect(preUpgradeRuns(css, tags)).toEqual([
      [['sq-a'], '@media (scripting:enabled){sq-a{display:none}}'],
      [['sq-b'], '@media (scripting:enabled){sq-b{display:none}}'],
      [['sq-ab'], '@counter-style sq-ab-count{system:cyclic;symbols:"100+"}'],
      [['sq-b'], '@supports (display:grid){@container (width<400px){sq-b{gap:0}}}'],
      [[], '@supports (display:grid){@container (width<400px){p{gap:0}}}@import url(x.css);'],
    ]);
  });

  it('reads braces, commas and semicolons in strings and brackets as text', () => {
    const css = 'sq-a:not(:defined):before{content:"}{;,"}sq-a[title="a,b"],sq-b[title=\'{\']{mask:url("data:x;y")}';
    expect(preUpgradeRuns(css, tags)).toEqual([
      [['sq-a'], 'sq-a:not(:defined):before{content:"}{;,"}sq-a[title="a,b"]{mask:url("data:x;y")}'],
      [['sq-b'], 'sq-b[title=\'{\']{mask:url("data:x;y")}'],
    ]);
  });
});

type Specificity = [number, number, number];

/** A selector's specificity (Selectors 4), with `:host(X)` and `::slotted(X)` counting their argument. */
function specificity(selector: Selector): Specificity {
  const total: Specificity = [0, 0, 0];
  const add = ([a, b, c]: Specificity) => {
    total[0] += a;
    total[1] += b;
    total[2] += c;
  };
  const most = (selectors: Selector[]) =>
    selectors.map(specificity).reduce((best, next) => (compare(next, best) > 0 ? next : best), [0, 0, 0]);
  for (const component of selector) {
    if (component.type === 'id') add([1, 0, 0]);
    else if (component.type === 'class' || component.type === 'attribute') add([0, 1, 0]);
    else if (component.type === 'type') add([0, 0, 1]);
    else if (component.type === 'pseudo-element') {
      add([0, 0, 1]);
      if (component.kind === 'slotted') add(specificity(component.selector));
    } else if (component.type === 'pseudo-class') {
      if (component.kind === 'where') continue;
      if (component.kind === 'is' || component.kind === 'not' || component.kind === 'has') {
        add(most(component.selectors as Selector[]));
        continue;
      }
      add([0, 1, 0]);
      if (component.kind === 'host' && component.selectors) add(specificity(component.selectors));
    }
  }
  return total;
}

const compare = (a: Specificity, b: Specificity) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** What a selector styles: the host (`:host...`, its pseudo-elements included) or a node of the shadow tree. */
const styles = (selector: Selector) =>
  isHost(selector) && !selector.some((part) => part.type === 'combinator' && part.value !== 'pseudo-element')
    ? 'host'
    : 'tree';

/**
 * The pairs of an element's rules whose order scoping changes. Scoping adds to the specificity of every
 * selector, not the same amount to each (`:host(sq-x) S` gains more than `:host(X) S`): a later rule that
 * won by its place must still win over an earlier one of the same specificity, and a more specific one
 * still over a less specific one, for any two rules that set the same property on the same kind of node
 * (the host, or a node of the shadow tree).
 */
function swapsIn(css: string, tag: string): string[] {
  const rules: { selectors: Selector[]; properties: Set<string> }[] = [];
  transform({
    filename: `${tag}.css`,
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => {
          const { declarations, importantDeclarations = [] } = rule.value.declarations;
          const properties = [...(declarations ?? []), ...importantDeclarations].map((declaration) =>
            declaration.property === 'custom' ? declaration.value.name : declaration.property,
          );
          rules.push({ selectors: rule.value.selectors, properties: new Set(properties) });
        },
      },
    },
  });
  const swapped: string[] = [];
  rules.forEach((earlier, index) => {
    for (const later of rules.slice(index + 1)) {
      if (![...earlier.properties].some((property) => later.properties.has(property))) continue;
      for (const a of earlier.selectors) {
        for (const b of later.selectors) {
          if (styles(a) !== styles(b)) continue;
          const before = compare(specificity(a), specificity(b)) > 0;
          const after = compare(specificity(scopeSelector(a, tag)), specificity(scopeSelector(b, tag))) > 0;
          if (before !== after) swapped.push(`${JSON.stringify(a)} / ${JSON.stringify(b)}`);
        }
      }
    }
  });
  return swapped;
}

describe('scoping keeps the cascade of an element’s own rules', () => {
  it('(the check sees a swap: :host .a after .b.a wins by its place, and scoped it would lose)', () => {
    expect(swapsIn('.b.a { color: blue } :host .a { color: red }', 'sq-x')).toHaveLength(1);
    expect(swapsIn('.b.a { color: blue } :host .a { margin: 0 }', 'sq-x')).toHaveLength(0);
    expect(swapsIn(':host { color: blue } .a { color: red }', 'sq-x')).toHaveLength(0);
  });

  it.each(Object.entries(elementCss(process.cwd())).filter(([, css]) => css))('%s', (tag, css) => {
    expect(swapsIn(css ?? '', tag)).toEqual([]);
  });
});

describe('prerenderedStylesheet', () => {
  it('puts the pre-upgrade rules first, then the base sheet and each element’s scoped rules in one layer, by tag', () => {
    const css = prerenderedStylesheet('sq-b:not(:defined) { display: block }', BASE_CSS, {
      'sq-b': ':host { color: red }',
      'sq-a': '.x { color: blue }',
      'sq-c': undefined,
    });
    expect(css).toBe(
      `sq-b:not(:defined){display:block}@layer ${ELEMENT_LAYER}{:host([hidden]){display:none!important}:host(sq-a) .x{color:#00f}:host(sq-b){color:red}}`,
    );
  });
});
