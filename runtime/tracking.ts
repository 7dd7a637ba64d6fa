/**
 * The tracking service (spec 002 §1, §4, §7; spec 000 §3, §4): visitor
 * cookies, the census calls, button clicks held until their call is done,
 * the events service, the landing beacon, session recording eligibility,
 * experiment overrides and the ad-pixel hook, all behind consent. A chunk of
 * its own: `<sq-runtime tracking>` loads it. The decisions are in
 * tracking*.logic.ts; this module only reads the page and sends.
 */
import { parseCookies } from '../lib/cookies.ts';
import { clearingAssignments } from './consent.logic.ts';
import { consent } from './consent.ts';
import { siteContext } from './context.ts';
import { readCrumb } from './crumb.ts';
import { callUrl, request } from './data-layer.ts';
import { onPageHidden } from './page-hidden.ts';
import { sharedService } from './shared-service.ts';
import { createStore } from './store.ts';
import {
  buttonFields,
  buttonPayload,
  experimentOverride,
  formRenderPayload,
  hitPayload,
  holdsClick,
  isAdmin,
  landingQuery,
  type OverlayEvent,
  overlayPayload,
  type PageFacts,
  type PixelEvent,
  recordEventPayload,
  recordsSession,
  recordsVisit,
  SESSION_RECORDING_ERROR,
  sessionRecordingId,
  TRACKING_PATHS,
  TRACKING_TIMEOUT_MS,
} from './tracking.logic.ts';
import { analyticsCookies, TRACKING_SERVICE_COOKIES, visitCookies } from './tracking-cookies.logic.ts';
import {
  ANALYTICS_ID_WARNING,
  type CommonEventFields,
  commonEventData,
  type EventsServiceRecord,
  eventsServiceError,
  eventsServiceRecord,
  NEXT_LOAD_KEY,
  readEntry,
  type SessionInfo,
  sessionInfo,
  writeEntry,
} from './tracking-events.logic.ts';

/** The attribute that marks a link as a tracked button; its value is the button's JSON (id, alignment, size, context). */
export const BUTTON_ATTRIBUTE = 'data-sq-button';
/** Fired on `document` for each ad-pixel event (spec 002 §7): a site connects its pixel by listening. */
export const PIXEL_EVENT = 'sq-pixel';
/** Fired on `document` with the session-recording id when the visitor is eligible (spec 002 §4). */
export const SESSION_RECORDING_EVENT = 'sq-session-recording';
/** Dispatched on `document` by a theme or element to record a quick view: `detail.id` is the item. */
export const QUICK_VIEW_EVENT = 'sq-quick-view';
/** Dispatched on `document` to send an events-service record: `detail` is `{ common, custom, schema }`. */
export const TRACK_EVENT = 'sq-track-event';
/** Fired on `document` in the admin's other tabs with a tracked editor event (spec 002 §4). */
export const EDITOR_EVENT = 'sq-editor-event';
/** How long an events-service record waits for others before it is sent; the spec gives none, so ours. */
export const EVENTS_SEND_DELAY_MS = 1000;
/** The session storage key of the experiment overrides; the spec names none, so ours. */
export const EXPERIMENT_OVERRIDES_KEY = 'SS_EXPERIMENT_OVERRIDES';

const EDITOR_CHANNEL = 'sq-elements:editor-events';

/** Whether the service runs, and whether consent lets it track: 'off', 'waiting' (for consent) or 'on'. */
export const trackingStatus = createStore<'off' | 'waiting' | 'on'>('off');

/** `<sq-runtime data-*>` settings the tracking service reads: the events service, the session-recording toggle and variant. */
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

/** A census call: its failures are silent (spec 002 §8), with no retry but the data layer's crumb renewal. */
function census(url: string, body?: Record<string, unknown>, json = true): Promise<unknown> {
  return request({ method: 'POST', url, body, json, text: true, keepalive: true, onError: () => undefined }).catch(
    () => undefined,
  );
}

/** Where events-service records go: `<sq-runtime data-events-service>`'s origin, else the API's. */
function eventsUrl(): string {
  const origin = settings().eventsService;
  return callUrl({ url: origin ? new URL(TRACKING_PATHS.events, origin).href : TRACKING_PATHS.events }).href;
}

/** Session storage, or undefined where it cannot be used. */
function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tracking calls a page (or a theme's script) can make while tracking is on and allowed. */
export interface Tracking {
  /** Sends an events-service record (spec 002 §7): by fetch, or by beacon once the page is hidden. */
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
  const waiting: EventsServiceRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hidden = false;
  const rendered = new WeakSet<Element>();
  const replays = new WeakSet<Event>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(EDITOR_CHANNEL) : undefined;

  function listen(target: EventTarget, type: string, listener: (event: Event) => void): void {
    target.addEventListener(type, listener);
    stopListening.push(() => target.removeEventListener(type, listener));
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    for (const record of waiting.splice(0)) {
      const body = JSON.stringify(record);
      if (hidden) {
        navigator.sendBeacon?.(eventsUrl(), new Blob([body], { type: 'text/plain;charset=UTF-8' }));
        continue;
      }
      fetch(eventsUrl(), {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        keepalive: true,
      }).then(
        (response) => {
          const error = eventsServiceError(response.status);
          if (error) console.error(error.message);
        },
        () => undefined,
      );
    }
  }

  function eventRecord(common: CommonEventFields, custom: Record<string, unknown>, schema: string) {
    const context = siteContext.get();
    return eventsServiceRecord(
      analyticsId,
      commonEventData({
        session_id: session?.sessionId,
        member_account_id: context.memberAccountId,
        member_locale: context.memberLocale,
        website_locale: context.websiteLocale,
        ...common,
      }),
      custom,
      schema,
    );
  }

  const tracking: Tracking = {
    trackEvent(common, custom, schema) {
      if (!active) return;
      const record = eventRecord(common, custom, schema);
      waiting.push(record);
      if (isAdmin(siteContext.get())) channel?.postMessage(record);
      if (hidden) flush();
      else timer ??= setTimeout(flush, EVENTS_SEND_DELAY_MS);
    },
    trackOnNextLoad(common, custom, schema) {
      if (!active) return;
      const store = sessionStore();
      const pending = readEntry<EventsServiceRecord[]>(store?.getItem(NEXT_LOAD_KEY) ?? null, Date.now()) ?? [];
      try {
        store?.setItem(NEXT_LOAD_KEY, writeEntry([...pending, eventRecord(common, custom, schema)], Date.now()));
      } catch {
        // Storage full or off: the record is lost, as a warning-only session storage failure (spec 002 §8).
      }
    },
    recordQuickView(id) {
      if (active) void census(TRACKING_PATHS.quickView + encodeURIComponent(id));
    },
    recordEvent(event) {
      if (active)
        void census(
          TRACKING_PATHS.recordEvent,
          recordEventPayload(event, readCrumb() ?? '', siteContext.get(), pageFacts()),
          false,
        );
    },
    pixel(event, data = {}) {
      if (active) document.dispatchEvent(new CustomEvent(PIXEL_EVENT, { bubbles: true, detail: { event, data } }));
    },
    session: () => session,
    experimentOverrides: () => readEntry(sessionStore()?.getItem(EXPERIMENT_OVERRIDES_KEY) ?? null, Date.now()) ?? {},
  };

  /** The visitor is tracked from now on: cookies, the page view, and the page's listeners. */
  function begin(): void {
    if (active) return;
    active = true;
    const context = siteContext.get();
    const page = pageFacts();
    const visit = visitCookies(document.cookie, page.now, makeId(), secure());
    const ids = analyticsCookies(document.cookie, makeId, secure());
    setCookies([...visit.assignments, ...ids.assignments]);
    visitorCookie = parseCookies(document.cookie).get('ss_cvr') ?? '';
    analyticsId = ids.analyticsId;
    if (parseCookies(document.cookie).get('SS_ANALYTICS_ID') !== analyticsId) console.warn(ANALYTICS_ID_WARNING);
    const flags = sessionInfo(() => ({ session: sessionStorage, browser: localStorage }), ids.sessionId);
    if (flags.warning) console.warn(flags.warning);
    session = flags.info;

    if (recordsVisit(context, location.pathname))
      void census(TRACKING_PATHS.hit, hitPayload(context, page, visitorCookie), false);
    const landing = session.isFirstLanding ? landingQuery(page, Math.random()) : undefined;
    if (landing) new Image().src = callUrl({ url: TRACKING_PATHS.track, query: landing }).href;
    applyExperimentOverride();
    checkSessionRecording();
    sendNextLoadRecords();

    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${BUTTON_ATTRIBUTE}]`)) {
      const button = buttonOf(link);
      if (button) void census(TRACKING_PATHS.buttonRender, buttonPayload(button, visitorCookie, page));
    }
    for (const form of document.querySelectorAll<HTMLElement>('sq-form[data-form-id]')) formRendered(form);

    listen(document, 'click', onClick as (event: Event) => void);
    listen(document, 'sq-form-render', (event) => formRendered(event.target as HTMLElement));
    listen(document, 'sq-open', (event) => overlay(event, 'shown'));
    listen(document, 'sq-close', (event) => overlay(event, 'closed'));
    listen(document, 'sq-submit-success', (event) => overlay(event, 'submitted'));
    listen(document, 'sq-newsletter-subscribe', (event) => {
      tracking.recordEvent('newsletterSubscribe');
      tracking.pixel('newsletter-subscribe', { formId: (event as CustomEvent<{ formId?: string }>).detail?.formId });
    });
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
    stopListening.push(
      onPageHidden(
        () => {
          hidden = true;
          flush();
        },
        () => {
          hidden = false;
        },
      ),
    );
  }

  /** Consent withdrawn: nothing more is sent, and the cookies this service set are deleted (spec 002 §4). */
  function end(): void {
    if (active) {
      active = false;
      for (const stop of stopListening) stop();
      stopListening = [];
      waiting.length = 0;
      clearTimeout(timer);
      timer = undefined;
    }
    setCookies(clearingAssignments(TRACKING_SERVICE_COOKIES, location.hostname, location.pathname));
  }

  function buttonOf(link: HTMLAnchorElement) {
    return buttonFields(link.getAttribute(BUTTON_ATTRIBUTE) ?? '', {
      text: link.textContent ?? '',
      href: link.href,
      target: link.target,
    });
  }

  function formRendered(form: HTMLElement): void {
    const formId = form.dataset.formId;
    if (!formId || rendered.has(form)) return;
    rendered.add(form);
    void census(TRACKING_PATHS.formRender, formRenderPayload(formId, visitorCookie, siteContext.get()));
  }

  /** The popup overlay was shown, closed, or the form inside it sent (spec 002 §7 "overlay"). */
  function overlay(event: Event, what: OverlayEvent): void {
    const target = event.target as Element | null;
    const popup = what === 'submitted' ? target?.closest?.('sq-popup') : target?.localName === 'sq-popup';
    if (popup) void census(TRACKING_PATHS.overlay, overlayPayload(what, visitorCookie, siteContext.get()));
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
    const call = census(TRACKING_PATHS.buttonClick, buttonPayload(button, visitorCookie, pageFacts()));
    const { ctrlKey, metaKey, shiftKey, altKey, button: which, defaultPrevented, target } = event;
    if (
      !holdsClick({
        href: link.href,
        target: link.target,
        ctrlKey,
        metaKey,
        shiftKey,
        altKey,
        button: which,
        defaultPrevented,
      })
    )
      return;
    event.preventDefault();
    let replayed = false;
    const replay = () => {
      if (replayed) return;
      replayed = true;
      const again = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
        ctrlKey,
        metaKey,
        shiftKey,
        altKey,
        button: which,
        detail: event.detail,
      });
      replays.add(again);
      (target ?? link).dispatchEvent(again);
    };
    const cap = setTimeout(replay, TRACKING_TIMEOUT_MS);
    void call.then(() => {
      clearTimeout(cap);
      replay();
    });
  }

  function applyExperimentOverride(): void {
    const change = experimentOverride(location.search, location.hostname, siteContext.get());
    const store = sessionStore();
    try {
      if (change.type === 'reset') store?.removeItem(EXPERIMENT_OVERRIDES_KEY);
      if (change.type === 'set')
        store?.setItem(
          EXPERIMENT_OVERRIDES_KEY,
          writeEntry({ ...tracking.experimentOverrides(), [change.name]: change.variant }, Date.now()),
        );
    } catch {
      // Session storage failures are a warning at most (spec 002 §8); the override is just not kept.
    }
  }

  function checkSessionRecording(): void {
    const { sessionRecording, sessionRecordingVariant } = settings();
    if (!recordsSession(sessionRecording === 'true', sessionRecordingVariant === 'true', navigator.hardwareConcurrency))
      return;
    request({ url: TRACKING_PATHS.sessionRecording, onError: () => undefined }).then(
      (answer) => {
        const id = sessionRecordingId(answer);
        if (id) document.dispatchEvent(new CustomEvent(SESSION_RECORDING_EVENT, { detail: { id } }));
      },
      () => console.error(SESSION_RECORDING_ERROR),
    );
  }

  function sendNextLoadRecords(): void {
    const store = sessionStore();
    const pending = readEntry<EventsServiceRecord[]>(store?.getItem(NEXT_LOAD_KEY) ?? null, Date.now()) ?? [];
    try {
      store?.removeItem(NEXT_LOAD_KEY);
    } catch {
      // Nothing to take back where storage is off.
    }
    if (pending.length === 0) return;
    waiting.push(...pending.map((record) => ({ ...record, analyticsId })));
    timer ??= setTimeout(flush, EVENTS_SEND_DELAY_MS);
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
      if (active) {
        active = false;
        for (const stop of stopListening) stop();
        stopListening = [];
        flush();
      }
      channel?.close();
      trackingStatus.set('off');
    },
  };
});
