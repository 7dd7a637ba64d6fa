import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH_PX as POPUP_MOBILE_MAX_WIDTH_PX } from '../sq-popup/popup.logic.ts';
import { MOBILE_MAX_WIDTH_PX, OVERLAY_OPACITY } from './lightbox.logic.ts';

/**
 * The lightbox's overlay opacity (spec 001 §9) and its widest mobile window
 * are written once, in lightbox.logic.ts. Its stylesheet, which draws them,
 * and the README cannot import them: each place they say one is found here
 * and compared with the constant.
 */
const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');
const CSS = read('lightbox.css');

/** Every number the pattern's groups capture, in order, over all its matches. */
function captured(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(new RegExp(pattern, 'g'))].flatMap((match) => match.slice(1).map(Number));
}

describe('the lightbox’s constants, where the code cannot reach', () => {
  it.each<[string, string, RegExp, number[]]>([
    [
      'lightbox.css: the overlay’s opacity',
      CSS,
      /overlay opacity ([\d.]+)\. \*\/\s*\[part="overlay"\] \{[^}]*opacity: ([\d.]+);/,
      [OVERLAY_OPACITY, OVERLAY_OPACITY],
    ],
    ['lightbox.css: the mobile layout', CSS, /@media \(max-width: (\d+)px\)/, [MOBILE_MAX_WIDTH_PX]],
    [
      'README: where next and previous stop',
      read('README.md'),
      /on mobile \((\d+) px wide or less/,
      [MOBILE_MAX_WIDTH_PX],
    ],
  ])('%s', (_where, text, pattern, expected) => {
    expect(captured(text, pattern)).toEqual(expected);
  });

  // The popup's chunk and the lightbox's share no module a constant could live in without a file of its own to load.
  it('the mobile width is the popup’s', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(POPUP_MOBILE_MAX_WIDTH_PX);
  });
});
