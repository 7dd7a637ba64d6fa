import { describe, expect, it } from 'vitest';
import { dropBlanksAfterCommas, minifyCss } from './minify-css.ts';

describe('dropBlanksAfterCommas', () => {
  it('drops the blanks after a comma in what the minifier left as written', () => {
    expect(dropBlanksAfterCommas('a{grid-template-columns:repeat(attr(n type(<integer>), 4), minmax(0,\n 1fr))}')).toBe(
      'a{grid-template-columns:repeat(attr(n type(<integer>),4),minmax(0,1fr))}',
    );
  });

  it('keeps a string as it is, escaped quotes too', () => {
    const css = `a:before{content:"one, two \\", three" / 'four, five'}b{gap:attr(g px, 0)}`;
    expect(dropBlanksAfterCommas(css)).toBe(
      `a:before{content:"one, two \\", three" / 'four, five'}b{gap:attr(g px,0)}`,
    );
  });

  it('minifies, then drops them', () => {
    expect(minifyCss('a.css', 'a {\n  gap: attr(gutter px, 10px);\n  color: red;\n}\n')).toBe(
      'a{gap:attr(gutter px,10px);color:red}',
    );
  });
});
