import { describe, expect, it } from 'vitest';
import { unknownTagMessage } from './unknown-tag.logic.ts';

const KNOWN = ['sq-accordion', 'sq-cart-link', 'sq-gallery', 'sq-image', 'sq-map', 'sq-menu'];

describe('unknownTagMessage', () => {
  it.each([
    ['sq-acordion', 'sq-accordion'],
    ['sq-accordian', 'sq-accordion'],
    ['sq-galery', 'sq-gallery'],
    ['sq-gallary', 'sq-gallery'],
    ['sq-cart-lnik', 'sq-cart-link'],
    ['sq-cartlink', 'sq-cart-link'],
    ['sq-imag', 'sq-image'],
    ['sq-mpa', 'sq-map'],
  ])('<%s>: did you mean <%s>?', (tag, meant) => {
    expect(unknownTagMessage(tag, KNOWN)).toBe(
      `sq-elements: <${tag}> is not an sq-elements tag; did you mean <${meant}>?`,
    );
  });

  it('names the tags there are when none is near', () => {
    expect(unknownTagMessage('sq-carousel', KNOWN)).toBe(
      'sq-elements: <sq-carousel> is not an sq-elements tag (the tags are <sq-accordion>, <sq-cart-link>, <sq-gallery>, <sq-image>, <sq-map>, <sq-menu>)',
    );
  });

  it.each([['sq-gallery'], ['sq-map'], ['my-gallery'], ['gallery-sq']])('says nothing of <%s>', (tag) => {
    expect(unknownTagMessage(tag, KNOWN)).toBeUndefined();
  });
});
