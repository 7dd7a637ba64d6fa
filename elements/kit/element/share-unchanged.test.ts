import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './share-unchanged.ts';

describe('shareUnchanged', () => {
  const date = new Date(0);
  it.each<[string, unknown, unknown]>([
    ['the same number', 3, 3],
    ['a string of the same text', 'grid', 'grid'],
    ['NaN', Number.NaN, Number.NaN],
    ['an equal object', { a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }],
    ['an equal array of objects', [{ src: 'a' }, { src: 'b' }], [{ src: 'a' }, { src: 'b' }]],
    ['equal objects with fields in another order', { a: 1, b: 2 }, { b: 2, a: 1 }],
    ['the same Date', { at: date }, { at: date }],
  ])('%s: keeps the previous value', (_name, previous, next) => {
    expect(shareUnchanged(previous, next)).toBe(previous);
  });

  it.each<[string, unknown, unknown]>([
    ['another number', 3, 4],
    ['0 after -0', -0, 0],
    ['an object with a field more', { a: 1 }, { a: 1, b: 2 }],
    ['an object with a field less', { a: 1, b: 2 }, { a: 1 }],
    ['an object with a field now undefined', { a: 1 }, { a: 1, b: undefined }],
    ['a longer array', [1], [1, 2]],
    ['a shorter array', [1, 2], [1]],
    ['an array for an object', { 0: 'a' }, ['a']],
    ['an object for an array', ['a'], { 0: 'a' }],
    ['another Date of the same time', { at: new Date(0) }, { at: new Date(0) }],
    ['a value for nothing', undefined, { a: 1 }],
    [
      'an equal object without a prototype (not a plain object)',
      Object.assign(Object.create(null), { a: 1 }),
      { a: 1 },
    ],
  ])('%s: takes the new value', (_name, previous, next) => {
    const shared = shareUnchanged(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared).toEqual(next);
  });

  it('keeps the unchanged fields of a changed object, and the unchanged items of a changed array', () => {
    const previous = {
      design: 'grid',
      loaderOptions: { cropMode: 'cover' },
      items: [
        { src: 'a', dimensions: { width: 1, height: 1 } },
        { src: 'b', dimensions: { width: 2, height: 2 } },
      ],
    };
    const next = {
      design: 'list',
      loaderOptions: { cropMode: 'cover' },
      items: [
        { src: 'a', dimensions: { width: 1, height: 1 } },
        { src: 'c', dimensions: { width: 2, height: 2 } },
      ],
    };
    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.loaderOptions).toBe(previous.loaderOptions);
    expect(shared.items).not.toBe(previous.items);
    expect(shared.items[0]).toBe(previous.items[0]);
    expect(shared.items[1]).not.toBe(previous.items[1]);
    expect(shared.items[1]?.dimensions).toBe(previous.items[1]?.dimensions);
  });

  it('keeps a __proto__ key from parsed JSON as an own field, changing no prototype', () => {
    const previous = JSON.parse('{"tweak":{"__proto__":{"x":1}}}');
    const next = JSON.parse('{"tweak":{"__proto__":{"x":2}}}');
    const shared = shareUnchanged(previous, next) as { tweak: Record<string, unknown> };
    expect(Object.getPrototypeOf(shared.tweak)).toBe(Object.prototype);
    expect(Object.hasOwn(shared.tweak, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(shared.tweak, '__proto__')?.value).toEqual({ x: 2 });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
