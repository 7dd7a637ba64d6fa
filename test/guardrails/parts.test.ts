import { describe, expect, it } from 'vitest';
import manifest from '../../custom-elements.json';
import { tagsOfPart } from './parts.ts';

const TAGS = manifest.modules.flatMap((module) =>
  module.declarations.flatMap((declaration) =>
    'tagName' in declaration && declaration.tagName ? [declaration.tagName] : [],
  ),
);

describe('tagsOfPart', () => {
  it.each([1, 2, 3])('deals every tag of the manifest into exactly one of %i parts', (parts) => {
    const dealt = Array.from({ length: parts }, (_unused, index) => tagsOfPart(TAGS, index + 1, parts));
    expect(dealt.flat().sort()).toEqual([...TAGS].sort());
    const sizes = dealt.map((hand) => hand.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('deals in turn, keeping the manifest order within a part', () => {
    expect(tagsOfPart(['a', 'b', 'c', 'd', 'e'], 1, 2)).toEqual(['a', 'c', 'e']);
    expect(tagsOfPart(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual(['b', 'd']);
  });

  it.each([
    [0, 2],
    [3, 2],
    [1, 0],
    [1.5, 2],
  ])('refuses part %s of %s', (part, parts) => {
    expect(() => tagsOfPart(['a'], part, parts)).toThrow(RangeError);
  });
});
