import { transform } from 'lightningcss';

/**
 * A stylesheet the build writes, minified: lightningcss's minifying, then
 * the blanks after each comma and around each slash outside a string
 * dropped, which it leaves in a declaration it cannot parse (typed `attr()`,
 * a custom property) and around a slash in a value (a ratio, `content`'s
 * alternative text, a background's size). CSS needs neither: a slash is a
 * token of its own, and no selector has one.
 */
export function minifyCss(filename: string, css: string): string {
  const { code } = transform({ filename, code: Buffer.from(css), minify: true });
  return dropBlanks(code.toString());
}

/** Drops the blanks after each comma, and around each slash, outside a string, where CSS never needs them. */
export function dropBlanks(css: string): string {
  let out = '';
  let quote: string | null = null;
  for (let index = 0; index < css.length; index++) {
    const char = css[index] as string;
    if (!quote && char === '/') out = out.replace(/[ \t\n]+$/, '');
    out += char;
    if (quote) {
      if (char === '\\') out += css[++index] ?? '';
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ',' || char === '/') while (/[ \t\n]/.test(css[index + 1] ?? '')) index++;
  }
  return out;
}
