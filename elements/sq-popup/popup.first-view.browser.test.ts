import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { cleanup, fixture, MODULE_LOAD_TIMEOUT_MS, waitFor } from '../../test/browser/harness.ts';
import { release, serverRendered } from '../../test/browser/hold-act-release.ts';
import { wait } from '../waiting-elements.ts';
import firstView from './popup.first-view.ts';
import { POPUP_RECORD_KEY, type PopupRecord } from './popup.logic.ts';

// The element's module is imported by the last test alone: until then the tag is undefined, as on a page whose
// popup its first view opened. The form inside is the server's too, and waits as it would on such a page.
const loadElements = () => Promise.all([import('./popup.element.ts'), import('../sq-form/form.element.ts')]);

const FORM = `<sq-form form-id="popup-letter" fields='[{"id":"name","type":"text","label":"Name"},{"id":"email","type":"email","label":"Email Address"}]'></sq-form>`;
const POPUP = `<sq-popup enable-mobile><h2>Join the studio letter</h2>${FORM}</sq-popup>`;

const stored = (): PopupRecord | null => JSON.parse(localStorage.getItem(POPUP_RECORD_KEY) ?? 'null');
const dialogOf = (host: Element) => host.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
const nameOf = (host: Element) =>
  host.querySelector('sq-form')?.shadowRoot?.querySelector('input[name=name]') as HTMLInputElement;

/** Events of a type the page hears, with their detail. */
function hear(type: string): unknown[] {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  document.addEventListener(type, listener);
  listeners.push(() => document.removeEventListener(type, listener));
  return heard;
}
const listeners: (() => void)[] = [];

/** A server-rendered popup, shown by its first view; resolves once it says it is open. */
async function opened(markup = POPUP): Promise<HTMLElement> {
  const host = (await serverRendered(markup))[0] as HTMLElement;
  let asked = 0;
  expect(
    firstView(host, () => asked++),
    'its code is not wanted',
  ).to.equal(false);
  await waitFor(() => host.dataset.state === 'open', 'the popup open');
  expect(asked).to.equal(0);
  return host;
}

describe('sq-popup: opened by its first view, with no React', () => {
  // The page links sq-elements.css, as the README says a page does: what it gives an undefined popup must let it show.
  before(async () => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = new URL('../sq-elements.css', import.meta.url).href;
    const loaded = new Promise((resolve, reject) => {
      sheet.onload = resolve;
      sheet.onerror = reject;
    });
    document.head.append(sheet);
    await loaded;
  });
  beforeEach(() => localStorage.removeItem(POPUP_RECORD_KEY));
  afterEach(() => {
    for (const stop of listeners.splice(0)) stop();
    cleanup();
    localStorage.removeItem(POPUP_RECORD_KEY);
  });

  it('opens as a modal dialog named by its heading, focus on the first field of the server’s form, and says sq-open', async () => {
    const openings = hear('sq-open');
    const host = await opened();
    const dialog = dialogOf(host);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Join the studio letter');
    expect(deepActive() === nameOf(host), 'focus on the name field').to.equal(true);
    expect(openings).to.deep.equal([{}]);
    expect(host.shadowRoot?.querySelector('[part=close-button]')?.getAttribute('aria-label')).to.equal('Close');
    const box = host.shadowRoot?.querySelector('[part=panel]')?.getBoundingClientRect();
    expect(box && box.width > 200 && box.height > 100, 'the panel is drawn with its sheet').to.equal(true);
    expect([customElements.get('sq-popup'), customElements.get('sq-form')], 'no element code ran').to.deep.equal([
      undefined,
      undefined,
    ]);
  });

  it('closes on Escape: the date recorded, sq-close said, focus back where it was, not shown again', async () => {
    const opener = fixture<HTMLButtonElement>('<button type="button">Before</button>');
    opener.focus();
    const closings = hear('sq-close');
    const host = await opened();
    const before = Date.now();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => host.dataset.state === 'closed', 'the popup closed');
    expect(dialogOf(host).open).to.equal(false);
    expect(closings).to.deep.equal([{ reason: 'escape' }]);
    expect(stored()?.['date-closed']).to.be.at.least(before);
    expect(document.activeElement === opener, 'focus back on what had it').to.equal(true);
    const again = (await serverRendered(POPUP))[0] as HTMLElement;
    expect(
      firstView(again, () => {}),
      'closed a moment ago: shown again in 7 days',
    ).to.equal(false);
    expect(again.shadowRoot?.querySelector('dialog'), 'nothing opened').to.equal(null);
  });

  it('closes with its close button and on a click outside, each time saying how', async () => {
    const closings = hear('sq-close');
    const host = await opened();
    (host.shadowRoot as ShadowRoot).querySelector<HTMLButtonElement>('[part=close-button]')?.click();
    expect([host.dataset.state, dialogOf(host).open]).to.deep.equal(['closed', false]);
    localStorage.removeItem(POPUP_RECORD_KEY);
    cleanup();
    const second = await opened();
    await sendMouse({ type: 'click', position: [4, 4] });
    await waitFor(() => second.dataset.state === 'closed', 'the popup closed by a click outside');
    expect(closings).to.deep.equal([{ reason: 'close-button' }, { reason: 'outside' }]);
  });

  it('records a sign-up in it, so a popup shown until sign-up stays away', async () => {
    const host = await opened(POPUP.replace('<sq-popup enable-mobile>', '<sq-popup enable-mobile show-until-signup>'));
    host
      .querySelector('sq-form')
      ?.dispatchEvent(new CustomEvent('sq-submit-success', { bubbles: true, composed: true }));
    expect(stored()?.submitted).to.equal(true);
  });

  it('asks for its code when its content has an element the server did not draw, which would grow in front of the visitor', async () => {
    const host = (
      await serverRendered(`<sq-popup enable-mobile><h2>Hi</h2><x-late-widget></x-late-widget></sq-popup>`)
    )[0] as HTMLElement;
    expect(firstView(host, () => {})).to.equal(true);
    expect(host.shadowRoot?.querySelector('dialog'), 'the element’s view opens it').to.equal(null);
  });

  it('moves focus into the form without that counting as the visitor reaching for it: the form loads when they type', async () => {
    const host = (await serverRendered(POPUP))[0] as HTMLElement;
    const form = host.querySelector('sq-form') as HTMLElement;
    const loads: string[] = [];
    // As the autoloader's waiting part has them: it runs the popup's first view, which opens it.
    wait(host, (tag) => loads.push(tag));
    wait(form, (tag) => loads.push(tag));
    await waitFor(() => host.dataset.state === 'open', 'the popup open');
    expect(deepActive() === nameOf(host), 'focus on the name field').to.equal(true);
    expect(loads, 'nothing asked for by the focus it moved').to.deep.equal([]);
    await sendKeys({ type: 'A' });
    expect(loads, 'the visitor types: the form’s code').to.deep.equal(['sq-form']);
  });

  it('is taken over by its code as it loads while open: still open, the typed text and caret kept, one panel, no second sq-open', async function () {
    this.timeout(MODULE_LOAD_TIMEOUT_MS);
    const openings = hear('sq-open');
    const closings = hear('sq-close');
    const host = await opened();
    const name = nameOf(host);
    await sendKeys({ type: 'Ada Lovelace' });
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowLeft' });
    const dialog = dialogOf(host);
    const panels = () => [...(host.shadowRoot?.querySelectorAll('[part=panel]') ?? [])];
    const firstViewPanel = panels()[0];

    await release(host, loadElements);
    await waitFor(() => panels().length === 1 && panels()[0] !== firstViewPanel, 'the view’s panel alone');

    expect(dialogOf(host) === dialog && dialog.matches(':modal'), 'the same dialog, still modal').to.equal(true);
    expect(host.dataset.state).to.equal('open');
    expect(deepActive() === name, 'focus still in the field').to.equal(true);
    expect([name.value, name.selectionStart]).to.deep.equal(['Ada Lovelace', 8]);
    expect(openings, 'said once, by the first view').to.deep.equal([{}]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => host.dataset.state === 'closed', 'the popup closed by Escape, through its code');
    expect(closings).to.deep.equal([{ reason: 'escape' }]);
    expect(dialog.open).to.equal(false);
  });
});
