import { expect } from 'chai';
import { SITE_USER_ACCOUNTS, SITE_USER_TEXTS } from '../../reference-api/site-users.constants.ts';
import { injectFault, lastRequestId, type Recorded, received, setCrumb, uniquePath } from '../../test/browser/api.ts';
import { overrideProperty } from '../../test/browser/harness.ts';
import { type RequestError, request } from '../core/data-layer.ts';
import { openDialogs } from '../core/dialogs.ts';
import { LOCALE_URL, SESSION_URL, XSRF_HEADER } from './session.logic.ts';
import { logOut, postLocale, type SessionFetch, signIn, TRANSLATION_WIDGET_GLOBAL } from './session.ts';

const account = SITE_USER_ACCOUNTS[0] ?? { email: '', password: '' };
const XSRF = XSRF_HEADER.toLowerCase();
const undo: (() => void)[] = [];

/** Every state a fetch goes through, from now on. */
function statesOf(fetch: SessionFetch<unknown>): string[] {
  const states = [fetch.state.get()];
  fetch.state.subscribe((state) => states.push(state));
  return states;
}

/** What console.error is given from now until the test ends. */
function consoleErrors(): unknown[][] {
  const calls: unknown[][] = [];
  undo.push(overrideProperty(console, 'error', (...args: unknown[]) => calls.push(args)));
  return calls;
}

/** Makes a call of its own through the data layer and gives what the API received. */
async function nextCall(): Promise<Recorded | undefined> {
  const path = uniquePath('next-call');
  await injectFault({ path, times: 1, status: 204 });
  await request({ url: path });
  return (await received(path))[0];
}

async function signedIn(): Promise<string> {
  const answer = await signIn({ ...account, rememberMe: false }).done;
  if (!answer?.xsrfToken) throw new Error('sign-in failed');
  return answer.xsrfToken;
}

describe('the site-visitor session (spec 002 §4, §7)', () => {
  beforeEach(() => setCrumb('s1'));
  afterEach(() => {
    for (const step of undo.splice(0)) step();
    delete request.headers[XSRF_HEADER];
  });

  describe('Sign in', () => {
    it('posts the login payload as JSON, then sends the answer’s xsrfToken as X-SiteUser-XSRF-Token on the next call', async () => {
      const before = await nextCall();
      const after = await lastRequestId();
      const fetch = signIn({ email: account.email, password: account.password, rememberMe: true });
      const states = statesOf(fetch);
      const answer = await fetch.done;
      expect(states).to.deep.equal(['pending', 'success']);
      expect(fetch.failed).to.equal(false);
      const [login] = await received(SESSION_URL, after);
      expect(login?.method).to.equal('POST');
      expect(login?.json).to.deep.equal({ email: account.email, password: account.password, rememberMe: true });
      expect(login?.status).to.equal(200);
      const next = await nextCall();
      expect(before?.headers[XSRF], 'before sign-in').to.equal(undefined);
      expect(next?.headers[XSRF]).to.be.a('string').and.equal(answer?.xsrfToken);
    });

    it('on a wrong password goes failed: sets the error flag, logs, calls onFailure, shows no dialog, sends no token', async () => {
      const errors = consoleErrors();
      const failures: RequestError[] = [];
      const fetch = signIn(
        { email: account.email, password: 'wrong', rememberMe: false },
        { onFailure: (error) => failures.push(error) },
      );
      const states = statesOf(fetch);
      expect(await fetch.done).to.equal(undefined);
      expect(states).to.deep.equal(['pending', 'failed']);
      expect(fetch.failed).to.equal(true);
      expect(fetch.error?.message).to.equal(SITE_USER_TEXTS.credentials);
      expect(fetch.error?.status).to.equal(401);
      expect(failures).to.deep.equal([fetch.error]);
      expect(errors.map((args) => String(args[0]))).to.deep.equal([
        `sq-elements: POST ${SESSION_URL} failed: ${SITE_USER_TEXTS.credentials}`,
      ]);
      expect(errors.join()).not.to.contain('wrong');
      expect(openDialogs.get()).to.deep.equal([]);
      expect((await nextCall())?.headers[XSRF]).to.equal(undefined);
    });
  });

  describe('Log out', () => {
    it('sends DELETE with cloneCart and the XSRF header, and stops sending the header after', async () => {
      const token = await signedIn();
      const after = await lastRequestId();
      const fetch = logOut(true);
      const states = statesOf(fetch);
      await fetch.done;
      expect(states).to.deep.equal(['pending', 'success']);
      const calls = await received(SESSION_URL, after);
      expect(calls.map((call) => [call.method, call.query.cloneCart, call.headers[XSRF], call.status])).to.deep.equal([
        ['DELETE', 'true', token, 204],
      ]);
      expect((await nextCall())?.headers[XSRF]).to.equal(undefined);
    });

    it('retries once on a failed crumb, with a fresh crumb, and succeeds', async () => {
      const token = await signedIn();
      const after = await lastRequestId();
      // The page's crumb cookie is gone: the API refuses the call and sends a fresh crumb.
      setCrumb(null);
      const fetch = logOut(false);
      await fetch.done;
      expect(fetch.state.get()).to.equal('success');
      const calls = await received(SESSION_URL, after);
      expect(calls.map((call) => [call.method, call.query.cloneCart, call.headers[XSRF], call.status])).to.deep.equal([
        ['DELETE', 'false', token, 401],
        ['DELETE', 'false', token, 204],
      ]);
      expect(calls[0]?.query.crumb).to.equal(undefined);
      expect(calls[1]?.query.crumb).to.match(/^[0-9a-f]{24}$/);
    });

    it('retries only once: a second failed crumb fails the logout, which keeps the token', async () => {
      const errors = consoleErrors();
      const token = await signedIn();
      const after = await lastRequestId();
      // Refused once for the missing crumb, then once more, with the fresh one, by the fault.
      setCrumb(null);
      await injectFault({ path: SESSION_URL, times: 1, status: 401, body: { crumbFail: true } });
      const fetch = logOut(false);
      await fetch.done;
      expect(fetch.state.get()).to.equal('failed');
      expect(errors).to.have.length(1);
      expect((await received(SESSION_URL, after)).map((call) => call.status)).to.deep.equal([401, 401]);
      expect((await nextCall())?.headers[XSRF]).to.equal(token);
    });

    it('fails the CSRF check without the token', async () => {
      const errors = consoleErrors();
      const fetch = logOut(false);
      await fetch.done;
      expect(fetch.error?.status).to.equal(403);
      expect(errors).to.have.length(1);
    });
  });

  describe('Locale', () => {
    it('posts nothing when no translation widget exposes the language', async () => {
      await signedIn();
      const after = await lastRequestId();
      expect(postLocale()).to.equal(undefined);
      expect(postLocale({ getCurrentLang: () => '' })).to.equal(undefined);
      // A call made after is recorded after any the locale had made.
      await nextCall();
      expect(await received(LOCALE_URL, after)).to.deep.equal([]);
    });

    it('posts { language } from the page’s translation widget, with the XSRF header', async () => {
      const token = await signedIn();
      undo.push(overrideProperty(window, TRANSLATION_WIDGET_GLOBAL, { getCurrentLang: () => 'fr-FR' }));
      const after = await lastRequestId();
      const fetch = postLocale();
      expect(await fetch?.done).to.deep.equal({ language: 'fr-FR' });
      const calls = await received(LOCALE_URL, after);
      expect(calls.map((call) => [call.method, call.json, call.headers[XSRF], call.status])).to.deep.equal([
        ['POST', { language: 'fr-FR' }, token, 200],
      ]);
    });
  });
});
