/**
 * URL-safe strings (spec 002 §5 "URL-safe strings"): lowercased; spaces
 * become hyphens; characters other than letters, digits, slash and hyphen
 * are dropped; repeated dots, hyphens and slashes are collapsed. Letters are
 * any script's (`\p{L}`), as the spec does not narrow them to ASCII; dots are
 * dropped like any other character, so only hyphens and slashes are left to
 * collapse.
 */
export function urlSafe(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^\p{L}\p{N}/-]/gu, '')
    .replace(/([./-])\1+/g, '$1');
}
