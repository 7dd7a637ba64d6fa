import { describe, expect, it } from 'vitest';
import { CART_ITEMS_CAP, cartLabel, cartState, formatCount, isCartCount, readCartSync } from './cart-link.logic.ts';

describe('cart indicator (spec 001 §4, §5, §9)', () => {
  it('caps at 100', () => {
    expect(CART_ITEMS_CAP).toBe(100);
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '100'],
    [101, '100+'],
    [5000, '100+'],
  ])('count %i displays as %s', (items, text) => {
    expect(formatCount(items)).toBe(text);
  });

  it.each([
    [undefined, 'Cart'],
    [0, '0 items in cart'],
    [1, 'One item in cart'],
    [2, '2 items in cart'],
    [100, '100 items in cart'],
    [101, 'More than 100 items in cart'],
  ])('count %s is named %s', (items, label) => {
    expect(cartLabel(items)).toBe(label);
  });

  it.each([
    [undefined, 'uninitialized'],
    [0, 'empty'],
    [1, 'filled'],
    [101, 'filled'],
  ])('count %s is in state %s', (items, state) => {
    expect(cartState(items)).toBe(state);
  });

  it.each([
    [0, true],
    [3, true],
    [-1, false],
    [1.5, false],
    ['3', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
  ])('isCartCount(%s) is %s', (value, ok) => {
    expect(isCartCount(value)).toBe(ok);
  });
});

describe('readCartSync', () => {
  it('accepts a count and a subtotal', () => {
    expect(readCartSync({ items: 3, subtotal: '$42.00' })).toEqual({
      ok: true,
      snapshot: { items: 3, subtotal: '$42.00' },
    });
  });

  it('reads a payload without items as 0 items (spec 001 §3: items, default 0)', () => {
    expect(readCartSync({ subtotal: '$0.00' })).toEqual({ ok: true, snapshot: { items: 0, subtotal: '$0.00' } });
    expect(readCartSync({})).toEqual({ ok: true, snapshot: { items: 0, subtotal: undefined } });
  });

  it('accepts a count alone, clearing the subtotal', () => {
    expect(readCartSync({ items: 0 })).toEqual({ ok: true, snapshot: { items: 0, subtotal: undefined } });
  });

  it.each([
    [{ items: -1 }, 'detail.items: expected a whole number of at least 0, got -1'],
    [{ items: 2.5 }, 'detail.items: expected a whole number of at least 0, got 2.5'],
    [{ items: 'many' }, 'detail.items: expected a whole number of at least 0, got "many"'],
    [{ items: null }, 'detail.items: expected a whole number of at least 0, got null'],
    [{ items: 1, subtotal: 42 }, 'detail.subtotal: expected a string, got 42'],
    [null, 'expected a detail of { items, subtotal }, got null'],
  ])('rejects %j', (detail, problem) => {
    expect(readCartSync(detail)).toEqual({ ok: false, problem });
  });
});
