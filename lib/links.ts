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
  nbsp: '\u00a0',
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
 * and any whitespace is dropped too, since none belongs in a scheme.
 */
function schemeText(href: string): string {
  let text = href;
  // References inside references (`&amp;#106;`) decode again on a second pass through markup.
  for (let pass = 0; pass < 3; pass++) {
    const decoded = decodeReferences(text);
    if (decoded === text) break;
    text = decoded;
  }
  return [...text].filter((char) => !isDroppable(char)).join('');
}

/** Whitespace, C0 and C1 controls, and the invisible zero-width characters. */
function isDroppable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    (code >= 0x200b && code <= 0x200d) ||
    code === 0x2060 ||
    code === 0xfeff ||
    /\s/.test(char)
  );
}

/** True when `href` is relative or uses a safe scheme. */
export function isSafeLinkUrl(href: string): boolean {
  const cleaned = schemeText(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (scheme !== null) return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
  // No scheme: relative, unless a scheme is hiding behind characters a parser may drop or decode
  // differently (`&#0000106avascript:`, `\u00adjavascript:`): refuse anything that still reads like one.
  return !/^[^/?#]*?(?:script|data|file|blob|about)\s*:/i.test(cleaned);
}

/** What a link field expects, in the words of the kit's warnings. */
export const SAFE_LINK_EXPECTATION = 'a relative, http(s), mailto or tel address';
