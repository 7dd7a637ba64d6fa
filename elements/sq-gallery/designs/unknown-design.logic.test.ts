import { describe, expect, it } from 'vitest';
import { DESIGN_NAMES, readDesign } from './designs.logic.ts';
import { unknownDesignMessage } from './unknown-design.logic.ts';

describe('unknownDesignMessage', () => {
  it('keeps the spec’s words (001 §8) with the name, and lists the designs there are', () => {
    expect(unknownDesignMessage('gird', DESIGN_NAMES)).toBe(
      'These are not the gallery designs you are looking for "gird"; using grid (designs: grid, auto-grid, auto-columns, auto-rows, list, carousel, slideshow, stacked, strip, slider, swipe, new-swipe)',
    );
  });
});

describe('DESIGN_NAMES', () => {
  it('lists only names a gallery takes', () => {
    for (const name of DESIGN_NAMES) expect(readDesign(name).kind, name).not.toBe('unknown');
  });
});
