/**
 * Link checks for addresses that come from config: a click-through must never
 * run script, so only http(s), mailto, tel and relative addresses pass.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** True when `href` is relative or uses a safe scheme. */
export function isSafeLinkUrl(href: string): boolean {
  // Browsers ignore tabs and newlines and leading control characters and
  // spaces in a URL, so `java\tscript:` is still script: strip them first.
  const cleaned = [...href].filter((char) => char > ' ' && char !== '\u007f').join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return scheme === null || SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`);
}
