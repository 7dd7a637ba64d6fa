import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies.ts';

describe('parseCookies', () => {
  it.each([
    ['', {}],
    ['crumb=abc', { crumb: 'abc' }],
    ['a=1; b=two; c=', { a: '1', b: 'two', c: '' }],
    ['x=%7B%22a%22%3A1%7D', { x: '{"a":1}' }],
    ['bad=%E0%A4%A; ok=1', { bad: '%E0%A4%A', ok: '1' }],
    ['a=first; a=second', { a: 'first' }],
    ['novalue; a=1', { a: '1' }],
    ['eq=a=b', { eq: 'a=b' }],
  ])('%j', (header, expected) => {
    expect(Object.fromEntries(parseCookies(header))).toEqual(expected);
  });
});

describe('serializeCookie', () => {
  it('writes path and samesite by default', () => {
    expect(serializeCookie('crumb', 'a b')).toBe('crumb=a%20b; path=/; samesite=Lax');
  });
  it('writes a lifetime, a domain and secure', () => {
    expect(serializeCookie('v', '1', { maxAge: 1800.5, domain: 'example.com', sameSite: 'None' })).toBe(
      'v=1; path=/; max-age=1800; domain=example.com; samesite=None; secure',
    );
  });
});
