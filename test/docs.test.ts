import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, docFiles, headingAnchors, README_MAX_LINES, relativeDocLinks } from './docs.ts';

describe('the docs', () => {
  const files = docFiles();

  it('are found: the README, the docs folder, each element’s README, the runtime’s and the bench’s', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/README.md',
        'elements/sq-form/README.md',
        'runtime/README.md',
        'bench/README.md',
      ]),
    );
  });

  it(`keep README.md to ${README_MAX_LINES} lines at most`, () => {
    const lines = readFileSync('README.md', 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(files)('%s: every relative link leads to a file and heading that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('link the index of docs/ from README.md, and every file of docs/ from that index', () => {
    const targets = (file: string) => relativeDocLinks(readFileSync(file, 'utf8')).map(({ target }) => target);
    expect(targets('README.md')).toContain('docs/README.md');
    const indexed = targets('docs/README.md').map((target) => `docs/${target.split('#')[0]}`);
    const unlisted = files.filter((file) => file.startsWith('docs/') && file !== 'docs/README.md');
    expect(unlisted.filter((file) => !indexed.includes(file))).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it.each([
    ['# `<sq-gallery>`', 'sq-gallery'],
    ["## The platform's API", 'the-platforms-api'],
    ['### Architecture: r2wc, React and lit-html', 'architecture-r2wc-react-and-lit-html'],
    ['## Before the code arrives: `sq-elements.css`', 'before-the-code-arrives-sq-elementscss'],
    ['## When it shows (spec 002 §4)', 'when-it-shows-spec-002-4'],
    ['## The docs’ examples run', 'the-docs-examples-run'],
    ['## A [linked](x.md) heading', 'a-linked-heading'],
  ])('%s is #%s', (heading, anchor) => {
    expect([...headingAnchors(heading)]).toEqual([anchor]);
  });

  it('numbers a repeated heading, and reads none inside a code block', () => {
    expect([...headingAnchors('## Events\n\n```sh\n# not a heading\n```\n\n## Events\n')]).toEqual([
      'events',
      'events-1',
    ]);
  });
});

describe('brokenLinks', () => {
  const root = mkdtempSync(join(tmpdir(), 'sq-docs-'));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs', 'a.md'), '# A\n\n## Two words\n');
  writeFileSync(
    join(root, 'README.md'),
    [
      '# Top',
      '[fine](docs/a.md) [heading](docs/a.md#two-words) [here](#top) [web](https://example.com/x.md)',
      '[gone](docs/b.md) [no heading](docs/a.md#three) [not here](#bottom)',
      '`[in code](docs/c.md)`',
      '```md',
      '[in a block](docs/d.md)',
      '```',
    ].join('\n'),
  );

  it('names each link to a missing file or heading, with its line, and passes the rest', () => {
    expect(brokenLinks('README.md', root)).toEqual([
      'README.md:3: docs/b.md: no file docs/b.md',
      'README.md:3: docs/a.md#three: no heading #three in docs/a.md',
      'README.md:3: #bottom: no heading #bottom in README.md',
    ]);
  });

  it('follows a link from a file in a folder, relative to that folder', () => {
    writeFileSync(join(root, 'docs', 'b.md'), '[up](../README.md#top) [gone](../docs/x.md) [out](../../x.md)');
    expect(brokenLinks('docs/b.md', root)).toEqual([
      'docs/b.md:1: ../docs/x.md: no file docs/x.md',
      'docs/b.md:1: ../../x.md: no file ../x.md',
    ]);
  });
});
