import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { RECORDER_STAND_IN_PATH, SESSION_RECORDING_ID } from '../../../reference-api/tracking.constants.ts';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../../../test/browser/api.ts';
import { clearCookies, jarCookies, setCookie } from '../../../test/browser/cookies.ts';
import { reloadFrame } from '../../../test/browser/frame.ts';
import { MODULE_LOAD_TIMEOUT_MS, waitFor, waitForValue } from '../../../test/browser/harness.ts';
import { openTrackingPage, TRACKING_PAGE, TRACKING_READY } from '../../../test/browser/pages/tracking/open-page.ts';
import type { TrackingPage } from '../../../test/browser/pages/tracking/tracking-page.ts';
import { CLEARED_COOKIES, CONSENT_COOKIE } from '../../consent/consent.logic.ts';
import { readSaved } from '../../core/storage.ts';
import {
  EXPERIMENT_OVERRIDE_PARAM,
  EXPERIMENT_OVERRIDES_KEY,
  TRACKING_PATHS,
  TRACKING_TIMEOUT_MS,
  type TrackingCall,
} from './tracking.logic.ts';
import { TRACKING_SERVICE_COOKIES, VISITOR_RECORD_COOKIE } from './tracking-cookies.logic.ts';

/** Shown, so that a real mouse can click the button inside. */
const SHOWN_FRAME = 'position:fixed;left:0;top:0;width:400px;height:200px;border:0';
const TRACKING_COOKIES = [...new Set<string>([...TRACKING_SERVICE_COOKIES, ...CLEARED_COOKIES])];
const OWNER_CONTEXT = { website: { id: 'w1' }, authenticatedAccount: { id: 'a1' }, websiteRoles: { 1: true } };
/** A store item's page (spec 002 §3: record type 11 is a store item). */
const PRODUCT_CONTEXT = { website: { id: 'w1' }, pageType: 50, itemId: 'p1', item: { title: 'Mug', recordType: 11 } };
/** The session-recording code, which the tracking chunk loads only for an eligible visitor. */
const RECORDING_MODULE = '/runtime/services/tracking/session-recording/session-recording.ts';
/** Where the outbox keeps the tracking calls that have not arrived. */
const KEPT_CALLS = 'tracking-calls';

let frame: HTMLIFrameElement | undefined;
let token = '';
let after = 0;

async function open(options: Record<string, string> = {}, style?: string): Promise<TrackingPage> {
  const opened = await openTrackingPage<{ trackingPage: TrackingPage }>(TRACKING_PAGE, token, options, style);
  frame = opened.frame;
  return opened.window.trackingPage;
}

/** What this test's page sent to `path` (every call carries the page's address, with the token, as its Referer). */
async function sent(path: string): Promise<Recorded[]> {
  return (await received(path, after)).filter((request) => request.headers.referer?.includes(token));
}

/** Every tracking call this test's page made, whatever its path. */
async function sentTracking(): Promise<Recorded[]> {
  const tracking = [
    ...Object.values(TRACKING_PATHS).filter((path) => !path.endsWith('/')),
    '/api/census/RecordQuickView/',
  ];
  return (await received('', after)).filter(
    (request) => request.headers.referer?.includes(token) && tracking.some((path) => request.path.startsWith(path)),
  );
}

const waitForSent = (path: string, count = 1, timeoutMs = 8000) =>
  waitForValue(
    () => sent(path),
    (list) => list.length >= count,
    `${count} call(s) to ${path}`,
    { timeoutMs, everyMs: 50, show: (list) => `${list.length} calls` },
  );

/**
 * Waits until a quick view the page records now has reached the API: calls
 * the page made before it have had their chance to arrive, so a count taken
 * after it is final.
 */
async function barrier(): Promise<void> {
  const id = `barrier-${Math.random().toString(36).slice(2)}`;
  frame?.contentDocument?.dispatchEvent(new CustomEvent('sq-quick-view', { detail: { id } }));
  await waitForSent(`${TRACKING_PATHS.quickView}${id}`);
}

/** Waits until the link's address has been requested (the frame went there, or a new tab did); what was received. */
const arrival = (address: string, timeoutMs = 8000) =>
  waitForValue(
    () => received(address, after),
    (list) => list.length > 0,
    `a request for ${address}`,
    { timeoutMs, everyMs: 20 },
  );

/** Waits until the frame shows `address`, then checks it was asked for once. */
async function arrivedOnce(address: string): Promise<void> {
  await waitFor(() => frame?.contentWindow?.location.pathname === address, 'the frame to arrive', 5000);
  expect(await received(address, after)).to.have.length(1);
}

const shadow = (element: Element) => element.shadowRoot as ShadowRoot;

const trackingCookies = async () =>
  (await jarCookies()).filter((cookie) => TRACKING_COOKIES.includes(cookie.name)).map((cookie) => cookie.name);

/** The frame's centre of the tracked button, in this page's coordinates, for a real click. */
function buttonPoint(page: TrackingPage): [number, number] {
  const frameBox = (frame as HTMLIFrameElement).getBoundingClientRect();
  const box = page.link.getBoundingClientRect();
  return [Math.round(frameBox.left + box.left + box.width / 2), Math.round(frameBox.top + box.top + box.height / 2)];
}

describe('tracking (spec 002 §4, §7; spec 000 §3, §4)', () => {
  beforeEach(async () => {
    token = `tracking-${Math.random().toString(36).slice(2, 10)}`;
    after = await lastRequestId();
    clearCookies();
    // The platform's pages have their crumb: a first call is not refused for the lack of one.
    setCrumb(token);
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    clearCookies();
  });

  describe('on by default (spec 002 §1)', () => {
    it('with no tracking attribute, loads its chunk, tracks, and records the page view', async () => {
      const page = await open();
      expect(frame?.contentDocument?.querySelector('sq-runtime')?.hasAttribute('tracking')).to.equal(false);
      expect(page.trackingLoaded()).to.equal(true);
      expect(page.tracking?.trackingStatus.get()).to.equal('on');
      await waitForSent(TRACKING_PATHS.hit);
      expect(await trackingCookies()).to.include(VISITOR_RECORD_COOKIE);
    });

    it('tracking="false" loads no tracking code, sets no cookie and sends nothing', async () => {
      const page = await open({ tracking: 'off' });
      expect(frame?.contentDocument?.querySelector('sq-runtime')?.getAttribute('tracking')).to.equal('false');
      // Nothing can be sent or set by code that never loaded.
      expect(page.trackingLoaded()).to.equal(false);
      expect(await trackingCookies()).to.deep.equal([]);
      expect(await sentTracking()).to.deep.equal([]);
    });
  });

  describe('visit recording', () => {
    it('a page view records one hit: form-encoded event, data with the page fields, and ss_cvr', async () => {
      await open();
      const [hit] = await waitForSent(TRACKING_PATHS.hit);
      await barrier();
      expect((await sent(TRACKING_PATHS.hit)).map((call) => call.status)).to.deep.equal([204]);
      const cookie = (await jarCookies()).find((entry) => entry.name === VISITOR_RECORD_COOKIE);
      expect(decodeURIComponent(cookie?.value ?? '')).to.match(/^[\w-]+\|\d+\|\d+\|\d+\|1$/);
      expect(hit?.form?.event).to.equal('pageView');
      expect(hit?.form?.ss_cvr).to.equal(decodeURIComponent(cookie?.value ?? ''));
      const data = JSON.parse(hit?.form?.data ?? '{}');
      expect(data).to.include({ websiteId: 'w1', templateId: 't1', pageType: 2, title: 'Tracking test page' });
      expect(data.url).to.include(token);
      expect(data.viewportInnerWidth).to.be.a('number');
      expect(data.screenWidth).to.be.a('number');
      expect(data.userAgent).to.equal(navigator.userAgent);
    });

    it('records none on /search', async () => {
      await open({ path: '/search' });
      expect(frame?.contentWindow?.location.pathname).to.equal('/search');
      await barrier();
      expect(await sent(TRACKING_PATHS.hit)).to.deep.equal([]);
    });

    it('records none for a logged-in owner', async () => {
      await open({ context: JSON.stringify(OWNER_CONTEXT) });
      await barrier();
      expect(await sent(TRACKING_PATHS.hit)).to.deep.equal([]);
    });

    it('keeps a census call that failed and sends it again with the next call, silently: no console error, no dialog', async () => {
      await injectFault({ path: TRACKING_PATHS.hit, times: 1, status: 500, fromPage: token });
      const page = await open();
      const [failed] = await waitForSent(TRACKING_PATHS.hit);
      expect(failed?.status).to.equal(500);
      // The next call (a quick view) takes the failed one with it. The server answers before the page has read
      // the answer: a quick view made before the page put the failed call back goes alone, and the one after it
      // takes it.
      const hits = await waitForValue(
        async () => {
          await barrier();
          return sent(TRACKING_PATHS.hit);
        },
        (calls) => calls.length >= 2,
        'the failed call to go again with a later call',
      );
      expect(hits.map((call) => call.status)).to.deep.equal([500, 204]);
      expect(hits[1]?.form).to.deep.equal(failed?.form);
      expect(page.consoleErrors).to.deep.equal([]);
      expect(frame?.contentDocument?.querySelector('sq-runtime')?.shadowRoot?.querySelector('dialog')).to.equal(null);
    });

    it('keeps a call whose connection dropped in storage, and it arrives once the page goes', async () => {
      await injectFault({ path: TRACKING_PATHS.hit, times: 1, drop: true, fromPage: token });
      await open();
      const [dropped] = await waitForSent(TRACKING_PATHS.hit);
      expect(dropped?.status, 'the connection dropped').to.equal(0);
      await waitForValue(
        () => readSaved<TrackingCall>(KEPT_CALLS),
        (kept) => kept.some((call) => call.url === TRACKING_PATHS.hit && call.body.includes(token)),
        'the call to be kept',
      );
      await reloadFrame(frame as HTMLIFrameElement, TRACKING_READY);
      // Sent as the page went (by beacon), or by the next page load: whichever page sent it, it is this one.
      const again = await waitForValue(
        async () =>
          (await received(TRACKING_PATHS.hit, after)).filter((call) => call.form?.data === dropped?.form?.data),
        (calls) => calls.some((call) => call.status === 204),
        'the kept call to arrive',
      );
      expect(again.map((call) => call.form)).to.deep.include(dropped?.form);
    });

    it('sends the landing beacon on the first landing of a session whose address has marketing parameters', async () => {
      sessionStorage.clear();
      await open({ source: 'newsletter', campaign: 'spring', mkwid: 'k1' });
      const [beacon] = await waitForSent(TRACKING_PATHS.track);
      expect(beacon?.method).to.equal('GET');
      expect(beacon?.query).to.include({ source: 'newsletter', campaign: 'spring', mkwid: 'k1', lang: 'en-US' });
      expect(beacon?.query.landing).to.include(token);
      expect(beacon?.query.screen).to.match(/^\d+x\d+$/);
      expect(beacon?.query.rk).to.match(/^\d+$/);
      frame?.remove();
      // Not the first landing of this session any more: no second beacon.
      const page = await open({ source: 'newsletter' });
      const share = page.tracking?.installTracking();
      expect(share?.session()).to.include({ isFirstLanding: false, isFirstSession: false });
      share?.uninstall();
      await barrier();
      expect(await sent(TRACKING_PATHS.track)).to.have.length(1);
    });

    it('records the button on the page once rendered (button-render)', async () => {
      await open();
      const [render] = await waitForSent(TRACKING_PATHS.buttonRender);
      expect(render?.json).to.include({ id: 'b1', buttonText: 'Shop now', title: 'Tracking test page' });
    });
  });

  describe('button clicks (spec 002 §4 "Button click")', () => {
    it('holds a click while the API is slow and replays it once after the 2500 ms cap', async () => {
      const next = `/api/test/next-${token}`;
      const page = await open({ link: next }, SHOWN_FRAME);
      await injectFault({ path: TRACKING_PATHS.buttonClick, times: 1, delayMs: 8000, fromPage: token });
      const start = performance.now();
      await sendMouse({ type: 'click', position: buttonPoint(page) });
      const [call] = await waitForSent(TRACKING_PATHS.buttonClick);
      expect(call?.json).to.include({
        id: 'b1',
        buttonText: 'Shop now',
        clickthroughUrl: new URL(next, location.href).href,
      });
      expect(await received(next, after), 'the click waits for the call').to.deep.equal([]);
      await arrival(next, 7000);
      const waited = performance.now() - start;
      expect(waited).to.be.at.least(TRACKING_TIMEOUT_MS - 50);
      expect(waited).to.be.below(7000);
      await arrivedOnce(next);
    });

    it('replays the click at once when the call fails, and the call, kept, goes again as the page leaves', async () => {
      const next = `/api/test/failed-${token}`;
      const page = await open({ link: next }, SHOWN_FRAME);
      await injectFault({ path: TRACKING_PATHS.buttonClick, times: 1, status: 500, fromPage: token });
      const start = performance.now();
      await sendMouse({ type: 'click', position: buttonPoint(page) });
      await arrival(next);
      expect(performance.now() - start).to.be.below(TRACKING_TIMEOUT_MS);
      const calls = await waitForSent(TRACKING_PATHS.buttonClick, 2);
      expect(calls.map((call) => call.status)).to.deep.equal([500, 204]);
      expect(calls[1]?.json).to.deep.equal(calls[0]?.json);
      await arrivedOnce(next);
    });

    it('a modifier click waits for the call, then opens the link in a new tab once, leaving the page where it is', async () => {
      const next = `/api/test/tab-${token}`;
      const page = await open({ link: next }, SHOWN_FRAME);
      await injectFault({ path: TRACKING_PATHS.buttonClick, times: 1, delayMs: 500, fromPage: token });
      await sendKeys({ down: 'Control' });
      try {
        await sendMouse({ type: 'click', position: buttonPoint(page) });
      } finally {
        await sendKeys({ up: 'Control' });
      }
      const [opened] = await arrival(next);
      const [call] = await sent(TRACKING_PATHS.buttonClick);
      expect(Date.parse(opened?.time ?? '')).to.be.at.least(Date.parse(call?.time ?? '') + 450);
      await barrier();
      expect(await received(next, after)).to.have.length(1);
      expect(frame?.contentWindow?.location.pathname).to.equal(TRACKING_PAGE);
    });

    it('lets a mailto link go at once, with its call', async () => {
      const page = await open({ link: 'mailto:hi@example.com' });
      let prevented: boolean | undefined;
      frame?.contentDocument?.addEventListener('click', (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      });
      page.link.click();
      expect(prevented).to.equal(false);
      await waitForSent(TRACKING_PATHS.buttonClick);
    });
  });

  describe('pending actions (spec 002 §9 "next-load key")', () => {
    it('sends a record kept for the next load once the next page has loaded, and only then', async () => {
      const page = await open();
      await waitForSent(TRACKING_PATHS.hit);
      const share = page.tracking?.installTracking();
      const common = {
        actor: 'visitor',
        action: 'leave',
        event_owner_team: 't',
        event_source: 'web',
        object_type: 'page',
      };
      share?.trackOnNextLoad(common, { step: 'next' }, 'next_load');
      share?.uninstall();
      await barrier();
      expect(await sent(TRACKING_PATHS.events)).to.deep.equal([]);
      await reloadFrame(frame as HTMLIFrameElement, TRACKING_READY);
      const [record] = await waitForSent(TRACKING_PATHS.events);
      const json = (record?.json ?? {}) as { analyticsId?: string };
      expect(json).to.include({ customSchemaName: 'next_load', customData: '{"step":"next"}' });
      expect(json.analyticsId).to.match(/^[\w-]+$/);
    });
  });

  describe('forms and the popup overlay (spec 002 §7)', () => {
    it('records the form render, the overlay shown, submitted and closed, and the newsletter subscribe event', async function () {
      // The first test to load React and the form's code waits for the dev server to compile them.
      this.timeout(MODULE_LOAD_TIMEOUT_MS);
      await open({ popup: '' }, SHOWN_FRAME);
      const [render] = await waitForSent(TRACKING_PATHS.formRender, 1, 30000);
      expect(render?.json).to.include({ formId: 'newsletter', websiteId: 'w1' });
      expect(String((render?.json as { visitorCookie?: string })?.visitorCookie)).to.match(/\|1$/);
      const [shown] = await waitForSent(TRACKING_PATHS.overlay);
      expect(shown?.json).to.include({ event: 'shown', websiteId: 'w1' });

      const doc = frame?.contentDocument as Document;
      const pixels: unknown[] = [];
      doc.addEventListener('sq-pixel', (event) => pixels.push((event as CustomEvent).detail));
      const form = doc.querySelector('sq-form') as HTMLElement;
      const email = shadow(form).querySelector('[data-field-id="email"] [part=input]') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, 'ada@example.com');
      email.dispatchEvent(new Event('input', { bubbles: true }));
      await waitFor(() => email.value === 'ada@example.com', 'the typed address');
      (shadow(form).querySelector('[part=submit]') as HTMLButtonElement).click();

      const [, submitted] = await waitForSent(TRACKING_PATHS.overlay, 2);
      expect(submitted?.json).to.include({ event: 'submitted' });
      const [subscribe] = await waitForSent(TRACKING_PATHS.recordEvent);
      expect(subscribe?.form).to.include({ event: 'newsletterSubscribe' });
      expect(subscribe?.form?.crumb).to.equal(token);
      expect(JSON.parse(subscribe?.form?.data ?? '{}')).to.include({ websiteId: 'w1', templateId: 't1' });
      expect(pixels).to.deep.equal([{ event: 'newsletter-subscribe', data: { formId: 'newsletter' } }]);

      const popup = doc.querySelector('sq-popup') as HTMLElement;
      (shadow(popup).querySelector('[part=close-button]') as HTMLButtonElement).click();
      const [, , closed] = await waitForSent(TRACKING_PATHS.overlay, 3);
      expect(closed?.json).to.include({ event: 'closed' });
      expect(await sent(TRACKING_PATHS.formRender)).to.have.length(1);
    });
  });

  describe('ad-pixel events (spec 002 §7 "Other calls")', () => {
    it('a page view of the search page with words searched for fires search; of a store item, view-product', async () => {
      const search = await open({ path: '/search', q: 'blue mug' });
      expect(search.pixels).to.deep.equal([{ event: 'search', data: { query: 'blue mug' } }]);
      frame?.remove();
      const product = await open({ context: JSON.stringify(PRODUCT_CONTEXT) });
      expect(product.pixels).to.deep.equal([{ event: 'view-product', data: { productId: 'p1', title: 'Mug' } }]);
    });

    it("an add to cart (sq-cart-add) fires add-to-cart, a new account (sq-account-create) create-account, each once, with the event's detail", async () => {
      const page = await open();
      const doc = frame?.contentDocument as Document;
      const button = doc.createElement('sq-add-to-cart');
      doc.body.append(button);
      const cart = { productId: 'p1', items: 2, subtotalCents: 2400 };
      // As <sq-add-to-cart> fires it: bubbling and composed, from the element.
      button.dispatchEvent(new CustomEvent('sq-cart-add', { bubbles: true, composed: true, detail: cart }));
      doc.dispatchEvent(new CustomEvent('sq-account-create', { detail: { method: 'email' } }));
      expect(page.pixels).to.deep.equal([
        { event: 'add-to-cart', data: cart },
        { event: 'create-account', data: { method: 'email' } },
      ]);
    });

    it('fires none without consent', async () => {
      setCookie(CONSENT_COOKIE, 'false');
      const page = await open({ context: JSON.stringify(PRODUCT_CONTEXT) });
      const doc = frame?.contentDocument as Document;
      doc.body.dispatchEvent(
        new CustomEvent('sq-cart-add', { bubbles: true, composed: true, detail: { productId: 'p1' } }),
      );
      doc.dispatchEvent(new CustomEvent('sq-account-create'));
      expect(page.pixels).to.deep.equal([]);
    });
  });

  describe('events service', () => {
    it("sends a record by request (logging the service's error when it fails), and what waits by beacon when the page is hidden", async () => {
      await injectFault({ path: TRACKING_PATHS.events, times: 1, status: 500, fromPage: token });
      const page = await open();
      await waitForSent(TRACKING_PATHS.hit);
      const common = {
        actor: 'visitor',
        action: 'view',
        event_owner_team: 't',
        event_source: 'web',
        object_type: 'page',
      };
      frame?.contentDocument?.dispatchEvent(
        new CustomEvent('sq-track-event', { detail: { common, custom: { n: 1 }, schema: 'test_schema' } }),
      );
      const [failed] = await waitForSent(TRACKING_PATHS.events);
      expect(failed?.status).to.equal(500);
      expect(failed?.headers['content-type']).to.equal('application/json');
      await waitFor(() => page.consoleErrors.length > 0, "the events service's error");
      expect(page.consoleErrors).to.deep.equal(['Error tracking event: HTTP Status 500']);
      // The failed record waits for the next call; the page going away sends it by beacon.
      (frame as HTMLIFrameElement).src = 'about:blank';
      const [, record] = await waitForSent(TRACKING_PATHS.events, 2);
      expect(record?.headers['content-type']).to.match(/^text\/plain/);
      expect(record?.status).to.equal(202);
      expect(record?.json).to.include({ customSchemaName: 'test_schema', customData: '{"n":1}' });
      const json = record?.json as { analyticsId: string; commonData: string };
      expect(json.analyticsId).to.match(/^[\w-]+$/);
      expect(JSON.parse(json.commonData)).to.include(common);
    });
  });

  describe('session recording (spec 002 §4, §7, §8)', () => {
    it('asks for the id with the toggle and variant on and more than 2 cores, and hands it to the site', async () => {
      const page = await open({ recording: '', cores: '8' });
      await waitForSent(TRACKING_PATHS.sessionRecording);
      await waitFor(() => page.recordings.length > 0, 'the id');
      expect(page.recordings).to.deep.equal([SESSION_RECORDING_ID]);
    });

    it('does not ask on a device with 2 cores, nor with the toggle off, and loads no recording code', async () => {
      const twoCores = await open({ recording: '', cores: '2', recorder: RECORDER_STAND_IN_PATH });
      await barrier();
      expect(twoCores.loaded(RECORDING_MODULE)).to.equal(false);
      frame?.remove();
      const toggleOff = await open({ cores: '8', recorder: RECORDER_STAND_IN_PATH });
      await barrier();
      expect(toggleOff.loaded(RECORDING_MODULE)).to.equal(false);
      expect(await sent(TRACKING_PATHS.sessionRecording)).to.deep.equal([]);
      expect(await sent(RECORDER_STAND_IN_PATH)).to.deep.equal([]);
    });

    it("hands the id to the recorder's script (data-session-recording-script), which the page then runs", async () => {
      const page = await open({ recording: '', cores: '8', recorder: RECORDER_STAND_IN_PATH });
      const [script] = await waitForSent(RECORDER_STAND_IN_PATH);
      expect(script?.query.id).to.equal(SESSION_RECORDING_ID);
      const recorder = () => (frame?.contentWindow as { sessionRecorder?: { id: string } } | null)?.sessionRecorder;
      await waitFor(() => recorder() !== undefined, 'the recorder to run');
      expect(recorder()?.id).to.equal(SESSION_RECORDING_ID);
      // The page heard the id first, so its own recorder set-up runs before the script.
      expect(page.recordings).to.deep.equal([SESSION_RECORDING_ID]);
      expect(page.consoleErrors).to.deep.equal([]);
    });

    it("logs the spec's error when the recorder's script fails to load", async () => {
      await injectFault({ path: RECORDER_STAND_IN_PATH, times: 1, status: 500, fromPage: token });
      const page = await open({ recording: '', cores: '8', recorder: RECORDER_STAND_IN_PATH });
      await waitFor(() => page.consoleErrors.length > 0, 'the error');
      expect(page.consoleErrors).to.deep.equal(['Error injecting FullStory script']);
      expect((await sent(RECORDER_STAND_IN_PATH)).map((call) => call.status)).to.deep.equal([500]);
    });

    it("skips a mock id, and logs the spec's error when the call fails; neither loads the recorder", async () => {
      await injectFault({ path: TRACKING_PATHS.sessionRecording, times: 1, body: { id: 'mock' }, fromPage: token });
      const mocked = await open({ recording: '', cores: '8', recorder: RECORDER_STAND_IN_PATH });
      await waitForSent(TRACKING_PATHS.sessionRecording);
      await barrier();
      expect(mocked.recordings).to.deep.equal([]);
      frame?.remove();
      await injectFault({ path: TRACKING_PATHS.sessionRecording, times: 1, status: 500, fromPage: token });
      const failed = await open({ recording: '', cores: '8', recorder: RECORDER_STAND_IN_PATH });
      await waitFor(() => failed.consoleErrors.length > 0, 'the error');
      expect(failed.consoleErrors).to.deep.equal(['Error determining FullStory eligibility']);
      expect(failed.recordings).to.deep.equal([]);
      await barrier();
      expect(await sent(RECORDER_STAND_IN_PATH)).to.deep.equal([]);
    });
  });

  describe('experiment override (spec 002 §4, §6)', () => {
    /** An internal site (spec 002 §3 "Website status": internal is 6) on a host that is not internal. */
    const INTERNAL_SITE = JSON.stringify({ website: { id: 'w1' }, siteStatus: { value: 6 } });
    /** The override's code, which the tracking chunk loads only when the address names the parameter. */
    const OVERRIDE_MODULE = '/runtime/services/tracking/experiment-override/experiment-override.ts';
    /** The overrides the frame's session keeps, as stored (`{ value }`, spec 002 §3), or undefined when none. */
    const keptOverrides = () => {
      const text = frame?.contentWindow?.sessionStorage.getItem(EXPERIMENT_OVERRIDES_KEY) ?? null;
      return text === null ? undefined : (JSON.parse(text) as { value: unknown }).value;
    };
    beforeEach(() => sessionStorage.removeItem(EXPERIMENT_OVERRIDES_KEY));
    afterEach(() => sessionStorage.removeItem(EXPERIMENT_OVERRIDES_KEY));

    it('an internal site keeps ?experimentOverride=checkout:b for the session, and reset clears it', async () => {
      const page = await open({ context: INTERNAL_SITE, [EXPERIMENT_OVERRIDE_PARAM]: 'checkout:b' });
      await waitFor(() => keptOverrides() !== undefined, 'the override to be kept');
      expect(keptOverrides()).to.deep.equal({ checkout: 'b' });
      expect(page.loaded(OVERRIDE_MODULE)).to.equal(true);
      frame?.remove();
      await open({ context: INTERNAL_SITE, [EXPERIMENT_OVERRIDE_PARAM]: 'reset' });
      await waitFor(() => keptOverrides() === undefined, 'the overrides to be cleared');
    });

    it('without the parameter, the override code is never asked for', async () => {
      const page = await open({ context: INTERNAL_SITE });
      // The page's calls after tracking started have arrived: a chunk it asked for then has too.
      await barrier();
      expect(page.loaded('/runtime/services/tracking/tracking.ts')).to.equal(true);
      expect(page.loaded(OVERRIDE_MODULE)).to.equal(false);
      expect(keptOverrides()).to.equal(undefined);
    });
  });

  describe('admin tabs (spec 002 §4)', () => {
    const ADMIN_CONTEXT = { website: { id: 'w1' }, authenticatedAccount: { id: 'a1' }, accessPermissions: [2] };
    let other: HTMLIFrameElement | undefined;
    afterEach(() => other?.remove());

    it("an admin's tracked editor events reach the admin's other tabs", async () => {
      const context = JSON.stringify(ADMIN_CONTEXT);
      ({ frame: other } = await openTrackingPage(TRACKING_PAGE, `${token}-other`, { context }));
      const heard: unknown[] = [];
      other.contentDocument?.addEventListener('sq-editor-event', (event) => heard.push((event as CustomEvent).detail));
      await open({ context });
      const common = {
        actor: 'owner',
        action: 'open',
        event_owner_team: 'editor',
        event_source: 'web',
        object_type: 'panel',
      };
      frame?.contentDocument?.dispatchEvent(
        new CustomEvent('sq-track-event', { detail: { common, custom: {}, schema: 'editor_usage' } }),
      );
      await waitFor(() => heard.length > 0, 'the other tab to hear the event');
      expect(heard[0]).to.include({ customSchemaName: 'editor_usage' });
      await waitForSent(TRACKING_PATHS.events);
    });
  });

  describe('consent (spec 002 §4)', () => {
    it('reject-all: zero tracking requests and zero tracking cookies; a click goes at once', async () => {
      setCookie(CONSENT_COOKIE, 'false');
      const next = `/api/test/rejected-${token}`;
      const page = await open({ link: next });
      expect(page.tracking?.trackingStatus.get()).to.equal('waiting');
      page.link.click();
      await arrival(next);
      expect(await sentTracking()).to.deep.equal([]);
      expect(await trackingCookies()).to.deep.equal([]);
    });

    it('the restrictive policy clears the tracking cookies set before, and tracks nothing until the visitor accepts', async () => {
      await open();
      await waitForSent(TRACKING_PATHS.hit);
      expect(await trackingCookies()).to.include.members([...TRACKING_SERVICE_COOKIES]);
      await barrier();
      frame?.remove();
      after = await lastRequestId();

      const page = await open({
        context: JSON.stringify({ website: { id: 'w1' }, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }),
      });
      expect(page.tracking?.trackingStatus.get()).to.equal('waiting');
      expect(await trackingCookies()).to.deep.equal([]);
      expect(await sentTracking()).to.deep.equal([]);

      page.consent.choose(true);
      await waitForSent(TRACKING_PATHS.hit);
      expect(page.tracking?.trackingStatus.get()).to.equal('on');
      expect(await trackingCookies()).to.include(VISITOR_RECORD_COOKIE);
    });

    it('a decline stops tracking and deletes every cookie it set', async () => {
      const page = await open();
      await waitForSent(TRACKING_PATHS.hit);
      page.consent.choose(false);
      expect(page.tracking?.trackingStatus.get()).to.equal('waiting');
      expect(await trackingCookies()).to.deep.equal([]);
    });
  });
});
