import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLinkUrl, isSafeRedirectUrl } from './links.ts';

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
    ['VBScript:msgbox(1)', false],
    ['DaTa:text/html;base64,PHNjcmlwdD4=', false],
    ['&#106;avascript:alert(1)', false],
    ['&#106avascript:alert(1)', false],
    ['&#x6A;avascript:alert(1)', false],
    ['&#X6a;avascript:alert(1)', false],
    ['&#0000106;avascript:alert(1)', false],
    ['javascript&colon;alert(1)', false],
    ['java&Tab;script:alert(1)', false],
    ['java&NewLine;script:alert(1)', false],
    ['&amp;#106;avascript:alert(1)', false],
    ['jav&#x09;ascript:alert(1)', false],
    ['\u0000javascript:alert(1)', false],
    ['java\u0000script:alert(1)', false],
    ['\u00a0javascript:alert(1)', false],
    ['\u200bjavascript:alert(1)', false],
    ['\u00adjavascript:alert(1)', false],
    ['javascript :alert(1)', false],
    ['file:///etc/passwd', false],
    ['/search?q=a&amp;b', true],
    ['/cart#a&b', true],
    ['/blog/javascript-tips', true],
    ['/scripts:list', true],
    ['https://example.com/?next=javascript:alert(1)', true],
  ])('%j is safe: %s', (href, safe) => {
    expect(isSafeLinkUrl(href)).toBe(safe);
  });
});

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
