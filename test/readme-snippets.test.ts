import { describe, expect, it } from 'vitest';
import { htmlSnippets, nextCodeBlock } from './readme-snippets.ts';

const MARKDOWN = [
  '# A page',
  '',
  '```html',
  '<sq-cart-link items="3"></sq-cart-link>',
  '```',
  '',
  '```js',
  'cart.items = 4;',
  '```',
  '',
  '- A list item:',
  '',
  '  ```html',
  '  <sq-menu>',
  '    <section></section>',
  '  </sq-menu>',
  '  ```',
  '',
  '<!-- snippet: not run: a part of a page -->',
  '',
  '```html',
  '<sq-form ...></sq-form>',
  '```',
  '',
  '## Next',
  '',
  '```sh',
  'npm test',
  '```',
].join('\n');

describe('htmlSnippets', () => {
  const snippets = htmlSnippets('README.md', MARKDOWN);

  it('finds every html block, in order, with its line', () => {
    expect(snippets.map(({ index, line }) => [index, line])).toEqual([
      [0, 3],
      [1, 13],
      [2, 21],
    ]);
    expect(snippets[0]?.html).toBe('<sq-cart-link items="3"></sq-cart-link>');
  });

  it('takes an indented block out of its indent', () => {
    expect(snippets[1]?.html).toBe('<sq-menu>\n  <section></section>\n</sq-menu>');
  });

  it('says why a block marked so is not run', () => {
    expect(snippets.map((snippet) => snippet.skip)).toEqual([undefined, undefined, 'a part of a page']);
  });

  it('keeps what follows a block, for the code that goes with it', () => {
    expect(nextCodeBlock(snippets[0]?.after ?? '', 'js')).toBe('cart.items = 4;');
    expect(nextCodeBlock(snippets[2]?.after ?? '', 'sh')).toBeUndefined();
  });
});
