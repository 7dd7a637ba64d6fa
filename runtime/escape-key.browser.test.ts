import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { account, CONFIG_AREA, PAGE, recordedNavigation, site } from '../test/browser/account.ts';
import { lastRequestId, received } from '../test/browser/api.ts';
import { cleanup, fixture } from '../test/browser/harness.ts';
import { type CloseReason, closeStack, registerClosable } from './close-stack.ts';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, type SiteContext, siteContext } from './context.ts';
import {
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  type EscapeKey,
  editorGuideOpen,
  installEscapeKey,
  LOGIN_REQUEST_EVENT,
} from './escape-key.ts';
import { LOGOUT_URL } from './logout.logic.ts';

let escapeKey: EscapeKey | undefined;
let navigations: string[] = [];
const undo: (() => void)[] = [];

/** Installs the service as the page would, with navigations recorded instead of followed. */
function install(context: SiteContext = {}, address = PAGE): void {
  escapeKey?.uninstall();
  siteContext.set(context);
  const recorded = recordedNavigation(address);
  navigations = recorded.navigations;
  escapeKey = installEscapeKey(recorded.navigation);
}

/** Events of `type` that reached `window`, after bubbling from wherever they were fired. */
function heard(type: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  const listener = (event: Event) => seen.push(event as CustomEvent);
  window.addEventListener(type, listener);
  undo.push(() => window.removeEventListener(type, listener));
  return seen;
}

/** Whether each Escape keydown was taken (default prevented) by the time it left the document. */
function keydownsTaken(): boolean[] {
  const taken: boolean[] = [];
  const listener = (event: KeyboardEvent) => taken.push(event.defaultPrevented);
  window.addEventListener('keydown', listener);
  undo.push(() => window.removeEventListener('keydown', listener));
  return taken;
}

/** Opens a closable item named `name`; closing it records `name:reason` and takes it off the stack. */
function openItem(name: string, closed: string[], inside?: Element): void {
  const off = registerClosable({
    contains: (path) => inside !== undefined && path.includes(inside),
    close: (reason: CloseReason) => {
      closed.push(`${name}:${reason}`);
      off();
    },
  });
  undo.push(off);
}

const press = (keys: string) => sendKeys({ press: keys });
const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

describe('Escape key (spec 000 §2 "Escape-key behaviour", §4, §6)', () => {
  beforeEach(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
  });

  afterEach(async () => {
    escapeKey?.uninstall();
    escapeKey = undefined;
    navigations = [];
    for (const step of undo.splice(0)) step();
    siteContext.set({});
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
    editorGuideOpen.set(false);
    cleanup();
    await resetMouse();
  });

  describe('Close stack', () => {
    it('Escape closes three stacked items newest first, and only then acts for the account', async () => {
      install(account);
      const closed: string[] = [];
      const taken = keydownsTaken();
      for (const name of ['first', 'second', 'third']) openItem(name, closed);
      for (let count = 0; count < 3; count++) await press('Escape');
      expect(closed).to.deep.equal(['third:escape', 'second:escape', 'first:escape']);
      expect(closeStack.size()).to.equal(0);
      expect(navigations, 'nothing but closing while items were open').to.deep.equal([]);
      await press('Escape');
      expect(navigations).to.deep.equal([CONFIG_AREA]);
      expect(taken).to.deep.equal([true, true, true, true]);
    });

    it('an item that closes on Escape keeps a native dialog inside it from also cancelling', async () => {
      install();
      const dialog = fixture<HTMLDialogElement>('<dialog><button type="button">Inside</button></dialog>');
      let cancels = 0;
      dialog.addEventListener('cancel', () => cancels++);
      dialog.showModal();
      const closed: string[] = [];
      openItem('lightbox', closed, dialog);
      await press('Escape');
      expect(closed).to.deep.equal(['lightbox:escape']);
      expect(cancels).to.equal(0);
      expect(dialog.open).to.equal(true);
    });

    it('a modal dialog opened after an item is newer: Escape cancels the dialog and leaves the item open', async () => {
      install(account);
      const closed: string[] = [];
      openItem('popup', closed);
      const dialog = fixture<HTMLDialogElement>('<dialog><button type="button">Okay</button></dialog>');
      dialog.showModal();
      await press('Escape');
      expect(dialog.open).to.equal(false);
      expect(closed).to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
      await press('Escape');
      expect(closed).to.deep.equal(['popup:escape']);
    });

    describe('Outside clicks, with the mouse', () => {
      let outside: HTMLButtonElement;
      let other: HTMLButtonElement;
      let inner: HTMLButtonElement;
      let closed: string[];

      beforeEach(() => {
        install();
        const layer = fixture(`
          <div style="position:fixed;inset:0 auto auto 0;width:420px;height:260px;z-index:2147483647;background:#fff">
            <button type="button" id="outside" style="position:absolute;left:10px;top:10px;width:120px;height:40px">Outside</button>
            <button type="button" id="other" style="position:absolute;left:240px;top:10px;width:120px;height:40px">Other</button>
            <div id="panel" style="position:absolute;left:10px;top:100px;width:300px;height:120px">
              <button type="button" id="inner" style="margin:20px;width:120px;height:40px">Inside</button>
            </div>
          </div>`);
        outside = layer.querySelector('#outside') as HTMLButtonElement;
        other = layer.querySelector('#other') as HTMLButtonElement;
        inner = layer.querySelector('#inner') as HTMLButtonElement;
        closed = [];
        openItem('menu', closed, layer.querySelector('#panel') as HTMLElement);
      });

      it('a press and release on the same element outside closes the top item', async () => {
        await sendMouse({ type: 'click', position: centre(outside) });
        expect(closed).to.deep.equal(['menu:outside']);
      });

      it('a press on one element released on another closes nothing', async () => {
        await sendMouse({ type: 'move', position: centre(outside) });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: centre(other) });
        await sendMouse({ type: 'up' });
        expect(closed).to.deep.equal([]);
        expect(closeStack.size()).to.equal(1);
      });

      it('a click inside the item closes nothing', async () => {
        await sendMouse({ type: 'click', position: centre(inner) });
        expect(closed).to.deep.equal([]);
        expect(closeStack.size()).to.equal(1);
      });
    });
  });

  describe('Escape with nothing open', () => {
    it('takes a logged-in account to /config/ on the identifier subdomain, with the path and query in frameUrl', async () => {
      install(account);
      await press('Escape');
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    for (const [where, context] of [
      ['website', { ...site, website: { ...site.website, useEscapeKeyToLogin: true } }],
      ['websiteSettings', { ...site, websiteSettings: { useEscapeKeyToLogin: true } }],
    ] as const) {
      it(`asks an anonymous visitor to sign in when ${where}.useEscapeKeyToLogin is on`, async () => {
        install(context);
        const requests = heard(LOGIN_REQUEST_EVENT);
        await press('Escape');
        expect(requests).to.have.length(1);
        expect(requests[0]?.target).to.equal(document);
        expect(requests[0]?.bubbles).to.equal(true);
        expect(requests[0]?.composed).to.equal(true);
        expect(navigations).to.deep.equal([]);
      });
    }

    it('does nothing for an anonymous visitor when useEscapeKeyToLogin is off', async () => {
      install({ ...site, website: { ...site.website, useEscapeKeyToLogin: false } });
      const requests = heard(LOGIN_REQUEST_EVENT);
      const taken = keydownsTaken();
      await press('Escape');
      expect(requests).to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
      expect(taken).to.deep.equal([false]);
    });

    it('in the editor, toggles the full-screen preview, or closes the open guide', async () => {
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      install(account);
      const toggles = heard(EDITOR_TOGGLE_PREVIEW_EVENT);
      const closes = heard(EDITOR_CLOSE_GUIDE_EVENT);
      await press('Escape');
      expect([toggles.length, closes.length]).to.deep.equal([1, 0]);
      editorGuideOpen.set(true);
      await press('Escape');
      expect([toggles.length, closes.length]).to.deep.equal([1, 1]);
      expect(closes[0]?.bubbles && closes[0]?.composed).to.equal(true);
      expect(toggles[0]?.bubbles && toggles[0]?.composed).to.equal(true);
      expect(navigations, 'the editor is the configuration area already').to.deep.equal([]);
    });
  });

  describe('Typing', () => {
    const typingTargets: [string, string][] = [
      ['an input', '<input aria-label="Name">'],
      ['a textarea', '<textarea aria-label="Message"></textarea>'],
      ['a select', '<select aria-label="Size"><option>S</option><option>M</option></select>'],
      ['editable text', '<div contenteditable="true">Notes</div>'],
    ];

    for (const [name, html] of typingTargets) {
      it(`Escape and Shift+Escape in ${name} do nothing but close what is open`, async () => {
        const after = await lastRequestId();
        install(account);
        const target = fixture(html);
        target.focus();
        await press('Escape');
        await press('Shift+Escape');
        expect(navigations).to.deep.equal([]);
        const closed: string[] = [];
        openItem('popup', closed);
        await press('Escape');
        expect(closed).to.deep.equal(['popup:escape']);
        expect(navigations).to.deep.equal([]);
        expect(await received(LOGOUT_URL, after)).to.deep.equal([]);
      });
    }

    it('looks into shadow roots: an input inside an element counts as typing', async () => {
      install({ ...site, websiteSettings: { useEscapeKeyToLogin: true } });
      const requests = heard(LOGIN_REQUEST_EVENT);
      const host = fixture('<div></div>');
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Search');
      host.attachShadow({ mode: 'open' }).append(input);
      input.focus();
      await press('Escape');
      expect(requests).to.deep.equal([]);
      (document.activeElement as HTMLElement).blur();
      await press('Escape');
      expect(requests).to.have.length(1);
    });
  });
});
