/** Cart indicator rules (spec 001 §4 "Cart indicator", §5, §9). */

/** Above this count the badge shows '100+' (spec 001 §9). */
export const CART_ITEMS_CAP = 100;

/** The name of the document event that syncs every cart link at once. */
export const CART_SYNC_EVENT = 'sq-cart-sync';

export type CartLinkState = 'uninitialized' | 'empty' | 'filled';

/** What a cart link shows: unknown until the first sync. */
export interface CartSnapshot {
  items: number | undefined;
  subtotal: string | undefined;
}

/**
 * The cart icon (24 by 24, stroked 1.6 wide with round ends): the cart's
 * outline and its two wheels in one path. Each wheel is a circle of radius
 * 0.6 whose stroke fills a disc of radius 1.4, so the icon is one node where
 * it would be three, and a page of many cart links builds fewer nodes.
 */
export const CART_ICON_PATH =
  'M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4' +
  'M8.9 19.5a.6.6 0 1 0 1.2 0a.6.6 0 1 0-1.2 0M16.4 19.5a.6.6 0 1 0 1.2 0a.6.6 0 1 0-1.2 0';

/** The badge text: the number, or '100+' above the cap. */
export function formatCount(items: number): string {
  return items > CART_ITEMS_CAP ? `${CART_ITEMS_CAP}+` : String(items);
}

/** The link's accessible name (spec 001 §9). */
export function cartLabel(items: number | undefined): string {
  if (items === undefined) return 'Cart';
  if (items === 1) return 'One item in cart';
  if (items > CART_ITEMS_CAP) return `More than ${CART_ITEMS_CAP} items in cart`;
  return `${items} items in cart`;
}

/** The named state mirrored on the host. */
export function cartState(items: number | undefined): CartLinkState {
  if (items === undefined) return 'uninitialized';
  return items === 0 ? 'empty' : 'filled';
}

/** A count the cart link accepts: a whole number of at least 0. */
export function isCartCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export type SyncResult = { ok: true; snapshot: CartSnapshot } | { ok: false; problem: string };

/**
 * Reads a `sq-cart-sync` detail. A bad count rejects the whole sync; a
 * missing subtotal clears it, as the cart it describes has none.
 */
export function readCartSync(detail: unknown): SyncResult {
  if (typeof detail !== 'object' || detail === null) {
    return {
      ok: false,
      problem: `expected a detail of { items, subtotal }, got ${JSON.stringify(detail) ?? String(detail)}`,
    };
  }
  // The payload's count defaults to 0 (spec 001 §3, cart indicator payload).
  const { items = 0, subtotal } = detail as Record<string, unknown>;
  if (!isCartCount(items)) {
    return {
      ok: false,
      problem: `detail.items: expected a whole number of at least 0, got ${JSON.stringify(items) ?? String(items)}`,
    };
  }
  if (subtotal !== undefined && subtotal !== null && typeof subtotal !== 'string') {
    return { ok: false, problem: `detail.subtotal: expected a string, got ${JSON.stringify(subtotal)}` };
  }
  return { ok: true, snapshot: { items, subtotal: subtotal ?? undefined } };
}
