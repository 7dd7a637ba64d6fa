import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { injectFault, lastRequestId, received, setCrumb } from '../test/browser/api.ts';
import { loadFrame } from '../test/browser/frame.ts';
import { cleanup, fixture, settle, sleep, waitFor } from '../test/browser/harness.ts';
import type { KeyboardPage } from '../test/browser/pages/keyboard-page.ts';
import { type CloseReason, closeStack, registerClosable } from './close-stack.ts';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, type SiteContext, siteContext } from './context.ts';
import { closeDialog, openDialogs } from './dialogs.ts';
import { LOGOUT_URL } from './keyboard.logic.ts';
import {
  EDITOR_CLOSE_GUIDE_EVENT,
  EDITOR_TOGGLE_PREVIEW_EVENT,
  editorGuideOpen,
  installKeyboard,
  type Keyboard,
  LOGIN_REQUEST_EVENT,
  NO_REDIRECT_KEY,
} from './keyboard.ts';

/** A published page on a custom domain, and its configuration area on the identifier subdomain. */
const PAGE = 'https://www.harbour.example/shop/boats?sort=price';
const CONFIG_AREA = 'https://harbour-shop.example-platform.com/config/?frameUrl=%2Fshop%2Fboats%3Fsort%3Dprice';
const FRAME_PAGE = '/test/browser/pages/keyboard.html';

const site = { website: { id: 'w1', identifier: 'harbour-shop' }, appDomain: 'example-platform.com' };
/** Logged in, without a role on this site: Escape goes to the configuration area, arriving does not. */
const account: SiteContext = { ...site, authenticatedAccount: { id: 'a1' } };
/** The site's owner (admin, role 1). */
const owner: SiteContext = { ...account, websiteRoles: { 1: true } };

let keyboard: Keyboard | undefined;
let navigations: string[] = [];
let frame: HTMLIFrameElement | undefined;
const undo: (() => void)[] = [];

/** Installs the service as the page would, with navigations recorded instead of followed. */
function install(context: SiteContext = {}, address = PAGE): void {
  keyboard?.uninstall();
  siteContext.set(context);
  keyboard = installKeyboard({
    navigate: (url) => navigations.push(url),
    reload: () => navigations.push('reload'),
    address: () => address,
  });
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
const framePage = (): KeyboardPage => {
  if (!frame?.contentWindow) throw new Error('The keyboard page is not loaded');
  return (frame.contentWindow as unknown as { keyboardPage: KeyboardPage }).keyboardPage;
};

describe('keyboard (spec 000 §2 "Escape-key behaviour", §4, §6)', () => {
  beforeEach(() => {
    setCrumb('k1');
    (document.activeElement as HTMLElement | null)?.blur?.();
  });

  afterEach(async () => {
    keyboard?.uninstall();
    keyboard = undefined;
    navigations = [];
    for (const step of undo.splice(0)) step();
    for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'cancel');
    // Closed dialogs hide before they are destroyed; the next test starts with none.
    await waitFor(() => openDialogs.get().length === 0, 'every dialog to be destroyed');
    for (const stray of document.querySelectorAll('sq-runtime')) stray.remove();
    siteContext.set({});
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
    editorGuideOpen.set(false);
    sessionStorage.removeItem(NO_REDIRECT_KEY);
    frame?.remove();
    frame = undefined;
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

  describe('Logout (Shift+Escape)', () => {
    it('posts /api/auth/Logout once however often it is pressed while running, then reloads', async () => {
      const after = await lastRequestId();
      await injectFault({ path: LOGOUT_URL, times: 1, status: 204, delayMs: 400 });
      install(account);
      await press('Shift+Escape');
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the page to reload');
      await sleep(300);
      const calls = await received(LOGOUT_URL, after);
      expect(calls.map((call) => [call.method, call.status])).to.deep.equal([['POST', 204]]);
      expect(calls[0]?.query.crumb).to.equal('k1');
      expect(calls[0]?.body).to.equal('');
      expect(navigations).to.deep.equal(['reload']);
    });

    it('may be tried again after a failure, which the data layer shows', async () => {
      const after = await lastRequestId();
      await injectFault({ path: LOGOUT_URL, times: 1, status: 503 });
      install(account);
      await press('Shift+Escape');
      await waitFor(() => openDialogs.get().length > 0, 'the failure to be shown');
      expect(openDialogs.get().map((dialog) => dialog.kind)).to.deep.equal(['system-error-overlay']);
      for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'clear');
      expect(navigations).to.deep.equal([]);
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the page to reload');
      expect((await received(LOGOUT_URL, after)).map((call) => call.status)).to.deep.equal([503, 204]);
      expect(navigations).to.deep.equal(['reload']);
    });

    it('from the editor goes to the site root with logout=true', async () => {
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      install(account);
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the logout to finish');
      expect(navigations).to.deep.equal(['https://www.harbour.example/?logout=true']);
    });

    it('does nothing for an anonymous visitor', async () => {
      const after = await lastRequestId();
      install({ ...site, websiteSettings: { useEscapeKeyToLogin: true } });
      const requests = heard(LOGIN_REQUEST_EVENT);
      await press('Shift+Escape');
      await sleep(300);
      expect(await received(LOGOUT_URL, after)).to.deep.equal([]);
      expect(requests).to.deep.equal([]);
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

  describe('Owner redirect on arrival', () => {
    it('takes a logged-in owner on a published page to the configuration area, once', () => {
      install(owner);
      siteContext.set({ ...owner });
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    it('redirects an owner whose account arrives after the service', () => {
      install(site);
      expect(navigations).to.deep.equal([]);
      siteContext.set(owner);
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    const exceptions: [string, SiteContext, string][] = [
      ['on localhost', owner, 'http://localhost:8000/shop/boats?sort=price'],
      ['on a loopback address', owner, 'http://127.0.0.1:8000/shop/boats'],
      ['when the query has noredirect', owner, `${PAGE}&noredirect`],
      ['for a developer-mode site', { ...owner, website: { ...site.website, developerMode: true } }, PAGE],
      ['for a cloneable site', { ...owner, website: { ...site.website, cloneable: true } }, PAGE],
      ['for a viewer-only role', { ...owner, websiteRoles: { 10: true } }, PAGE],
      ['when nobody is logged in', { ...site, websiteRoles: { 1: true } }, PAGE],
      ['for an account that is not an owner', account, PAGE],
      ['in the configuration area itself', owner, 'https://harbour-shop.example-platform.com/config/pages'],
    ];
    for (const [name, context, address] of exceptions) {
      it(`is skipped ${name}`, () => {
        install(context, address);
        siteContext.set({ ...context });
        expect(navigations).to.deep.equal([]);
      });
    }

    it('is skipped in the editor', () => {
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      install(owner);
      expect(navigations).to.deep.equal([]);
    });

    it('remembers noredirect for the rest of the session', () => {
      install(owner, `${PAGE}&noredirect`);
      expect(sessionStorage.getItem(NO_REDIRECT_KEY)).to.not.equal(null);
      install(owner, PAGE);
      expect(navigations).to.deep.equal([]);
      sessionStorage.removeItem(NO_REDIRECT_KEY);
      install(owner, PAGE);
      expect(navigations).to.deep.equal([CONFIG_AREA]);
    });

    it('is skipped when the page is framed', async () => {
      frame = await loadFrame(FRAME_PAGE, 'keyboardReady');
      framePage().install(owner, PAGE);
      await settle();
      expect(framePage().navigations).to.deep.equal([]);
    });
  });

  describe('Logout confirmation', () => {
    it('shows "Logout Successful" when the address has logout=true, and takes it out of the address', async () => {
      frame = await loadFrame(`${FRAME_PAGE}?logout=true&page=2`, 'keyboardReady');
      framePage().addRuntime();
      await waitFor(() => framePage().renderedDialogs().length > 0, 'the confirmation');
      expect(framePage().renderedDialogs()).to.deep.equal([
        { kind: 'info', title: 'Logout Successful', message: 'You have been successfully logged out.' },
      ]);
      expect(frame.contentWindow?.location.search).to.equal('?page=2');
    });

    it('shows nothing for any other value', async () => {
      frame = await loadFrame(`${FRAME_PAGE}?logout=false`, 'keyboardReady');
      framePage().addRuntime();
      await settle();
      await settle();
      expect(framePage().openDialogCount()).to.equal(0);
      expect(frame.contentWindow?.location.search).to.equal('?logout=false');
    });
  });
});
