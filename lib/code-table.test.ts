import { describe, expect, it } from 'vitest';
import { codeOf, inRange, isOneOf, nameOf } from './code-table.ts';

const TABLE = { NONE: 1, LIGHT: 2, DARK: 3, ZERO: 0 } as const;

describe('name <-> code lookups', () => {
  it.each([
    ['NONE', 1],
    ['DARK', 3],
    ['ZERO', 0],
    ['none', undefined],
    ['MISSING', undefined],
    ['constructor', undefined],
    ['toString', undefined],
    ['', undefined],
  ])('codeOf(%s) is %s', (name, code) => {
    expect(codeOf(TABLE, name)).toBe(code);
  });

  it.each([
    [1, 'NONE'],
    [3, 'DARK'],
    [0, 'ZERO'],
    ['2', 'LIGHT'],
    ['0', 'ZERO'],
    [4, undefined],
    ['4', undefined],
    ['02x', undefined],
    [' 2', undefined],
    ['', undefined],
    [2.5, undefined],
    [Number.NaN, undefined],
  ])('nameOf(%j) is %s', (code, name) => {
    expect(nameOf(TABLE, code)).toBe(name);
  });

  it.each([
    [1, true],
    [25, true],
    [13, true],
    [0, false],
    [26, false],
    [12.5, false],
    [Number.NaN, false],
  ])('%d in 1 to 25 is %s', (code, inside) => {
    expect(inRange({ first: 1, last: 25 }, code)).toBe(inside);
  });

  it.each([
    ['grid', true],
    ['list', true],
    ['Grid', false],
    ['', false],
    [3, false],
    [undefined, false],
  ])('isOneOf(%j) is %s', (value, held) => {
    expect(isOneOf(['list', 'grid'] as const, value)).toBe(held);
  });
});
