import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { consent } from '../../runtime/consent/consent.ts';
import { siteContext } from '../../runtime/core/context.ts';
import { installEscapeKey } from '../../runtime/services/account-keys/escape-key.ts';
import { setCookie } from '../../test/browser/cookies.ts';
import { loadFrame, reloadFrame } from '../../test/browser/frame.ts';
import { cleanup, fixture, readWhenState, settle, waitFor } from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { POPUP_RECORD_KEY, type PopupRecord } from './popup.logic.ts';
import { popupApi } from './popup.schema.ts';
import { CONTENT_WAIT_MS } from './use-content-defined.ts';

const load = () => import('./popup.element.ts');
const CONTENT = `<h2>Join the studio letter</h2>
  <form><label>Email <input type="email" name="email"></label><button type="submit">Sign up</button></form>`;
const DAY = 24 * 60 * 60 * 1000;
const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true };

const stored = (storage: Storage = localStorage): PopupRecord | null =>
  JSON.parse(storage.getItem(POPUP_RECORD_KEY) ?? 'null') as PopupRecord | null;
const dialog = (element: Element) => element.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
const closeButton = (element: Element) => element.shadowRoot?.querySelector('[part=close-button]') as HTMLButtonElement;
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
/** Names the focused element, so a failure prints a word and not a DOM node. */
const focused = () => {
  const active = deepActive();
  return active?.getAttribute('part') ?? active?.getAttribute('name') ?? active?.textContent ?? active?.localName;
};

type Popup = HTMLElement & { readonly updateComplete: Promise<true> };

const make = async (attributes = '') => {
  const element = fixture<Popup>(`<sq-popup ${attributes}>${CONTENT}</sq-popup>`);
  await element.updateComplete;
  return element;
};

const closed = (element: HTMLElement) => waitFor(() => element.dataset.state === 'closed', 'the popup closed');

runElementContract({
  api: popupApi,
  load,
  content: CONTENT,
  samples: {
    overlayStyle: { attribute: '1', value: 1 },
    enableMobile: { attribute: 'true', value: true },
    showUntilSignup: { attribute: 'true', value: true },
    displayFrequency: { attribute: '-1', value: -1 },
    version: { attribute: '3', value: 3 },
    label: { attribute: 'Newsletter', value: 'Newsletter' },
  },
});

describe('sq-popup', () => {
  before(load);
  beforeEach(() => localStorage.removeItem(POPUP_RECORD_KEY));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(POPUP_RECORD_KEY);
    setCookie('ss_cookieAllowed', '', 'path=/; max-age=0');
  });

  describe('Defaults', () => {
    it('opens as a modal dialog named by its heading, focus on the first field, and says sq-open', async () => {
      const opened: unknown[] = [];
      document.addEventListener('sq-open', (event) => opened.push(event.type), { once: true });
      const element = await make();
      expect(element.dataset.state).to.equal('open');
      expect(dialog(element).matches(':modal')).to.equal(true);
      expect(dialog(element).getAttribute('aria-label')).to.equal('Join the studio letter');
      expect(deepActive() === element.querySelector('input'), 'focus on the email field').to.equal(true);
      expect(element.querySelector('h2')?.getClientRects().length, 'content shown').to.be.greaterThan(0);
      expect(opened).to.deep.equal(['sq-open']);
    });

    it('stays hidden, content out of sight, when the record says it was closed a day ago', async () => {
      localStorage.setItem(POPUP_RECORD_KEY, JSON.stringify({ 'date-closed': Date.now() - DAY, version: 0 }));
      const element = await make();
      expect(element.dataset.state).to.equal('hidden');
      expect(dialog(element).open).to.equal(false);
      expect(element.querySelector('h2')?.getClientRects().length).to.equal(0);
    });
  });

  describe('Closing', () => {
    it('the close button closes it, records the date and version, returns focus and says sq-close', async () => {
      const opener = fixture<HTMLButtonElement>('<button type="button">Before</button>');
      opener.focus();
      const closes: unknown[] = [];
      document.addEventListener('sq-close', (event) => closes.push((event as CustomEvent).detail), { once: true });
      const element = await make('version="4"');
      const before = Date.now();
      closeButton(element).click();
      await closed(element);
      expect(element.dataset.state).to.equal('closed');
      expect(dialog(element).open).to.equal(false);
      expect(document.activeElement === opener, 'focus back on the opener').to.equal(true);
      const record = stored();
      expect(record?.version).to.equal(4);
      expect(record?.['date-closed']).to.be.within(before, Date.now());
      expect(closes).to.deep.equal([{ reason: 'close-button' }]);
    });

    it('Escape closes it through the layer stack (reason escape), the Escape-key service leaving it be, and returns focus', async () => {
      const escapeKey = installEscapeKey({ navigate: () => undefined });
      try {
        const opener = fixture<HTMLButtonElement>('<button type="button">Before</button>');
        opener.focus();
        const closes: unknown[] = [];
        document.addEventListener('sq-close', (event) => closes.push((event as CustomEvent).detail), { once: true });
        const element = await make();
        await sendKeys({ press: 'Escape' });
        await closed(element);
        expect(stored()).to.not.equal(null);
        expect(closes).to.deep.equal([{ reason: 'escape' }]);
        expect(document.activeElement === opener, 'focus back on the opener').to.equal(true);
      } finally {
        escapeKey.uninstall();
      }
    });

    it('a click on the backdrop closes it (reason outside); a click inside does not', async () => {
      const closes: unknown[] = [];
      document.addEventListener('sq-close', (event) => closes.push((event as CustomEvent).detail), { once: true });
      const element = await make();
      const box = dialog(element).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + 40), Math.round(box.top + 40)] });
      // The click has been handled: a close it made would have been said (sq-close) and stored as it was.
      expect(closes, 'nothing said after a click inside').to.deep.equal([]);
      expect(stored(), 'nothing stored after a click inside').to.equal(null);
      expect(element.dataset.state, 'after a click inside').to.equal('open');
      await sendMouse({ type: 'click', position: [5, 5] });
      await closed(element);
      expect(closes).to.deep.equal([{ reason: 'outside' }]);
    });

    it('Escape closes it without the Escape-key service too', async () => {
      const element = await make();
      await sendKeys({ press: 'Escape' });
      await closed(element);
    });

    it("keeps the visitor's record in every consent state: closed or signed up, it is not shown on the next page", async () => {
      const states: [string, () => void][] = [
        ['declined', () => consent.choose(false)],
        ['accepted', () => consent.choose(true)],
        ['no choice under a restrictive policy', () => siteContext.set({ cookieSettings: RESTRICTIVE })],
      ];
      try {
        for (const [name, choose] of states) {
          choose();
          const shown = await make('display-frequency="7"');
          closeButton(shown).click();
          await closed(shown);
          expect(stored()?.['date-closed'], `${name}: closed`).to.be.a('number');
          cleanup();
          expect((await make('display-frequency="7"')).dataset.state, `${name}: the next page`).to.equal('hidden');
          cleanup();
          localStorage.removeItem(POPUP_RECORD_KEY);

          const signedUp = await make('show-until-signup');
          signedUp
            .querySelector('form')
            ?.dispatchEvent(new CustomEvent('sq-submit-success', { bubbles: true, composed: true }));
          expect(stored()?.submitted, `${name}: signed up`).to.equal(true);
          cleanup();
          expect((await make('show-until-signup')).dataset.state, `${name}: after signing up`).to.equal('hidden');
          cleanup();
          localStorage.removeItem(POPUP_RECORD_KEY);
          setCookie('ss_cookieAllowed', '', 'path=/; max-age=0');
        }
      } finally {
        siteContext.set({});
      }
    });
  });

  describe('Content', () => {
    it('a successful submission inside marks the record submitted', async () => {
      const element = await make('show-until-signup');
      element
        .querySelector('form')
        ?.dispatchEvent(new CustomEvent('sq-submit-success', { bubbles: true, composed: true }));
      expect(stored()).to.deep.equal({ version: 0, submitted: true });
      cleanup();
      const again = await make('show-until-signup display-frequency="-1"');
      expect(again.dataset.state).to.equal('hidden');
    });
  });

  describe('Keyboard', () => {
    it('Tab stays inside: from the close button to the first field and back with Shift+Tab', async () => {
      await make();
      const seen = [focused()];
      for (let press = 0; press < 3; press++) {
        await sendKeys({ press: 'Tab' });
        seen.push(focused());
      }
      await sendKeys({ press: 'Shift+Tab' });
      seen.push(focused());
      expect(seen).to.deep.equal(['email', 'Sign up', 'close-button', 'email', 'close-button']);
    });
  });

  describe('Content that upgrades late', () => {
    /** A field inside a shadow root, defined only when the test says: as an <sq-form> whose code is still loading. */
    const lateField = () => {
      const tag = `late-field-${Math.random().toString(36).slice(2, 8)}`;
      const define = () =>
        customElements.define(
          tag,
          class extends HTMLElement {
            connectedCallback() {
              const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
              root.innerHTML = '<label>Email <input name="late-email"></label><button type="submit">Join</button>';
            }
          },
        );
      return { tag, define };
    };

    it('opens once the elements in its content are defined, at its full size, focus on the first field', async () => {
      const { tag, define } = lateField();
      const element = fixture<Popup>(`<sq-popup><h2>Letters</h2><${tag}></${tag}></sq-popup>`);
      await element.updateComplete;
      expect(element.dataset.state, 'waiting for its content').to.equal('hidden');
      expect(dialog(element).open).to.equal(false);
      define();
      await waitFor(() => element.dataset.state === 'open', 'the popup to open');
      // Its layout height: the opening animation scales what getBoundingClientRect() reports.
      const opened = dialog(element).offsetHeight;
      expect(focused()).to.equal('late-email');
      // Frames: a layout after the opening, where it would (wrongly) grow.
      await settle();
      expect(dialog(element).offsetHeight, 'the dialog grew after it opened').to.equal(opened);
    });

    it('says sq-open as it shows open, not a task later: a script reading data-state then hears no second opening', async () => {
      const { tag, define } = lateField();
      const element = fixture<Popup>(`<sq-popup><h2>Letters</h2><${tag}></${tag}></sq-popup>`);
      await element.updateComplete;
      const heard: string[] = [];
      const onOpen = () => heard.push('sq-open');
      document.addEventListener('sq-open', onOpen);
      // What a script that loads late does: count a popup already open, then listen for the next opening.
      const openWhenSeen = readWhenState(element, 'open', () => heard.length);
      define();
      try {
        expect(await openWhenSeen, 'sq-open said by the time data-state says open').to.equal(1);
        // Frames: a second opening must have had the time to (wrongly) be said.
        await settle();
        expect(heard).to.deep.equal(['sq-open']);
      } finally {
        document.removeEventListener('sq-open', onOpen);
      }
    });

    it(`opens after ${CONTENT_WAIT_MS} ms when an element of its content is not defined, and focuses its field once it is`, async () => {
      const { tag, define } = lateField();
      const element = fixture(`<sq-popup><h2>Letters</h2><${tag}></${tag}></sq-popup>`);
      const start = performance.now();
      await waitFor(() => element.dataset.state === 'open', 'the popup to stop waiting', CONTENT_WAIT_MS + 2000);
      expect(performance.now() - start).to.be.at.least(CONTENT_WAIT_MS - 50);
      expect(focused()).to.equal('close-button');
      define();
      await waitFor(() => focused() === 'late-email', 'focus on the late field');
    });

    it("keeps Tab inside through the fields of the content's shadow root", async () => {
      const { tag, define } = lateField();
      define();
      fixture(`<sq-popup><h2>Letters</h2><${tag}></${tag}></sq-popup>`);
      await waitFor(() => focused() === 'late-email', 'focus on the field');
      const seen = [focused()];
      for (let press = 0; press < 3; press++) {
        await sendKeys({ press: 'Tab' });
        seen.push(focused());
      }
      await sendKeys({ press: 'Shift+Tab' });
      seen.push(focused());
      expect(seen).to.deep.equal(['late-email', 'Join', 'close-button', 'late-email', 'close-button']);
    });
  });

  describe('Accessibility', () => {
    it('axe finds nothing while it is open', async () => {
      const element = await make();
      const results = await axe.run(element);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).to.deep.equal([]);
    });

    it('animates in, and not at all under reduced motion', async () => {
      // Read from the computed style, which stays set after the 220 ms animation has run, however busy the machine.
      const animation = (element: HTMLElement) =>
        getComputedStyle(element.shadowRoot?.querySelector('[part=dialog]') as Element).animationName;
      const moving = await make();
      expect(animation(moving)).to.equal('sq-popup-in');
      cleanup();
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const still = await make();
        expect(still.dataset.state).to.equal('open');
        expect(animation(still)).to.equal('none');
        expect(still.shadowRoot?.getAnimations().length).to.equal(0);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('Pages', () => {
    const PAGE = '/test/browser/pages/popup/popup.html';
    const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
    });
    const framePopup = () => frame?.contentDocument?.querySelector('sq-popup') as HTMLElement;
    const open = async (query: string, style = 'position:fixed;left:0;top:0;width:800px;height:600px;border:0') => {
      frame = await loadFrame(`${PAGE}?${query}`, 'popupReady', style);
      await waitFor(() => framePopup().dataset.state !== undefined, 'the popup to decide');
      return framePopup();
    };
    /** Navigates the frame to the same page at another time, as a later visit. */
    const visitAt = async (now: number, config: string) => {
      if (!frame) throw new Error('no frame');
      (frame.contentWindow as unknown as Record<string, unknown>).popupReady = false;
      frame.src = `${PAGE}?now=${now}&config=${encodeURIComponent(config)}`;
      await waitFor(
        () => Boolean((frame?.contentWindow as unknown as Record<string, unknown>)?.popupReady),
        'the page to load',
        10000,
      );
      return framePopup().dataset.state;
    };

    it('shows again only once displayFrequency days have passed since it was closed (mocked clock)', async () => {
      const config = '{"displayFrequency":3,"version":1}';
      const popup = await open(`now=${T0}&config=${encodeURIComponent(config)}`);
      expect(popup.dataset.state).to.equal('open');
      closeButton(popup).click();
      await waitFor(() => popup.dataset.state === 'closed', 'the popup to close');
      expect(stored(frame?.contentWindow?.localStorage)).to.deep.equal({ 'date-closed': T0, version: 1 });
      expect(await visitAt(T0 + DAY, config)).to.equal('hidden');
      expect(await visitAt(T0 + 3 * DAY, config)).to.equal('hidden');
      expect(await visitAt(T0 + 3 * DAY + 1000, config)).to.equal('open');
      expect(await visitAt(T0 + DAY, '{"displayFrequency":3,"version":2}'), 'a newer version').to.equal('open');
      expect(await visitAt(T0 + DAY, '{"displayFrequency":-1,"version":1}'), 'every time').to.equal('open');
    });

    it('reload keeps the record: a closed popup stays closed', async () => {
      const popup = await open(`now=${T0}`);
      closeButton(popup).click();
      await waitFor(() => popup.dataset.state === 'closed', 'the popup to close');
      if (!frame) throw new Error('no frame');
      await reloadFrame(frame, 'popupReady');
      expect(framePopup().dataset.state).to.equal('hidden');
    });

    it('is never shown with sqsscreenshot=true', async () => {
      const popup = await open('sqsscreenshot=true&config={"displayFrequency":-1}');
      expect(popup.dataset.state).to.equal('hidden');
    });

    it('is not shown on a mobile width unless enableMobile', async () => {
      const narrow = 'position:fixed;left:0;top:0;width:390px;height:600px;border:0';
      expect((await open('config={}', narrow)).dataset.state).to.equal('hidden');
      frame?.remove();
      expect((await open('config={"enableMobile":true}', narrow)).dataset.state).to.equal('open');
    });
  });
});
