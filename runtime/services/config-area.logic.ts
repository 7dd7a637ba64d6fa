/**
 * Where the configuration area is (spec 000 §2 routes table): Escape takes a
 * logged-in account there, and a logged-in owner arriving on a published
 * page is redirected there.
 */
import type { SiteContext } from '../core/index.ts';

/** The configuration area's path (spec 000 §2 routes table). */
export const CONFIG_AREA_PATH = '/config/';
/** The query parameter that carries the page's path and query to the configuration area (spec 000 §2). */
export const FRAME_URL_PARAM = 'frameUrl';

const LABEL = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i;
const HOST = /^[a-z\d-]+(?:\.[a-z\d-]+)*(?::\d{1,5})?$/i;

/** The parts of a page address the services use. */
export interface PageAddress {
  origin: string;
  pathname: string;
  search: string;
}

/**
 * The configuration area for this page (spec 000 §2 routes table): `/config/`
 * on the site's identifier subdomain of the platform's app domain
 * (`https://<website.identifier>.<appDomain>`), with `frameUrl` holding the
 * page's path and query. Without a usable identifier or app domain, the
 * page's own origin stands in for the site's address.
 */
export function configAreaUrl(page: PageAddress, context: SiteContext): string {
  const identifier = context.website?.identifier ?? '';
  const appDomain = context.appDomain ?? '';
  const origin = LABEL.test(identifier) && HOST.test(appDomain) ? `https://${identifier}.${appDomain}` : page.origin;
  return `${origin}${CONFIG_AREA_PATH}?${FRAME_URL_PARAM}=${encodeURIComponent(page.pathname + page.search)}`;
}

/** Whether the configuration area is already where the page is. */
export function inConfigArea(pathname: string): boolean {
  return pathname === CONFIG_AREA_PATH.slice(0, -1) || pathname.startsWith(CONFIG_AREA_PATH);
}
