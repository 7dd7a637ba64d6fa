import { describe, expect, it } from 'vitest';
import { modulesOf, packModules, tagModulesLiteral } from './tag-modules.logic.ts';
import { TAG_MODULES } from './tag-modules.ts';

describe('tag modules', () => {
  const modules = {
    'sq-gallery': ['sq-gallery.js', 'kit.js', 'react.js'],
    'sq-image': ['sq-image.js', 'kit.js'],
    'waiting:sq-gallery': ['waiting-elements.js'],
    'main-picture': ['waiting-elements.js', 'main-picture.js'],
  };

  it('names each chunk once and keeps each tag’s load order', () => {
    const packed = packModules(modules);
    expect(packed.files).toEqual(['sq-gallery.js', 'kit.js', 'react.js', 'sq-image.js']);
    expect(packed.tags).toEqual({ 'sq-gallery': [0, 1, 2], 'sq-image': [3, 1] });
  });

  it('unpacks a tag’s chunks, and none for a tag or key it has no list for', () => {
    const packed = packModules(modules);
    expect(modulesOf(packed, 'sq-gallery')).toEqual(['sq-gallery.js', 'kit.js', 'react.js']);
    expect(modulesOf(packed, 'sq-image')).toEqual(['sq-image.js', 'kit.js']);
    expect(modulesOf(packed, 'sq-map')).toEqual([]);
    expect(modulesOf(packed, 'main-picture')).toEqual([]);
    expect(modulesOf(packed, 'constructor')).toEqual([]);
  });

  it('reads nothing without lists (the placeholder left in development is no JSON)', () => {
    expect(modulesOf(undefined, 'sq-gallery')).toEqual([]);
    expect(() => JSON.parse(TAG_MODULES)).toThrow();
  });

  it('writes the lists as a string literal the part that waits parses back', () => {
    const packed = packModules(modules);
    const literal = tagModulesLiteral(packed);
    expect(literal.startsWith('"')).toBe(true);
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(packed);
  });
});
