import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RenderOptions, renderToHtml } from './render.tsx';
import { renderToStream } from './stream.ts';

/** The stream's whole output, as text. */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/** `renderToStream` of an input that arrives in `chunks`. */
function streamed(chunks: (string | Uint8Array)[], options?: RenderOptions): Promise<string> {
  const input = new ReadableStream<string | Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return text(renderToStream(input, options));
}

/** `whole` cut at each of `cuts`. */
function cut<T extends string | Uint8Array>(whole: T, cuts: number[]): T[] {
  const points = [0, ...[...new Set(cuts)].sort((a, b) => a - b), whole.length];
  return points.slice(1).map((end, index) => whole.slice(points[index], end) as T);
}

const OPTIONS: RenderOptions = {
  base: '/s/',
  modules: { 'sq-cart-link/waiting': ['sq-cart-link.js', 'kit.js'], 'sq-marquee/waiting': ['sq-marquee.js', 'kit.js'] },
};

/** A small page with what a cut can fall inside: a script with a tag in a string, a comment, a quoted `>`, nesting. */
const SMALL_PAGE = `<!doctype html><html><head><title>Café</title><link rel="stylesheet" href="/s/sq-elements.css">
<script>s="<sq-cart-link>"</script></head><body><!--<sq-marquee>--><img src="/a.jpg" alt="">
<sq-cart-link config='{"href":"/a>b"}'><a href="/c">C</a></sq-cart-link><sq-marquee>Thé <sq-highlight>now</sq-highlight></sq-marquee>
<template><sq-cart-link></sq-cart-link></template></body></html>`;

describe('renderToStream', () => {
  // Some hundreds of renderings of the page: longer than a test's default limit on a busy machine.
  it('gives what renderToHtml gives, wherever the page is cut into chunks', { timeout: 60000 }, async () => {
    const expected = await renderToHtml(SMALL_PAGE, OPTIONS);
    expect(expected.match(/shadowrootmode/g)).toHaveLength(3);
    expect(await streamed([SMALL_PAGE], OPTIONS)).toBe(expected);
    for (let at = 1; at < SMALL_PAGE.length; at++) {
      expect(await streamed(cut(SMALL_PAGE, [at]), OPTIONS), `cut at ${at}`).toBe(expected);
    }
    // As bytes, cut inside a character too (é is two bytes in UTF-8).
    const bytes = new TextEncoder().encode(SMALL_PAGE);
    for (let at = 1; at < bytes.length; at += 7) {
      expect(await streamed(cut(bytes, [at, at + 1, at + 3]), OPTIONS), `bytes cut at ${at}`).toBe(expected);
    }
    expect(
      await streamed(
        cut(
          SMALL_PAGE,
          [...SMALL_PAGE].map((_, index) => index),
        ),
        OPTIONS,
      ),
      'a chunk per character',
    ).toBe(expected);
  });

  it('gives what renderToHtml gives for the store page, cut at random', async () => {
    const store = readFileSync('bench/store/index.html', 'utf8');
    const expected = await renderToHtml(store, OPTIONS);
    expect(expected.match(/shadowrootmode/g)?.length).toBeGreaterThan(15);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: store.length - 1 }), { maxLength: 60 }), async (cuts) => {
        expect(await streamed(cut(store, cuts), OPTIONS)).toBe(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('gives a fragment back as a fragment, with the preloads at its end', async () => {
    const fragment = '<p>x</p><sq-cart-link items="1"></sq-cart-link><p>y</p>';
    const expected = await renderToHtml(fragment, OPTIONS);
    expect(expected).toMatch(/^<p>x<\/p><sq-cart-link data-state="filled" items="1"><template/);
    expect(expected).toMatch(
      /<p>y<\/p><link rel="modulepreload" fetchpriority="low" href="\/s\/sq-cart-link\.js"><link [^>]*kit\.js">$/,
    );
    expect(await streamed(cut(fragment, [5, 20, 40]), OPTIONS)).toBe(expected);
    expect(await text(renderToStream(fragment, OPTIONS))).toBe(expected);
  });

  it('writes what comes before the first element while the rest of the page has not arrived', async () => {
    let input: ReadableStreamDefaultController<string> | undefined;
    const output = renderToStream(
      new ReadableStream<string>({
        start(controller) {
          input = controller;
        },
      }),
      OPTIONS,
    ).getReader();
    const decoder = new TextDecoder();
    input?.enqueue('<!doctype html><html><head><title>t</title></head><body><h1>Shop</h1><sq-cart-link ');
    const first = await output.read();
    expect(decoder.decode(first.value)).toBe(
      '<!doctype html><html><head><title>t</title><link rel="stylesheet" href="/s/sq-elements.prerendered.css"></head><body><h1>Shop</h1>',
    );
    input?.enqueue('items="3"><a href="/cart">Cart</a>');
    input?.enqueue('</sq-cart-link><p>More</p>');
    const element = await output.read();
    expect(decoder.decode(element.value)).toMatch(
      /^<sq-cart-link data-state="filled" items="3"><template shadowrootmode="open">[\s\S]*<\/template><a href="\/cart">Cart<\/a><\/sq-cart-link><p>More<\/p>$/,
    );
    input?.enqueue('</body></html>');
    input?.close();
    let rest = '';
    for (let next = await output.read(); !next.done; next = await output.read()) rest += decoder.decode(next.value);
    expect(rest).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/s/sq-cart-link.js"><link rel="modulepreload" fetchpriority="low" href="/s/kit.js"></body></html>',
    );
  });
});
