import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { overrideProperty, waitFor } from '../../test/browser/harness.ts';
import {
  ANDROID_GLOBAL,
  ANSWER_GLOBAL,
  type BridgeEnvelope,
  MOBILE_APP_BACK_URL,
  PLATFORM_ERROR,
} from './bridge.logic.ts';
import { createBridge, installBridge, PLATFORM_ATTRIBUTE } from './bridge.ts';
import { type InfoBarShown, watchInfoBar } from './info-bar.ts';

const undo: (() => void)[] = [];

/** The native side's answer object, as the shell would reach it: `window.sqMobileAppBridge`. */
type Answers = { resolve(id: unknown, value?: unknown): boolean; reject(id: unknown, reason?: unknown): boolean };
const answers = () => (window as unknown as Record<string, Answers>)[ANSWER_GLOBAL] as Answers;

/**
 * A stand-in for the Android shell: a JavaScript interface with a method per
 * message, taking JSON text, keeping what it was sent; `answer` replies to a
 * request by its id as the shell does (through the page's answer object).
 */
function androidStandIn(messages: readonly string[] = ['info', 'sendEvent', 'dismiss']) {
  const received: BridgeEnvelope[] = [];
  const standIn: Record<string, (text: string) => void> = {};
  for (const message of messages) standIn[message] = (text) => received.push(JSON.parse(text) as BridgeEnvelope);
  undo.push(overrideProperty(window, ANDROID_GLOBAL, standIn));
  return { received };
}

/** What console.error is given from now until the test ends. */
function consoleErrors(): unknown[][] {
  const calls: unknown[][] = [];
  undo.push(overrideProperty(console, 'error', (...args: unknown[]) => calls.push(args)));
  return calls;
}

describe('the native mobile-app bridge (spec 001 §2, §3, §4, §7, §8)', () => {
  afterEach(() => {
    for (const step of undo.splice(0).reverse()) step();
    document.documentElement.removeAttribute(PLATFORM_ATTRIBUTE);
  });

  describe('Requests by id', () => {
    it('a stand-in native object answers by id, out of order: each request gets its own answer, pending until then', async () => {
      const shell = androidStandIn();
      const bridge = createBridge({ search: '' });
      undo.push(bridge.uninstall);
      expect(bridge.platform).to.equal('android');
      expect(bridge.isMobileApp).to.equal(true);
      const info = bridge.info();
      const event = bridge.sendEvent('add-to-cart', { sku: 'SQ-1', quantity: 2 });
      const dismiss = bridge.dismiss();
      expect(shell.received).to.deep.equal([
        { id: 1, message: 'info' },
        { id: 2, message: 'sendEvent', name: 'add-to-cart', body: { sku: 'SQ-1', quantity: 2 } },
        { id: 3, message: 'dismiss' },
      ]);
      expect(bridge.pending()).to.deep.equal([1, 2, 3]);
      // The shell answers the event first, refuses the dismissal, then answers the info.
      const settled: string[] = [];
      void info.then(() => settled.push('info'));
      void event.then(() => settled.push('sendEvent'));
      void dismiss.catch(() => settled.push('dismiss'));
      expect(answers().resolve(2, { received: true })).to.equal(true);
      expect(answers().reject(3, 'not now')).to.equal(true);
      expect(await event).to.deep.equal({ received: true });
      expect(bridge.pending()).to.deep.equal([1]);
      let infoSettled = false;
      void info.finally(() => {
        infoSettled = true;
      });
      await Promise.resolve();
      expect(infoSettled, 'the info request is still pending').to.equal(false);
      answers().resolve(1, { appVersion: '4.1.0', os: 'android' });
      expect(await info).to.deep.equal({ appVersion: '4.1.0', os: 'android' });
      let refusal: unknown;
      await dismiss.catch((error: unknown) => {
        refusal = error;
      });
      expect((refusal as Error).message).to.equal('not now');
      expect(settled).to.deep.equal(['sendEvent', 'dismiss', 'info']);
      expect(bridge.pending()).to.deep.equal([]);
      expect(answers().resolve(1, 'again'), 'an answer for a settled id changes nothing').to.equal(false);
    });

    it('reaches the iOS message handlers with the envelope as an object', async () => {
      const posted: unknown[] = [];
      const handler = { postMessage: (value: unknown) => posted.push(value) };
      undo.push(overrideProperty(window, 'webkit', { messageHandlers: { info: handler, sendEvent: handler } }));
      const bridge = createBridge({ search: '' });
      undo.push(bridge.uninstall);
      expect(bridge.platform).to.equal('ios');
      const answer = bridge.sendEvent('page-view');
      expect(posted).to.deep.equal([{ id: 1, message: 'sendEvent', name: 'page-view' }]);
      answers().resolve(1);
      expect(await answer).to.equal(undefined);
    });
  });

  describe('Errors (spec 001 §8)', () => {
    it('a missing native handler logs an error, sends nothing and leaves nothing pending', async () => {
      const errors = consoleErrors();
      const shell = androidStandIn(['info']);
      const bridge = createBridge({ search: '' });
      undo.push(bridge.uninstall);
      expect(await bridge.dismiss()).to.equal(undefined);
      expect(errors.map((args) => String(args[0]))).to.deep.equal([
        'sq-elements: the native app has no handler for the bridge message "dismiss"',
      ]);
      expect(shell.received).to.deep.equal([]);
      expect(bridge.pending()).to.deep.equal([]);
    });

    it("marked by the query with no native container: every message throws 'mobile platform not correctly identified'", () => {
      const bridge = createBridge({ search: '?platform=mobile-app' });
      undo.push(bridge.uninstall);
      expect(bridge.isMobileApp).to.equal(true);
      expect(bridge.platform).to.equal(undefined);
      expect(() => bridge.info()).to.throw(PLATFORM_ERROR);
      expect(() => bridge.sendEvent('x')).to.throw('mobile platform not correctly identified');
      expect(() => bridge.dismiss()).to.throw(PLATFORM_ERROR);
    });
  });

  describe('The page and going back', () => {
    it('marks the page for the shell by the query, and leaves a plain page alone', () => {
      undo.push(installBridge({ search: '?platform=web' }).uninstall);
      expect(document.documentElement.hasAttribute(PLATFORM_ATTRIBUTE)).to.equal(false);
      undo.push(installBridge({ search: '?platform=mobile-app' }).uninstall);
      expect(document.documentElement.getAttribute(PLATFORM_ATTRIBUTE)).to.equal('mobile-app');
    });

    it('goes back by navigating the page to the mobile-app scheme back address', async () => {
      androidStandIn();
      const bridge = createBridge({ search: '' });
      undo.push(bridge.uninstall);
      // The browser's own navigation, seen (and stopped) where it starts: the Navigation API's navigate event.
      const navigation = (window as unknown as { navigation: EventTarget }).navigation;
      const destinations: string[] = [];
      const stop = (event: Event) => {
        const navigate = event as Event & { destination: { url: string } };
        destinations.push(navigate.destination.url);
        navigate.preventDefault();
      };
      navigation.addEventListener('navigate', stop);
      undo.push(() => navigation.removeEventListener('navigate', stop));
      const before = location.href;
      bridge.back();
      await waitFor(() => destinations.length > 0, 'the navigation to start');
      expect(destinations).to.deep.equal([MOBILE_APP_BACK_URL]);
      expect(location.href).to.equal(before);
    });
  });

  describe('The mobile info bar (spec 001 §9, spec 002 §3, §9)', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('shows on mobile at 1024 px wide and less, and not at 1025, following the viewport', async () => {
      await setViewport({ width: 1024, height: 768 });
      const seen: InfoBarShown[] = [];
      const stop = watchInfoBar(3, (shown) => seen.push(shown), true);
      undo.push(stop);
      expect(seen).to.deep.equal(['dark']);
      await setViewport({ width: 1025, height: 768 });
      await waitFor(() => seen.length === 2, 'the bar to go');
      await setViewport({ width: 390, height: 800 });
      await waitFor(() => seen.length === 3, 'the bar to come back');
      expect(seen).to.deep.equal(['dark', 'none', 'dark']);
    });

    it('never shows off mobile, nor with style none; light is light', async () => {
      await setViewport({ width: 390, height: 800 });
      const seen: [number, boolean, InfoBarShown][] = [];
      for (const [style, mobile] of [
        [2, false],
        [1, true],
        [2, true],
      ] as const) {
        const stop = watchInfoBar(style, (shown) => seen.push([style, mobile, shown]), mobile);
        stop();
      }
      expect(seen).to.deep.equal([
        [2, false, 'none'],
        [1, true, 'none'],
        [2, true, 'light'],
      ]);
    });

    it('on a page in the app shell counts as mobile by itself', async () => {
      await setViewport({ width: 390, height: 800 });
      androidStandIn();
      const seen: InfoBarShown[] = [];
      watchInfoBar(2, (shown) => seen.push(shown))();
      expect(seen).to.deep.equal(['light']);
    });
  });
});
