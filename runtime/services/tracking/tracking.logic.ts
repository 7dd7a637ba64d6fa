/**
 * Tracking decisions and payloads (spec 002 §3 "Tracking payloads", §4
 * "Visit recording", "Button click", "Session recording", §7, §8): who
 * is recorded, which clicks wait for their call, what each census call
 * carries. Pure: no DOM, no clock of its own.
 */

import type { SiteContext } from '../../core/index.ts';
import { formEncode } from '../../core/index.ts';
import { heldRoles, isLoggedIn, VIEWER_ROLE } from '../account.logic.ts';
import { inConfigArea } from '../config-area.logic.ts';
import type { OutboxRules } from '../outbox.logic.ts';

/** Time-out of the tracking calls, and the longest a held click waits (spec 000 §9, spec 002 §9). */
export const TRACKING_TIMEOUT_MS = 2500;

/** The visitor search page, where page views are not recorded (spec 002 §2, §4). */
export const SEARCH_PATH = '/search';

/** The census and tracking calls (spec 002 §7), each a constant so the service's chunk carries only the paths. */
export const HIT_PATH = '/api/census/RecordHit';
export const BUTTON_CLICK_PATH = '/api/census/button-click';
export const BUTTON_RENDER_PATH = '/api/census/button-render';
export const FORM_RENDER_PATH = '/api/census/form-render';
export const OVERLAY_PATH = '/api/census/overlay';
/** Followed by the item's id. */
export const QUICK_VIEW_PATH = '/api/census/RecordQuickView/';
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
/** On the events service's origin. */
export const EVENTS_PATH = '/api/v1/events';
export const TRACK_PATH = '/api/track/Track';
/** Asked by the session-recording chunk (session-recording.ts), which loads only for an eligible visitor. */
export const SESSION_RECORDING_PATH = '/api/commerce/fullstory/getId';

/** Every tracking call, by name. */
export const TRACKING_PATHS = {
  hit: HIT_PATH,
  buttonClick: BUTTON_CLICK_PATH,
  buttonRender: BUTTON_RENDER_PATH,
  formRender: FORM_RENDER_PATH,
  overlay: OVERLAY_PATH,
  quickView: QUICK_VIEW_PATH,
  recordEvent: RECORD_EVENT_PATH,
  events: EVENTS_PATH,
  track: TRACK_PATH,
  sessionRecording: SESSION_RECORDING_PATH,
} as const;

/** The body types of the tracking calls: form-encoded (the hit, RecordEvent; spec 002 §7), JSON (the others). */
export const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
export const JSON_TYPE = 'application/json';

/** One tracking call as the outbox keeps it until it has arrived: its address, its body as sent, and the body's type. */
export interface TrackingCall {
  url: string;
  body: string;
  type: string;
}

/** A call whose body is form-encoded: each field as text, an object as its JSON. */
export function formCall(url: string, fields: Record<string, unknown>): TrackingCall {
  return { url, body: formEncode(fields), type: FORM_TYPE };
}

/** A call whose body is JSON. */
export function jsonCall(url: string, body: object): TrackingCall {
  return { url, body: JSON.stringify(body), type: JSON_TYPE };
}

/**
 * How the tracking calls go through the outbox: one call a request (each
 * endpoint takes one), sent in the task after it is made, and kept, up to a
 * hundred (ours: the spec gives none), while it has not arrived.
 */
export const TRACKING_OUTBOX_RULES: OutboxRules<TrackingCall> = {
  maxPerSend: 1,
  quietMs: 0,
  maxWaiting: 100,
  maxKept: 100,
};

/** The event of a page view's hit; the spec names none, so ours. */
export const HIT_EVENT = 'pageView';

/** Whether the path is the visitor search page's (spec 002 §2), with or without a trailing slash. */
export function isSearchPage(pathname: string): boolean {
  return (pathname.replace(/\/+$/, '') || '/') === SEARCH_PATH;
}

/**
 * Whether this page view is recorded (spec 002 §4 "Visit recording", §6):
 * never on /search; not for a logged-in account, unless its only website
 * role is viewer and the page is outside the configuration area.
 */
export function recordsVisit(context: SiteContext, pathname: string): boolean {
  if (isSearchPage(pathname)) return false;
  if (!isLoggedIn(context)) return true;
  const roles = heldRoles(context);
  return roles.length === 1 && roles[0] === VIEWER_ROLE && !inConfigArea(pathname);
}

/** The link of a tracked button: its address and target attribute ('' when none). */
export interface ButtonLink {
  href: string;
  target: string;
}

/** A click, as the page saw it (a MouseEvent is one). */
export interface ButtonClick {
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The main button (0), or another. */
  button: number;
  /** Something else already took the click (preventDefault). */
  defaultPrevented: boolean;
}

/**
 * Whether a click waits for its tracking call (spec 002 §4 "Button click"):
 * a main-button click on a link that opens in this window, or one made with
 * a modifier key, unless the link is a `mailto:`. A click that opens a new
 * window without a modifier goes at once: this page stays to finish the call.
 */
export function holdsClick(link: ButtonLink, click: ButtonClick): boolean {
  if (click.defaultPrevented || click.button !== 0 || link.href === '') return false;
  if (/^\s*mailto:/i.test(link.href)) return false;
  const modifier = click.ctrlKey || click.metaKey || click.shiftKey || click.altKey;
  const sameWindow = link.target === '' || link.target.toLowerCase() === '_self';
  return sameWindow || modifier;
}

/** What a page is, as the census calls carry it. */
export interface PageFacts {
  url: string;
  pathname: string;
  hash: string;
  title: string;
  referrer: string;
  userAgent: string;
  /** Client time, epoch milliseconds. */
  now: number;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  locale: string;
}

/** The page fields every census call carries (spec 002 §3 "Tracking payloads"): the site, the page type and its content. */
export function pageFields(context: SiteContext): Record<string, string | number | undefined> {
  return {
    websiteId: context.website?.id,
    templateId: context.templateId,
    pageType: context.pageType,
    collectionId: context.collectionId,
    itemId: context.itemId,
  };
}

/** The hit's form fields (spec 002 §3, §7): event, data as JSON, and the visitor record `ss_cvr`. */
export function hitPayload(context: SiteContext, page: PageFacts, visitorCookie: string): Record<string, string> {
  const data = {
    ...pageFields(context),
    userAgent: page.userAgent,
    clientTime: page.now,
    viewportInnerWidth: page.viewport.width,
    viewportInnerHeight: page.viewport.height,
    screenWidth: page.screen.width,
    screenHeight: page.screen.height,
    locale: page.locale,
    title: page.title,
    url: page.url,
    referrer: page.referrer,
  };
  return { event: HIT_EVENT, data: JSON.stringify(data), ss_cvr: visitorCookie };
}

/** A tracked button (spec 002 §3 "Button tracking"), from its link and its `data-sq-button` JSON. */
export interface TrackedButton {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment?: string;
  size?: string;
  newWindow: boolean;
  context?: string;
}

/** The button's fields from its `data-sq-button` text and its link (an `<a>` is one); bad JSON gives none, never thrown on. */
export function buttonFields(json: string, link: ButtonLink & { text: string }): TrackedButton | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json || '{}');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const fields = parsed as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  return {
    id: text('id') ?? '',
    buttonText: link.text.trim(),
    clickthroughUrl: link.href,
    alignment: text('alignment'),
    size: text('size'),
    newWindow: link.target === '_blank',
    context: text('context'),
  };
}

/** A button-click or button-render body (spec 002 §7): the button, the visitor, the page's title and path. */
export function buttonPayload(button: TrackedButton, visitorCookie: string, page: PageFacts): Record<string, unknown> {
  return { ...button, visitorCookie, title: page.title, path: page.pathname };
}

/** A form-render body (spec 002 §3, §7): the form, the visitor, the page fields. */
export function formRenderPayload(
  formId: string,
  visitorCookie: string,
  context: SiteContext,
): Record<string, unknown> {
  return { formId, visitorCookie, ...pageFields(context) };
}

/** What happened to the popup overlay (spec 002 §7 "overlay"). */
export type OverlayEvent = 'shown' | 'closed' | 'submitted';

/** An overlay body: the event and the page fields, plus the visitor (spec 002 §3, §7). */
export function overlayPayload(
  event: OverlayEvent,
  visitorCookie: string,
  context: SiteContext,
): Record<string, unknown> {
  return { event, ...pageFields(context), visitorCookie };
}

/** RecordEvent's form fields (spec 002 §3 "Record event", §7): crumb, event, data as JSON. */
export function recordEventPayload(
  event: string,
  crumb: string,
  context: SiteContext,
  page: Pick<PageFacts, 'pathname' | 'hash'>,
): Record<string, string> {
  const data = {
    pagePath: page.pathname,
    pageHash: page.hash,
    websiteId: context.website?.id,
    templateId: context.templateId,
    variantId: context.templateInstallation?.templateWebsite?.id,
    memberAccountId: context.memberAccountId,
    member_locale: context.memberLocale,
    website_locale: context.websiteLocale,
  };
  return { crumb, event, data: JSON.stringify(data) };
}

/** The marketing parameters the landing beacon passes on when the address has them (spec 002 §7 "Track"). */
export const MARKETING_PARAMS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
] as const;

/**
 * The landing beacon's query (spec 002 §7 `GET /api/track/Track`), or
 * undefined when the address carries no marketing parameter: the beacon is
 * for marketing landings only. `random` is in [0, 1).
 */
export function landingQuery(
  page: Pick<PageFacts, 'url' | 'referrer' | 'locale' | 'screen'>,
  random: number,
): Record<string, string> | undefined {
  const params = new URL(page.url).searchParams;
  const marketing = MARKETING_PARAMS.filter((name) => params.has(name));
  if (marketing.length === 0) return undefined;
  const query: Record<string, string> = {
    landing: page.url,
    refer: page.referrer,
    rk: String(Math.floor(random * 1e9)),
    lang: page.locale,
    screen: `${page.screen.width}x${page.screen.height}`,
  };
  for (const name of marketing) query[name] = params.get(name) as string;
  return query;
}

/**
 * Whether the session-recording id is asked for (spec 002 §4 "Session
 * recording"): the feature toggle on, the experiment variant true, and a
 * device with more than 2 cores. Only then does the recording code
 * (session-recording.ts) load.
 */
export function recordsSession(toggle: boolean, variant: unknown, cores: number | undefined): boolean {
  return toggle && variant === true && (cores ?? 0) > 2;
}

/**
 * The query parameter of an experiment override (`name:variant`, or `reset`;
 * spec 002 §4); the spec names none, so ours. Its rules are in
 * experiment-override.logic.ts, loaded only when an address carries it.
 */
export const EXPERIMENT_OVERRIDE_PARAM = 'experimentOverride';
/** The session storage key of the experiment overrides; the spec names none, so ours. */
export const EXPERIMENT_OVERRIDES_KEY = 'SS_EXPERIMENT_OVERRIDES';

/** The access-permission code of admins (spec 002 §6): they broadcast tracked editor events to their other tabs. */
export const ADMIN_PERMISSION = 2;

/** Whether the account holds the admin permission. */
export function isAdmin(context: SiteContext): boolean {
  return (context.accessPermissions ?? []).some(
    (code) => code === ADMIN_PERMISSION || code === String(ADMIN_PERMISSION),
  );
}

/** The ad-pixel events a site may connect a pixel to (spec 002 §7 "Other calls"). */
export const PIXEL_EVENTS = [
  'add-to-cart',
  'search',
  'newsletter-subscribe',
  'create-account',
  'view-product',
] as const;
export type PixelEvent = (typeof PIXEL_EVENTS)[number];

/** One ad-pixel event, as `sq-pixel` carries it. */
export interface PixelCall {
  event: PixelEvent;
  data: Record<string, unknown>;
}

/** The record type of a store item (spec 002 §3 "Content item record types"): its page is a product's. */
export const STORE_ITEM_RECORD_TYPE = 11;
/** The page type of the search page (spec 002 §2). */
export const SEARCH_PAGE_TYPE = 102;
/** The search page's query parameter, the words searched for; the spec names none, so ours. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * The pixel events a page view tells of (spec 002 §7): `search` on the
 * search page when the address carries words searched for (`{ query }`),
 * `view-product` on a store item's page (`{ productId, title }`).
 */
export function pageViewPixels(context: SiteContext, page: Pick<PageFacts, 'url' | 'pathname'>): PixelCall[] {
  const pixels: PixelCall[] = [];
  const query = new URL(page.url).searchParams.get(SEARCH_QUERY_PARAM)?.trim();
  if (query && (isSearchPage(page.pathname) || context.pageType === SEARCH_PAGE_TYPE))
    pixels.push({ event: 'search', data: { query } });
  if (context.itemId && context.item?.recordType === STORE_ITEM_RECORD_TYPE)
    pixels.push({ event: 'view-product', data: { productId: context.itemId, title: context.item.title ?? '' } });
  return pixels;
}

/**
 * The page events that are store actions for the pixel (spec 002 §7), their
 * detail its data: `<sq-add-to-cart>`'s `sq-cart-add`, a newsletter form's
 * `sq-newsletter-subscribe` (`{ formId }`), and `sq-account-create`, which
 * a theme's sign-up dispatches on `document` (no element creates accounts;
 * the name is ours).
 */
export const PIXEL_TRIGGERS = {
  'sq-cart-add': 'add-to-cart',
  'sq-newsletter-subscribe': 'newsletter-subscribe',
  'sq-account-create': 'create-account',
} as const satisfies Record<string, PixelEvent>;

/** A page event's detail as the pixel's data: an object's fields, anything else none. */
export function pixelData(detail: unknown): Record<string, unknown> {
  return typeof detail === 'object' ? { ...detail } : {};
}
