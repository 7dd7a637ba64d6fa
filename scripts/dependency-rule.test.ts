import { describe, expect, it } from 'vitest';
import { checkImport, dependencyViolations, importsOf, layerOf, sourceFiles } from './dependency-rule.ts';

describe('the dependency rule (../shared/DESIGN.md §2)', () => {
  it('holds for every source file in lib/, runtime/ and elements/', () => {
    const files = sourceFiles(process.cwd());
    expect(files.length).toBeGreaterThan(100);
    const violations = dependencyViolations(files).map((v) => `${v.file} imports '${v.specifier}': ${v.reason}`);
    expect(violations).toEqual([]);
  });

  it.each<[string, string, string]>([
    [
      'elements/sq-gallery/gallery.view.tsx',
      `import { watchImage } from '../sq-image/image-loader.ts';`,
      '../sq-image/image-loader.ts',
    ],
    [
      'elements/kit/hooks/use-x.ts',
      `import { galleryApi } from '../../sq-gallery/gallery.schema.ts';`,
      '../../sq-gallery/gallery.schema.ts',
    ],
    ['runtime/image-loader.ts', `import { useLayoutEffect } from 'react';`, 'react'],
    [
      'runtime/dialogs.ts',
      `const view = () => import('../elements/sq-runtime/runtime.view.tsx');`,
      '../elements/sq-runtime/runtime.view.tsx',
    ],
    ['runtime/context.ts', `export { defineApi } from '../elements/kit/api.ts';`, '../elements/kit/api.ts'],
    ['lib/links.ts', `import type { SiteContext } from '../runtime/context.ts';`, '../runtime/context.ts'],
    ['lib/colour.ts', `import { createRoot } from 'react-dom/client';`, 'react-dom/client'],
    ['lib/focus.ts', `import { harness } from '../test/browser/harness.ts';`, '../test/browser/harness.ts'],
    ['elements/kit/define-element.ts', `import { ELEMENT_LOADERS } from '../registry.ts';`, '../registry.ts'],
  ])('fails %s importing %s', (path, source, specifier) => {
    const violations = dependencyViolations([{ path, source }]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ file: path, specifier });
    expect(violations[0]?.reason).not.toBe('');
  });

  it.each<[string, string]>([
    ['elements/sq-gallery/gallery.view.tsx', `import { watchImage } from '../../runtime/image-loader.ts';`],
    ['elements/sq-gallery/gallery.view.tsx', `import { useShared } from '../kit/hooks/use-shared.ts';`],
    ['elements/sq-gallery/designs/grid.logic.ts', `import { ratioOf } from '../../../runtime/image-loader.logic.ts';`],
    ['elements/sq-gallery/gallery.view.tsx', `import styles from './gallery.css?inline';`],
    ['elements/kit/define-element.ts', `import { warnOnce } from '../../lib/warn-once.ts';`],
    ['runtime/image-loader.ts', `import { warnOnce } from '../lib/warn-once.ts';`],
    ['runtime/context.ts', `import * as z from 'zod/mini';`],
    ['lib/links.ts', `import { parse } from './cookies.ts';`],
    ['elements/autoloader.ts', `import { ELEMENT_LOADERS } from './registry.ts';`],
    ['elements/registry.ts', `const load = () => import('./sq-gallery/gallery.element.ts');`],
    ['elements/kit/contract.ts', `import { fixture } from '../../test/browser/harness.ts';`],
    ['test/browser/harness.ts', `import { GalleryView } from '../../elements/sq-gallery/gallery.view.tsx';`],
    [
      'runtime/entry-animations.browser.test.ts',
      `const load = () => import('../elements/sq-runtime/runtime.element.ts');`,
    ],
  ])('passes %s importing: %s', (path, source) => {
    expect(dependencyViolations([{ path, source }])).toEqual([]);
  });

  it('reads imports, re-exports and dynamic imports, not comments or strings that look like them', () => {
    const source = [
      `import type { A } from './a.ts';`,
      `// import { B } from '../sq-other/b.ts';`,
      `/** \`import { C } from 'react'\` in a doc comment’s example */`,
      `export { D } from './d.ts';`,
      `export * from './e.ts';`,
      `const text = "import { F } from './f.ts'";`,
      `const later = () => import('./g.ts');`,
      `const named = (name: string) => import(name);`,
      `const view = <div>import('./h.ts')</div>;`,
    ].join('\n');
    expect(importsOf({ path: 'elements/sq-x/x.view.tsx', source })).toEqual(['./a.ts', './d.ts', './e.ts', './g.ts']);
  });

  it.each([
    ['lib/links.ts', { layer: 'lib' }],
    ['runtime/image-loader.ts', { layer: 'runtime' }],
    ['elements/kit/hooks/use-shared.ts', { layer: 'kit' }],
    ['elements/sq-gallery/designs/grid.logic.ts', { layer: 'element', element: 'sq-gallery' }],
    ['elements/autoloader.ts', { layer: 'entry' }],
    ['test/browser/harness.ts', null],
    ['scripts/size.ts', null],
  ])('%s is in %j', (path, expected) => {
    expect(layerOf(path)).toEqual(expected);
  });

  it('names why, for each kind of violation', () => {
    expect(checkImport('elements/sq-a/a.view.tsx', '../sq-b/b.ts')).toBe(
      'an element imports only its own folder, not sq-b/',
    );
    expect(checkImport('runtime/x.ts', 'react')).toBe('runtime/ never imports React');
    expect(checkImport('runtime/x.ts', '../elements/sq-a/a.ts')).toBe('runtime/ never imports an element');
    expect(checkImport('elements/kit/x.ts', '../sq-a/a.ts')).toBe(
      'elements/kit may not import an element: dependencies point down',
    );
    expect(checkImport('lib/x.ts', '../runtime/y.ts')).toBe('lib/ imports nothing of ours but lib/');
  });
});
