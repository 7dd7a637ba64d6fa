/** Cookie strings: parse `document.cookie`, serialise a `Set-Cookie`-style assignment. */

/** The cookies in a `document.cookie` string, by name (the first of duplicates wins, as browsers send the most specific first). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const name = part.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, safeDecode(part.slice(index + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface CookieOptions {
  path?: string;
  /** Lifetime in seconds; 0 or less deletes the cookie. */
  maxAge?: number;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** A `document.cookie` assignment for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.floor(options.maxAge)}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`samesite=${options.sameSite ?? 'Lax'}`);
  if (options.secure || options.sameSite === 'None') parts.push('secure');
  return parts.join('; ');
}
