/**
 * The keyboard service's decisions (spec 000 §2 "Escape-key behaviour", §4,
 * §6): what Escape does in which situation, where the configuration area is,
 * and when a logged-in owner is sent there on arrival.
 */
import type { SiteContext } from './context.ts';

/** The key the service answers (spec 000 §9 "Escape key code"). */
export const ESCAPE_KEY_CODE = 27;

/** The configuration area's path (spec 000 §2 routes table). */
export const CONFIG_AREA_PATH = '/config/';
/** The query parameter that carries the page's path and query to the configuration area (spec 000 §2). */
export const FRAME_URL_PARAM = 'frameUrl';
/** A query parameter that turns the owner redirect off for the rest of the session (spec 000 §2). */
export const NO_REDIRECT_PARAM = 'noredirect';
/** The query parameter, set to `true`, that asks for the logout confirmation (spec 000 §2). */
export const LOGOUT_PARAM = 'logout';

/** The logout call (spec 000 §7). */
export const LOGOUT_URL = '/api/auth/Logout';
/** The logout confirmation's title and message (spec 000 §2). */
export const LOGOUT_TITLE = 'Logout Successful';
export const LOGOUT_MESSAGE = 'You have been successfully logged out.';

/** The site-wide role codes that give no access to the configuration area (spec 002 §3 "Enumerations"). */
export const VIEWER_ROLE = 10;
export const NO_ROLE = 14;

/** A key press as the service sees it. */
export interface KeyPress {
  key: string;
  keyCode: number;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Whether a press is Escape or Shift+Escape. Escape with Alt, Control or Meta
 * belongs to the browser and the system, so the service leaves it alone.
 */
export function isEscape(press: KeyPress): boolean {
  return (
    (press.keyCode === ESCAPE_KEY_CODE || press.key === 'Escape') && !press.altKey && !press.ctrlKey && !press.metaKey
  );
}

/** What the page looks like when Escape is pressed. */
export interface EscapeSituation {
  shift: boolean;
  /** Items on the close stack. */
  openItems: number;
  /** A native modal dialog that is not part of the top item holds the focus: it is the newest thing open. */
  dialogOnTop: boolean;
  typing: boolean;
  /** The page runs in the backend editor. */
  editor: boolean;
  /** The editor says a guide is open. */
  guideOpen: boolean;
  loggedIn: boolean;
  /** The site lets anonymous visitors sign in with Escape. */
  escapeToLogin: boolean;
}

export type EscapeAction = 'none' | 'close-top' | 'logout' | 'close-guide' | 'toggle-preview' | 'config-area' | 'login';

/**
 * What Escape does (spec 000 §2, §4, §6). The newest open thing closes
 * first: a native dialog closes itself, else the top of the close stack.
 * Nothing else happens while the visitor types. Shift+Escape logs an account
 * out; in the editor Escape closes the open guide or toggles the preview; a
 * logged-in account goes to the configuration area; an anonymous visitor
 * asks to sign in when the site allows it.
 */
export function escapeAction(situation: EscapeSituation): EscapeAction {
  if (situation.dialogOnTop) return 'none';
  if (situation.openItems > 0) return 'close-top';
  if (situation.typing) return 'none';
  if (situation.shift) return situation.loggedIn ? 'logout' : 'none';
  if (situation.editor) return situation.guideOpen ? 'close-guide' : 'toggle-preview';
  if (situation.loggedIn) return 'config-area';
  return situation.escapeToLogin ? 'login' : 'none';
}

/** Whether an account is logged in. */
export function isLoggedIn(context: SiteContext): boolean {
  return Boolean(context.authenticatedAccount?.id);
}

/** The site setting useEscapeKeyToLogin, wherever the context holds it (spec 000 §3, spec 002 §3). */
export function escapeToLogin(context: SiteContext): boolean {
  return context.website?.useEscapeKeyToLogin === true || context.websiteSettings?.useEscapeKeyToLogin === true;
}

/** The site-wide role codes the account holds on this website (`websiteRoles` is `{ "<code>": true }`). */
export function heldRoles(context: SiteContext): number[] {
  return Object.entries(context.websiteRoles ?? {})
    .filter(([code, held]) => held && /^\d+$/.test(code))
    .map(([code]) => Number(code));
}

const LABEL = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i;
const HOST = /^[a-z\d-]+(?:\.[a-z\d-]+)*(?::\d{1,5})?$/i;

/** The parts of a page address the service uses. */
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

/** Whether a host name is this machine: `localhost`, a `*.localhost` name or a loopback address. */
export function isLocalhost(hostname: string): boolean {
  return /(^|\.)localhost$|^127(\.\d+){3}$|^\[::1\]$/.test(hostname.toLowerCase());
}

/** Whether the configuration area is already where the page is. */
export function inConfigArea(pathname: string): boolean {
  return pathname === CONFIG_AREA_PATH.slice(0, -1) || pathname.startsWith(CONFIG_AREA_PATH);
}

/** Whether a query asks to skip the owner redirect (to be remembered for the session). */
export function asksNoRedirect(search: string): boolean {
  return new URLSearchParams(search).has(NO_REDIRECT_PARAM);
}

/** What the owner redirect needs to know. */
export interface RedirectSituation {
  context: SiteContext;
  hostname: string;
  pathname: string;
  search: string;
  /** This session asked for no redirect before. */
  noRedirectRemembered: boolean;
  framed: boolean;
  editor: boolean;
}

export type RedirectVerdict =
  | 'redirect'
  | 'not-logged-in'
  | 'viewer-only'
  | 'not-owner'
  | 'framed'
  | 'editor'
  | 'config-area'
  | 'localhost'
  | 'noredirect'
  | 'developer-mode'
  | 'cloneable';

/**
 * Whether a logged-in owner arriving on a published page goes to the
 * configuration area (spec 000 §2), and if not, why. An owner is an account
 * with a role on the website other than viewer (spec 000 §6 keeps viewer-only
 * accounts on the page) or none. Skipped on localhost, with `noredirect` in
 * the query or earlier in the session, for a developer-mode or cloneable
 * site, in a frame or the editor, and in the configuration area itself.
 */
export function ownerRedirect(situation: RedirectSituation): RedirectVerdict {
  const { context } = situation;
  if (!isLoggedIn(context)) return 'not-logged-in';
  const roles = heldRoles(context);
  if (roles.length > 0 && roles.every((role) => role === VIEWER_ROLE)) return 'viewer-only';
  if (!roles.some((role) => role !== VIEWER_ROLE && role !== NO_ROLE)) return 'not-owner';
  if (situation.framed) return 'framed';
  if (situation.editor) return 'editor';
  if (inConfigArea(situation.pathname)) return 'config-area';
  if (isLocalhost(situation.hostname)) return 'localhost';
  if (situation.noRedirectRemembered || asksNoRedirect(situation.search)) return 'noredirect';
  if (context.website?.developerMode) return 'developer-mode';
  if (context.website?.cloneable) return 'cloneable';
  return 'redirect';
}

/**
 * Where the browser goes after a logout (spec 000 §7); null means a reload.
 * A published page reloads, so the visitor stays where they were, now as the
 * public sees it. The configuration area and the editor need an account:
 * from there the browser goes to the site root with `logout=true`, which
 * shows the logout confirmation.
 */
export function afterLogout(page: PageAddress, editor: boolean): string | null {
  return editor || inConfigArea(page.pathname) ? `${page.origin}/?${LOGOUT_PARAM}=true` : null;
}

/** Whether the address asks for the logout confirmation (spec 000 §2). */
export function asksLogoutConfirmation(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_PARAM) === 'true';
}
