import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adoptedStylesheet } from './adopted-styles.ts';

describe("an element's stylesheet as its code adopts it", () => {
  it('leaves out the rules for the host before it is defined, and only those', () => {
    const css = `
      :host { display: block; }
      :host(:not(:defined)) { padding: 0 !important; }
      :host(:not(:defined))::before, :host(:not(:defined))::after { content: none !important; }
      :host(:not(:defined)) [part="load"] { display: none; }
      :host(:not(:defined)), [part="x"] { color: red; }
      :host(:defined) { color: blue; }
      :host(:not(.open)) { opacity: 0; }
      [part="link"]:not(:defined) { color: green; }
    `;
    const adopted = adoptedStylesheet(css).replace(/\s+/g, ' ');
    expect(adopted).not.toContain('padding');
    expect(adopted).not.toContain('content');
    expect(adopted).not.toContain('display: none');
    expect(adopted).toContain(':host { display: block; }');
    // A rule one of whose selectors still matches once defined stays, whole.
    expect(adopted).toContain(':host(:not(:defined)), [part="x"] { color: red; }');
    for (const kept of [':host(:defined) {', ':host(:not(.open)) {', '[part="link"]:not(:defined) {']) {
      expect(adopted).toContain(kept);
    }
  });

  it("takes the cart link's own rules for a server-rendered link out, and keeps the rest", () => {
    const css = readFileSync('elements/sq-cart-link/cart-link.css', 'utf8');
    const adopted = adoptedStylesheet(css);
    expect(css).toContain(':host(:not(:defined))');
    expect(adopted).not.toContain(':defined');
    expect(adopted).toContain('[part="count"][data-empty]');
  });
});
