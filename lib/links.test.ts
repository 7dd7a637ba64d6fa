import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl } from './links.ts';

describe('isSafeLinkUrl', () => {
  it.each([
    ['/cart', true],
    ['cart', true],
    ['?page=2', true],
    ['#top', true],
    ['//shop.example.com/cart', true],
    ['https://shop.example.com/cart', true],
    ['HTTP://shop.example.com', true],
    ['mailto:hello@example.com', true],
    ['tel:+15551234567', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
  ])('%j is safe: %s', (href, safe) => {
    expect(isSafeLinkUrl(href)).toBe(safe);
  });
});
