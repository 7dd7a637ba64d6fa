/**
 * Money for the storefront (spec 000 §1 "currencies", §9 "Money format";
 * spec 002 §9 "Default locale en-US; default store currency USD"). Amounts
 * are whole numbers of the currency's minor unit (cents; yen for JPY) from
 * end to end: no sum is ever done in floating point, and the text is built
 * from the integer, so 15 integer places come out exact.
 */

/** The storefront currencies and their decimal places: 2 each, JPY 0 (spec 000 §1). */
export const CURRENCY_DECIMALS = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  ZAR: 2,
} as const;

/** A storefront currency code (ISO 4217), one of the 27. */
export type Currency = keyof typeof CURRENCY_DECIMALS;

/** The 27 currency codes, in the spec's order. */
export const CURRENCIES = Object.keys(CURRENCY_DECIMALS) as Currency[];

/** The store currency when the site names none (spec 000 §1, spec 002 §9). */
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The locale money is written in (spec 002 §9); its separators are the spec's: comma thousands, dot decimals. */
export const MONEY_LOCALE = 'en-US';

/** At most this many integer places (spec 000 §9 "Money format"). */
export const MAX_INTEGER_PLACES = 15;

/** Whether `code` is one of the storefront currencies. */
export function isCurrency(code: unknown): code is Currency {
  return typeof code === 'string' && Object.hasOwn(CURRENCY_DECIMALS, code);
}

/** An amount in minor units: a whole number (a bigint for more than 2^53). */
export type MinorUnits = number | bigint;

const formats = new Map<Currency, Intl.NumberFormat>();

function formatFor(currency: Currency): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    const digits = CURRENCY_DECIMALS[currency];
    // The decimals are the spec's, not Intl's (which gives COP and IDR none).
    format = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(currency, format);
  }
  return format;
}

/**
 * The amount as the decimal text of its major unit ("1234.56" for 123456
 * cents), exact for any whole number. Throws a RangeError for a fraction or
 * more than 15 integer places.
 */
export function toDecimalText(amount: MinorUnits, currency: Currency = DEFAULT_CURRENCY): string {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new RangeError(`money: expected a whole number of minor units, got ${amount}`);
  }
  const digits = CURRENCY_DECIMALS[currency];
  const value = BigInt(amount);
  const negative = value < 0n;
  const absolute = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const integer = absolute.slice(0, absolute.length - digits);
  if (integer.length > MAX_INTEGER_PLACES) {
    throw new RangeError(`money: more than ${MAX_INTEGER_PLACES} integer places in ${amount}`);
  }
  const fraction = digits ? `.${absolute.slice(-digits)}` : '';
  return `${negative ? '-' : ''}${integer}${fraction}`;
}

/**
 * Writes an amount of minor units as money: "$1,234.56", "-€0.50", "¥1,235"
 * (spec 000 §9: comma thousands, dot decimals, at most 15 integer places).
 * Throws a RangeError for a fraction of a minor unit or more than 15 places.
 */
export function formatMoney(amount: MinorUnits, currency: Currency = DEFAULT_CURRENCY): string {
  // Intl takes the exact decimal text (a string keeps every digit) and places the symbol.
  return formatFor(currency).format(toDecimalText(amount, currency) as unknown as number);
}

/** Adds amounts of minor units exactly (each a whole number). */
export function sumMinorUnits(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`money: expected whole minor units, got ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('money: the sum is beyond exact whole numbers');
  return total;
}
