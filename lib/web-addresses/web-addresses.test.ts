import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeRedirectUrl } from './web-addresses.ts';

describe('isSafeRedirectUrl', () => {
  it.each([
    ['', true],
    ['/thanks', true],
    ['thanks.html', true],
    ['?sent=1', true],
    ['https://shop.example.com/thanks', true],
    ['HTTP://shop.example.com', true],
    ['//evil.example.com/thanks', false],
    ['/\\evil.example.com', false],
    ['mailto:hello@example.com', false],
    ['tel:+15551234567', false],
    ['javascript:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
  ])('%j -> %s', (href, safe) => {
    expect(isSafeRedirectUrl(href)).toBe(safe);
  });
});

describe('isSafeImageUrl', () => {
  it.each([
    ['', true],
    ['/img/a.jpg', true],
    ['a.jpg', true],
    ['//cdn.example.com/a.jpg', true],
    ['https://cdn.example.com/a.jpg', true],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['&#x6A;avascript:alert(1)', false],
    ['mailto:a@example.com', false],
  ])('%j -> %s', (href, safe) => {
    expect(isSafeImageUrl(href)).toBe(safe);
  });
});
