/**
 * History tracking (spec 001 §2): the address naming the current slide, and
 * the slide an address names. The hash is read and written as the lightbox
 * does (lib/item-address/item-address.ts). No React, no DOM: the view reads `location`
 * and calls `history.replaceState` (never pushState: no history spam).
 */
import { addressWithItem, hashItem, lastSegment } from '../../../../lib/item-address/item-address.ts';

/**
 * The address for the current slide: the itemId in the hash replaced by the
 * collection's full URL with a trailing slash added plus the slide's key
 * (`itemKey`: its url's last segment, else its id; spec 001 §2); the hash's
 * other values are kept.
 */
export function historyAddress(href: string, collectionUrl: string, key: string): string {
  // The collection's URL with a trailing slash added (once).
  return addressWithItem(href, new URL(collectionUrl, href).href.replace(/\/?$/, '/') + key);
}

/**
 * The index of the slide the address names: the itemId in its hash, as the
 * full address written above or as the slide's key alone; -1 for none (as
 * indexOf).
 */
export function slideFromAddress(href: string, keys: readonly string[]): number {
  const item = hashItem(new URL(href).hash);
  if (!item) return -1;
  const index = keys.indexOf(item);
  return index >= 0 ? index : keys.indexOf(lastSegment(item));
}
