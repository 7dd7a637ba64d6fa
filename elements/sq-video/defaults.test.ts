import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTO_PLACEHOLDER_RATIO, NO_SIZE_RATIO } from './video.logic.ts';

/**
 * The video's boxes (spec 001 §9: 56.3 % as tall as wide without a size, the
 * placeholder's 65 % when Auto) are written once, in video.logic.ts. The
 * pre-upgrade stylesheet, which reserves the box before the code arrives,
 * its own stylesheet and the README cannot import them: each place they say
 * one is found here and compared with the constant.
 */
const read = (path: string) => readFileSync(resolve(import.meta.dirname, path), 'utf8');
const PRE_UPGRADE_CSS = read('./video.pre-upgrade.css');
const README = read('README.md');

/** Every number the pattern's groups capture, in order, over all its matches. */
function captured(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(new RegExp(pattern, 'g'))].flatMap((match) => match.slice(1).map(Number));
}

describe('the video’s boxes, where the code cannot reach', () => {
  it.each<[string, string, RegExp, number[]]>([
    [
      'video.pre-upgrade.css: the box without a size',
      PRE_UPGRADE_CSS,
      /sq-video:not\(:defined\) \{[^}]*aspect-ratio: 100 \/ ([\d.]+);/,
      [NO_SIZE_RATIO],
    ],
    [
      'video.pre-upgrade.css: the placeholder’s box',
      PRE_UPGRADE_CSS,
      /sq-video:not\(:defined\):is\(\[mode="fit"\], \[mode="fill"\]\) \{\s*aspect-ratio: 100 \/ ([\d.]+);[^}]*type\(<number>\), 100 \/ ([\d.]+)\);/,
      [AUTO_PLACEHOLDER_RATIO, AUTO_PLACEHOLDER_RATIO],
    ],
    [
      'video.pre-upgrade.css: its comment',
      PRE_UPGRADE_CSS,
      /The video: its box, as the element draws it: ([\d.]+) % as tall as wide[^*]*\*[^*]*placeholder's\s*\*\s*([\d.]+) %/,
      [NO_SIZE_RATIO, AUTO_PLACEHOLDER_RATIO],
    ],
    ['video.css: its comment', read('video.css'), /the ([\d.]+) % box/, [NO_SIZE_RATIO]],
    [
      'README: the boxes',
      README,
      /\*\*([\d.]+) %\*\* as tall as wide when it[\s\S]*?\*\*([\d.]+) %\*\* as tall as wide/,
      [NO_SIZE_RATIO, AUTO_PLACEHOLDER_RATIO],
    ],
    [
      'README: before the upgrade',
      README,
      /`sq-elements\.css` gives the element ([\d.]+) %\s+\(or with `mode` fit or fill ([\d.]+) %/,
      [NO_SIZE_RATIO, AUTO_PLACEHOLDER_RATIO],
    ],
  ])('%s', (_where, text, pattern, expected) => {
    expect(captured(text, pattern)).toEqual(expected);
  });
});
