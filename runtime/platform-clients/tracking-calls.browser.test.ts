import { expect } from 'chai';
import { lastRequestId, type Recorded, received, setCrumb } from '../../test/browser/api.ts';
import { clearCookies, jarCookies } from '../../test/browser/cookies.ts';
import { reloadFrame } from '../../test/browser/frame.ts';
import { waitForValue } from '../../test/browser/harness.ts';
import { CALLS_PAGE, openTrackingPage, TRACKING_READY } from '../../test/browser/pages/tracking/open-page.ts';
import type { TrackingPage } from '../../test/browser/pages/tracking/tracking-page.ts';
import { TRACKING_PATHS } from '../services/tracking/tracking.logic.ts';
import { TRACKING_SERVICE_COOKIES } from '../services/tracking/tracking-cookies.logic.ts';
import type { tracking } from './tracking-calls.ts';

const COMMON = {
  actor: 'visitor',
  action: 'open',
  event_owner_team: 'theme',
  event_source: 'web',
  object_type: 'page',
};

interface CallsWindow {
  trackingPage: TrackingPage;
  trackingCalls: typeof tracking;
  trackingStatusNow(): Promise<string>;
}

let frame: HTMLIFrameElement | undefined;
let token = '';
let after = 0;

/** The page with the runtime (tracking on unless `tracking: 'off'`) and the tracking calls of sq-elements/runtime. */
async function open(options: Record<string, string> = {}): Promise<CallsWindow> {
  const opened = await openTrackingPage<CallsWindow>(CALLS_PAGE, token, options);
  frame = opened.frame;
  return opened.window;
}

/** What this test's page sent to `path` (its calls carry the page's address, with the token, as their Referer). */
async function sent(path: string): Promise<Recorded[]> {
  return (await received(path, after)).filter((request) => request.headers.referer?.includes(token));
}

const waitForSent = (path: string, count = 1) =>
  waitForValue(
    () => sent(path),
    (list) => list.length >= count,
    `${count} call(s) to ${path}`,
    { timeoutMs: 8000, everyMs: 50 },
  );

/** Waits until a quick view recorded now has arrived, so calls the page made before it have had their chance. */
async function barrier(): Promise<void> {
  const id = `barrier-${Math.random().toString(36).slice(2)}`;
  frame?.contentDocument?.dispatchEvent(new CustomEvent('sq-quick-view', { detail: { id } }));
  await waitForSent(`${TRACKING_PATHS.quickView}${id}`);
}

describe('the tracking calls of sq-elements/runtime (spec 002 §7, §9)', () => {
  beforeEach(async () => {
    token = `calls-${Math.random().toString(36).slice(2, 10)}`;
    after = await lastRequestId();
    clearCookies();
    setCrumb(token);
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    clearCookies();
  });

  it('records an event through the page’s tracking: RecordEvent with the crumb, the event and the page’s data', async () => {
    const page = await open();
    expect(await page.trackingCalls.recordEvent('themeEvent')).to.equal(true);
    const [call] = await waitForSent(TRACKING_PATHS.recordEvent);
    expect(call?.form).to.include({ event: 'themeEvent', crumb: token });
    expect(JSON.parse(call?.form?.data ?? '{}')).to.include({ websiteId: 'w1', templateId: 't1' });
  });

  it('tells the site’s pixel of a store action: sq-pixel on the document, with the event and its data', async () => {
    const page = await open();
    const pixels: unknown[] = [];
    frame?.contentDocument?.addEventListener('sq-pixel', (event) => pixels.push((event as CustomEvent).detail));
    expect(await page.trackingCalls.pixel('add-to-cart', { sku: 'SQ1234567' })).to.equal(true);
    expect(await page.trackingCalls.pixel('search')).to.equal(true);
    expect(pixels).to.deep.equal([
      { event: 'add-to-cart', data: { sku: 'SQ1234567' } },
      { event: 'search', data: {} },
    ]);
  });

  it('keeps a record for the next load, which sends it, and not before', async () => {
    const page = await open();
    expect(await page.trackingCalls.trackOnNextLoad(COMMON, { step: 'next' }, 'theme_next_load')).to.equal(true);
    await barrier();
    expect(await sent(TRACKING_PATHS.events)).to.deep.equal([]);
    await reloadFrame(frame as HTMLIFrameElement, TRACKING_READY);
    const [record] = await waitForSent(TRACKING_PATHS.events);
    expect(record?.json).to.include({ customSchemaName: 'theme_next_load', customData: '{"step":"next"}' });
  });

  it('leaves the page’s tracking running after a call: the call’s share is given back, not the runtime’s', async () => {
    const page = await open();
    await page.trackingCalls.recordEvent('first');
    expect(page.trackingPage.tracking?.trackingStatus.get()).to.equal('on');
    expect(await page.trackingCalls.recordEvent('second')).to.equal(true);
    const calls = await waitForSent(TRACKING_PATHS.recordEvent, 2);
    expect(calls.map((call) => call.form?.event)).to.deep.equal(['first', 'second']);
  });

  it('sends nothing and resolves false where the page does not track, and never turns tracking on', async () => {
    const page = await open({ tracking: 'off' });
    expect(await page.trackingCalls.recordEvent('themeEvent')).to.equal(false);
    expect(await page.trackingCalls.pixel('search')).to.equal(false);
    expect(await page.trackingCalls.trackOnNextLoad(COMMON, {}, 'theme_next_load')).to.equal(false);
    expect(await page.trackingStatusNow()).to.equal('off');
    const cookies = (await jarCookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => (TRACKING_SERVICE_COOKIES as readonly string[]).includes(name))).to.deep.equal([]);
    expect(await sent(TRACKING_PATHS.recordEvent)).to.deep.equal([]);
  });

  it('sends nothing and resolves false while consent does not allow tracking', async () => {
    const page = await open({
      context: JSON.stringify({ website: { id: 'w1' }, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }),
    });
    expect(page.trackingPage.tracking?.trackingStatus.get()).to.equal('waiting');
    expect(await page.trackingCalls.recordEvent('themeEvent')).to.equal(false);
    expect(await sent(TRACKING_PATHS.recordEvent)).to.deep.equal([]);
  });
});
