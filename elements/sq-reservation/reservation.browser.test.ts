import axe from 'axe-core';
import { expect } from 'chai';
import { RESERVATION_STAND_IN_PATH } from '../../reference-api/reservation-stand-in.ts';
import { consent } from '../../runtime/consent/consent.ts';
import { injectFault, received, uniquePath } from '../../test/browser/api.ts';
import { clearCookies, setCookie } from '../../test/browser/cookies.ts';
import { cleanup, fixture, settle, updateComplete, waitFor } from '../../test/browser/harness.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { RESERVATION_SCRIPT_TIMEOUT_MS, reservationSettings } from './reservation.logic.ts';
import { reservationApi } from './reservation.schema.ts';

const load = () => import('./reservation.element.ts');
const LINK = '<a href="https://book.example/harbour-bakery">Book a table</a>';

runElementContract({
  api: reservationApi,
  load,
  content: LINK,
  samples: {
    business: { attribute: 'harbour-bakery', value: 'harbour-bakery' },
    // A script that is not there: the link stays, so the boxes hold still.
    scriptSrc: { attribute: '/api/reservation/missing.js', value: '/api/reservation/missing.js' },
    needsConsent: { attribute: 'false', value: false },
  },
  boxes: [{ name: 'a business, no script', attributes: 'business="harbour-bakery"', content: LINK }],
});

const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part=${name}]`) ?? null;
/** A script address of its own per test: the page loads each address once. */
const standIn = () => `${RESERVATION_STAND_IN_PATH}?test=${Math.random().toString(36).slice(2, 10)}`;
/** The calls the reference API had for the script at `src` (its test query names it). */
const asked = async (src: string) =>
  (await received(RESERVATION_STAND_IN_PATH)).filter(
    (request) => request.query.test === new URL(src, location.href).searchParams.get('test'),
  );

describe('sq-reservation', () => {
  before(load);
  afterEach(() => {
    reservationSettings.scriptTimeoutMs = RESERVATION_SCRIPT_TIMEOUT_MS;
    cleanup();
  });

  describe('Defaults', () => {
    it('without a script shows the page’s own link, and loads nothing', async () => {
      const scripts = document.scripts.length;
      const element = fixture(`<sq-reservation business="harbour-bakery">${LINK}</sq-reservation>`);
      await waitFor(() => element.dataset.state === 'empty', 'the empty state');
      expect(part(element, 'fallback')?.querySelector('slot')).to.exist;
      expect(element.querySelector('a')?.checkVisibility()).to.equal(true);
      expect(document.scripts.length).to.equal(scripts);
    });

    it('without a business slug loads no script either', async () => {
      const src = standIn();
      const element = fixture(`<sq-reservation script-src="${src}">${LINK}</sq-reservation>`);
      await waitFor(() => element.dataset.state === 'empty', 'the empty state');
      // Frames: time for a script to (wrongly) be added.
      await settle();
      expect([...document.scripts].some((script) => script.src.includes(src))).to.equal(false);
    });
  });

  describe('The provider’s script (spec 002 §7), over real HTTP', () => {
    it('loads the script and initializes the widget with the business slug, in place of the link', async () => {
      const src = standIn();
      const element = fixture(`<sq-reservation business="harbour-bakery" script-src="${src}">${LINK}</sq-reservation>`);
      await waitFor(() => element.dataset.state === 'widget', 'the widget', 8000);
      const drawn = part(element, 'widget')?.querySelector('[data-reservation-widget]');
      expect(drawn?.getAttribute('data-reservation-widget')).to.equal('harbour-bakery');
      expect(part(element, 'widget')?.checkVisibility()).to.equal(true);
      expect(part(element, 'fallback')?.checkVisibility()).to.equal(false);
      expect(await asked(src)).to.have.length(1);
    });

    it('loads one script for every widget of the page, each with its own business', async () => {
      const src = standIn();
      fixture(
        `<div><sq-reservation business="one" script-src="${src}"></sq-reservation><sq-reservation business="two" script-src="${src}"></sq-reservation></div>`,
      );
      const widgets = [...document.querySelectorAll<HTMLElement>('sq-reservation')];
      await waitFor(() => widgets.every((widget) => widget.dataset.state === 'widget'), 'both widgets', 8000);
      expect(
        widgets.map((widget) => part(widget, 'widget')?.firstElementChild?.getAttribute('data-reservation-widget')),
      ).to.deep.equal(['one', 'two']);
      expect([...document.scripts].filter((script) => script.src.endsWith(src)).length).to.equal(1);
    });

    it('keeps the link when the script never answers, once its time-out has passed', async () => {
      const never = `${uniquePath('reservation-never')}.js`;
      await injectFault({ path: never, times: 1, delayMs: 20000, body: '', contentType: 'text/javascript' });
      reservationSettings.scriptTimeoutMs = 300;
      const started = performance.now();
      const element = fixture(
        `<sq-reservation business="harbour-bakery" script-src="${never}">${LINK}</sq-reservation>`,
      );
      await waitFor(() => element.dataset.state === 'loading', 'the load to start');
      await waitFor(() => element.dataset.state === 'fallback', 'the time-out', 5000);
      expect(performance.now() - started).to.be.at.least(300);
      expect(part(element, 'fallback')?.checkVisibility()).to.equal(true);
      expect(part(element, 'widget')?.childElementCount).to.equal(0);
    });

    it('keeps the link when the script fails to load', async () => {
      const element = fixture(
        `<sq-reservation business="harbour-bakery" script-src="${uniquePath('reservation-missing')}.js">${LINK}</sq-reservation>`,
      );
      await waitFor(() => element.dataset.state === 'fallback', 'the failure', 8000);
      expect(part(element, 'fallback')?.checkVisibility()).to.equal(true);
    });

    it('draws again for a new business', async () => {
      const src = standIn();
      const element = fixture(`<sq-reservation business="one" script-src="${src}"></sq-reservation>`);
      await waitFor(() => element.dataset.state === 'widget', 'the first widget', 8000);
      element.setAttribute('business', 'two');
      await waitFor(
        () =>
          part(element, 'widget')?.firstElementChild?.getAttribute('data-reservation-widget') === 'two' &&
          element.dataset.state === 'widget',
        'the second widget',
      );
      expect(part(element, 'widget')?.childElementCount).to.equal(1);
    });
  });

  describe('Consent', () => {
    afterEach(() => clearCookies());

    it('asks nothing of the provider before consent, and loads the widget once it is given', async () => {
      setCookie('ss_cookieAllowed', 'false');
      const src = standIn();
      const element = fixture(`<sq-reservation business="harbour-bakery" script-src="${src}">${LINK}</sq-reservation>`);
      await waitFor(() => element.dataset.state === 'consent', 'the wait for consent');
      // Frames: time for a script to (wrongly) be added.
      await settle();
      expect([...document.scripts].some((script) => script.src.includes(src))).to.equal(false);
      expect(part(element, 'fallback')?.checkVisibility()).to.equal(true);
      consent.choose(true);
      try {
        await waitFor(() => element.dataset.state === 'widget', 'the widget after consent', 8000);
      } finally {
        consent.releaseBanner();
        document.querySelector('sq-cookie-banner')?.remove();
      }
    });

    it('loads without consent where the page says the widget does not need it', async () => {
      setCookie('ss_cookieAllowed', 'false');
      const element = fixture(
        `<sq-reservation business="harbour-bakery" script-src="${standIn()}" needs-consent="false"></sq-reservation>`,
      );
      await waitFor(() => element.dataset.state === 'widget', 'the widget', 8000);
    });
  });

  describe('Server rendering', () => {
    it('writes the page’s link, which works without scripts', async () => {
      const html = await prerender(
        `<!doctype html><html><body><sq-reservation business="harbour-bakery" script-src="${RESERVATION_STAND_IN_PATH}">${LINK}</sq-reservation></body></html>`,
      );
      expect(html, html).to.contain('<a href="https://book.example/harbour-bakery">Book a table</a>');
      expect(html, html).to.match(/<div part="fallback"><slot><\/slot><\/div>/);
    });
  });

  describe('Accessibility', () => {
    it('has no axe violations, as the link and as the drawn widget', async () => {
      const element = fixture(
        `<sq-reservation business="harbour-bakery" script-src="${standIn()}">${LINK}</sq-reservation>`,
      );
      await updateComplete(element);
      expect((await axe.run(element)).violations.map((violation) => violation.id)).to.deep.equal([]);
      await waitFor(() => element.dataset.state === 'widget', 'the widget', 8000);
      expect((await axe.run(element)).violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });
});
