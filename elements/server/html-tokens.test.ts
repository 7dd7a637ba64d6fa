import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeReferences, type HtmlToken, HtmlTokenizer } from './html-tokens.ts';

/** Tokens of `chunks` pushed one after another, adjacent text tokens joined (text may arrive in pieces). */
function tokenize(chunks: string[]): HtmlToken[] {
  const tokenizer = new HtmlTokenizer();
  const tokens = [...chunks.flatMap((chunk) => tokenizer.write(chunk)), ...tokenizer.end()];
  const joined: HtmlToken[] = [];
  for (const token of tokens) {
    const last = joined.at(-1);
    if (token.kind === 'text' && last?.kind === 'text')
      joined[joined.length - 1] = { kind: 'text', raw: last.raw + token.raw };
    else joined.push(token);
  }
  return joined;
}

/** Each token as kind and name or text, for short expectations. */
const outline = (tokens: HtmlToken[]) =>
  tokens.map((token) =>
    token.kind === 'start'
      ? `<${token.name}>`
      : token.kind === 'end'
        ? `</${token.name}>`
        : `${token.kind}:${token.raw}`,
  );

const PAGE = `<!DOCTYPE html>
<html lang="en"><head><title>A <sq-title> & more</title>
<script>const s = "<sq-cart-link></sq-cart-link>"; if (a < b && c > d) {}</script>
<style>a > b { content: "</p>" }</style>
<!-- <sq-cart-link items="9"></sq-cart-link> -->
</head><body>
<p class=a data-x='1>2' data-y="<sq-not>">Hi<br/>there</p>
<sq-cart-link items="3" config='{"href":"/a>b"}'><a href="/cart">Cart</a></sq-cart-link>
<textarea></textarea><sq-in-text></textarea>
<SCRIPT type="module">if (x </SCRIPTS> y) {}</SCRIPT >
<template><sq-marquee>x</sq-marquee></template>
a < b, c <3, <!-->, <!--->, <?php x ?>, </ x>, </>
</body></html>`;

describe('HtmlTokenizer', () => {
  it('reads tags, attributes, comments, doctypes and the text of script, style, textarea and title', () => {
    expect(outline(tokenize([PAGE]))).toEqual([
      'doctype:<!DOCTYPE html>',
      'text:\n',
      '<html>',
      '<head>',
      '<title>',
      'text:A <sq-title> & more',
      '</title>',
      'text:\n',
      '<script>',
      'text:const s = "<sq-cart-link></sq-cart-link>"; if (a < b && c > d) {}',
      '</script>',
      'text:\n',
      '<style>',
      'text:a > b { content: "</p>" }',
      '</style>',
      'text:\n',
      'comment:<!-- <sq-cart-link items="9"></sq-cart-link> -->',
      'text:\n',
      '</head>',
      '<body>',
      'text:\n',
      '<p>',
      'text:Hi',
      '<br>',
      'text:there',
      '</p>',
      'text:\n',
      '<sq-cart-link>',
      '<a>',
      'text:Cart',
      '</a>',
      '</sq-cart-link>',
      'text:\n',
      '<textarea>',
      '</textarea>',
      '<sq-in-text>',
      '</textarea>',
      'text:\n',
      '<script>',
      'text:if (x </SCRIPTS> y) {}',
      '</script>',
      'text:\n',
      '<template>',
      '<sq-marquee>',
      'text:x',
      '</sq-marquee>',
      '</template>',
      'text:\na < b, c <3, ',
      'comment:<!-->',
      'text:, ',
      'comment:<!--->',
      'text:, ',
      'comment:<?php x ?>',
      'text:, ',
      'comment:</ x>',
      'text:, ',
      'comment:</>',
      'text:\n',
      '</body>',
      '</html>',
    ]);
  });

  it('gives each attribute its name, its decoded value and where it is in the tag', () => {
    const [tag] = tokenize(['<LINK Rel=stylesheet href="/s/a.css?x=1&amp;y=2" disabled data-v=\'a"b\'>']);
    expect(tag?.kind).toBe('start');
    if (tag?.kind !== 'start') return;
    expect(tag.attributes.map(({ name, value }) => [name, value])).toEqual([
      ['rel', 'stylesheet'],
      ['href', '/s/a.css?x=1&y=2'],
      ['disabled', ''],
      ['data-v', 'a"b'],
    ]);
    expect(tag.attributes.map(({ start, end }) => tag.raw.slice(start, end))).toEqual([
      'Rel=stylesheet',
      'href="/s/a.css?x=1&amp;y=2"',
      'disabled',
      "data-v='a\"b'",
    ]);
  });

  it('gives the same tokens wherever the input is cut, and loses or adds no byte', () => {
    const whole = tokenize([PAGE]);
    for (let cut = 0; cut <= PAGE.length; cut++) {
      expect(tokenize([PAGE.slice(0, cut), PAGE.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    }
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: PAGE.length - 1 }), { maxLength: 40 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), PAGE.length];
        const chunks = points.slice(1).map((end, index) => PAGE.slice(points[index], end));
        expect(tokenize(chunks)).toEqual(whole);
      }),
    );
    expect(whole.map((token) => token.raw).join('')).toBe(PAGE);
  });

  it('passes text on as it arrives, keeping back only what could start a tag', () => {
    const tokenizer = new HtmlTokenizer();
    expect(outline(tokenizer.write('Hello <'))).toEqual(['text:Hello ']);
    expect(outline(tokenizer.write('b>wor'))).toEqual(['<b>', 'text:wor']);
    expect(outline(tokenizer.write('ld<script>x<'))).toEqual(['text:ld', '<script>', 'text:x']);
    expect(outline(tokenizer.write('/scr'))).toEqual([]);
    expect(outline(tokenizer.write('ipt>'))).toEqual(['</script>']);
  });

  it('gives an unfinished tag or comment at the end of the input back as text', () => {
    expect(tokenize(['a <sq-cart-link items="3'])).toEqual([{ kind: 'text', raw: 'a <sq-cart-link items="3' }]);
    expect(tokenize(['<!-- open'])).toEqual([{ kind: 'text', raw: '<!-- open' }]);
    expect(tokenize(['<script>x</scr'])).toEqual([
      { kind: 'start', raw: '<script>', name: 'script', attributes: [] },
      { kind: 'text', raw: 'x</scr' },
    ]);
  });

  it('takes everything after <plaintext> as text', () => {
    expect(outline(tokenize(['<plaintext><sq-x></plaintext>']))).toEqual(['<plaintext>', 'text:<sq-x></plaintext>']);
  });
});

describe('decodeReferences', () => {
  it.each([
    ['/a?b=1&amp;c=2', '/a?b=1&c=2'],
    ['&quot;x&quot; &lt;&gt; &#39;&#x27;', `"x" <> ''`],
    ['&unknown; & &amp', '&unknown; & &'],
  ])('%s -> %s', (value, decoded) => {
    expect(decodeReferences(value)).toBe(decoded);
  });
});
