import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { linkUrl, urlKindOf } from './url-field.ts';

describe('linkUrl', () => {
  it.each([
    ['/cart', true],
    ['https://shop.example.com/cart', true],
    ['mailto:hello@example.com', true],
    ['javascript:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:msgbox(1)', false],
  ])('%j is accepted: %s', (value, accepted) => {
    expect(linkUrl().safeParse(value).success).toBe(accepted);
  });

  it('is marked as a link through defaults and optionals, and other strings are not', () => {
    expect(urlKindOf(linkUrl())).toBe('link');
    expect(urlKindOf(z._default(linkUrl(), '/cart'))).toBe('link');
    expect(urlKindOf(z.optional(linkUrl()))).toBe('link');
    expect(urlKindOf(z._default(z.string(), '/cart'))).toBeUndefined();
    expect(urlKindOf(z.optional(z.number()))).toBeUndefined();
  });
});
