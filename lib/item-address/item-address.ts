/**
 * An item of a set in the page's address (spec 000 §2, spec 001 §2): an
 * `itemId` in the hash, or the last segment of the path, names it. Shared by
 * the lightbox, which puts its item there, and the gallery, which opens the
 * lightbox at the slide an address names. Pure.
 */

/** The key of the item in the address's hash (spec 000 §2, spec 001 §2 "itemId"). */
export const ITEM_HASH_KEY = 'itemId';

/** What the address may name an item by: its own address, else its id. */
export interface AddressedItem {
  url?: string | undefined;
  id?: string | undefined;
}

/** What names an item in the address: its own address (its last segment), else its id, else its position. */
export function itemKey(item: AddressedItem, index: number): string {
  return lastSegment(item.url ?? '') || item.id || String(index);
}

/** The last non-empty segment of a path (`/gallery/harbour/` gives `harbour`), decoded; '' for none. */
export function lastSegment(path: string): string {
  const segment = path.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The item the hash names (`#itemId=harbour`, other hash values beside it allowed); null for none. */
export function hashItem(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(ITEM_HASH_KEY);
}

/**
 * The index of the item an address names (spec 000 §2): an itemId in the
 * hash first, else the last segment of the path; null when it names none of
 * the items. A position names an item in the hash only: a page's path ending
 * in a number (`/blog/2`) is no item's.
 */
export function itemFromAddress(
  address: { hash: string; pathname: string },
  items: readonly AddressedItem[],
): number | null {
  const keys = items.map(itemKey);
  const fromHash = hashItem(address.hash);
  if (fromHash !== null) {
    const index = keys.indexOf(fromHash);
    if (index >= 0) return index;
  }
  const segment = lastSegment(address.pathname);
  const index = segment ? keys.findIndex((key, position) => key === segment && key !== String(position)) : -1;
  return index >= 0 ? index : null;
}

/** The address with the hash naming an item (the hash's other values kept). */
export function addressWithItem(href: string, key: string): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  params.set(ITEM_HASH_KEY, key);
  url.hash = params.toString();
  return url.href;
}

/** The address without the item in its hash; an empty hash goes altogether. */
export function addressWithoutItem(href: string): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (!params.has(ITEM_HASH_KEY)) return href;
  params.delete(ITEM_HASH_KEY);
  url.hash = params.toString();
  // An empty hash still leaves its '#' in href.
  return url.hash ? url.href : url.href.replace(/#$/, '');
}
