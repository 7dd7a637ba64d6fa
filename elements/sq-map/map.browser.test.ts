import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { forgetWarnings } from '../../lib/warn-once.ts';
import { MAPS_STAND_IN_PATH } from '../../reference-api/maps-stand-in.ts';
import { consent } from '../../runtime/consent/consent.ts';
import { siteContext } from '../../runtime/core/context.ts';
import { received } from '../../test/browser/api.ts';
import { clearCookies, setCookie } from '../../test/browser/cookies.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import { captureWarnings, cleanup, fixture, overrideProperty, settle, waitFor } from '../../test/browser/harness.ts';
import type { PrerenderedPage } from '../../test/browser/pages/prerendered-page.ts';
import { prerender } from '../../test/browser/prerender.ts';
import { pinch, swipe, wheel } from '../../test/browser/tap.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { MAP_LOAD_TIMEOUT_MS, mapSettings, mapTimeoutText, STYLE_PRESETS } from './map.logic.ts';
import { mapApi } from './map.schema.ts';

const load = () => import('./map.element.ts');

/** What a page writes inside the tag: the address, for visitors without scripts. */
const CONTENT = '<p>Harbour Bakery, 12 Quay Street, Auckland</p>';

// The contract's fixtures carry a key: consent is declined for this file unless a test says otherwise,
// so that none of them asks Google for its script.
before(() => setCookie('ss_cookieAllowed', 'false'));
after(() => clearCookies());

runElementContract({
  api: mapApi,
  load,
  content: CONTENT,
  samples: {
    mapLat: { attribute: '-36.84', value: -36.84 },
    mapLng: { attribute: '174.76', value: 174.76 },
    markerLat: { attribute: '-36.85', value: -36.85 },
    markerLng: { attribute: '174.77', value: 174.77 },
    mapZoom: { attribute: '15', value: 15 },
    addressTitle: { attribute: 'Harbour Bakery', value: 'Harbour Bakery' },
    addressLine1: { attribute: '12 Quay Street', value: '12 Quay Street' },
    addressLine2: { attribute: 'Auckland 1010', value: 'Auckland 1010' },
    addressCountry: { attribute: 'New Zealand', value: 'New Zealand' },
    location: {
      attribute: '{"mapLat":1,"mapLng":2}',
      value: { mapLat: 1, mapLng: 2, addressTitle: '', addressLine1: '', addressLine2: '', addressCountry: '' },
    },
    mapStyle: { attribute: '5', value: 5 },
    showLabels: { attribute: 'false', value: false },
    showTerrain: { attribute: 'true', value: true },
    mapDraggable: { attribute: 'false', value: false },
    scrollwheel: { attribute: 'false', value: false },
    showControls: { attribute: 'false', value: false },
    disableDefaultUI: { attribute: 'true', value: true },
    markerDraggable: { attribute: 'true', value: true },
    linkOnClick: { attribute: 'true', value: true },
    apiKey: { attribute: 'contract-key', value: 'contract-key' },
    language: { attribute: 'de', value: 'de' },
    region: { attribute: 'AT', value: 'AT' },
    scriptSrc: { attribute: '/api/google-maps/stand-in.js', value: '/api/google-maps/stand-in.js' },
    image: { attribute: '/api/images/map/1200x600.svg', value: '/api/images/map/1200x600.svg' },
    mapService: { attribute: 'openstreetmap', value: 'openstreetmap' },
    needsConsent: { attribute: 'false', value: false },
  },
  boxes: [
    {
      name: 'the card with an address',
      attributes: 'address-title="Harbour Bakery" address-line1="12 Quay Street"',
      content: CONTENT,
    },
    { name: 'a key, waiting for consent', attributes: 'api-key="k" address-title="Harbour Bakery"', content: CONTENT },
  ],
});

interface StandInCall {
  call: string;
  args: Record<string, unknown>[];
  /** performance.now() when it was made. */
  at: number;
}

const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part=${name}]`) ?? null;

/**
 * Every text the map's hint shows from now on, in order. The hint shows for 1.5 s, and a busy machine may spend
 * that long on the gesture's own commands: it is heard as it is drawn, not looked for afterwards.
 */
function watchHints(element: Element): { texts: string[]; stop(): void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const text = part(element, 'hint')?.textContent ?? '';
    if (text && texts.at(-1) !== text) texts.push(text);
  });
  observer.observe(element.shadowRoot as ShadowRoot, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}
const standIn = () =>
  (globalThis as { google?: { maps?: { standIn?: { calls: StandInCall[] } } } }).google?.maps?.standIn;
const calls = () => standIn()?.calls ?? [];
/** A script address of its own per test: the page loads each address once. */
const scriptSrc = (extra = '') => `${MAPS_STAND_IN_PATH}?test=${Math.random().toString(36).slice(2, 10)}${extra}`;
/** Resolves once an IntersectionObserver has reported on `element`: the map's own has too, in the same step. */
function observed(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
}

const requestsTo = async (src: string) => {
  const test = new URL(src, location.origin).searchParams.get('test');
  return (await received(MAPS_STAND_IN_PATH)).filter((request) => request.query.test === test);
};

async function loadedMap(attributes: string, before = ''): Promise<HTMLElement> {
  const element = fixture(`<div>${before}<sq-map ${attributes}>${CONTENT}</sq-map></div>`).querySelector(
    'sq-map',
  ) as HTMLElement;
  await waitFor(
    () => element.dataset.state === 'map' && !!element.shadowRoot?.querySelector('[data-stand-in-map]'),
    'the map',
    10_000,
  );
  return element;
}

describe('sq-map', () => {
  before(load);
  beforeEach(() => clearCookies());
  afterEach(() => {
    mapSettings.loadTimeoutMs = MAP_LOAD_TIMEOUT_MS;
    siteContext.set({});
    cleanup();
  });
  after(() => setCookie('ss_cookieAllowed', 'false'));

  describe('The card (no key)', () => {
    it('shows the address as text, a marker on a drawn background and a View on map link, and loads nothing', async () => {
      const scripts = document.scripts.length;
      const element = fixture(
        `<sq-map map-lat="-36.84" map-lng="174.76" address-title="Harbour Bakery" address-line1="12 Quay Street" address-country="New Zealand">${CONTENT}</sq-map>`,
      );
      await waitFor(() => !!part(element, 'card'), 'the card');
      expect(element.dataset.state).to.equal('card');
      // biome-ignore lint/performance/useDomNodeTextContent: the lines as laid out, one per address line
      expect(part(element, 'address')?.innerText.split('\n')).to.deep.equal([
        'Harbour Bakery',
        '12 Quay Street',
        'New Zealand',
      ]);
      expect(part(element, 'marker')?.checkVisibility()).to.equal(true);
      expect(element.shadowRoot?.querySelector('svg.backdrop')).to.exist;
      const link = part(element, 'link') as HTMLAnchorElement;
      expect(link.href).to.equal('https://www.google.com/maps/search/?api=1&query=-36.84%2C174.76');
      expect(link.textContent).to.equal('View on map');
      expect(part(element, 'load'), 'nothing to load without a key').to.equal(null);
      expect(element.getBoundingClientRect().height).to.equal(360);
      expect(document.scripts.length).to.equal(scripts);
    });

    it('links to OpenStreetMap, shows the site’s map image, and puts the marker at the map’s centre by default', async () => {
      const element = fixture(
        '<sq-map map-service="openstreetmap" map-lat="10" map-lng="20" map-zoom="14" image="/api/images/map/1200x600.svg"></sq-map>',
      );
      await waitFor(() => !!part(element, 'link'), 'the card');
      expect((part(element, 'link') as HTMLAnchorElement).href).to.equal(
        'https://www.openstreetmap.org/?mlat=10&mlon=20#map=14/10/20',
      );
      expect((part(element, 'image') as HTMLImageElement).getAttribute('src')).to.equal('/api/images/map/1200x600.svg');
      expect(element.shadowRoot?.querySelector('svg.backdrop')).to.equal(null);
    });

    it('reads the block data’s location and fields (style, labels, controls, terrain, draggable), and warns about anything else', async () => {
      let element: HTMLElement | undefined;
      const warnings = await captureWarnings(async () => {
        element = fixture(
          `<sq-map config='{"location":{"mapLat":1,"mapLng":2,"addressTitle":"Quay"},"style":4,"labels":false,"controls":false,"terrain":true,"draggable":false,"pins":3}'></sq-map>`,
        );
        await waitFor(() => !!element && !!part(element, 'address'), 'the card');
      });
      const config = (element as unknown as { config: Record<string, unknown> }).config;
      expect(config).to.include({
        mapStyle: 4,
        showLabels: false,
        showControls: false,
        showTerrain: true,
        mapDraggable: false,
      });
      expect(part(element as HTMLElement, 'address')?.textContent).to.equal('Quay');
      expect(warnings.filter((message) => message.includes('config.pins'))).to.have.length(1);
    });
  });

  describe('The Maps script (spec 001 §4, §7, §8), over real HTTP', () => {
    it('asks for it with the key, language and region, and draws the map with its marker once it calls back', async () => {
      const src = scriptSrc();
      const element = await loadedMap(
        `api-key="key-1" language="de" region="AT" script-src="${src}" address-title="Harbour Bakery"`,
      );
      const [request] = await requestsTo(src);
      expect(request?.query).to.include({ v: '3', key: 'key-1', language: 'de', region: 'AT' });
      expect(request?.query.callback).to.match(/^sqMapsReady\d+$/);
      expect(part(element, 'card')?.checkVisibility()).to.equal(false);
      expect(element.shadowRoot?.querySelector('[data-stand-in-marker]')?.getAttribute('aria-label')).to.equal(
        'Harbour Bakery',
      );
      expect(element.getBoundingClientRect().height).to.equal(360);
    });

    it('takes the key from the page context, decoded', async () => {
      siteContext.set({ mapsApiKey: btoa('context-key') });
      const src = scriptSrc();
      await loadedMap(`script-src="${src}"`);
      const [request] = await requestsTo(src);
      expect(request?.query.key).to.equal('context-key');
    });

    it('loads one script for two maps', async () => {
      const src = scriptSrc();
      fixture(
        `<div><sq-map api-key="k" script-src="${src}"></sq-map><sq-map api-key="k" script-src="${src}"></sq-map></div>`,
      );
      const maps = [...document.querySelectorAll<HTMLElement>('sq-map')];
      await waitFor(() => maps.every((map) => map.dataset.state === 'map'), 'both maps', 10_000);
      expect([...document.scripts].filter((script) => script.src.includes(src)).length).to.equal(1);
      expect(await requestsTo(src)).to.have.length(1);
    });

    it('asks for it only once the map comes into view', async () => {
      const src = scriptSrc();
      const page = fixture(
        `<div><div style="height:3000px"></div><sq-map api-key="k" script-src="${src}"></sq-map></div>`,
      );
      const element = page.querySelector('sq-map') as HTMLElement;
      window.scrollTo(0, 0);
      try {
        await waitFor(() => element.dataset.state === 'card', 'the card');
        // The element observes itself from its first effects (which set data-state): once this observer has
        // heard that it is out of view, the element's own has too.
        const outOfView = await new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve(entry?.isIntersecting === false);
          });
          observer.observe(element);
        });
        expect(outOfView).to.equal(true);
        expect(element.dataset.state).to.equal('card');
        expect([...document.scripts].some((script) => script.src.includes(src))).to.equal(false);
        expect(await requestsTo(src)).to.deep.equal([]);
        element.scrollIntoView();
        await waitFor(() => element.dataset.state === 'map', 'the map once in view', 10_000);
        expect(await requestsTo(src)).to.have.length(1);
      } finally {
        window.scrollTo(0, 0);
      }
    });

    it('rejects with the map’s time-out when the script never calls back, and keeps the card', async () => {
      mapSettings.loadTimeoutMs = 300;
      forgetWarnings();
      const errors: string[] = [];
      let element: HTMLElement | undefined;
      let took = 0;
      const warnings = await captureWarnings(async () => {
        element = fixture(`<sq-map api-key="k" script-src="${scriptSrc('&never=1')}" address-title="Quay"></sq-map>`);
        const map = element;
        map.addEventListener('sq-map-error', (event) => errors.push((event as CustomEvent).detail.message));
        await waitFor(() => map.dataset.state === 'loading', 'the load');
        const started = performance.now();
        await waitFor(() => map.dataset.state === 'failed', 'the time-out', 5000);
        took = performance.now() - started;
      });
      const map = element as HTMLElement;
      expect(took).to.be.greaterThan(200);
      expect(errors).to.deep.equal([mapTimeoutText(300)]);
      expect(warnings).to.include(mapTimeoutText(300));
      expect(part(map, 'card')?.checkVisibility()).to.equal(true);
      expect(part(map, 'message')?.textContent).to.equal('The interactive map could not be loaded.');
      expect(part(map, 'load'), 'a try again').to.exist;
    });

    it('draws the style presets: Minimal Dark by id 5, Satellite as hybrid with labels', async () => {
      const mark = calls().length;
      await loadedMap(`api-key="k" script-src="${scriptSrc()}" map-style="5"`);
      const made = calls()
        .slice(mark)
        .find((call) => call.call === 'Map');
      expect(made?.args[0]?.styles).to.deep.equal(STYLE_PRESETS.MinimalDark);
      const next = calls().length;
      const satellite = await loadedMap(`api-key="k" script-src="${scriptSrc()}" map-style="3"`);
      const drawn = calls()
        .slice(next)
        .find((call) => call.call === 'Map');
      expect(drawn?.args[0]).to.include({ mapTypeId: 'hybrid', gestureHandling: 'cooperative' });
      expect(satellite.shadowRoot?.querySelector('[data-map-type]')?.getAttribute('data-map-type')).to.equal('hybrid');
    });

    it('sends a burst of option updates to the map 60 ms after its last change, never sooner, with the last values', async () => {
      const element = await loadedMap(`api-key="k" script-src="${scriptSrc()}" map-zoom="10"`);
      const mark = calls().length;
      const changes: number[] = [];
      // Three updates, each drawn before the next: a burst while they come closer than 60 ms apart.
      for (const [zoom, title] of [
        ['11', 'A'],
        ['12', 'B'],
        ['13', 'C'],
      ] as const) {
        changes.push(performance.now());
        element.setAttribute('map-zoom', zoom);
        element.setAttribute('map-style', '2');
        element.setAttribute('address-title', title);
        await waitFor(() => !!part(element, 'map')?.getAttribute('aria-label')?.startsWith(`Map of ${title}.`), title);
      }
      const updates = () =>
        calls()
          .slice(mark)
          .filter((call) => call.call === 'Map.setOptions');
      await waitFor(() => updates().some((call) => call.args[0]?.zoom === 13), 'the update');
      // No update reaches the map sooner than 60 ms after a change (a busy machine may split the burst, never hurry it).
      for (const update of updates()) {
        const before = changes.filter((at) => at <= update.at).at(-1) as number;
        expect(update.at - before, 'ms from the change before it').to.be.at.least(60);
      }
      expect(updates().length).to.be.below(changes.length + 1);
      const final = updates().at(-1) as StandInCall;
      expect(final.args[0]).to.include({ zoom: 13 });
      expect(final.args[0]?.styles).to.deep.equal(STYLE_PRESETS.Grayscale);
      expect(
        calls()
          .slice(mark)
          .filter((call) => call.call === 'Marker.setOptions')
          .at(-1)?.args[0],
      ).to.include({
        title: 'C',
      });
    });
  });

  describe('Consent', () => {
    it('waits for the site context of a <sq-runtime> further down the page, defined after it: its restrictive policy loads nothing', async () => {
      const src = scriptSrc();
      const restrictive = JSON.stringify({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
      const frame = await loadFrame(
        '/test/browser/pages/prerendered.html',
        'prerenderedPage',
        'position:fixed;left:0;top:0;width:600px;height:400px;border:0',
      );
      try {
        const page = (frame.contentWindow as unknown as { prerenderedPage: PrerenderedPage }).prerenderedPage;
        const scripts = () => [...(frame.contentDocument?.scripts ?? [])].filter((script) => script.src.includes(src));
        // The map's code first, the runtime's after: the map is drawn, in view, before the page's context is given.
        await page.define(
          `<sq-map api-key="k" script-src="${src}" address-title="Quay"></sq-map><sq-runtime context='${restrictive}'></sq-runtime>`,
          '/elements/sq-map/map.element.ts',
        );
        const map = frame.contentDocument?.querySelector('sq-map') as HTMLElement;
        await waitFor(() => map.dataset.state === 'card' && !!part(map, 'load'), 'the card');
        await observed(map);
        // No wait here: an ask made before the context is known, now or while the runtime's code loads, is still
        // there at the end, in the page's scripts and in the calls the reference API counts.
        expect(scripts(), 'nothing asked of the Maps script before the context is known').to.have.length(0);
        await page.load('/elements/sq-runtime/runtime.element.ts');
        const runtime = frame.contentDocument?.querySelector('sq-runtime') as HTMLElement;
        await waitFor(() => runtime.dataset.state === 'active', 'the runtime to give the context');
        // Frames: time for the script to (wrongly) be asked for, before the context or after it; nothing to wait for.
        await settle();
        expect(scripts(), 'nothing under the restrictive policy without a choice').to.have.length(0);
        expect(map.dataset.state).to.equal('card');
        expect(await requestsTo(src)).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });

    it('asks nothing of the Maps script before consent; the click-to-load control asks for it, and the map loads once given', async () => {
      setCookie('ss_cookieAllowed', 'false');
      const src = scriptSrc();
      const element = fixture(`<sq-map api-key="k" script-src="${src}" address-title="Quay"></sq-map>`);
      await waitFor(() => !!part(element, 'load'), 'the click-to-load control');
      expect(element.dataset.state).to.equal('card');
      part(element, 'load')?.click();
      await waitFor(() => element.dataset.state === 'consent', 'the consent request');
      expect(part(element, 'message')?.textContent).to.contain('Allow cookies to show it');
      expect(await requestsTo(src)).to.deep.equal([]);
      expect([...document.scripts].some((script) => script.src.includes(src))).to.equal(false);
      consent.choose(true);
      try {
        await waitFor(() => element.dataset.state === 'map', 'the map after consent', 10_000);
        expect(await requestsTo(src)).to.have.length(1);
      } finally {
        consent.releaseBanner();
        document.querySelector('sq-cookie-banner')?.remove();
      }
    });

    it('loads without asking where the site does not count the map as needing consent', async () => {
      setCookie('ss_cookieAllowed', 'false');
      await loadedMap(`api-key="k" script-src="${scriptSrc()}" needs-consent="false"`);
    });
  });

  describe('The wheel and the keyboard', () => {
    it('scrolls the page with the wheel alone (a hint says Ctrl zooms); Ctrl with the wheel zooms the map', async () => {
      const element = await loadedMap(
        `api-key="k" script-src="${scriptSrc()}" map-zoom="12"`,
        '<div style="height:40px"></div>',
      );
      const spacer = fixture('<div style="height:3000px"></div>');
      const box = part(element, 'map') as HTMLElement;
      window.scrollTo(0, 0);
      const mark = calls().length;
      // What the Maps script's own DOM hears: the wheel alone never reaches it (no second hint of its own).
      const heard: boolean[] = [];
      element.shadowRoot
        ?.querySelector('[data-stand-in-map]')
        ?.addEventListener('wheel', (event) => heard.push((event as WheelEvent).ctrlKey));
      const hints = watchHints(element);
      await wheel(box, 120);
      await waitFor(() => window.scrollY > 0, 'the page to scroll');
      await waitFor(() => hints.texts.length > 0, 'the hint');
      hints.stop();
      expect(hints.texts).to.have.length(1);
      expect(hints.texts[0]).to.match(/^Use (Ctrl|⌘) \+ scroll to zoom the map$/);
      expect(
        calls()
          .slice(mark)
          .some((call) => call.call === 'Map.setZoom'),
      ).to.equal(false);
      const scrolled = window.scrollY;
      await wheel(box, -120, true);
      await waitFor(
        () =>
          calls()
            .slice(mark)
            .some((call) => call.call === 'Map.setZoom'),
        'the zoom',
      );
      expect(
        calls()
          .slice(mark)
          .find((call) => call.call === 'Map.setZoom')?.args,
      ).to.deep.equal([13]);
      expect(window.scrollY).to.equal(scrolled);
      expect(heard).to.deep.equal([true]);
      spacer.remove();
      window.scrollTo(0, 0);
    });

    it('scrolls the page under one finger (a hint says two move the map), and moves the map under two', async () => {
      const element = await loadedMap(
        `api-key="k" script-src="${scriptSrc()}" map-lat="0" map-lng="0" map-zoom="12"`,
        '<div style="height:40px"></div>',
      );
      const spacer = fixture('<div style="height:3000px"></div>');
      try {
        const box = part(element, 'map') as HTMLElement;
        window.scrollTo(0, 0);
        const mark = calls().length;
        const moves = () =>
          calls()
            .slice(mark)
            .filter((call) => call.call === 'Map.touchPan');
        // What the Maps script's own DOM hears: one finger never reaches it.
        const heard: number[] = [];
        element.shadowRoot
          ?.querySelector('[data-stand-in-map]')
          ?.addEventListener('touchmove', (event) => heard.push((event as TouchEvent).touches.length));
        const middle = () => {
          const rect = box.getBoundingClientRect();
          return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
        };
        const start = middle();
        // The page's scroll ends after the finger's fling: the two fingers below start from a page at rest.
        const settled = new Promise((resolve) => document.addEventListener('scrollend', resolve, { once: true }));
        const hints = watchHints(element);
        await swipe({ x: start.x, y: start.y + 80 }, { x: start.x, y: start.y - 80 });
        await waitFor(() => hints.texts.length > 0, 'the hint');
        hints.stop();
        expect(hints.texts).to.deep.equal(['Use two fingers to move the map']);
        await settled;
        expect(window.scrollY, 'the page under one finger').to.be.greaterThan(0);
        expect(moves(), 'the map under one finger').to.deep.equal([]);
        expect(heard).to.deep.equal([]);

        // The fling scrolls as far as the machine lets it run: the map's middle may now be near or past the
        // window's top edge, where two fingers starting around it would land outside the window.
        box.scrollIntoView({ block: 'center', behavior: 'instant' });
        const scrolled = window.scrollY;
        const at = middle();
        expect(at.y - 60, 'the fingers stay inside the window').to.be.greaterThan(0);
        await pinch(
          [
            { x: at.x - 40, y: at.y + 40 },
            { x: at.x + 40, y: at.y + 40 },
          ],
          [
            { x: at.x - 40, y: at.y - 60 },
            { x: at.x + 40, y: at.y - 60 },
          ],
        );
        await waitFor(() => moves().length > 0, 'the map to move under two fingers');
        expect(window.scrollY, 'the page under two fingers').to.equal(scrolled);
        // The fingers went up: the map follows them, its centre goes south.
        expect((moves().at(-1) as StandInCall).args[0]?.lat).to.be.below(0);
        expect(heard.length).to.be.greaterThan(0);
        expect(heard.every((fingers) => fingers === 2)).to.equal(true);
        expect(part(element, 'hint'), 'no hint for two fingers').to.equal(null);
      } finally {
        spacer.remove();
        window.scrollTo(0, 0);
      }
    });

    it('moves and zooms the map from the keyboard without animated pans, and the marker opens the map service', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const opened: unknown[][] = [];
      const restore = overrideProperty(window, 'open', (...args: unknown[]) => {
        opened.push(args);
        return null;
      });
      try {
        const element = await loadedMap(
          `api-key="k" script-src="${scriptSrc()}" map-lat="0" map-lng="0" map-zoom="2" link-on-click`,
          '<button>before</button>',
        );
        const mark = calls().length;
        (document.querySelector('button') as HTMLButtonElement).focus();
        await sendKeys({ press: 'Tab' });
        expect(element.shadowRoot?.activeElement).to.equal(part(element, 'map'));
        await sendKeys({ press: 'ArrowRight' });
        await sendKeys({ press: '+' });
        const moves = calls().slice(mark);
        expect(moves.map((call) => call.call)).to.deep.equal(['Map.setCenter', 'Map.setZoom']);
        expect(moves[0]?.args[0]?.lng).to.be.greaterThan(0);
        expect(moves[1]?.args).to.deep.equal([3]);
        await sendKeys({ press: 'Tab' });
        const marker = element.shadowRoot?.querySelector('[data-stand-in-marker]');
        expect(element.shadowRoot?.activeElement).to.equal(marker);
        await sendKeys({ press: 'Enter' });
        expect(opened).to.deep.equal([['https://www.google.com/maps/search/?api=1&query=0%2C0', '_blank', 'noopener']]);
      } finally {
        restore();
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('Server rendering', () => {
    it('writes the card: the address, the marker and the link, with no map', async () => {
      const html = await prerender(
        '<!doctype html><html><body><sq-map api-key="k" address-title="Harbour Bakery" address-line1="12 Quay Street"></sq-map></body></html>',
      );
      expect(html, html).to.contain('<strong>Harbour Bakery</strong><span>12 Quay Street</span>');
      expect(html).to.contain('part="link"');
      expect(html).to.contain('part="load"');
      expect(html).not.to.contain('part="map"');
    });
  });

  describe('Accessibility', () => {
    it('has no axe violations as the card, the consent request and the loaded map', async () => {
      const card = fixture('<sq-map address-title="Harbour Bakery" address-line1="12 Quay Street"></sq-map>');
      await waitFor(() => !!part(card, 'card'), 'the card');
      expect((await axe.run(card)).violations.map((violation) => violation.id)).to.deep.equal([]);
      setCookie('ss_cookieAllowed', 'false');
      const asking = fixture(`<sq-map api-key="k" script-src="${scriptSrc()}"></sq-map>`);
      await waitFor(() => !!part(asking, 'load'), 'the control');
      part(asking, 'load')?.click();
      await waitFor(() => asking.dataset.state === 'consent', 'the consent request');
      expect((await axe.run(asking)).violations.map((violation) => violation.id)).to.deep.equal([]);
      clearCookies();
      // Out of the way: the map loads once in view.
      card.remove();
      asking.remove();
      const map = await loadedMap(`api-key="k" script-src="${scriptSrc()}" address-title="Harbour Bakery"`);
      expect((await axe.run(map)).violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });
});
