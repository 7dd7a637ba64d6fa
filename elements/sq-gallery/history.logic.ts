/**
 * History tracking (spec 001 §2): the address naming the current slide, and
 * the slide an address names. The hash is read and written as the lightbox
 * does (lib/item-address.ts). No React, no DOM: the view reads `location`
 * and calls `history.replaceState` (never pushState: no history spam).
 */
import { addressWithItem, hashItem, lastSegment } from '../../lib/item-address.ts';

/** The key a slide is named by in the address: its url's last segment, else its id. */
export const slideKey = (slide: { id: string; url?: string | undefined }) => lastSegment(slide.url ?? '') || slide.id;

/** The collection's URL with a trailing slash added (once). */
const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The address for the current slide: the itemId in the hash replaced by the
 * collection's full URL with a trailing slash added plus the slide's url or
 * id (spec 001 §2); the hash's other values are kept.
 */
export function historyAddress(href: string, collectionUrl: string, key: string): string {
  return addressWithItem(href, `${withSlash(new URL(collectionUrl, href).href)}${key}`);
}

/**
 * The index of the slide the address names: the itemId in its hash, as the
 * full address written above or as the slide's key alone; null for none.
 */
export function slideFromAddress(href: string, keys: readonly string[]): number | null {
  const item = hashItem(new URL(href).hash);
  if (!item) return null;
  const last = item.replace(/\/+$/, '').split('/').at(-1) ?? '';
  for (const candidate of [item, last]) {
    const index = keys.indexOf(candidate);
    if (index >= 0) return index;
  }
  return null;
}
