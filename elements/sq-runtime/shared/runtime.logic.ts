import { isLoopback } from '../../../runtime/core/index.ts';

/** Which `<sq-runtime>` on the page is the one in charge: the first connected. */

let owner: object | null = null;

/** Claims the page for `candidate`; false when another runtime element has it. */
export function claimPage(candidate: object): boolean {
  if (owner !== null && owner !== candidate) return false;
  owner = candidate;
  return true;
}

/** Gives the page up, so a runtime element added later can take it. */
export function releasePage(candidate: object): void {
  if (owner === candidate) owner = null;
}

/** An origin such as `https://secure.example.com`: a scheme, a host, nothing after. */
export const isOrigin = (value: string) => /^https?:\/\/[^/]+$/.test(value);

/** Secure calls go over https only (spec 000 §7); loopback, which browsers treat as secure, may use http. */
export function isSecureOrigin(value: string): boolean {
  if (value === '') return true;
  if (!isOrigin(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || isLoopback(url.hostname);
  } catch {
    return false;
  }
}

/** The mobile info bar's styles (spec 002 §3): 1 none, 2 light, 3 dark. */
export const INFO_BAR_STYLES = [1, 2, 3] as const;
