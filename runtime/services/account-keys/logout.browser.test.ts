import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { ACCOUNT_PAGE, account, CONFIG_AREA, PAGE, recordedNavigation, site } from '../../../test/browser/account.ts';
import { injectFault, lastRequestId, receivedHere, setCrumb } from '../../../test/browser/api.ts';
import { loadFrame } from '../../../test/browser/frame.ts';
import { cleanup, waitFor } from '../../../test/browser/harness.ts';
import type { AccountPage } from '../../../test/browser/pages/account-page.ts';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions, type SiteContext, siteContext } from '../../core/context.ts';
import { closeDialog, openDialogs } from '../../core/dialogs.ts';
import { type EscapeKey, installEscapeKey, LOGIN_REQUEST_EVENT } from './escape-key.ts';
import { LOGOUT_URL } from './logout.logic.ts';

let escapeKey: EscapeKey | undefined;
let navigations: string[] = [];
let frame: HTMLIFrameElement | undefined;
const undo: (() => void)[] = [];

/** Installs the Escape key, which logs out on Shift+Escape, with navigations recorded instead of followed. */
function install(context: SiteContext = {}, address = PAGE): void {
  escapeKey?.uninstall();
  siteContext.set(context);
  const recorded = recordedNavigation(address);
  navigations = recorded.navigations;
  escapeKey = installEscapeKey(recorded.navigation);
}

const press = (keys: string) => sendKeys({ press: keys });

/** Counts the requests this page starts to `path`, from now until the test ends. */
function countRequests(path: string): () => number {
  let started = 0;
  const original = window.fetch;
  window.fetch = (input, init) => {
    if (new URL(input instanceof Request ? input.url : String(input), location.href).pathname === path) started++;
    return original(input, init);
  };
  undo.push(() => {
    window.fetch = original;
  });
  return () => started;
}
const framePage = (): AccountPage => {
  if (!frame?.contentWindow) throw new Error('The account page is not loaded');
  return (frame.contentWindow as unknown as { accountPage: AccountPage }).accountPage;
};

describe('logout (spec 000 §2, §7)', () => {
  beforeEach(() => {
    setCrumb('k1');
    (document.activeElement as HTMLElement | null)?.blur?.();
  });

  afterEach(async () => {
    escapeKey?.uninstall();
    escapeKey = undefined;
    navigations = [];
    for (const step of undo.splice(0)) step();
    for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'cancel');
    // Closed dialogs hide before they are destroyed; the next test starts with none.
    await waitFor(() => openDialogs.get().length === 0, 'every dialog to be destroyed');
    for (const stray of document.querySelectorAll('sq-runtime')) stray.remove();
    siteContext.set({});
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
    frame?.remove();
    frame = undefined;
    cleanup();
  });

  describe('Logout (Shift+Escape)', () => {
    it('posts /api/auth/Logout once however often it is pressed while running, then goes to the site root with logout=true', async () => {
      const after = await lastRequestId();
      await injectFault({ path: LOGOUT_URL, times: 1, status: 204, delayMs: 400, fromPage: location.href });
      install(account);
      const started = countRequests(LOGOUT_URL);
      await press('Shift+Escape');
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the page to go');
      // Both presses were handled before the answer the navigation waited for: a second request would have started.
      expect(started(), 'requests started').to.equal(1);
      const calls = await receivedHere(LOGOUT_URL, after);
      expect(calls.map((call) => [call.method, call.status])).to.deep.equal([['POST', 204]]);
      expect(calls[0]?.query.crumb).to.equal('k1');
      expect(calls[0]?.body).to.equal('');
      expect(navigations).to.deep.equal(['https://www.harbour.example/?logout=true']);
    });

    it('may be tried again after a failure, which the data layer shows', async () => {
      const after = await lastRequestId();
      await injectFault({ path: LOGOUT_URL, times: 1, status: 503, fromPage: location.href });
      install(account);
      await press('Shift+Escape');
      await waitFor(() => openDialogs.get().length > 0, 'the failure to be shown');
      expect(openDialogs.get().map((dialog) => dialog.kind)).to.deep.equal(['system-error-overlay']);
      for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'clear');
      expect(navigations).to.deep.equal([]);
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the page to go');
      expect((await receivedHere(LOGOUT_URL, after)).map((call) => call.status)).to.deep.equal([503, 204]);
      expect(navigations).to.deep.equal(['https://www.harbour.example/?logout=true']);
    });

    it('from the editor goes to the site root with logout=true', async () => {
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, editor: true });
      install(account);
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the logout to finish');
      expect(navigations).to.deep.equal(['https://www.harbour.example/?logout=true']);
    });

    it('After logout the browser goes to the site root (or to the preview frame address in the configuration panel) with logout=true (spec 001 §2)', async () => {
      install(account, CONFIG_AREA);
      await press('Shift+Escape');
      await waitFor(() => navigations.length > 0, 'the logout to finish');
      expect(navigations).to.deep.equal([
        'https://harbour-shop.example-platform.com/shop/boats?sort=price&logout=true',
      ]);
    });

    it('does nothing for an anonymous visitor', async () => {
      const after = await lastRequestId();
      install({ ...site, websiteSettings: { useEscapeKeyToLogin: true } });
      let loginRequests = 0;
      const count = () => loginRequests++;
      window.addEventListener(LOGIN_REQUEST_EVENT, count);
      undo.push(() => window.removeEventListener(LOGIN_REQUEST_EVENT, count));
      const started = countRequests(LOGOUT_URL);
      await press('Shift+Escape');
      // Escape alone asks this visitor to sign in: once that is handled, so was the Shift+Escape before it.
      await press('Escape');
      await waitFor(() => loginRequests > 0, 'the Escape after it to be handled');
      expect(started(), 'logout requests started').to.equal(0);
      expect(await receivedHere(LOGOUT_URL, after)).to.deep.equal([]);
      expect(loginRequests, 'only the Escape asked to sign in').to.equal(1);
    });
  });

  describe('Logout confirmation', () => {
    it('shows "Logout Successful" when the address has logout=true, and takes it out of the address', async () => {
      frame = await loadFrame(`${ACCOUNT_PAGE}?logout=true&page=2`, 'accountReady');
      framePage().addRuntime();
      await waitFor(() => framePage().renderedDialogs().length > 0, 'the confirmation');
      expect(framePage().renderedDialogs()).to.deep.equal([
        { kind: 'info', title: 'Logout Successful', message: 'You have been successfully logged out.' },
      ]);
      expect(frame.contentWindow?.location.search).to.equal('?page=2');
    });

    it('shows nothing for any other value', async () => {
      frame = await loadFrame(`${ACCOUNT_PAGE}?logout=false`, 'accountReady');
      const document = frame.contentDocument;
      if (!document) throw new Error('no frame document');
      // Escape asks this visitor to sign in once the runtime has installed its account keys, in the
      // same step as it decides on the confirmation. (The runtime sets the page's context as it starts.)
      let loginRequests = 0;
      document.addEventListener(LOGIN_REQUEST_EVENT, () => loginRequests++);
      framePage().addRuntime();
      await waitFor(() => {
        framePage().setContext({ ...site, websiteSettings: { useEscapeKeyToLogin: true } });
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        return loginRequests > 0;
      }, 'the account keys to be installed');
      expect(framePage().openDialogCount()).to.equal(0);
      expect(frame.contentWindow?.location.search).to.equal('?logout=false');
    });
  });
});
