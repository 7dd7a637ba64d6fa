import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import { expect } from 'chai';
import { deepActiveElement } from '../../lib/focus/focus.ts';
import { SITE_USER_ACCOUNTS, SITE_USER_TEXTS } from '../../reference-api/site-users.constants.ts';
import { siteContext } from '../../runtime/core/context.ts';
import { DATA_LAYER_TEXTS } from '../../runtime/core/data-layer.logic.ts';
import { request } from '../../runtime/core/data-layer.ts';
import { SESSION_URL, XSRF_HEADER } from '../../runtime/platform-clients/session.logic.ts';
import { type EscapeKey, installEscapeKey } from '../../runtime/services/account-keys/escape-key.ts';
import { recordedNavigation, site } from '../../test/browser/account.ts';
import {
  injectFault,
  lastRequestId,
  type Recorded,
  received,
  receivedHere,
  setCrumb,
  uniquePath,
} from '../../test/browser/api.ts';
import {
  cleanup,
  fixture,
  overrideProperty,
  readWhenState,
  settle,
  updateComplete,
  waitFor,
} from '../../test/browser/harness.ts';
import { runElementContract } from '../../test/kit/contract.ts';
import { SIGN_IN_TEXTS } from './sign-in.logic.ts';
import { signInApi } from './sign-in.schema.ts';

const load = () => import('./sign-in.element.ts');
const CONTENT = '<a href="/account/login">Sign in</a>';
const account = SITE_USER_ACCOUNTS[0] ?? { email: '', password: '' };
const XSRF = XSRF_HEADER.toLowerCase();
const undo: (() => void)[] = [];

const part = <T extends Element = HTMLElement>(element: Element, name: string) =>
  element.shadowRoot?.querySelector<T & Element>(`[part~="${name}"]`) as T;
const dialog = (element: Element) => part<HTMLDialogElement>(element, 'dialog');
const input = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
/** Names the focused element, so a failure prints a word and not a DOM node. */
const focused = () => {
  const active = deepActiveElement();
  return active?.getAttribute('name') ?? active?.getAttribute('part') ?? active?.textContent ?? active?.localName;
};
const press = (key: string) => sendKeys({ press: key });
const type = (text: string) => sendKeys({ type: text });

/** Events of `type` the element dispatched from now on. */
function heard<D>(element: Element, name: string): D[] {
  const details: D[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<D>).detail);
  element.addEventListener(name, listener);
  undo.push(() => element.removeEventListener(name, listener));
  return details;
}

/** What console.error and console.warn are given from now until the test ends. */
function consoleCalls(): unknown[][] {
  const calls: unknown[][] = [];
  for (const method of ['error', 'warn', 'log', 'info'] as const) {
    undo.push(overrideProperty(console, method, (...args: unknown[]) => calls.push(args)));
  }
  return calls;
}

/** Makes a call of its own through the data layer and gives what the API received. */
async function nextCall(): Promise<Recorded | undefined> {
  const path = uniquePath('after-sign-in');
  await injectFault({ path, times: 1, status: 204 });
  await request({ url: path });
  return (await received(path))[0];
}

const make = async (attributes = '') => {
  const element = fixture(`<sq-sign-in ${attributes}>${CONTENT}</sq-sign-in>`);
  await updateComplete(element);
  return element;
};

/** Opens the dialog the way an anonymous visitor does on a site with useEscapeKeyToLogin: Escape. */
async function openWithEscape(element: HTMLElement): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur?.();
  await press('Escape');
  await waitFor(() => element.dataset.state === 'editing', 'the dialog to open');
}

runElementContract({
  api: signInApi,
  load,
  content: CONTENT,
  samples: {
    heading: { attribute: 'Members', value: 'Members' },
    rememberMe: { attribute: 'true', value: true },
    signUpHref: { attribute: '/account/sign-up', value: '/account/sign-up' },
    redirect: { attribute: '/account', value: '/account' },
  },
});

describe('sq-sign-in', () => {
  let escapeKey: EscapeKey | undefined;
  before(load);
  beforeEach(() => {
    setCrumb('s1');
    siteContext.set({ ...site, website: { ...site.website, useEscapeKeyToLogin: true } });
    escapeKey = installEscapeKey(recordedNavigation(location.href).navigation);
  });
  afterEach(() => {
    escapeKey?.uninstall();
    siteContext.set({});
    for (const step of undo.splice(0)) step();
    delete request.headers[XSRF_HEADER];
    cleanup();
  });

  describe('Defaults', () => {
    it('shows its content and no dialog until asked; data-state closed', async () => {
      const element = await make();
      expect(element.dataset.state).to.equal('closed');
      expect(dialog(element).open).to.equal(false);
      expect(element.querySelector('a')?.getClientRects().length, 'the trigger is shown').to.be.greaterThan(0);
    });
  });

  describe('Keyboard', () => {
    it('signs in with the keyboard alone: Escape opens it on the email, Tab to the password, Enter; the next call carries the XSRF header', async () => {
      const element = await make();
      const opened = heard(element, 'sq-open');
      const signedIn = heard<{ email: string; rememberMe: boolean }>(element, 'sq-sign-in');
      const closed = heard<{ reason: string }>(element, 'sq-close');
      await openWithEscape(element);
      expect(dialog(element).matches(':modal')).to.equal(true);
      // The event follows the open in the effects after the paint: on a busy machine the state comes first.
      await waitFor(() => opened.length > 0, 'sq-open');
      expect(opened).to.have.length(1);
      expect(focused()).to.equal('email');
      const after = await lastRequestId();
      await type(account.email);
      await press('Tab');
      expect(focused()).to.equal('password');
      await type(account.password);
      await press('Tab');
      expect(focused()).to.equal('rememberMe');
      await press('Space');
      await press('Shift+Tab');
      await press('Enter');
      await waitFor(() => element.dataset.state === 'signed-in', 'signed in');
      const [login] = await receivedHere(SESSION_URL, after);
      expect(login?.json).to.deep.equal({ email: account.email, password: account.password, rememberMe: true });
      expect(login?.status).to.equal(200);
      expect(signedIn).to.deep.equal([{ email: account.email, rememberMe: true }]);
      expect(closed).to.deep.equal([{ reason: 'signed-in' }]);
      expect(dialog(element).open).to.equal(false);
      const next = await nextCall();
      expect(next?.headers[XSRF]).to.be.a('string').with.length.greaterThan(0);
    });

    it('keeps Tab inside; Escape closes it and gives the focus back to the link that opened it', async () => {
      const element = await make();
      const link = element.querySelector('a') as HTMLAnchorElement;
      const closed = heard<{ reason: string }>(element, 'sq-close');
      link.focus();
      await press('Enter');
      await waitFor(() => element.dataset.state === 'editing', 'the dialog to open');
      expect(location.pathname, 'the link is not followed').not.to.equal('/account/login');
      expect(focused()).to.equal('email');
      const stops: string[] = [];
      for (let step = 0; step < 6; step++) {
        await press('Tab');
        stops.push(String(focused()));
      }
      expect(stops).to.deep.equal(['password', 'rememberMe', 'submit', 'close-button', 'email', 'password']);
      await press('Escape');
      await waitFor(() => element.dataset.state === 'closed', 'the dialog to close');
      expect(closed).to.deep.equal([{ reason: 'escape' }]);
      expect(deepActiveElement()).to.equal(link);
    });

    it('opens on a click of its content, without following the link', async () => {
      const element = await make();
      element.querySelector('a')?.click();
      await waitFor(() => element.dataset.state === 'editing', 'the dialog to open');
      expect(dialog(element).matches(':modal')).to.equal(true);
    });
  });

  describe('Events', () => {
    it('says sq-open as it shows open, not a frame later: a script that reads data-state hears no second opening', async () => {
      const element = await make();
      const opened = heard(element, 'sq-open');
      // What a script that loads late does: count a dialog already open, then listen for the next opening.
      const openWhenSeen = readWhenState(element, 'editing', () => opened.length);
      element.querySelector('a')?.click();
      expect(await openWhenSeen, 'sq-open said by the time data-state says open').to.equal(1);
      // Frames: a second opening must have had the time to (wrongly) be said.
      await settle();
      expect(opened).to.have.length(1);
    });
  });

  describe('Errors', () => {
    it('checks before calling: the catalogue’s email text and the password’s, focus on the email, no call', async () => {
      const element = await make();
      await openWithEscape(element);
      const after = await lastRequestId();
      await type('ada@harbour');
      await press('Enter');
      await waitFor(() => part(element, 'field-error') !== null, 'the field errors');
      const texts = [...(element.shadowRoot?.querySelectorAll('[part="field-error"]') ?? [])].map((p) => p.textContent);
      expect(texts).to.deep.equal(['Please enter a valid email.', SIGN_IN_TEXTS.passwordRequired]);
      expect(input(element, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(input(element, 'email').getAttribute('aria-describedby')).to.equal('email-error');
      expect(focused()).to.equal('email');
      expect(input(element, 'email').value, 'what was typed stays').to.equal('ada@harbour');
      await nextCall();
      expect(await receivedHere(SESSION_URL, after)).to.deep.equal([]);
    });

    it('a wrong password: the API’s words in an alert, what was typed kept, focus on the password, no XSRF header after', async () => {
      const element = await make();
      const failures = heard<{ message: string; status: number | undefined }>(element, 'sq-sign-in-error');
      const logged = consoleCalls();
      await openWithEscape(element);
      await type(account.email);
      await press('Tab');
      await type('not-the-password');
      await press('Enter');
      await waitFor(() => element.dataset.state === 'failure', 'the refusal');
      const alert = part(element, 'error');
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(alert.textContent).to.equal(SITE_USER_TEXTS.credentials);
      expect(failures).to.deep.equal([{ message: SITE_USER_TEXTS.credentials, status: 401 }]);
      expect(input(element, 'email').value).to.equal(account.email);
      expect(input(element, 'password').value).to.equal('not-the-password');
      expect(focused()).to.equal('password');
      expect(dialog(element).open).to.equal(true);
      expect((await nextCall())?.headers[XSRF]).to.equal(undefined);
      // Logged once by the session's fetch helper, without the password.
      expect(JSON.stringify(logged.map((args) => args.map(String)))).not.to.contain('not-the-password');
      // Typing the right one over the selected wrong one signs in.
      await type(account.password);
      await press('Enter');
      await waitFor(() => element.dataset.state === 'signed-in', 'signed in');
    });

    for (const [what, fault, text] of [
      ['a 503', { status: 503 }, DATA_LAYER_TEXTS.unavailable],
      ['a 500', { status: 500 }, DATA_LAYER_TEXTS.internal],
      ['a dropped connection', { drop: true }, DATA_LAYER_TEXTS.network],
    ] as const) {
      it(`${what}: '${text}', the form kept as typed`, async () => {
        const element = await make();
        consoleCalls();
        await openWithEscape(element);
        await injectFault({ path: SESSION_URL, times: 1, fromPage: location.href, ...fault });
        await type(account.email);
        await press('Tab');
        await type(account.password);
        await press('Enter');
        await waitFor(() => element.dataset.state === 'failure', 'the failure');
        expect(part(element, 'error').textContent).to.equal(text);
        expect(input(element, 'email').value).to.equal(account.email);
        expect(input(element, 'password').value).to.equal(account.password);
      });
    }

    it('while the call is out: "Signing in…", a second Enter sends nothing, Escape does not close it', async () => {
      const element = await make();
      consoleCalls();
      await openWithEscape(element);
      await injectFault({
        path: SESSION_URL,
        times: 1,
        fromPage: location.href,
        status: 401,
        body: { error: SITE_USER_TEXTS.credentials },
        delayMs: 3000,
      });
      const after = await lastRequestId();
      await type(account.email);
      await press('Tab');
      await type(account.password);
      await press('Enter');
      await waitFor(() => element.dataset.state === 'submitting', 'the call to go out');
      expect(part(element, 'submit').textContent).to.equal(SIGN_IN_TEXTS.submitting);
      expect(part(element, 'form').getAttribute('aria-busy')).to.equal('true');
      await press('Enter');
      await press('Escape');
      expect(element.dataset.state).to.equal('submitting');
      await waitFor(() => element.dataset.state === 'failure', 'the answer', 15000);
      expect(dialog(element).open).to.equal(true);
      expect((await receivedHere(SESSION_URL, after)).length).to.equal(1);
    });
  });

  describe('Nothing lost, nothing kept', () => {
    it('closing and opening again keeps what was typed', async () => {
      const element = await make();
      await openWithEscape(element);
      await type(account.email);
      await press('Escape');
      await waitFor(() => element.dataset.state === 'closed', 'the dialog to close');
      await openWithEscape(element);
      expect(input(element, 'email').value).to.equal(account.email);
      expect(focused(), 'an email is there: on to the password').to.equal('password');
    });

    it('never stores or logs the password, nor puts it in an event', async () => {
      const element = await make();
      const logged = consoleCalls();
      const events: unknown[] = [];
      for (const name of ['sq-sign-in', 'sq-sign-in-error', 'sq-close', 'sq-open']) {
        const listener = (event: Event) => events.push((event as CustomEvent).detail);
        element.addEventListener(name, listener);
        undo.push(() => element.removeEventListener(name, listener));
      }
      await openWithEscape(element);
      await type(account.email);
      await press('Tab');
      await type('wrong-secret');
      await press('Enter');
      await waitFor(() => element.dataset.state === 'failure', 'the refusal');
      await type(account.password);
      await press('Enter');
      await waitFor(() => element.dataset.state === 'signed-in', 'signed in');
      const kept = [
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
        document.cookie,
        JSON.stringify(events),
        JSON.stringify(logged.map((args) => args.map(String))),
        element.outerHTML,
      ].join('\n');
      for (const secret of ['wrong-secret', account.password]) expect(kept).not.to.contain(secret);
      await openWithEscape(element);
      expect(input(element, 'password').value, 'cleared once signed in').to.equal('');
    });
  });

  describe('Accessibility', () => {
    it('is a modal dialog named by its heading, with labelled fields and the autocomplete a password manager reads; axe finds nothing', async () => {
      const element = await make('sign-up-href="/account/sign-up"');
      await openWithEscape(element);
      const box = dialog(element);
      expect(box.getAttribute('aria-labelledby')).to.equal('heading');
      expect(part(element, 'heading').textContent).to.equal('Sign in');
      expect(input(element, 'email').getAttribute('autocomplete')).to.equal('username');
      expect(input(element, 'email').type).to.equal('email');
      expect(input(element, 'password').getAttribute('autocomplete')).to.equal('current-password');
      expect(input(element, 'password').type).to.equal('password');
      expect(part<HTMLAnchorElement>(element, 'sign-up').getAttribute('href')).to.equal('/account/sign-up');
      const results = await axe.run(box as unknown as Element);
      expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    });
  });
});
