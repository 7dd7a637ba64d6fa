import { describe, expect, it } from 'vitest';
import { urlSafe } from './url-safe.ts';

describe('URL-safe strings (spec 002 §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['My  Blog   Post', 'my-blog-post'],
    ['Shop/Summer Sale', 'shop/summer-sale'],
    ['a//b///c', 'a/b/c'],
    ['a--b---c', 'a-b-c'],
    ['v1.2...3', 'v123'],
    ['Rock & Roll!', 'rock-roll'],
    ['  padded  ', '-padded-'],
    ['Tab\there', 'tab-here'],
    ['Café Crème', 'café-crème'],
    ['50% off?', '50-off'],
    ['under_score', 'underscore'],
    ['', ''],
  ])('%j becomes %j', (text, safe) => {
    expect(urlSafe(text)).toBe(safe);
  });
});
