/**
 * Which gallery of the page opens its slide from the page's address (spec
 * 000 §2): the first gallery whose slides the address names. Slides without
 * ids are named by their position in every gallery of the page, so the
 * address opens one of them, not each. Kept for the page, outside any view.
 */

/** The address last claimed. */
let claimed: string | null = null;

/** Claims `address` for an opening: true for the first claim, false while it is the address last claimed. */
export function claimAddress(address: string): boolean {
  const first = claimed !== address;
  claimed = address;
  return first;
}
