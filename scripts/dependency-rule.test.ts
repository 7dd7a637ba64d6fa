import { describe, expect, it } from 'vitest';
import {
  checkImport,
  checkPackage,
  dependencyViolations,
  describeViolation,
  importsOf,
  installedPackages,
  layerOf,
  type PackageExports,
  partOf,
  type SourceFile,
  sourceFiles,
} from './dependency-rule.ts';

/** The files of a small tree, by path: source. */
const tree = (files: Record<string, string>): SourceFile[] =>
  Object.entries(files).map(([path, source]) => ({ path, source }));

/** The report of a small tree, one line a violation. */
const report = (files: Record<string, string>, packages?: PackageExports) =>
  dependencyViolations(tree(files), packages).map(describeViolation);

describe('the dependency rule (../shared/DESIGN.md §2, §6)', () => {
  it('holds for every module of the repository', () => {
    const files = sourceFiles(process.cwd());
    expect(files.length).toBeGreaterThan(700);
    for (const folder of ['lib/', 'runtime/', 'elements/', 'reference-api/', 'demo/', 'scripts/', 'test/', 'bench/']) {
      expect(files.some((file) => file.path.startsWith(folder))).toBe(true);
    }
    expect(files.some((file) => file.path.includes('node_modules/'))).toBe(false);
    expect(dependencyViolations(files, installedPackages(process.cwd())).map(describeViolation)).toEqual([]);
  });

  describe('layers', () => {
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
      ['runtime/images/image-loader.ts', `import { useLayoutEffect } from 'react';`, 'react'],
      [
        'runtime/core/dialogs.ts',
        `const view = () => import('../../elements/sq-runtime/runtime.view.tsx');`,
        '../../elements/sq-runtime/runtime.view.tsx',
      ],
      [
        'runtime/core/context.ts',
        `export { defineApi } from '../../elements/kit/api.ts';`,
        '../../elements/kit/api.ts',
      ],
      ['lib/links.ts', `import type { SiteContext } from '../runtime/core/context.ts';`, '../runtime/core/context.ts'],
      ['lib/colour.ts', `import { createRoot } from 'react-dom/client';`, 'react-dom/client'],
      ['elements/kit/define-element.ts', `import { ELEMENT_LOADERS } from '../registry.ts';`, '../registry.ts'],
      ['elements/kit/render.ts', `import { renderToHtml } from '../server/render.tsx';`, '../server/render.tsx'],
    ])('fails %s importing %s', (path, source, specifier) => {
      const violations = dependencyViolations([{ path, source }]);
      expect(violations.length).toBeGreaterThan(0);
      for (const violation of violations) expect(violation).toMatchObject({ file: path, specifier });
      expect(violations.some((violation) => /imports|dependencies point down/.test(violation.reason))).toBe(true);
    });

    it.each<[string, string]>([
      ['elements/sq-gallery/gallery.view.tsx', `import { watchImage } from '../../runtime/image-loader.ts';`],
      ['elements/sq-gallery/gallery.view.tsx', `import { useShared } from '../kit/hooks/use-shared.ts';`],
      [
        'elements/sq-gallery/designs/grid.logic.ts',
        `import { ratioOf } from '../../../runtime/image-loader.logic.ts';`,
      ],
      ['elements/sq-gallery/gallery.view.tsx', `import styles from './gallery.css?inline';`],
      ['elements/kit/define-element.ts', `import { warnOnce } from '../../lib/warn-once.ts';`],
      ['runtime/images/image-loader.ts', `import { warnOnce } from '../../lib/warn-once.ts';`],
      ['runtime/core/context.ts', `import * as z from 'zod/mini';`],
      ['lib/links.ts', `import { parse } from './cookies.ts';`],
      ['elements/autoloader.ts', `import { ELEMENT_LOADERS } from './registry.ts';`],
      ['elements/registry.ts', `const load = () => import('./sq-gallery/gallery.element.ts');`],
      ['elements/server/definitions.ts', `const all = import.meta.glob('../sq-*/*.element.ts', { eager: true });`],
      ['test/browser/harness.ts', `import { GalleryView } from '../../elements/sq-gallery/gallery.view.tsx';`],
      [
        'runtime/services/entry-animations/entry-animations.browser.test.ts',
        `const load = () => import('../../elements/sq-runtime/runtime.element.ts');`,
      ],
    ])('passes %s importing: %s', (path, source) => {
      expect(dependencyViolations([{ path, source }])).toEqual([]);
    });
  });

  describe('no import cycle between files', () => {
    it.each<[string, Record<string, string>, string]>([
      [
        'two files',
        {
          'reference-api/api.ts': `import { createFormsApi } from './forms.ts';`,
          'reference-api/forms.ts': `import type { Answer } from './api.ts';`,
        },
        'reference-api/api.ts: an import cycle between files: reference-api/api.ts, reference-api/forms.ts',
      ],
      [
        'three files, one of them by a dynamic import',
        {
          'elements/sq-a/a.view.tsx': `import { b } from './b.logic.ts';`,
          'elements/sq-a/b.logic.ts': `export { c } from './c.logic.ts';`,
          'elements/sq-a/c.logic.ts': `const a = () => import('./a.view.tsx');`,
          'elements/sq-a/d.logic.ts': `import { b } from './b.logic.ts';`,
        },
        'elements/sq-a/a.view.tsx: an import cycle between files: elements/sq-a/a.view.tsx, elements/sq-a/b.logic.ts, elements/sq-a/c.logic.ts',
      ],
      [
        'a schema and the logic that reads its type',
        {
          'elements/sq-a/a.schema.ts': `import { TYPES } from './a.logic.ts';`,
          'elements/sq-a/a.logic.ts': `import type { Field } from './a.schema.ts';`,
        },
        'elements/sq-a/a.logic.ts: an import cycle between files: elements/sq-a/a.logic.ts, elements/sq-a/a.schema.ts',
      ],
      [
        'tests too',
        {
          'test/e2e/a.ts': `import { b } from './b.ts';`,
          'test/e2e/b.ts': `import { a } from './a.ts';`,
        },
        'test/e2e/a.ts: an import cycle between files: test/e2e/a.ts, test/e2e/b.ts',
      ],
    ])('fails %s', (_, files, expected) => {
      expect(report(files)).toEqual([expected]);
    });

    it('passes a file that imports what another also imports (no cycle)', () => {
      const files = {
        'elements/sq-a/a.view.tsx': `import { b } from './b.logic.ts'; import { c } from './c.logic.ts';`,
        'elements/sq-a/b.logic.ts': `import { c } from './c.logic.ts';`,
        'elements/sq-a/c.logic.ts': `export const c = 1;`,
      };
      expect(report(files)).toEqual([]);
    });

    it('fails a cycle closed by a dynamic import too (a part loaded lazily that imports its loader)', () => {
      const files = {
        'elements/kit/element.ts': `import('./warning.ts');`,
        'elements/kit/warning.ts': `import { definitions } from './element.ts';`,
      };
      expect(report(files)).toEqual([
        'elements/kit/element.ts: an import cycle between files: elements/kit/element.ts, elements/kit/warning.ts',
      ]);
    });
  });

  describe('no import cycle between folders', () => {
    it('fails two folders that import each other, naming the files that do', () => {
      const files = {
        'demo/inspector.ts': `import type { RecordedRequest } from '../reference-api/record.ts';`,
        'reference-api/record.ts': `export interface RecordedRequest {}`,
        'reference-api/forms.ts': `import { SITE_FORMS } from '../site/forms.ts';`,
        'site/forms.ts': `import { renderSiteForms } from '../demo/render.ts';`,
        'demo/render.ts': `export const renderSiteForms = 1;`,
      };
      expect(report(files)).toEqual([
        "demo/inspector.ts imports '../reference-api/record.ts': the demo talks to the reference API over HTTP: it imports nothing of reference-api/",
        'demo: an import cycle between folders demo, reference-api, site, through demo/inspector.ts -> reference-api/record.ts; reference-api/forms.ts -> site/forms.ts; site/forms.ts -> demo/render.ts',
      ]);
    });

    it('takes each folder of runtime/ as a part of its own: two that import each other fail', () => {
      const files = {
        'runtime/core/dialogs.ts': `import { openLayer } from '../layers/index.ts';`,
        'runtime/core/index.ts': `export { siteContext } from './context.ts';`,
        'runtime/layers/index.ts': `export { openLayer } from './layer-stack.ts';`,
        'runtime/layers/layer-stack.ts': `import { siteContext } from '../core/index.ts';\nexport const openLayer = 1;`,
        'runtime/core/context.ts': `export const siteContext = 1;`,
      };
      expect(partOf('runtime/core/dialogs.ts')).toBe('runtime/core');
      expect(partOf('runtime/index.ts')).toBe('runtime');
      expect(report(files)).toEqual([
        'runtime/core: an import cycle between folders runtime/core, runtime/layers, through runtime/core/dialogs.ts -> runtime/layers/index.ts; runtime/layers/layer-stack.ts -> runtime/core/index.ts',
      ]);
    });

    it('fails the root build config and a script that import each other', () => {
      const files = {
        'vite.config.ts': `import { adoptedStyles } from './scripts/adopted-styles.ts';\nexport const MODULE_CODE_FILE = 'x';`,
        'scripts/adopted-styles.ts': `export const adoptedStyles = 1;`,
        'scripts/size.ts': `import { MODULE_CODE_FILE } from '../vite.config.ts';`,
      };
      expect(report(files)).toEqual([
        '.: an import cycle between folders ., scripts, through vite.config.ts -> scripts/adopted-styles.ts; scripts/size.ts -> vite.config.ts',
      ]);
    });

    it('takes a folder with its sub-folders as one, and leaves tests and test tools out', () => {
      const files = {
        'elements/sq-gallery/gallery.view.tsx': `import { Carousel } from './designs/carousel.view.tsx';`,
        'elements/sq-gallery/designs/carousel.view.tsx': `import { swipe } from '../swipe.logic.ts';`,
        'elements/sq-gallery/swipe.logic.ts': `export const swipe = 1;`,
        'test/kit/contract.ts': `import { fixture } from '../browser/harness.ts';`,
        'elements/sq-gallery/designs/moving.browser-helpers.ts': `import { fixture } from '../../../test/browser/harness.ts';`,
        'test/browser/harness.ts': `import { define } from '../../elements/kit/custom-element.ts';\nimport { GalleryView } from '../../elements/sq-gallery/gallery.view.tsx';`,
        'elements/kit/element/custom-element.ts': `export const define = 1;`,
      };
      expect(partOf('elements/sq-gallery/designs/carousel.view.tsx')).toBe('elements/sq-gallery');
      expect(report(files)).toEqual([]);
    });
  });

  describe('nothing imports upward', () => {
    it.each<[string, string, string]>([
      ['lib/focus.ts', `import { harness } from '../test/browser/harness.ts';`, 'the shipped lib/ never imports test/'],
      [
        'runtime/places/places.ts',
        `import { PLACES } from '../../reference-api/places.ts';`,
        'the shipped runtime/ never imports reference-api/',
      ],
      [
        'platform/index.ts',
        `import { sizes } from '../scripts/size.ts';`,
        'the shipped platform/ never imports scripts/',
      ],
      [
        'elements/sq-form/form.view.tsx',
        `import { SITE_FORMS } from '../../demo/forms.ts';`,
        'the shipped elements/ never imports demo/',
      ],
      [
        'elements/kit/api.ts',
        `import { report } from '../../bench/report.ts';`,
        'the shipped elements/ never imports bench/',
      ],
      [
        'elements/kit/react/define-element.ts',
        `import { suite } from '../../../test/kit/contract.ts';`,
        'the shipped elements/ never imports test/',
      ],
      [
        'elements/sq-gallery/gallery.view.tsx',
        `import { swipeTo } from './designs/moving.browser-helpers.ts';`,
        'the shipped elements/ never imports a test or its helper',
      ],
      ['vite.config.ts', `import { demoBar } from './demo/pages.ts';`, 'a build config never imports demo/'],
      ['vite.lite.config.ts', `import { demoBar } from './demo/pages.ts';`, 'a build config never imports demo/'],
    ])('fails %s importing: %s', (path, source, reason) => {
      expect(dependencyViolations([{ path, source }])).toEqual([{ file: path, specifier: expect.any(String), reason }]);
    });

    it.each<[string, string]>([
      ['test/kit/contract.ts', `import { fixture } from '../browser/harness.ts';`],
      ['elements/main-picture.browser-helpers.ts', `import { api } from '../test/browser/api.ts';`],
      [
        'elements/sq-form/form.browser.test.ts',
        `import { FORM_RATE_LIMIT } from '../../reference-api/forms.constants.ts';`,
      ],
      ['vite.config.ts', `import { createReferenceApi } from './reference-api/api.ts';`],
      ['vite.config.ts', `import { demoBar } from './scripts/demo-bar.ts';`],
      ['scripts/size.ts', `import { MODULE_CODE_FILE } from './module-code.ts';`],
    ])('passes %s importing: %s', (path, source) => {
      expect(dependencyViolations([{ path, source }])).toEqual([]);
    });
  });

  describe('an element folder is used through its entries', () => {
    it.each<[string, string]>([
      ['elements/registry.ts', `const load = () => import('./sq-form/form.element.ts');`],
      ['elements/load-triggers.ts', `import { firstView } from './sq-form/form.first-view.ts';`],
      ['scripts/manifest.ts', `const schemas = import.meta.glob('../elements/sq-*/*.schema.ts', { eager: true });`],
      ['elements/server/render.tsx', `const servers = import.meta.glob('../sq-*/*.server.ts', { eager: true });`],
      ['elements/server/inline-first-views.ts', `const inline = import.meta.glob('../sq-*/*.inline.ts');`],
      ['demo/all-elements-markup.ts', `const hostile = import.meta.glob('../elements/sq-*/*.guardrails.ts');`],
      ['test/browser/pages/form-page.ts', `import '../../../elements/sq-form/form.element.ts';`],
      ['elements/sq-form/form.browser.test.ts', `import { isValidEmail } from './validate.logic.ts';`],
      [
        'elements/sq-lightbox/lightbox.browser.test.ts',
        `import { GalleryView } from '../sq-gallery/gallery.view.tsx';`,
      ],
      ['bench/page.ts', `import { CartLinkView } from '../elements/sq-cart-link/cart-link.view.tsx';`],
    ])('passes %s importing: %s', (path, source) => {
      expect(dependencyViolations([{ path, source }])).toEqual([]);
    });

    it.each<[string, string, string]>([
      ['demo/form.ts', `import { isValidEmail } from '../elements/sq-form/validate.logic.ts';`, 'validate.logic.ts'],
      [
        'elements/load-triggers.ts',
        `import { draft } from './sq-form/form-draft.first-view.ts';`,
        'form-draft.first-view.ts',
      ],
      ['elements/registry.ts', `const load = () => import('./sq-form/other.element.ts');`, 'other.element.ts'],
      [
        'scripts/docs.ts',
        `import { GRID } from '../elements/sq-gallery/designs/grid.logic.ts';`,
        'designs/grid.logic.ts',
      ],
      ['scripts/docs.ts', `const views = import.meta.glob('../elements/sq-*/*.view.tsx');`, '*.view.tsx'],
    ])('fails %s importing: %s', (path, source, inside) => {
      const reasons = dependencyViolations([{ path, source }]).map((violation) => violation.reason);
      expect(reasons).toEqual([
        `an element's folder is used through its entries (<name>.element.ts, <name>.schema.ts, <name>.server.ts, <name>.inline.ts, <name>.first-view.ts, <name>.guardrails.ts), not ${inside}`,
      ]);
    });
  });

  describe('a part of the runtime is used through its index.ts', () => {
    it.each<[string, string]>([
      ['runtime/core/dialogs.ts', `import { openLayer } from '../layers/index.ts';`],
      ['runtime/core/dialogs.ts', `import { stack } from './dialogs.logic.ts';`],
      ['runtime/services/account-keys/logout.ts', `import { report } from '../error-reporter.ts';`],
      ['runtime/services/account-keys-lazily.ts', `const keys = () => import('./account-keys/index.ts');`],
      ['runtime/index.ts', `export { siteContext } from './core/index.ts';`],
      ['elements/sq-form/form.view.tsx', `import { request } from '../../runtime/core/index.ts';`],
      ['elements/sq-form/form.browser.test.ts', `import { request } from '../../runtime/core/data-layer.ts';`],
      ['test/browser/api.ts', `import { request } from '../../runtime/core/data-layer.ts';`],
    ])('passes %s importing: %s', (path, source) => {
      expect(dependencyViolations([{ path, source }])).toEqual([]);
    });

    it.each<[string, string, string]>([
      ['elements/sq-form/form.view.tsx', `import { request } from '../../runtime/core/data-layer.ts';`, 'runtime/core'],
      ['runtime/layers/layer-stack.ts', `import { siteContext } from '../core/context.ts';`, 'runtime/core'],
      [
        'runtime/services/page-services.ts',
        `const keys = () => import('./account-keys/account-keys.ts');`,
        'runtime/services/account-keys',
      ],
      ['runtime/index.ts', `export { siteContext } from './core/context.ts';`, 'runtime/core'],
    ])('fails %s importing: %s', (path, source, part) => {
      expect(dependencyViolations([{ path, source }]).map((violation) => violation.reason)).toEqual([
        `a part of the runtime is used through its index.ts (${part}/index.ts), not ${source.match(/\/([a-z.-]+\.ts)'/)?.[1]}`,
      ]);
    });
  });

  describe('the reference API shares no code with what it checks, nor the demo with it', () => {
    it.each<[string, string, string]>([
      ['reference-api/forms.ts', `import { isValidEmail } from '../lib/email.ts';`, 'not lib/'],
      ['reference-api/places.ts', `import type { PlaceDetails } from '../runtime/places/index.ts';`, 'not runtime/'],
      ['reference-api/csp.ts', `import { POLICY } from '../elements/kit/trusted.ts';`, 'not elements/'],
      ['reference-api/rules.ts', `import { rules } from '../platform/index.ts';`, 'not platform/'],
      ['reference-api/forms.ts', `import { SITE_FORMS } from '../demo/site-forms.ts';`, 'not demo/'],
    ])('fails %s importing: %s', (path, source, what) => {
      expect(dependencyViolations([{ path, source }]).map((violation) => violation.reason)).toEqual([
        `the reference API shares no code with what it checks: ${what}`,
      ]);
    });

    it('fails the demo importing the reference API, even a type', () => {
      expect(
        report({ 'demo/inspector.ts': `import type { RecordedRequest } from '../reference-api/record.ts';` }),
      ).toEqual([
        "demo/inspector.ts imports '../reference-api/record.ts': the demo talks to the reference API over HTTP: it imports nothing of reference-api/",
      ]);
    });

    it.each<[string, string]>([
      ['reference-api/forms.ts', `import { SITE_FORMS } from '../site/forms.ts';`],
      ['reference-api/api.ts', `import { randomUUID } from 'node:crypto';`],
      ['reference-api/forms.test.ts', `import { isValidEmail } from '../elements/sq-form/validate.logic.ts';`],
      [
        'demo/render-site-forms.test.ts',
        `import { CAPTCHA_STAND_IN_PATH } from '../reference-api/captcha-stand-in.ts';`,
      ],
      ['demo/render-site-forms.ts', `import { SITE_FORMS } from '../site/forms.ts';`],
      ['vite.config.ts', `import { strictCspMiddleware } from './reference-api/csp.ts';`],
    ])('passes %s importing: %s', (path, source) => {
      expect(dependencyViolations([{ path, source }])).toEqual([]);
    });
  });

  describe('dependencies are used through their public API', () => {
    const packages: PackageExports = (name) =>
      ({ 'react-dom': ['.', './client', './server.edge'], 'idb-keyval': ['.', './dist/*'], 'color-name': null })[name];

    it.each<[string, string]>([
      ['react-dom/client', 'react-dom'],
      ['react-dom', 'react-dom'],
      ['idb-keyval/dist/index.js', 'idb-keyval'],
      ['color-name', 'color-name'],
      ['node:fs', 'a built-in'],
      ['some-unknown-package/deep/file.js', 'a package not installed'],
    ])('passes %s (%s)', (specifier) => {
      expect(checkPackage(specifier, packages)).toBeNull();
    });

    it.each<[string, string]>([
      [
        'react-dom/cjs/react-dom.development.js',
        'react-dom is used through its public API: ./cjs/react-dom.development.js is not among its exports',
      ],
      ['idb-keyval/src/index.ts', 'idb-keyval is used through its public API: ./src/index.ts is not among its exports'],
      ['color-name/index.js', 'color-name is used through its public API: ./index.js is not among its exports'],
    ])('fails %s', (specifier, reason) => {
      expect(checkPackage(specifier, packages)).toBe(reason);
      expect(
        dependencyViolations([{ path: 'test/x.test.ts', source: `import x from '${specifier}';` }], packages),
      ).toEqual([{ file: 'test/x.test.ts', specifier, reason }]);
    });

    it('reads a scoped package by its two names', () => {
      const scoped: PackageExports = (name) => (name === '@r2wc/core' ? ['.', './package.json'] : undefined);
      expect(checkPackage('@r2wc/core', scoped)).toBeNull();
      expect(checkPackage('@r2wc/core/dist/core.js', scoped)).toBe(
        '@r2wc/core is used through its public API: ./dist/core.js is not among its exports',
      );
    });

    it('reads the installed packages’ exports', () => {
      const installed = installedPackages(process.cwd());
      expect(installed('zod')).toContain('./mini');
      expect(installed('no-such-package-here')).toBeUndefined();
      expect(checkPackage('zod/mini', installed)).toBeNull();
      expect(checkPackage('zod/v4/core/core.js', installed)).not.toBeNull();
    });

    it('fails a registered symbol a dependency keeps for itself', () => {
      const source = `const PROPS = Symbol.for('r2wc.props');\nconst OWN = Symbol.for('sq-elements.config');`;
      expect(report({ 'elements/kit/new-element.ts': source })).toEqual([
        "elements/kit/new-element.ts imports 'Symbol.for('r2wc.props')': a dependency is used through its public API, not a symbol it keeps for itself",
      ]);
      expect(report({ 'elements/kit/element/custom-element.ts': 'Symbol.for(`r2wc.render`);' })).toEqual([
        "elements/kit/element/custom-element.ts imports 'Symbol.for('r2wc.render')': a dependency is used through its public API, not a symbol it keeps for itself",
      ]);
      expect(
        report({
          'elements/kit/x.ts': `// Symbol.for('r2wc.props') in a comment\nconst s = "Symbol.for('r2wc.props')";`,
        }),
      ).toEqual([]);
    });
  });

  it('reads imports, re-exports, dynamic imports and globs, not comments or strings that look like them', () => {
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
    const glob = `const all = import.meta.glob<X>(['./sq-*/*.element.ts'], { eager: true });\n// import.meta.glob('./sq-*/*.view.tsx')`;
    const files = tree({
      'elements/server/definitions.ts': glob.replaceAll('./sq-', '../sq-'),
      'elements/sq-a/a.element.ts': `import '../server/definitions.ts';`,
    });
    expect(dependencyViolations(files).map(describeViolation)).toEqual([
      "elements/sq-a/a.element.ts imports '../server/definitions.ts': an element may not import the autoloader or the server renderer: dependencies point down",
      'elements/server/definitions.ts: an import cycle between files: elements/server/definitions.ts, elements/sq-a/a.element.ts',
      'elements/server: an import cycle between folders elements/server, elements/sq-a, through elements/server/definitions.ts -> elements/sq-a/a.element.ts; elements/sq-a/a.element.ts -> elements/server/definitions.ts',
    ]);
  });

  it.each([
    ['lib/links.ts', { layer: 'lib' }],
    ['runtime/images/image-loader.ts', { layer: 'runtime' }],
    ['elements/kit/hooks/use-shared.ts', { layer: 'kit' }],
    ['elements/sq-gallery/designs/grid.logic.ts', { layer: 'element', element: 'sq-gallery' }],
    ['elements/autoloader.ts', { layer: 'entry' }],
    ['elements/server/render.tsx', { layer: 'entry' }],
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
