import { describe, expect, it } from 'vitest';
import {
  classifyLink,
  contentLinkPath,
  isFileLink,
  isPagePath,
  isProperMailto,
  isProperSms,
  isProperTel,
  isProperUrl,
  LINK_LENGTH_LIMITS,
  type LinkKind,
  linkLengthRule,
  readContentLink,
  withinLinkLength,
} from './link-rules.ts';

const HOST = 'shop.example.com';

describe('link classification (spec 002 §5)', () => {
  it.each<[string, LinkKind]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#', 'anchor'],
    ['#top', 'anchor'],
    ['/s/menu.pdf', 'file'],
    ['/', 'content'],
    ['/about', 'content'],
    ['/blog?tag=news', 'content'],
    ['/sale', 'content'],
    ['https://other.org/page', 'external'],
    ['http://other.org', 'external'],
    ['ftp://files.other.org/a.zip', 'external'],
    ['//cdn.other.org/x.js', 'external'],
    ['other.org/page', 'external'],
    ['https://shop.example.com/about', 'content'],
    ['HTTPS://SHOP.EXAMPLE.COM:443/x', 'content'],
    ['https://user@shop.example.com/x', 'content'],
    ['shop.example.com/about', 'content'],
    ['mailto:a@b.co', 'misc'],
    ['tel:+15551234', 'misc'],
    ['sms:+15551234', 'misc'],
    ['javascript:void(0)', 'misc'],
    ['data:text/html,x', 'misc'],
    ['http:other.org', 'malformed'],
    ['https:/other.org', 'malformed'],
    ['ftp:files', 'malformed'],
  ])('%j is %s', (href, kind) => {
    expect(classifyLink(href, HOST)).toBe(kind);
  });
});

describe('link length limits (spec 002 §5): a link is shorter than its limit', () => {
  it('holds the table', () => {
    expect(LINK_LENGTH_LIMITS).toEqual({
      anchor: 100,
      tel: 50,
      sms: 1000,
      mailto: 1000,
      javascript: 250,
      ftp: 100,
      internal: 150,
    });
  });

  const of = (prefix: string, length: number) => prefix + 'x'.repeat(length - prefix.length);
  it.each([
    ['anchor', '#', 100],
    ['tel', 'tel:', 50],
    ['sms', 'sms:', 1000],
    ['mailto', 'mailto:', 1000],
    ['javascript', 'javascript:', 250],
    ['ftp', 'ftp://', 100],
    ['internal', '/', 150],
    ['internal', '/s/', 150],
    ['internal', `https://${HOST}/`, 150],
  ] as const)('%s (%s): %i characters is too long, one fewer fits', (rule, prefix, limit) => {
    expect(linkLengthRule(of(prefix, limit), HOST)).toBe(rule);
    expect(withinLinkLength(of(prefix, limit - 1), HOST)).toBe(true);
    expect(withinLinkLength(of(prefix, limit), HOST)).toBe(false);
  });

  it.each(['https://other.org/', 'data:', 'http:bad'])('%s has no limit', (prefix) => {
    expect(linkLengthRule(of(prefix, 5000), HOST)).toBeUndefined();
    expect(withinLinkLength(of(prefix, 5000), HOST)).toBe(true);
  });
});

describe('link shape rules (spec 002 §5)', () => {
  it.each([
    ['1234', true],
    ['+1-555-0100', true],
    ['tel:+44-20', true],
    ['TEL:5550', true],
    ['123', false],
    ['tel:123', false],
    ['555 0100', false],
    ['(555)0100', false],
    ['', false],
  ])('tel %j: %s', (value, proper) => {
    expect(isProperTel(value)).toBe(proper);
  });

  it.each([
    ['5', true],
    ['+1(555)010-0,1234', true],
    ['sms:+15550100', true],
    ['555 0100', false],
    ['5550100?body=hi', false],
    ['', false],
    ['sms:', false],
  ])('sms %j: %s', (value, proper) => {
    expect(isProperSms(value)).toBe(proper);
  });

  it.each([
    ['a@b.co', true],
    ['mailto:first.last@mail.example.org', true],
    ['mailto:a@b.co?subject=Hi', true],
    ['a@b', false],
    ['a@@b.co', false],
    ['a@b@c.co', false],
    ['@b.co', false],
    ['a@.co', false],
    ['a@b.', false],
    ['a b@c.co', false],
    ['', false],
  ])('mailto %j: %s', (value, proper) => {
    expect(isProperMailto(value)).toBe(proper);
  });

  it.each([
    ['example.com', true],
    ['www.example.co.uk', true],
    ['https://example.com', true],
    ['http://shop.example.org/path?q=1#x', true],
    ['example.com:8080/x', true],
    ['ftp://files.example.net', true],
    ['example.c', false],
    ['example.info', false],
    ['example', false],
    ['https://', false],
    ['https://exa mple.com', false],
    ['example.com1', false],
    ['', false],
  ])('URL %j: %s', (value, proper) => {
    expect(isProperUrl(value)).toBe(proper);
  });
});

describe('internal page paths (spec 002 §2)', () => {
  it.each([
    ['/pages/5f3b2a1c9d8e7f6a5b4c3d2e', true],
    ['/pages/ABCDEF0123456789abcdef01', true],
    ['/pages/5f3b2a1c9d8e7f6a5b4c3d2', false],
    ['/pages/5f3b2a1c9d8e7f6a5b4c3d2e0', false],
    ['/pages/5f3b2a1c9d8e7f6a5b4c3d2e/', false],
    ['/page/5f3b2a1c9d8e7f6a5b4c3d2e', false],
    ['pages/5f3b2a1c9d8e7f6a5b4c3d2e', false],
  ])('page path %j: %s', (path, proper) => {
    expect(isPagePath(path)).toBe(proper);
  });

  it.each([
    ['/s/menu.pdf', true],
    ['/s/a', true],
    ['/s/', false],
    ['/s', false],
    ['/shop/a', false],
  ])('file link %j: %s', (path, proper) => {
    expect(isFileLink(path)).toBe(proper);
  });

  it.each([
    ['blog', {}, '/blog'],
    ['blog', { tag: 'news' }, '/blog?tag=news'],
    ['shop', { tag: 'a b', category: 'c&d' }, '/shop?category=c%26d&tag=a+b'],
    ['new page', {}, '/new%20page'],
  ])('content link %s %j is %s, and reads back', (urlId, filters, path) => {
    expect(contentLinkPath(urlId, filters)).toBe(path);
    expect(readContentLink(path)).toEqual({ urlId, filters });
  });

  it.each(['', '/', 'blog', '/blog/post', '/s/file.pdf', '/s', '//other.org', '/%E0%A4%A', 'https://x.co/blog'])(
    '%j is no content link',
    (path) => {
      expect(readContentLink(path)).toBeUndefined();
    },
  );
});
