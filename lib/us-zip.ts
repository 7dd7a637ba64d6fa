/**
 * The US zip code rule (spec 000 §5 "Checkout and storefront"): its own
 * module, so the form's address field checks it without the storefront's
 * money and product rules.
 */

/** A US zip code is exactly 5 digits (spec 000 §5). */
export const US_ZIP_LENGTH = 5;

const US_ZIP = new RegExp(`^[0-9]{${US_ZIP_LENGTH}}$`);

/** Whether `zip` is a US zip code: exactly 5 ASCII digits, nothing around them (spec 000 §5). */
export function isUsZip(zip: unknown): boolean {
  return typeof zip === 'string' && US_ZIP.test(zip);
}
