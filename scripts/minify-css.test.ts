import { describe, expect, it } from 'vitest';
import { dropBlanks, minifyCss } from './minify-css.ts';

describe('dropBlanks', () => {
  it('drops the blanks after a comma in what the minifier left as written', () => {
    expect(dropBlanks('a{grid-template-columns:repeat(attr(n type(<integer>), 4), minmax(0,\n 1fr))}')).toBe(
      'a{grid-template-columns:repeat(attr(n type(<integer>),4),minmax(0,1fr))}',
    );
  });

  it('keeps a string as it is, escaped quotes too', () => {
    const css = `a:before{content:"one, two \\", three" / 'four, five'}b{gap:attr(g px, 0)}`;
    expect(dropBlanks(css)).toBe(`a:before{content:"one, two \\", three"/'four, five'}b{gap:attr(g px,0)}`);
  });

  it('drops the blanks around a slash, and keeps those around the other operators and in selectors', () => {
    expect(dropBlanks('a > * img{aspect-ratio:100 / 56.3;--_r:2 / 1;width:calc(101% / var(--n) - 1% * 2)}')).toBe(
      'a > * img{aspect-ratio:100/56.3;--_r:2/1;width:calc(101%/var(--n) - 1% * 2)}',
    );
    expect(dropBlanks('a{background:url("a / b.svg") 0 50% / 1em no-repeat}')).toBe(
      'a{background:url("a / b.svg") 0 50%/1em no-repeat}',
    );
  });

  it('minifies, then drops them', () => {
    expect(minifyCss('a.css', 'a {\n  gap: attr(gutter px, 10px);\n  color: red;\n}\n')).toBe(
      'a{gap:attr(gutter px,10px);color:red}',
    );
  });
});
