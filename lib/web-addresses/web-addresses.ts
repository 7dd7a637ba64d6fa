import { isSafeLinkUrl, SCHEME, schemeText } from '../links/links.ts';

/**
 * Checks for addresses the browser follows or fetches by itself, with no
 * click: a redirect after success, an image, a third-party script. Each is a
 * safe link (links.ts) and, stricter, http(s) or on this site only. Apart
 * from the link check, so that an element whose only address is a link does
 * not load them.
 */

/**
 * True for a success redirect: none (empty), an http(s) address, or a path
 * on this site. Stricter than a link: no mailto or tel, and never a
 * protocol-relative `//host` (or `/\\host`), which looks like a path but
 * leaves the site.
 */
export function isSafeRedirectUrl(href: string): boolean {
  if (href.trim() === '') return true;
  if (!isSafeLinkUrl(href)) return false;
  const cleaned = schemeText(href);
  const scheme = SCHEME.exec(cleaned);
  if (scheme !== null) return /^https?$/i.test(scheme[1] ?? '');
  return !/^[/\\]{2}/.test(cleaned);
}

/** What a redirect field expects, in the words of the kit's warnings. */
export const SAFE_REDIRECT_EXPECTATION = 'an http(s) address or a path on this site';

/**
 * True for an image address: none (empty), relative, or http(s). An image
 * never needs a script, mail or data scheme; a `data:` address would also
 * skip the CDN sizes.
 */
export function isSafeImageUrl(href: string): boolean {
  if (href.trim() === '') return true;
  if (!isSafeLinkUrl(href)) return false;
  const scheme = SCHEME.exec(schemeText(href));
  return scheme === null || /^https?$/i.test(scheme[1] ?? '');
}

/** What an image address field expects, in the words of the kit's warnings. */
export const SAFE_IMAGE_EXPECTATION = 'a relative or http(s) image address';

/**
 * A third-party script's address that may be loaded: http(s), or an absolute
 * path on this site; and safe by the redirect check, which also sees through
 * control characters and entities hiding another host or scheme.
 */
export function isScriptAddress(address: string): boolean {
  return /^(https?:\/\/|\/(?![/\\]))/i.test(address.trim()) && isSafeRedirectUrl(address);
}
