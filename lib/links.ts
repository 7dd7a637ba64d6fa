/**
 * Link checks for addresses that come from config: a click-through must never
 * run script, so only http(s), mailto, tel and relative addresses pass.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Named character references that can hide a scheme (`javascript&colon;`, `java&Tab;script:`). */
const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
};

/**
 * Decodes HTML character references, so an address that is decoded once more
 * on its way into markup (site-owner HTML, a theme that writes it into a
 * template) cannot turn into a scheme after the check: `&#106;avascript:`,
 * `&#x6A;avascript:`, `javascript&colon;`. The semicolon is optional, as HTML
 * parsers accept it.
 */
function decodeReferences(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (whole, decimal, hex, name) => {
    if (decimal !== undefined || hex !== undefined) {
      const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_REFERENCES[String(name).toLowerCase()] ?? whole;
  });
}

/**
 * The address as a browser reads its scheme: URL parsers drop tabs and
 * newlines anywhere and leading C0 controls and spaces, so `java\tscript:`
 * and `\u0001javascript:` are still script; every other control character
 * and any whitespace or invisible character is dropped too, since none
 * belongs in a scheme. References are decoded twice: `&amp;#106;` decodes
 * again on a second pass through markup.
 */
function schemeText(href: string): string {
  return [...decodeReferences(decodeReferences(href))]
    .filter(
      (char) => char > ' ' && !(char >= '\u007f' && char <= '\u00a0') && !/[\s\u200b-\u200d\u2060\ufeff]/.test(char),
    )
    .join('');
}

/** True when `href` is relative or uses a safe scheme. */
export function isSafeLinkUrl(href: string): boolean {
  const cleaned = schemeText(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme !== null) return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
  // No scheme: relative, unless a scheme is hiding behind characters a parser may drop or decode
  // differently (`&#0000106avascript:`, `\u00adjavascript:`): refuse anything that still reads like one.
  return !/^[^/?#]*?(?:script|data)\s*:/i.test(cleaned);
}

/** What a link field expects, in the words of the kit's warnings. */
export const SAFE_LINK_EXPECTATION = 'a relative, http(s), mailto or tel address';

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
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
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
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(schemeText(href));
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
