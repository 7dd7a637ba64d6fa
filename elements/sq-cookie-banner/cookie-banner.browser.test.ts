import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { consent } from '../../runtime/consent/consent.ts';
import { installEscapeKey } from '../../runtime/services/account-keys/escape-key.ts';
import { type JarCookie, jarCookies, setCookie } from '../../test/browser/cookies.ts';
import { loadFrame, parsedFrame } from '../../test/browser/frame.ts';
import { cleanup, fixture, settle, updateComplete, waitFor, waitForValue } from '../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { heldPicture } from '../main-picture.browser-helpers.ts';
import { MAIN_PICTURE_WAIT_MS } from '../main-picture.ts';
import { DEFAULT_BANNER_TEXT } from './cookie-banner.logic.ts';
import { cookieBannerApi } from './cookie-banner.schema.ts';

const load = () => import('./cookie-banner.element.ts');
const CONSENT_COOKIE = 'ss_cookieAllowed';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

type Banner = HTMLElement & {
  show(settings?: Record<string, unknown>): void;
  update(settings: Record<string, unknown>): void;
  release(): void;
  readonly updateComplete: Promise<true>;
};

const forgetChoice = () => setCookie(CONSENT_COOKIE, '', 'path=/; max-age=0');
const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part~=${name}]`) ?? null;
const button = (element: Element, choice: 'accept' | 'decline') =>
  element.shadowRoot?.querySelector<HTMLButtonElement>(`[part=button][data-choice=${choice}]`) ?? null;
const storedChoice = async (): Promise<JarCookie | undefined> =>
  (await jarCookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
/** Waits until the banner's data-state is `state`. */
const stateIs = (element: HTMLElement, state: string) =>
  waitFor(() => element.dataset.state === state, `data-state ${state}`);
/**
 * Adds a banner and waits until it is in `state` (shown, unless the test says) and has slid into place. Not
 * updateComplete: the view takes the page's consent in an effect, which preact/compat runs after a paint, and
 * draws the banner from it in a render of its own; the state it then shows is what to wait for.
 */
const make = async (attributes = '', state = 'shown') => {
  const element = fixture<Banner>(`<sq-cookie-banner ${attributes}></sq-cookie-banner>`);
  await updateComplete(element);
  await stateIs(element, state);
  await Promise.all((element.shadowRoot?.getAnimations() ?? []).map((animation) => animation.finished));
  return element;
};

before(forgetChoice);

runElementContract({
  api: cookieBannerApi,
  load,
  samples: {
    cookieBannerCtaText: { attribute: 'Allow', value: 'Allow' },
    cookieBannerCtaVariant: { attribute: 'BUTTON', value: 'BUTTON' },
    cookieBannerPosition: { attribute: 'TOP', value: 'TOP' },
    cookieBannerText: { attribute: '<p>We use cookies.</p>', value: '<p>We use cookies.</p>' },
    cookieBannerTheme: { attribute: 'LIGHT', value: 'LIGHT' },
    cookieBannerVariant: { attribute: 'POPUP', value: 'POPUP' },
    cookieBannerOptOutCtaText: { attribute: 'Refuse', value: 'Refuse' },
    cookieBannerAcceptType: { attribute: 'OPT_IN_AND_OUT', value: 'OPT_IN_AND_OUT' },
    isCookieBannerEnabled: { attribute: 'false', value: false },
    isActivityLogEnabled: { attribute: 'false', value: false },
    isAnalyticsCookiesDisabled: { attribute: 'true', value: true },
    isRestrictiveCookiePolicyAbsolute: { attribute: 'true', value: true },
    isVisitorDataRestricted: { attribute: 'true', value: true },
    isRestrictiveCookiePolicyEnabled: { attribute: 'true', value: true },
  },
});

describe('sq-cookie-banner', () => {
  before(load);
  beforeEach(forgetChoice);
  afterEach(() => {
    cleanup();
    consent.releaseBanner();
    forgetChoice();
  });

  describe('Defaults', () => {
    it('shows a dark bar at the bottom with the default message and an Accept icon', async () => {
      const element = await make();
      expect(element.dataset.state).to.equal('shown');
      const banner = part(element, 'banner') as HTMLElement;
      expect(banner.dataset.variant).to.equal('BAR');
      expect(banner.dataset.theme).to.equal('DARK');
      expect(part(element, 'text')?.textContent).to.equal(DEFAULT_BANNER_TEXT);
      const accept = button(element, 'accept') as HTMLButtonElement;
      expect(accept.getAttribute('aria-label')).to.equal('Accept');
      expect(accept.dataset.style).to.equal('ICON');
      expect(button(element, 'decline')).to.equal(null);
      const box = banner.getBoundingClientRect();
      expect(getComputedStyle(banner).position).to.equal('fixed');
      expect(box.bottom).to.be.closeTo(document.documentElement.clientHeight, 1);
      expect(box.width).to.be.closeTo(document.documentElement.clientWidth, 1);
    });
  });

  describe('Attributes', () => {
    const corners: [string, (box: DOMRect) => boolean][] = [
      ['TOP_LEFT', (box) => box.top < 40 && box.left < 40],
      ['TOP_RIGHT', (box) => box.top < 40 && box.right > innerWidth - 40],
      ['BOTTOM_LEFT', (box) => box.bottom > innerHeight - 40 && box.left < 40],
      ['BOTTOM_RIGHT', (box) => box.bottom > innerHeight - 40 && box.right > innerWidth - 40],
    ];
    for (const [position, placed] of corners) {
      it(`places the popup ${position}`, async () => {
        const element = await make(`cookie-banner-variant="POPUP" cookie-banner-position="${position}"`);
        const banner = part(element, 'banner') as HTMLElement;
        expect(banner.getAttribute('role')).to.equal('dialog');
        expect(placed(banner.getBoundingClientRect()), JSON.stringify(banner.getBoundingClientRect())).to.equal(true);
        expect(banner.getBoundingClientRect().width).to.be.at.most(360);
      });
    }

    it('places the bar at the top; a popup position on a bar falls back to the bottom', async () => {
      const top = await make('cookie-banner-position="TOP"');
      expect((part(top, 'banner') as HTMLElement).getBoundingClientRect().top).to.equal(0);
      cleanup();
      const fallback = await make('config=\'{"cookieBannerPosition":"TOP_RIGHT"}\'');
      expect(part(fallback, 'banner')?.dataset.position).to.equal('BOTTOM');
    });

    it('draws the light theme light and the dark theme dark', async () => {
      const light = await make('cookie-banner-theme="LIGHT"');
      expect(getComputedStyle(part(light, 'banner') as HTMLElement).backgroundColor).to.equal('rgb(255, 255, 255)');
      cleanup();
      const dark = await make('cookie-banner-theme="DARK"');
      expect(getComputedStyle(part(dark, 'banner') as HTMLElement).backgroundColor).to.equal('rgb(29, 29, 31)');
    });

    it("shows the site owner's rich text, links included", async () => {
      const element = await make(`cookie-banner-text='<p>We bake <a href="/cookies">cookies</a>.</p>'`);
      const link = part(element, 'text')?.querySelector('a');
      expect(link?.getAttribute('href')).to.equal('/cookies');
      expect(part(element, 'text')?.textContent).to.equal('We bake cookies.');
    });

    it('shows the default message for a text with an empty paragraph', async () => {
      const element = await make(`cookie-banner-text="<p></p>"`);
      expect(part(element, 'text')?.textContent).to.equal(DEFAULT_BANNER_TEXT);
    });

    for (const variant of ['TEXT', 'BUTTON']) {
      it(`with ${variant} call-to-action shows the texts on the buttons`, async () => {
        const element = await make(`cookie-banner-cta-variant="${variant}" cookie-banner-cta-text="Allow cookies"`);
        expect(button(element, 'accept')?.textContent).to.equal('Allow cookies');
        expect(button(element, 'accept')?.dataset.style).to.equal(variant);
      });
    }

    for (const variant of ['TEXT', 'BUTTON', 'ICON']) {
      for (const layout of ['BAR', 'POPUP']) {
        it(`OPT_IN_AND_OUT (${variant}, ${layout}): Accept and Decline have equal weight`, async () => {
          const element = await make(
            `cookie-banner-accept-type="OPT_IN_AND_OUT" cookie-banner-cta-variant="${variant}" cookie-banner-variant="${layout}"`,
          );
          const accept = button(element, 'accept') as HTMLButtonElement;
          const decline = button(element, 'decline') as HTMLButtonElement;
          expect(accept.textContent).to.equal('Accept');
          expect(decline.textContent).to.equal('Decline');
          const look = (element: HTMLElement) => {
            const style = getComputedStyle(element);
            return [
              style.backgroundColor,
              style.color,
              style.borderColor,
              style.fontSize,
              style.fontWeight,
              style.height,
            ];
          };
          expect(look(decline)).to.deep.equal(look(accept));
          if (layout === 'POPUP' && variant !== 'TEXT') {
            expect(decline.getBoundingClientRect().width).to.be.closeTo(accept.getBoundingClientRect().width, 1);
          }
        });
      }
    }

    it('stays hidden when the banner is disabled, here or in the site context', async () => {
      const element = await make('is-cookie-banner-enabled="false"', 'hidden');
      expect(element.dataset.state).to.equal('hidden');
      expect(part(element, 'banner')).to.equal(null);
    });
  });

  describe('Choices', () => {
    for (const [choice, allowed] of [
      ['accept', true],
      ['decline', false],
    ] as const) {
      it(`${choice} stores ${allowed} in ss_cookieAllowed for 30 days, SameSite=Lax, removes the banner and says sq-consent`, async () => {
        const element = await make('cookie-banner-accept-type="OPT_IN_AND_OUT"');
        const events: unknown[] = [];
        document.addEventListener('sq-consent', (event) => events.push((event as CustomEvent).detail), { once: true });
        const before = Date.now() / 1000;
        button(element, choice)?.click();
        await stateIs(element, 'decided');
        const cookie = await storedChoice();
        expect(cookie?.value).to.equal(String(allowed));
        expect(cookie?.path).to.equal('/');
        expect(cookie?.sameSite).to.equal('Lax');
        expect(cookie?.secure, 'Secure only on https').to.equal(false);
        expect(cookie?.expires ?? 0).to.be.closeTo(before + THIRTY_DAYS_S, 5);
        expect(events).to.deep.equal([{ allowed }]);
        expect(part(element, 'banner')).to.equal(null);
        expect(element.dataset.state).to.equal('decided');
        expect(consent.allowed()).to.equal(allowed);
      });
    }

    for (const stored of ['true', 'false']) {
      it(`a stored choice (${stored}) hides it`, async () => {
        setCookie(CONSENT_COOKIE, stored);
        const element = await make('', 'hidden');
        expect(element.dataset.state).to.equal('hidden');
        expect(part(element, 'banner')).to.equal(null);
      });
    }
  });

  describe('Forced mode', () => {
    it('the element shows it over a stored choice, updates it, and releases it', async () => {
      setCookie(CONSENT_COOKIE, 'true');
      const element = await make('', 'hidden');
      expect(part(element, 'banner')).to.equal(null);
      element.show({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
      await stateIs(element, 'forced');
      expect(button(element, 'decline')).to.not.equal(null);
      element.update({ cookieBannerText: '<p>Change your cookie choice.</p>' });
      await waitFor(() => part(element, 'text')?.textContent === 'Change your cookie choice.', 'the new text');
      expect(button(element, 'decline'), 'earlier forced settings kept').to.not.equal(null);
      element.release();
      await stateIs(element, 'hidden');
      expect(part(element, 'banner')).to.equal(null);
      expect((await storedChoice())?.value).to.equal('true');
    });

    it('the runtime forces it; a choice made there replaces the stored one and releases it', async () => {
      setCookie(CONSENT_COOKIE, 'true');
      const element = await make('cookie-banner-accept-type="OPT_IN_AND_OUT"', 'hidden');
      consent.forceBanner();
      await stateIs(element, 'forced');
      button(element, 'decline')?.click();
      await waitFor(() => part(element, 'banner') === null, 'the banner gone');
      expect((await storedChoice())?.value).to.equal('false');
      expect(consent.allowed()).to.equal(false);
      expect(part(element, 'banner')).to.equal(null);
      expect(consent.choice()).to.equal(false);
    });

    it('forcing the banner on a page without one adds it', async () => {
      consent.forceBanner();
      const added = document.querySelector('body > sq-cookie-banner') as Banner;
      try {
        expect(added).to.not.equal(null);
        await waitFor(() => added.dataset.state === 'forced', 'the added banner to show');
      } finally {
        added?.remove();
      }
    });
  });

  describe('Keyboard', () => {
    it('Tab reaches Accept and Enter accepts', async () => {
      const element = await make('cookie-banner-accept-type="OPT_IN_AND_OUT" cookie-banner-cta-variant="BUTTON"');
      await sendKeys({ press: 'Tab' });
      expect(element.shadowRoot?.activeElement).to.equal(button(element, 'accept'));
      await sendKeys({ press: 'Enter' });
      await stateIs(element, 'decided');
      expect((await storedChoice())?.value).to.equal('true');
      expect(part(element, 'banner')).to.equal(null);
    });

    it('Tab, Tab reaches Decline and Space declines', async () => {
      const element = await make('cookie-banner-accept-type="OPT_IN_AND_OUT" cookie-banner-cta-variant="TEXT"');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(element.shadowRoot?.activeElement).to.equal(button(element, 'decline'));
      await sendKeys({ press: 'Space' });
      await stateIs(element, 'decided');
      expect((await storedChoice())?.value).to.equal('false');
    });

    it('Escape hides the popup until the next page, through the layer stack, and stores no choice', async () => {
      const escapeKey = installEscapeKey({ navigate: () => undefined });
      try {
        const element = await make('cookie-banner-variant="POPUP"');
        await sendKeys({ press: 'Escape' });
        await stateIs(element, 'dismissed');
        expect(part(element, 'banner')).to.equal(null);
        expect(await storedChoice()).to.equal(undefined);
      } finally {
        escapeKey.uninstall();
      }
    });

    it('Escape inside the popup hides it without the Escape-key service too', async () => {
      const element = await make('cookie-banner-variant="POPUP"');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Escape' });
      await stateIs(element, 'dismissed');
      expect(await storedChoice()).to.equal(undefined);
    });

    it('a click elsewhere on the page leaves the popup open', async () => {
      const element = await make('cookie-banner-variant="POPUP" cookie-banner-position="BOTTOM_LEFT"');
      await sendMouse({ type: 'click', position: [innerWidth - 10, 10] });
      // Frames: the click must have had the time to (wrongly) close it.
      await settle();
      expect(element.dataset.state).to.equal('shown');
    });

    it('Escape leaves the bar alone', async () => {
      const escapeKey = installEscapeKey({ navigate: () => undefined });
      try {
        const element = await make();
        await sendKeys({ press: 'Escape' });
        // Frames: Escape must have had the time to (wrongly) hide it.
        await settle();
        expect(element.dataset.state).to.equal('shown');
      } finally {
        escapeKey.uninstall();
      }
    });
  });

  describe('Accessibility', () => {
    for (const attributes of [
      '',
      'cookie-banner-theme="LIGHT" cookie-banner-accept-type="OPT_IN_AND_OUT" cookie-banner-cta-variant="TEXT"',
      'cookie-banner-variant="POPUP" cookie-banner-accept-type="OPT_IN_AND_OUT" cookie-banner-cta-variant="BUTTON"',
      'cookie-banner-variant="POPUP" cookie-banner-theme="LIGHT" cookie-banner-position="TOP_RIGHT"',
    ]) {
      it(`axe finds nothing: ${attributes || 'defaults'}`, async () => {
        const element = await make(attributes);
        const results = await axe.run(element);
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
      });
    }

    it('is a labelled region (bar), and announces itself in a live region once shown', async () => {
      const element = await make('cookie-banner-accept-type="OPT_IN_AND_OUT"');
      const banner = part(element, 'banner') as HTMLElement;
      expect(banner.getAttribute('role')).to.equal('region');
      expect(banner.getAttribute('aria-label')).to.equal('Cookie consent');
      const live = part(element, 'announcement') as HTMLElement;
      expect(live.getAttribute('aria-live')).to.equal('polite');
      await waitFor(() => live.textContent !== '', 'the announcement');
      expect(live.textContent).to.equal('Cookie consent: Accept or Decline.');
    });
  });

  describe('Pages', () => {
    const PAGE = '/test/browser/pages/consent/banner.html';
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });
    const frameBanner = () => frame?.contentDocument?.querySelector('sq-cookie-banner') as HTMLElement;

    it('is never shown with sqsscreenshot=true', async () => {
      frame = await loadFrame(`${PAGE}?sqsscreenshot=true`, 'bannerReady');
      expect(frameBanner().dataset.state).to.equal('hidden');
      expect(part(frameBanner(), 'banner')).to.equal(null);
    });

    for (const config of ['{}', '{"cookieBannerPosition":"TOP"}', '{"cookieBannerVariant":"POPUP"}']) {
      it(`overlays the page without moving it (CLS 0): ${config}`, async () => {
        frame = await loadFrame(
          `${PAGE}?config=${encodeURIComponent(config)}`,
          'bannerReady',
          'position:fixed;left:0;top:0;width:600px;height:400px;border:0',
        );
        expect(frameBanner().dataset.state).to.equal('shown');
        const shift = (frame.contentWindow as unknown as { layoutShift: number }).layoutShift;
        expect(shift).to.equal(0);
      });
    }
  });
  describe('First view', () => {
    const TAG = 'sq-cookie-banner';
    const FIRST_VIEW = '/elements/sq-cookie-banner/cookie-banner.first-view.ts';
    const ELEMENT = '/elements/sq-cookie-banner/cookie-banner.element.ts';
    /** React, react-dom or preact/compat, however the dev server serves them. */
    const ENGINE = /\/(react|react-dom|preact)([._-][^/]*)?\.js(\?|$)/;
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });

    /** A page whose banner the server rendered, with its first view run, as the autoloader will run it. */
    const firstViewPage = async ({
      attributes = 'cookie-banner-accept-type="OPT_IN_AND_OUT"',
      before = '',
      search = '',
    } = {}) => {
      const html = await prerender(`<!doctype html><html><body>${before}<${TAG} ${attributes}></${TAG}></body></html>`);
      frame = await loadFrame(
        `/test/browser/pages/prerendered.html${search}`,
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:800px;height:600px;border:0',
      );
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.show(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
      const host = frame.contentDocument?.querySelector(TAG) as HTMLElement;
      // What the server drew is hidden before anything decides.
      const banner = part(host, 'banner');
      expect(banner?.checkVisibility() ?? false, 'hidden until the page decides').to.equal(false);
      await page.firstView(TAG, FIRST_VIEW);
      return { page, host, banner: banner as HTMLElement, frame: frame as HTMLIFrameElement };
    };
    const engineRequests = (frame: HTMLIFrameElement) =>
      (frame.contentWindow?.performance.getEntriesByType('resource') ?? [])
        .map((entry) => entry.name)
        .filter((name) => ENGINE.test(new URL(name).pathname));
    const look = (banner: HTMLElement) => ({
      visible: banner.checkVisibility(),
      box: JSON.stringify(banner.getBoundingClientRect()),
      text: banner.textContent,
    });

    it('shows the server-rendered banner at once with no stored choice, before React is asked for', async () => {
      const { host, banner, frame } = await firstViewPage();
      expect(host.dataset.state).to.equal('shown');
      expect(banner.checkVisibility()).to.equal(true);
      expect(banner.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(button(host, 'accept')?.localName).to.equal('button');
      expect(button(host, 'decline')?.localName).to.equal('button');
      expect(frame.contentWindow?.customElements.get(TAG), 'the tag defined').to.equal(undefined);
      expect(engineRequests(frame), 'engine modules asked for').to.deep.equal([]);
    });

    for (const stored of ['true', 'false']) {
      it(`leaves it hidden with a stored choice (${stored}), and hydrating keeps it so`, async () => {
        setCookie(CONSENT_COOKIE, stored);
        const { page, host, banner, frame } = await firstViewPage();
        expect(host.dataset.state).to.equal('hidden');
        expect(banner.checkVisibility()).to.equal(false);
        await page.load(ELEMENT);
        await page.whenHydrated(host);
        expect(host.dataset.state).to.equal('hidden');
        expect(part(host, 'banner')?.checkVisibility() ?? false).to.equal(false);
        expect(page.messages(), 'console errors and warnings').to.deep.equal([]);
        expect(engineRequests(frame).length, 'the engine, once the element loads').to.be.greaterThan(0);
      });
    }

    for (const [choice, allowed] of [
      ['accept', true],
      ['decline', false],
    ] as const) {
      it(`hydrates what the first view showed without a change, then ${choice} works as before`, async () => {
        const { page, host, banner, frame } = await firstViewPage();
        // Slid into place: the animation it shows with has run.
        await Promise.all((host.shadowRoot?.getAnimations() ?? []).map((animation) => animation.finished));
        const shown = look(banner);
        const nodes = [...(host.shadowRoot?.querySelectorAll('*') ?? [])];
        await page.load(ELEMENT);
        await page.whenHydrated(host);
        expect(engineRequests(frame).length, 'the engine, once the element loads').to.be.greaterThan(0);
        expect(host.dataset.state).to.equal('shown');
        expect(look(banner), 'what hydration changed').to.deep.equal(shown);
        expect(host.shadowRoot?.getAnimations().length, 'animations started again').to.equal(0);
        expect(
          nodes.filter((node) => !node.isConnected).map((node) => node.localName),
          'server nodes replaced',
        ).to.deep.equal([]);
        expect(page.messages(), 'console errors and warnings').to.deep.equal([]);
        const events: unknown[] = [];
        frame.contentDocument?.addEventListener('sq-consent', (event) => events.push((event as CustomEvent).detail));
        button(host, choice)?.click();
        await waitFor(() => host.dataset.state === 'decided', 'the choice to be made');
        expect((await storedChoice())?.value).to.equal(String(allowed));
        expect(events).to.deep.equal([{ allowed }]);
        expect(part(host, 'banner')).to.equal(null);
      });
    }

    it('through the autoloader: its first view shows it, and Accept pressed before its code is there is performed once, as it hydrates', async function () {
      this.timeout(30000);
      const html = await prerender(
        `<!doctype html><html><body><${TAG} cookie-banner-accept-type="OPT_IN_AND_OUT"></${TAG}></body></html>`,
      );
      frame = await loadFrame(
        '/test/browser/pages/prerendered.html',
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:800px;height:600px;border:0',
      );
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.autoload(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
      const host = frame.contentDocument?.querySelector(TAG) as HTMLElement;
      await waitFor(() => host.dataset.state === 'shown', 'its first view to show it');
      expect(frame.contentWindow?.customElements.get(TAG), 'the tag defined').to.equal(undefined);
      expect(engineRequests(frame), 'engine modules asked for').to.deep.equal([]);
      const events: unknown[] = [];
      frame.contentDocument?.addEventListener('sq-consent', (event) => events.push((event as CustomEvent).detail));
      const accept = button(host, 'accept') as HTMLElement;
      // The visitor's finger comes down on Accept (its code's trigger), then the click, while React is still to come.
      accept.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      accept.click();
      expect(events, 'nothing chosen before its code is there').to.deep.equal([]);
      await page.whenHydrated(host);
      await waitFor(() => host.dataset.state === 'decided', 'the choice to be made');
      expect((await storedChoice())?.value).to.equal('true');
      expect(events, 'chosen once').to.deep.equal([{ allowed: true }]);
    });

    it('without its first view, hydrating shows the banner as the element decides', async () => {
      const html = await prerender(`<!doctype html><html><body><${TAG}></${TAG}></body></html>`);
      frame = await loadFrame('/test/browser/pages/prerendered.html', 'prerenderedPage');
      const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
      await page.show(/<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
      const host = frame.contentDocument?.querySelector(TAG) as HTMLElement;
      await page.load(ELEMENT);
      await page.whenHydrated(host);
      await waitFor(() => host.dataset.state === 'shown', 'the banner to show');
      expect(part(host, 'banner')?.checkVisibility()).to.equal(true);
      expect(page.messages(), 'console errors and warnings').to.deep.equal([]);
    });

    it('follows the site context <sq-runtime> gives in the page, and its own flag over it', async () => {
      const off = `<sq-runtime context='{"cookieSettings":{"isCookieBannerEnabled":false}}'></sq-runtime>`;
      const hidden = await firstViewPage({ attributes: '', before: off });
      expect(hidden.host.dataset.state).to.equal('hidden');
      expect(hidden.banner.checkVisibility()).to.equal(false);
      hidden.frame.remove();
      const own = await firstViewPage({ attributes: 'is-cookie-banner-enabled', before: off });
      expect(own.host.dataset.state).to.equal('shown');
      expect(own.banner.checkVisibility()).to.equal(true);
    });

    describe('written into the page by the renderer', () => {
      const IN_VIEW = 'position:fixed;left:0;top:0;width:800px;height:600px;border:0';
      /**
       * The server's page as the browser parses it, in a frame of its own, with no script but the renderer's
       * inline one: the page's `load` event comes once it has run, and nothing of the library has been fetched.
       */
      const parsedPage = async (body: string, { head = '', nonce }: { head?: string; nonce?: string } = {}) => {
        const html = await prerender(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, { nonce });
        const loaded = parsedFrame(html, IN_VIEW);
        frame = loaded;
        await new Promise((resolve) => loaded.addEventListener('load', resolve, { once: true }));
        const window = loaded.contentWindow as Window;
        const scripts = window.performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.[jt]sx?(\?|$)/.test(entry.name),
          );
        const host = loaded.contentDocument?.querySelector(TAG) as HTMLElement;
        return { host, banner: part(host, 'banner'), scripts, defined: window.customElements.get(TAG) };
      };
      const bannerTag = `<${TAG} cookie-banner-accept-type="OPT_IN_AND_OUT"></${TAG}>`;

      it('shows the banner as the page is parsed, with no file fetched, when the visitor has no stored choice', async () => {
        const { host, banner, scripts, defined } = await parsedPage(`<main><h1>Shop</h1></main>${bannerTag}`);
        expect(host.dataset.state).to.equal('shown');
        expect(banner?.checkVisibility(), 'the banner seen').to.equal(true);
        expect(button(host, 'accept')?.checkVisibility(), 'Accept seen').to.equal(true);
        expect(
          scripts.map((entry) => entry.name),
          'scripts fetched',
        ).to.deep.equal([]);
        expect(defined, 'the tag defined').to.equal(undefined);
      });

      for (const stored of ['true', 'false']) {
        it(`leaves it hidden with a stored choice (${stored})`, async () => {
          setCookie(CONSENT_COOKIE, stored);
          const { host, banner } = await parsedPage(bannerTag);
          expect(host.dataset.state).to.equal('hidden');
          expect(banner?.checkVisibility() ?? false).to.equal(false);
        });
      }

      it('reads the site context of an <sq-runtime> that comes after it in the page', async () => {
        const off = `<sq-runtime context='{"cookieSettings":{"isCookieBannerEnabled":false}}'></sq-runtime>`;
        const { host, banner } = await parsedPage(`${bannerTag}<p>More of the page</p>${off}`);
        expect(host.dataset.state).to.equal('hidden');
        expect(banner?.checkVisibility() ?? false).to.equal(false);
      });

      it('keeps Accept clicked before any file of ours; the autoloader, once in, opens the page and has it chosen once', async function () {
        this.timeout(30000);
        const path = await heldPicture('banner-inline-early-click');
        const html = await prerender(
          `<!doctype html><html><body><img alt="" src="${path}" fetchpriority="high">${bannerTag}</body></html>`,
        );
        const loaded = parsedFrame(html, IN_VIEW);
        frame = loaded;
        // The page's load waits for its main picture, which is held: the banner shows as the page is parsed.
        const host = (await waitForValue(
          () => loaded.contentDocument?.querySelector<HTMLElement>(`${TAG}[data-state="shown"]`) ?? null,
          (found) => found !== null,
          'the banner shown by its inline first view',
          { show: () => 'none' },
        )) as HTMLElement;
        const page = loaded.contentWindow as Window & Record<symbol, [unknown[]] | undefined>;
        const events: unknown[] = [];
        page.document.addEventListener('sq-consent', (event) => events.push((event as CustomEvent).detail));
        button(host, 'accept')?.click();
        expect(page[Symbol.for('sq-elements.kept')]?.[0].length, 'kept').to.equal(1);
        expect(events, 'nothing chosen before its code is there').to.deep.equal([]);
        // Now the autoloader arrives: the picture is still on its way, but the visitor has acted.
        const arrived = page.performance.now();
        const autoloader = page.document.createElement('script');
        autoloader.type = 'module';
        autoloader.src = '/elements/autoloader.ts';
        page.document.head.append(autoloader);
        await waitFor(() => host.dataset.state === 'decided', 'the choice to be made');
        expect(events, 'chosen once').to.deep.equal([{ allowed: true }]);
        expect((await storedChoice())?.value).to.equal('true');
        expect(page.document.querySelector('img')?.complete, 'the picture still on its way').to.equal(false);
        // Opened by the kept click, not by the picture's time limit, which starts as the autoloader does: the part
        // that waits was asked for sooner than that limit after the autoloader was.
        const waiting = page.performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname.endsWith('/waiting-elements.ts'));
        expect(waiting, 'the part that waits asked for').to.not.equal(undefined);
        expect((waiting?.startTime ?? 0) - arrived, 'asked for, ms after the autoloader').to.be.lessThan(
          MAIN_PICTURE_WAIT_MS,
        );
      });

      it('runs under a Content-Security-Policy that allows inline scripts by the nonce it was given', async () => {
        const csp = (nonce: string) =>
          `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-${nonce}'; style-src 'self'">`;
        const { host, banner } = await parsedPage(bannerTag, { head: csp('n0nce'), nonce: 'n0nce' });
        expect(host.dataset.state).to.equal('shown');
        expect(banner?.checkVisibility()).to.equal(true);
      });
    });

    it('stays hidden when the element turns it off, or on a screenshot', async () => {
      const off = await firstViewPage({ attributes: 'is-cookie-banner-enabled="false"' });
      expect(off.host.dataset.state).to.equal('hidden');
      expect(part(off.host, 'banner'), 'not drawn by the server').to.equal(null);
      off.frame.remove();
      const screenshot = await firstViewPage({ search: '?sqsscreenshot=true' });
      expect(screenshot.host.dataset.state).to.equal('hidden');
      expect(screenshot.banner.checkVisibility()).to.equal(false);
    });
  });
});
