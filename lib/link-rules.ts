/**
 * The link editor's rules (spec 002 §2 route facts, §5 "Link
 * classification", "Link length limits", "Link shape rules"): what kind of
 * link an address is, how long it may be, and whether a tel, sms, mailto or
 * web address is well formed. For what a click-through may run, see
 * lib/links/links.ts.
 */

/** The kinds of link (spec 002 §5 "Link classification"). */
export const LINK_KINDS = ['empty', 'anchor', 'file', 'content', 'external', 'misc', 'malformed'] as const;
/** What kind of link an address is. */
export type LinkKind = (typeof LINK_KINDS)[number];

/** The protocols a web link uses; any other is a misc link (spec 002 §5). */
const WEB_PROTOCOLS = new Set(['http', 'https', 'ftp']);

/** A protocol at the start of an address: letters, then `:`. */
const PROTOCOL = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The kind of a link, in the spec's order (spec 002 §5): empty, `#` anchor,
 * `/s/` file, `/` content; then by protocol: one other than http, https or
 * ftp is misc, one without `//` after its colon is malformed; then a host
 * other than `currentHost` is external. An absolute address on the current
 * host is a content link (the spec leaves it out; it is a link into this
 * site), and so is a bare host (`example.com/page`, which the URL shape
 * allows without a protocol) when it is the current host.
 */
export function classifyLink(href: string, currentHost: string): LinkKind {
  const address = href.trim();
  if (address === '') return 'empty';
  if (address.startsWith('#')) return 'anchor';
  if (address.startsWith('/s/')) return 'file';
  if (address.startsWith('/') && !address.startsWith('//')) return 'content';
  const protocol = PROTOCOL.exec(address)?.[1];
  if (protocol !== undefined) {
    if (!WEB_PROTOCOLS.has(protocol.toLowerCase())) return 'misc';
    if (!address.slice(protocol.length + 1).startsWith('//')) return 'malformed';
  }
  return hostOf(address).toLowerCase() === currentHost.toLowerCase() ? 'content' : 'external';
}

/** The host of an absolute, protocol-relative or bare-host address, without port or credentials. */
function hostOf(address: string): string {
  const rest = address.replace(PROTOCOL, '').replace(/^\/\//, '');
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  return authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
}

/** Link length limits: a link must be shorter than its limit (spec 002 §5 "Link length limits"). */
export const LINK_LENGTH_LIMITS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;
/** The length limit a link falls under. */
export type LinkLengthRule = keyof typeof LINK_LENGTH_LIMITS;

/**
 * Which length limit a link falls under, or undefined for one the spec
 * gives none (an external web address, a misc protocol not in the table).
 * Internal URLs are content and file links.
 */
export function linkLengthRule(href: string, currentHost: string): LinkLengthRule | undefined {
  const kind = classifyLink(href, currentHost);
  if (kind === 'anchor') return 'anchor';
  if (kind === 'content' || kind === 'file') return 'internal';
  const protocol = PROTOCOL.exec(href.trim())?.[1]?.toLowerCase();
  return protocol !== undefined && Object.hasOwn(LINK_LENGTH_LIMITS, protocol) && protocol !== 'anchor'
    ? (protocol as LinkLengthRule)
    : undefined;
}

/** Whether a link is under its length limit (spec 002 §5); one with no limit always is. */
export function withinLinkLength(href: string, currentHost: string): boolean {
  const rule = linkLengthRule(href, currentHost);
  return rule === undefined || href.trim().length < LINK_LENGTH_LIMITS[rule];
}

/** The value after a `scheme:` prefix, if the address has that scheme; else the address itself. */
function valueAfter(scheme: string, address: string): string {
  const text = address.trim();
  return text.toLowerCase().startsWith(`${scheme}:`) ? text.slice(scheme.length + 1) : text;
}

/** A proper tel value: 4 or more characters of digits, plus or minus (spec 002 §5). `tel:` is optional. */
export function isProperTel(value: string): boolean {
  return /^[\d+-]{4,}$/.test(valueAfter('tel', value));
}

/** A proper sms value: digits, plus, minus, parentheses and commas (spec 002 §5). `sms:` is optional. */
export function isProperSms(value: string): boolean {
  return /^[\d+\-(),]+$/.test(valueAfter('sms', value));
}

/**
 * A proper mailto: exactly one @ and a dotted suffix after it (spec 002 §5).
 * `mailto:` is optional, and the query (`?subject=...`) is not the address.
 */
export function isProperMailto(value: string): boolean {
  const address = valueAfter('mailto', value).split('?', 1)[0] ?? '';
  return /^[^@\s]+@[^@\s]*[^@\s.]\.[^@\s.]+$/.test(address);
}

/**
 * A proper URL: an optional protocol, a host whose top-level domain is 2 to 3
 * letters, and an optional remainder (a port, path, query or fragment) (spec
 * 002 §5).
 */
export function isProperUrl(value: string): boolean {
  return /^([a-z][a-z0-9+.-]*:\/\/)?([a-z0-9-]+\.)+[a-z]{2,3}([:/?#].*)?$/i.test(value.trim());
}

/** An internal content page's path: `/pages/` and a 24-character id (spec 002 §2). */
export function isPagePath(path: string): boolean {
  return /^\/pages\/[0-9a-z]{24}$/i.test(path);
}

/** A file link: `/s/` and a file name (spec 002 §2). */
export function isFileLink(path: string): boolean {
  return /^\/s\/[^/?#]+/.test(path);
}

/** An internal content link read back: the url id and its filter query parameters. */
export interface ContentLink {
  urlId: string;
  filters: Record<string, string>;
}

/**
 * An internal content link, `/{urlId}` with optional filter query
 * parameters (spec 002 §2), in a stable order (sorted by name).
 */
export function contentLinkPath(urlId: string, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const search = query.toString();
  return `/${encodeURIComponent(urlId)}${search === '' ? '' : `?${search}`}`;
}

/**
 * Reads `/{urlId}?filters` back, or undefined for an address that is not
 * one: not a single path segment after `/`, or a file link.
 */
export function readContentLink(path: string): ContentLink | undefined {
  const match = /^\/([^/?#]+)(?:\?([^#]*))?$/.exec(path.trim());
  if (match === null || match[1] === 's') return undefined;
  let urlId: string;
  try {
    urlId = decodeURIComponent(match[1] ?? '');
  } catch {
    return undefined;
  }
  return { urlId, filters: Object.fromEntries(new URLSearchParams(match[2] ?? '')) };
}
