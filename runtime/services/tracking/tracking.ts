/**
 * The tracking service (spec 002 §1, §4, §7; spec 000 §3, §4): visitor
 * cookies, the census calls, button clicks held until their call is done,
 * the events service, the landing beacon, session recording and the
 * experiment override (their code loaded only when a visitor or an address
 * needs it) and the ad-pixel events, all behind consent. A chunk
 * of its own, which `<sq-runtime>` loads unless `tracking="false"`. Every
 * call goes through the outbox, which keeps it until it has arrived. The
 * decisions are in tracking*.logic.ts; this module only reads the page and
 * hands the outbox its calls.
 */
import { parseCookies } from '../../../lib/cookies/cookies.ts';
import { clearingAssignments, consent } from '../../consent/index.ts';
import { callUrl, createStore, readCrumb, sharedService, siteContext } from '../../core/index.ts';
import { createOutbox } from '../outbox.ts';
import {
  BUTTON_CLICK_PATH,
  BUTTON_RENDER_PATH,
  buttonFields,
  buttonPayload,
  EVENTS_PATH,
  EXPERIMENT_OVERRIDE_PARAM,
  EXPERIMENT_OVERRIDES_KEY,
  FORM_RENDER_PATH,
  formCall,
  formRenderPayload,
  HIT_PATH,
  hitPayload,
  holdsClick,
  isAdmin,
  jsonCall,
  landingQuery,
  OVERLAY_PATH,
  type OverlayEvent,
  overlayPayload,
  type PageFacts,
  PIXEL_TRIGGERS,
  type PixelEvent,
  pageViewPixels,
  pixelData,
  QUICK_VIEW_PATH,
  RECORD_EVENT_PATH,
  recordEventPayload,
  recordsSession,
  recordsVisit,
  TRACK_PATH,
  TRACKING_OUTBOX_RULES,
  TRACKING_TIMEOUT_MS,
  type TrackingCall,
} from './tracking.logic.ts';
import {
  ANALYTICS_ID_COOKIE,
  analyticsCookies,
  TRACKING_SERVICE_COOKIES,
  VISITOR_RECORD_COOKIE,
  visitCookies,
} from './tracking-cookies.logic.ts';
import {
  ANALYTICS_ID_WARNING,
  type CommonEventFields,
  type EventsServiceRecord,
  eventsServiceError,
  eventsServiceRecord,
  NEXT_LOAD_KEY,
  type SessionInfo,
  sessionInfo,
} from './tracking-events.logic.ts';
import { readSession, writeSession } from './tracking-storage.ts';

/** The attribute that marks a link as a tracked button; its value is the button's JSON (id, alignment, size, context). */
export const BUTTON_ATTRIBUTE = 'data-sq-button';
/** Fired on `document` for each ad-pixel event (spec 002 §7): a site connects its pixel by listening. */
export const PIXEL_EVENT = 'sq-pixel';
/** Dispatched on `document` by a theme or element to record a quick view: `detail.id` is the item. */
export const QUICK_VIEW_EVENT = 'sq-quick-view';
/** Dispatched on `document` to send an events-service record: `detail` is `{ common, custom, schema }`. */
export const TRACK_EVENT = 'sq-track-event';
/** Fired on `document` in the admin's other tabs with a tracked editor event (spec 002 §4). */
export const EDITOR_EVENT = 'sq-editor-event';

const EDITOR_CHANNEL = 'sq-elements:editor-events';

/** The page events that tell of the popup overlay: `<sq-popup>` opened, closed, or the form inside it sent. */
const OVERLAY_EVENTS: [string, OverlayEvent][] = [
  ['sq-open', 'shown'],
  ['sq-close', 'closed'],
  ['sq-submit-success', 'submitted'],
];

/** Whether the service runs, and whether consent lets it track: 'off', 'waiting' (for consent) or 'on'. */
export const trackingStatus = createStore<'off' | 'waiting' | 'on'>('off');

/** `<sq-runtime data-*>` settings the tracking service reads: the events service, the session-recording toggle, variant and recorder's script. */
function settings(): DOMStringMap {
  return document.querySelector<HTMLElement>('sq-runtime')?.dataset ?? {};
}

function pageFacts(): PageFacts {
  return {
    url: location.href,
    pathname: location.pathname,
    hash: location.hash,
    title: document.title,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    now: Date.now(),
    viewport: { width: innerWidth, height: innerHeight },
    screen: { width: screen.width, height: screen.height },
    locale: siteContext.get().websiteLocale ?? navigator.language,
  };
}

const makeId = () => crypto.randomUUID().replace(/-/g, '');
const secure = () => location.protocol === 'https:';

function setCookies(assignments: string[]): void {
  for (const assignment of assignments) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers we support.
    document.cookie = assignment;
  }
}

/** A lazily loaded chunk that fails to arrive costs the page nothing but what it would have done. */
const ignore = () => undefined;

const first = (batch: readonly TrackingCall[]) => batch[0] as TrackingCall;

/**
 * The tracking calls, one a request, through the data layer: 2500 ms at
 * most each (spec 000 §9), silent when they fail (spec 002 §8), and kept
 * (in storage too, for the next page load) and sent again until they
 * arrive, as the error reports are; by beacon when the page is hidden.
 */
const outbox = /* @__PURE__ */ createOutbox<TrackingCall>({
  url: (batch) => first(batch).url,
  type: (batch) => first(batch).type,
  encode: (batch) => first(batch).body,
  storageKey: 'tracking-calls',
  timeoutMs: TRACKING_TIMEOUT_MS,
  ...TRACKING_OUTBOX_RULES,
  // The events service's own error (spec 002 §8); the census calls fail silently.
  rejected(batch, status) {
    if (first(batch).url.endsWith(EVENTS_PATH)) console.error(eventsServiceError(status)?.message);
  },
  service: 'tracking',
});

/** Where events-service records go: `<sq-runtime data-events-service>`'s origin, else the API's. */
function eventsUrl(): string {
  const origin = settings().eventsService;
  return origin ? new URL(EVENTS_PATH, origin).href : EVENTS_PATH;
}

/** The tracking calls a page (or a theme's script) can make while tracking is on and allowed. */
export interface Tracking {
  /** Sends an events-service record (spec 002 §7): by request, or by beacon once the page is hidden. */
  trackEvent(common: CommonEventFields, custom: Record<string, unknown>, schema: string): void;
  /** Keeps an events-service record for the next page load (spec 002 §9 "next-load key"). */
  trackOnNextLoad(common: CommonEventFields, custom: Record<string, unknown>, schema: string): void;
  /** Records a quick view of an item (spec 002 §7 `RecordQuickView/{id}`). */
  recordQuickView(id: string): void;
  /** Records an internal analytics event (spec 002 §7 `RecordEvent`). */
  recordEvent(event: string): void;
  /** Tells the site's ad pixel of a store action (spec 002 §7). */
  pixel(event: PixelEvent, data?: Record<string, unknown>): void;
  /** The session info (spec 002 §3), once the visitor is tracked. */
  session(): SessionInfo | undefined;
  /** The experiment overrides the address set on an internal site or host, by experiment. */
  experimentOverrides(): Record<string, string>;
}

/**
 * Installs tracking (a share of it, like every service). It does nothing
 * the visitor has not allowed (spec 002 §4): until consent allows, it sets
 * no cookie and makes no call; when consent is withdrawn it stops and
 * deletes the cookies it set.
 */
export const installTracking = sharedService<Tracking>(() => {
  let active = false;
  let visitorCookie = '';
  let analyticsId = '';
  let session: SessionInfo | undefined;
  let stopListening: (() => void)[] = [];
  const rendered = new WeakSet<Element>();
  const replays = new WeakSet<Event>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(EDITOR_CHANNEL) : undefined;

  function listen(target: EventTarget, type: string, listener: (event: Event) => void): void {
    target.addEventListener(type, listener);
    stopListening.push(() => target.removeEventListener(type, listener));
  }

  function eventRecord(common: CommonEventFields, custom: Record<string, unknown>, schema: string) {
    const context = siteContext.get();
    return eventsServiceRecord(
      analyticsId,
      // Fields left undefined are dropped as the record's JSON is written.
      {
        session_id: session?.sessionId,
        member_account_id: context.memberAccountId,
        member_locale: context.memberLocale,
        website_locale: context.websiteLocale,
        ...common,
      },
      custom,
      schema,
    );
  }

  const tracking: Tracking = {
    trackEvent(common, custom, schema) {
      if (!active) return;
      const record = eventRecord(common, custom, schema);
      outbox.add(jsonCall(eventsUrl(), record));
      if (isAdmin(siteContext.get())) channel?.postMessage(record);
    },
    trackOnNextLoad(common, custom, schema) {
      if (active)
        writeSession(NEXT_LOAD_KEY, [
          ...(readSession<EventsServiceRecord[]>(NEXT_LOAD_KEY) ?? []),
          eventRecord(common, custom, schema),
        ]);
    },
    recordQuickView(id) {
      // No body (spec 002 §7): an empty form.
      if (active) outbox.add(formCall(QUICK_VIEW_PATH + encodeURIComponent(id), {}));
    },
    recordEvent(event) {
      if (active)
        outbox.add(
          formCall(RECORD_EVENT_PATH, recordEventPayload(event, readCrumb() ?? '', siteContext.get(), pageFacts())),
        );
    },
    pixel(event, data = {}) {
      if (active) document.dispatchEvent(new CustomEvent(PIXEL_EVENT, { bubbles: true, detail: { event, data } }));
    },
    session: () => session,
    experimentOverrides: () => readSession(EXPERIMENT_OVERRIDES_KEY) ?? {},
  };

  /** The visitor is tracked from now on: cookies, the page view, and the page's listeners. */
  function begin(): void {
    if (active) return;
    active = true;
    // What an earlier page could not deliver goes first.
    outbox.start();
    const context = siteContext.get();
    const page = pageFacts();
    const visit = visitCookies(document.cookie, page.now, makeId(), secure());
    const ids = analyticsCookies(document.cookie, makeId, secure());
    setCookies([...visit.assignments, ...ids.assignments]);
    const jar = parseCookies(document.cookie);
    visitorCookie = jar.get(VISITOR_RECORD_COOKIE) ?? '';
    analyticsId = ids.analyticsId;
    if (jar.get(ANALYTICS_ID_COOKIE) !== analyticsId) console.warn(ANALYTICS_ID_WARNING);
    const flags = sessionInfo(() => ({ session: sessionStorage, browser: localStorage }), ids.sessionId);
    if (flags.warning) console.warn(flags.warning);
    session = flags.info;

    if (recordsVisit(context, location.pathname))
      outbox.add(formCall(HIT_PATH, hitPayload(context, page, visitorCookie)));
    for (const { event, data } of pageViewPixels(context, page)) tracking.pixel(event, data);
    const landing = session.isFirstLanding ? landingQuery(page, Math.random()) : undefined;
    if (landing) new Image().src = callUrl({ url: TRACK_PATH, query: landing }).href;
    // Only internal sites use it: its code loads only when the address names it (its rules read the address).
    if (location.search.includes(EXPERIMENT_OVERRIDE_PARAM))
      import('./experiment-override/index.ts').then((module) => module.applyExperimentOverride(), ignore);
    checkSessionRecording();
    sendNextLoadRecords();

    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${BUTTON_ATTRIBUTE}]`)) {
      const button = buttonOf(link);
      if (button) outbox.add(jsonCall(BUTTON_RENDER_PATH, buttonPayload(button, visitorCookie, page)));
    }
    // What rendered before this chunk loaded: the forms, and a popup already open.
    for (const form of document.querySelectorAll<HTMLElement>('sq-form[data-form-id]')) formRendered(form);
    for (const _ of document.querySelectorAll('sq-popup[data-state=open]'))
      outbox.add(jsonCall(OVERLAY_PATH, overlayPayload('shown', visitorCookie, context)));

    listen(document, 'click', onClick as (event: Event) => void);
    listen(document, 'sq-form-render', (event) => formRendered(event.target as HTMLElement));
    for (const [type, what] of OVERLAY_EVENTS) listen(document, type, (event) => overlay(event, what));
    listen(document, 'sq-newsletter-subscribe', () => tracking.recordEvent('newsletterSubscribe'));
    for (const [type, pixel] of Object.entries(PIXEL_TRIGGERS))
      listen(document, type, (event) => tracking.pixel(pixel, pixelData((event as CustomEvent).detail)));
    listen(document, QUICK_VIEW_EVENT, (event) => {
      const id = (event as CustomEvent<{ id?: unknown }>).detail?.id;
      if (typeof id === 'string' && id) tracking.recordQuickView(id);
    });
    listen(document, TRACK_EVENT, (event) => {
      const detail = (
        event as CustomEvent<{ common?: CommonEventFields; custom?: Record<string, unknown>; schema?: string }>
      ).detail;
      if (detail?.common && detail.schema) tracking.trackEvent(detail.common, detail.custom ?? {}, detail.schema);
    });
    if (channel) {
      listen(channel, 'message', (event) => {
        if (isAdmin(siteContext.get()))
          document.dispatchEvent(new CustomEvent(EDITOR_EVENT, { detail: (event as MessageEvent).data }));
      });
    }
  }

  /** Stops listening to the page; `leave` is what becomes of the calls not yet delivered. */
  function pause(leave: () => unknown): void {
    if (!active) return;
    active = false;
    for (const stop of stopListening) stop();
    stopListening = [];
    leave();
    outbox.stop();
  }

  /** Consent withdrawn: nothing more is sent, and the cookies this service set are deleted (spec 002 §4). */
  function end(): void {
    pause(outbox.clear);
    setCookies(clearingAssignments(TRACKING_SERVICE_COOKIES, location.hostname, location.pathname));
  }

  const buttonOf = (link: HTMLAnchorElement) => buttonFields(link.getAttribute(BUTTON_ATTRIBUTE) ?? '', link);

  function formRendered(form: HTMLElement): void {
    const formId = form.dataset.formId;
    if (!formId || rendered.has(form)) return;
    rendered.add(form);
    outbox.add(jsonCall(FORM_RENDER_PATH, formRenderPayload(formId, visitorCookie, siteContext.get())));
  }

  /** The popup overlay was shown, closed, or the form inside it sent (spec 002 §7 "overlay"). */
  function overlay(event: Event, what: OverlayEvent): void {
    const target = event.target as Element | null;
    const popup = what === 'submitted' ? target?.closest?.('sq-popup') : target?.localName === 'sq-popup';
    if (popup) outbox.add(jsonCall(OVERLAY_PATH, overlayPayload(what, visitorCookie, siteContext.get())));
  }

  /**
   * A click on a tracked button: its call goes out; a click that would take
   * the visitor away (this window, or a modifier key) is held until the call
   * is answered, at most 2500 ms, then replayed once with the same target
   * and modifiers (spec 002 §4 "Button click").
   */
  function onClick(event: MouseEvent): void {
    if (replays.has(event)) return;
    const link = event
      .composedPath()
      .find(
        (node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute(BUTTON_ATTRIBUTE),
      );
    const button = link && buttonOf(link);
    if (!link || !button) return;
    outbox.add(jsonCall(BUTTON_CLICK_PATH, buttonPayload(button, visitorCookie, pageFacts())));
    // Answered (or failed, and kept for later) once every call made so far has its answer.
    const call = outbox.send();
    if (!holdsClick(link, event)) return;
    event.preventDefault();
    let replayed = false;
    const replay = () => {
      if (replayed) return;
      replayed = true;
      // The click again, as it was: its bubbling, its view, its button and modifiers.
      const again = new MouseEvent('click', event);
      replays.add(again);
      (event.target ?? link).dispatchEvent(again);
    };
    const cap = setTimeout(replay, TRACKING_TIMEOUT_MS);
    void call.then(() => {
      clearTimeout(cap);
      replay();
    });
  }

  /** Session recording's code loads only for an eligible visitor (spec 002 §4); it asks for the id itself. */
  function checkSessionRecording(): void {
    const { sessionRecording, sessionRecordingVariant, sessionRecordingScript } = settings();
    if (recordsSession(sessionRecording === 'true', sessionRecordingVariant === 'true', navigator.hardwareConcurrency))
      import('./session-recording/index.ts').then(
        (module) => module.startSessionRecording(sessionRecordingScript),
        ignore,
      );
  }

  function sendNextLoadRecords(): void {
    const pending = readSession<EventsServiceRecord[]>(NEXT_LOAD_KEY) ?? [];
    writeSession(NEXT_LOAD_KEY);
    for (const record of pending) outbox.add(jsonCall(eventsUrl(), { ...record, analyticsId }));
  }

  const follow = () => {
    if (consent.allowed()) begin();
    else end();
    trackingStatus.set(active ? 'on' : 'waiting');
  };
  const stopConsent = consent.subscribe(follow);
  follow();
  return {
    ...tracking,
    stop() {
      stopConsent();
      // What waits goes now; what does not arrive is kept for the next page load.
      pause(outbox.send);
      channel?.close();
      trackingStatus.set('off');
    },
  };
});
