import { describe, expect, it } from 'vitest';
import { packModules, tagModulesLiteral } from '../elements/tag-modules.logic.ts';
import { TAG_MODULES } from '../elements/tag-modules.ts';
import { withTagModules } from './element-stylesheets.ts';

describe('withTagModules', () => {
  const literal = tagModulesLiteral(packModules({ 'sq-image': ['sq-image.js', 'kit.js'] }));

  it('writes the lists over the placeholder, in whichever quotes the minifier chose', () => {
    for (const quote of ['"', "'", '`']) {
      const code = `var e=${quote}${TAG_MODULES}${quote};export{e as TAG_MODULES};`;
      const written = withTagModules(code, literal);
      expect(written).toBe(`var e=${literal};export{e as TAG_MODULES};`);
      const value = JSON.parse(/var e=(".*?[^\\]");/.exec(written)?.[1] ?? '""') as string;
      expect(JSON.parse(value)).toEqual({ files: ['sq-image.js', 'kit.js'], tags: { 'sq-image': [0, 1] } });
    }
  });

  it('fails the build when the placeholder is not there once', () => {
    expect(() => withTagModules('var e="renamed";', literal)).toThrow(/found it 0 times/);
    expect(() => withTagModules(`"${TAG_MODULES}"+"${TAG_MODULES}"`, literal)).toThrow(/found it 2 times/);
  });
});
