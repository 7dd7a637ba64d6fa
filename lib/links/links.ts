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
export function schemeText(href: string): string {
  return [...decodeReferences(decodeReferences(href))]
    .filter(
      (char) => char > ' ' && !(char >= '\u007f' && char <= '\u00a0') && !/[\s\u200b-\u200d\u2060\ufeff]/.test(char),
    )
    .join('');
}

/** A scheme at the start of an address's `schemeText`, captured without its colon. */
export const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True when `href` is relative or uses a safe scheme. */
export function isSafeLinkUrl(href: string): boolean {
  const cleaned = schemeText(href);
  const scheme = SCHEME.exec(cleaned);
  if (scheme !== null) return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
  // No scheme: relative, unless a scheme is hiding behind characters a parser may drop or decode
  // differently (`&#0000106avascript:`, `\u00adjavascript:`): refuse anything that still reads like one.
  return !/^[^/?#]*?(?:script|data)\s*:/i.test(cleaned);
}

/** What a link field expects, in the words of the kit's warnings. */
export const SAFE_LINK_EXPECTATION = 'a relative, http(s), mailto or tel address';
