import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  DEFAULT_CURRENCY,
  formatMoney,
  isCurrency,
  MAX_INTEGER_PLACES,
  sumMinorUnits,
  toDecimalText,
} from './money.ts';

describe('currencies (spec 000 §1)', () => {
  it('are the 27 of the spec, in its order, USD the default', () => {
    expect(CURRENCIES.join(' ')).toBe(
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR',
    );
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('have 2 decimals each, JPY 0', () => {
    for (const currency of CURRENCIES) expect(CURRENCY_DECIMALS[currency]).toBe(currency === 'JPY' ? 0 : 2);
  });

  it.each([
    ['USD', true],
    ['JPY', true],
    ['usd', false],
    ['XYZ', false],
    ['toString', false],
    [1, false],
  ])('isCurrency(%j) is %s', (code, ok) => {
    expect(isCurrency(code)).toBe(ok);
  });
});

describe('formatMoney (spec 000 §9: comma thousands, dot decimals, at most 15 integer places)', () => {
  // Every currency: 1,234,567.89 in its minor units, zero, and a negative amount.
  it.each([
    ['EUR', '€1,234,567.89', '€0.00', '-€0.05'],
    ['USD', '$1,234,567.89', '$0.00', '-$0.05'],
    ['AUD', 'A$1,234,567.89', 'A$0.00', '-A$0.05'],
    ['NOK', 'NOK\u00a01,234,567.89', 'NOK\u00a00.00', '-NOK\u00a00.05'],
    ['CAD', 'CA$1,234,567.89', 'CA$0.00', '-CA$0.05'],
    ['NZD', 'NZ$1,234,567.89', 'NZ$0.00', '-NZ$0.05'],
    ['DKK', 'DKK\u00a01,234,567.89', 'DKK\u00a00.00', '-DKK\u00a00.05'],
    ['GBP', '£1,234,567.89', '£0.00', '-£0.05'],
    ['HKD', 'HK$1,234,567.89', 'HK$0.00', '-HK$0.05'],
    ['CHF', 'CHF\u00a01,234,567.89', 'CHF\u00a00.00', '-CHF\u00a00.05'],
    ['MXN', 'MX$1,234,567.89', 'MX$0.00', '-MX$0.05'],
    ['SGD', 'SGD\u00a01,234,567.89', 'SGD\u00a00.00', '-SGD\u00a00.05'],
    ['SEK', 'SEK\u00a01,234,567.89', 'SEK\u00a00.00', '-SEK\u00a00.05'],
    ['CZK', 'CZK\u00a01,234,567.89', 'CZK\u00a00.00', '-CZK\u00a00.05'],
    ['ILS', '₪1,234,567.89', '₪0.00', '-₪0.05'],
    ['PHP', '₱1,234,567.89', '₱0.00', '-₱0.05'],
    ['RUB', 'RUB\u00a01,234,567.89', 'RUB\u00a00.00', '-RUB\u00a00.05'],
    ['PLN', 'PLN\u00a01,234,567.89', 'PLN\u00a00.00', '-PLN\u00a00.05'],
    ['THB', 'THB\u00a01,234,567.89', 'THB\u00a00.00', '-THB\u00a00.05'],
    ['MYR', 'MYR\u00a01,234,567.89', 'MYR\u00a00.00', '-MYR\u00a00.05'],
    ['ARS', 'ARS\u00a01,234,567.89', 'ARS\u00a00.00', '-ARS\u00a00.05'],
    ['BRL', 'R$1,234,567.89', 'R$0.00', '-R$0.05'],
    ['COP', 'COP\u00a01,234,567.89', 'COP\u00a00.00', '-COP\u00a00.05'],
    ['IDR', 'IDR\u00a01,234,567.89', 'IDR\u00a00.00', '-IDR\u00a00.05'],
    ['INR', '₹1,234,567.89', '₹0.00', '-₹0.05'],
    ['JPY', '¥123,456,789', '¥0', '-¥5'],
    ['ZAR', 'ZAR\u00a01,234,567.89', 'ZAR\u00a00.00', '-ZAR\u00a00.05'],
  ] as const)('%s: %s, %s, %s', (currency, large, zero, negative) => {
    expect(formatMoney(123456789, currency)).toBe(large);
    expect(formatMoney(0, currency)).toBe(zero);
    expect(formatMoney(-5, currency)).toBe(negative);
  });

  it('puts a no-break space between a currency code and the amount, so a line never splits them', () => {
    expect(formatMoney(100, 'CHF')).toBe('CHF\u00a01.00');
  });

  it.each([
    [1, '$0.01'],
    [99, '$0.99'],
    [100, '$1.00'],
    [100000, '$1,000.00'],
    [-123456, '-$1,234.56'],
    [100_000_000, '$1,000,000.00'],
  ])('USD\u00a0%i cents is %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('writes 15 integer places exactly, past 2^53 as a bigint', () => {
    expect(formatMoney(99999999999999999n, 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoney(-99999999999999999n, 'EUR')).toBe('-€999,999,999,999,999.99');
    expect(formatMoney(999999999999999n, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
  });

  it.each([
    [100000000000000000n, 'USD'],
    [-100000000000000000n, 'USD'],
    [1000000000000000n, 'JPY'],
  ] as const)('refuses 16 integer places: %s %s', (amount, currency) => {
    expect(() => formatMoney(amount, currency)).toThrow(RangeError);
    expect(() => formatMoney(amount, currency)).toThrow(`more than ${MAX_INTEGER_PLACES} integer places`);
  });

  it.each([0.5, 1.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s (not whole, exact minor units)',
    (amount) => {
      expect(() => formatMoney(amount)).toThrow(RangeError);
    },
  );

  it.each([
    [0, 'USD', '0.00'],
    [5, 'USD', '0.05'],
    [-5, 'USD', '-0.05'],
    [123456, 'USD', '1234.56'],
    [123456, 'JPY', '123456'],
  ] as const)('toDecimalText(%s, %s) is %s', (amount, currency, text) => {
    expect(toDecimalText(amount, currency)).toBe(text);
  });
});

describe('sumMinorUnits', () => {
  it('adds whole cents exactly where floats would not', () => {
    expect(sumMinorUnits([10, 20])).toBe(30);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMinorUnits([])).toBe(0);
  });

  it.each([[[0.1]], [[Number.MAX_SAFE_INTEGER, 1]]])('refuses %j', (amounts) => {
    expect(() => sumMinorUnits(amounts)).toThrow(RangeError);
  });
});
