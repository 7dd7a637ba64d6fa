import { describe, expect, it } from 'vitest';
import {
  dimensionUnit,
  fromPriceText,
  GENERATED_SKU_PREFIX,
  generateSku,
  isPriceCents,
  isSoldOut,
  isValidSku,
  kindOfCode,
  MAX_PRICE_CENTS,
  MAX_SKU_LENGTH,
  type Product,
  type ProductKind,
  productPrice,
  readCart,
  subscriptionText,
  totalStock,
  type Variant,
  weightUnit,
  workflowLabel,
} from './product.ts';

const limited = (qtyInStock: number): Variant => ({ price: 1000, qtyInStock });
const unlimited: Variant = { price: 1000, unlimited: true };

describe('product kinds and codes (spec 000 §1, spec 002 §3)', () => {
  it.each([
    [1, 'PHYSICAL'],
    [2, 'DIGITAL'],
    [3, 'SERVICE'],
    [4, 'GIFT_CARD'],
    [5, undefined],
    [0, undefined],
  ])('code %i is %s', (code, kind) => {
    expect(kindOfCode(code)).toBe(kind);
  });
});

describe('sold out (spec 000 §4)', () => {
  it.each<[ProductKind, Variant[], boolean]>([
    ['PHYSICAL', [limited(0)], true],
    ['PHYSICAL', [limited(0), limited(0)], true],
    ['PHYSICAL', [limited(0), limited(1)], false],
    ['PHYSICAL', [limited(0), unlimited], false],
    ['PHYSICAL', [limited(-2)], true],
    ['PHYSICAL', [{ price: 1000 }], true],
    ['PHYSICAL', [], true],
    ['SERVICE', [limited(0)], true],
    ['SERVICE', [limited(3)], false],
    ['DIGITAL', [limited(0)], false],
    ['DIGITAL', [], false],
    ['GIFT_CARD', [limited(0)], false],
  ])('%s with %j is sold out: %s', (productType, variants, soldOut) => {
    expect(isSoldOut({ productType, variants })).toBe(soldOut);
  });
});

describe('total stock (spec 000 §4)', () => {
  it.each<[ProductKind, Variant[], number | 'unlimited']>([
    ['DIGITAL', [limited(2)], 'unlimited'],
    ['DIGITAL', [], 'unlimited'],
    ['PHYSICAL', [limited(2), unlimited], 'unlimited'],
    ['PHYSICAL', [limited(2), limited(3)], 5],
    ['PHYSICAL', [limited(0)], 0],
    ['PHYSICAL', [], 0],
    ['SERVICE', [limited(4), limited(-1)], 4],
    ['GIFT_CARD', [unlimited], 'unlimited'],
  ])('%s with %j: %s', (productType, variants, stock) => {
    expect(totalStock({ productType, variants })).toBe(stock);
  });
});

describe('price display (spec 000 §4)', () => {
  it.each<[string, Product, ReturnType<typeof productPrice>]>([
    ['one variant', { productType: 'PHYSICAL', variants: [{ price: 2800 }] }, { kind: 'price', price: 2800 }],
    [
      'variants of one price',
      { productType: 'PHYSICAL', variants: [{ price: 2800 }, { price: 2800 }] },
      { kind: 'price', price: 2800 },
    ],
    [
      'variants that differ: from the lowest',
      { productType: 'PHYSICAL', variants: [{ price: 3600 }, { price: 2800 }] },
      { kind: 'from-price', startingPrice: 2800 },
    ],
    [
      'a sale on one variant makes them differ',
      { productType: 'SERVICE', variants: [{ price: 3600 }, { price: 3600, onSale: true, salePrice: 3000 }] },
      { kind: 'from-price', startingPrice: 3000 },
    ],
    [
      'on sale',
      { productType: 'PHYSICAL', variants: [{ price: 6400, onSale: true, salePrice: 4800 }] },
      { kind: 'sale', price: 4800, original: 6400 },
    ],
    [
      'a sale price without onSale is not a sale',
      { productType: 'PHYSICAL', variants: [{ price: 6400, salePrice: 4800 }] },
      { kind: 'price', price: 6400 },
    ],
    [
      'a sale price not below the price is not a sale',
      { productType: 'PHYSICAL', variants: [{ price: 6400, onSale: true, salePrice: 6400 }] },
      { kind: 'price', price: 6400 },
    ],
    [
      'digital: its own prices',
      { productType: 'DIGITAL', priceCents: 1500, salePriceCents: 1000, onSale: true },
      { kind: 'sale', price: 1000, original: 1500 },
    ],
    [
      'digital, not on sale',
      { productType: 'DIGITAL', priceCents: 1500, salePriceCents: 1000 },
      { kind: 'price', price: 1500 },
    ],
    ['no variants', { productType: 'PHYSICAL', variants: [] }, { kind: 'none' }],
    [
      'gift card amounts',
      { productType: 'GIFT_CARD', variants: [{ price: 2500 }, { price: 5000 }] },
      { kind: 'from-price', startingPrice: 2500 },
    ],
  ])('%s', (_name, product, display) => {
    expect(productPrice(product)).toEqual(display);
  });
});

it('writes a starting price as from {startingPrice}', () => {
  expect(fromPriceText('$28.00')).toBe('from $28.00');
});

describe('subscription text (spec 000 §4)', () => {
  it.each([
    [1, 'week', undefined, 'renews every week'],
    [1, 'month', 0, 'renews every month'],
    [1, 'year', undefined, 'renews every year'],
    [2, 'week', undefined, 'every 2 weeks'],
    [3, 'month', 0, 'every 3 months'],
    [5, 'year', undefined, 'every 5 years'],
    [1, 'month', 12, 'renews every month for 12 payments'],
    [2, 'week', 1, 'every 2 weeks for 1 payments'],
    [6, 'month', 4, 'every 6 months for 4 payments'],
  ] as const)('%i %s, %s cycles: %s', (value, unit, numBillingCycles, text) => {
    expect(subscriptionText({ billingPeriod: { value, unit }, numBillingCycles })).toBe(text);
  });
});

describe('workflow labels (spec 000 §4)', () => {
  it.each([
    ['published', 'Available'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Hidden'],
    ['needs_review', 'Unsupported'],
    ['', 'Unsupported'],
    [undefined, 'Unsupported'],
    ['Published', 'Unsupported'],
  ])('%j shows %s', (state, label) => {
    expect(workflowLabel(state)).toBe(label);
  });
});

describe('limits (spec 000 §5, §9)', () => {
  it.each([
    [0, true],
    [MAX_PRICE_CENTS, true],
    [MAX_PRICE_CENTS + 1, false],
    [-1, false],
    [10.5, false],
    ['100', false],
  ])('price %j cents is allowed: %s', (price, ok) => {
    expect(MAX_PRICE_CENTS).toBe(100000000);
    expect(isPriceCents(price)).toBe(ok);
  });

  it.each([
    ['A', true],
    ['x'.repeat(MAX_SKU_LENGTH), true],
    ['x'.repeat(MAX_SKU_LENGTH + 1), false],
    ['', false],
    [42, false],
  ])('sku %j is valid: %s', (sku, ok) => {
    expect(MAX_SKU_LENGTH).toBe(60);
    expect(isValidSku(sku)).toBe(ok);
  });

  it.each([
    [() => 0, 'SQ0000000'],
    [() => 0.99999, 'SQ9999999'],
    [() => 0.5, 'SQ5555555'],
  ])('a generated sku is SQ and 7 digits (%#)', (random, sku) => {
    expect(generateSku(random)).toBe(sku);
  });

  it('generates SQ and 7 random digits, a valid sku', () => {
    for (let run = 0; run < 50; run++) {
      const sku = generateSku();
      expect(sku).toMatch(/^SQ[0-9]{7}$/);
      expect(sku.startsWith(GENERATED_SKU_PREFIX)).toBe(true);
      expect(isValidSku(sku)).toBe(true);
    }
  });

  it.each([
    [1, 'lbs', '"'],
    [2, 'kg', 'cm'],
    [undefined, 'kg', 'cm'],
  ] as const)('measurement standard %s: weight in %s, dimensions in %s', (standard, weight, dimension) => {
    expect(weightUnit(standard)).toBe(weight);
    expect(dimensionUnit(standard)).toBe(dimension);
  });
});

describe('the cart (spec 000 §3)', () => {
  it('has the defaults of the spec', () => {
    expect(readCart(undefined)).toEqual({
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      subtotalAmount: { value: 0, currency: 'USD' },
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('reads what the platform sends, created as a date, wrong types as defaults', () => {
    const cart = readCart({
      id: 'c1',
      websiteId: 'w1',
      created: 1700000000000,
      totalQuantity: 3,
      subtotalCents: 9200,
      subtotalAmount: { value: 9200, currency: 'EUR' },
      taxCents: '12',
      entries: [{ productId: 'p1' }],
      requiresShipping: true,
      isPurchased: 'yes',
    });
    expect(cart.id).toBe('c1');
    expect(cart.created?.getTime()).toBe(1700000000000);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.subtotalAmount).toEqual({ value: 9200, currency: 'EUR' });
    expect(cart.taxCents).toBe(0);
    expect(cart.entries).toHaveLength(1);
    expect(cart.requiresShipping).toBe(true);
    expect(cart.isPurchased).toBe(false);
  });
});
