/**
 * What the CSS minifier leaves as written: a declaration it cannot parse
 * (typed `attr()`, a custom property) keeps its blanks. This drops the
 * blanks after each comma outside a string, where CSS never needs them.
 */
export function dropBlanksAfterCommas(css: string): string {
  let out = '';
  let quote: string | null = null;
  for (let index = 0; index < css.length; index++) {
    const char = css[index] as string;
    out += char;
    if (quote) {
      if (char === '\\') out += css[++index] ?? '';
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ',') while (/[ \t\n]/.test(css[index + 1] ?? '')) index++;
  }
  return out;
}
