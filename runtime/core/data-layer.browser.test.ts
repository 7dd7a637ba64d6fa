import { expect } from 'chai';
import { injectFault, received, setCrumb, uniquePath } from '../../test/browser/api.ts';
import { waitFor } from '../../test/browser/harness.ts';
import { DEFAULT_RUNTIME_OPTIONS, runtimeOptions } from './context.ts';
import { LOGIN_REQUIRED_EVENT, RequestError, type RequestOptions, request } from './data-layer.ts';
import { closeDialog, openDialogs } from './dialogs.ts';

/** Runs a call expected to fail; gives the error, the handler's error and what was shown. */
async function failing(options: RequestOptions) {
  let handled: RequestError | undefined;
  let thrown: unknown;
  try {
    await request({ ...options, onError: options.onError ?? ((error) => (handled = error)) });
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'the call rejects').to.be.instanceOf(RequestError);
  return { error: thrown as RequestError, handled };
}

const dialogs = () => openDialogs.get().map(({ kind, title, message }) => ({ kind, title, message }));

describe('data layer (spec 000 §7, §8)', () => {
  beforeEach(() => setCrumb('t1'));
  afterEach(async () => {
    for (const dialog of openDialogs.get()) closeDialog(dialog.id, 'cancel');
    // Closed dialogs animate out before they are destroyed; the next test starts with none.
    await waitFor(() => openDialogs.get().length === 0, 'every dialog to be destroyed');
    runtimeOptions.set(DEFAULT_RUNTIME_OPTIONS);
  });

  describe('Calls', () => {
    it('GETs with the query and the crumb, sending credentials', async () => {
      const path = uniquePath('get');
      await injectFault({ path, times: 1, status: 200, body: { ok: 1 } });
      expect(await request({ url: path, query: { page: 2, skip: undefined } })).to.deep.equal({ ok: 1 });
      const [call] = await received(path);
      expect(call?.method).to.equal('GET');
      expect(call?.query).to.deep.equal({ page: '2', crumb: 't1' });
      expect(call?.headers.cookie).to.contain('crumb=t1');
    });

    it('sends a form-encoded body by default and JSON when asked', async () => {
      const path = uniquePath('bodies');
      await injectFault({ path, times: 2, status: 204 });
      await request({ method: 'POST', url: path, body: { a: 'x y', n: 2 } });
      await request({ method: 'PUT', url: path, body: { a: 1 }, json: true });
      const [form, json] = await received(path);
      expect(form?.form).to.deep.equal({ a: 'x y', n: '2' });
      expect(json?.method).to.equal('PUT');
      expect(json?.json).to.deep.equal({ a: 1 });
    });

    it('gives up on a call that takes longer than its time-out, as one that could not connect', async () => {
      const path = uniquePath('slow');
      await injectFault({ path, times: 1, status: 204, delayMs: 5000 });
      const start = performance.now();
      const { error, handled } = await failing({ method: 'POST', url: path, timeoutMs: 300 });
      expect(performance.now() - start).to.be.below(4000);
      expect(error.kind).to.equal('network');
      expect(handled).to.equal(error);
    });

    it('gives an empty result for 204 and raw text when asked', async () => {
      const path = uniquePath('answers');
      await injectFault({ path, times: 1, status: 204 });
      await injectFault({ path, times: 1, status: 200, body: '<p>hello</p>', contentType: 'text/html' });
      expect(await request({ method: 'DELETE', url: path })).to.deep.equal({});
      expect(await request({ url: path, text: true })).to.equal('<p>hello</p>');
    });
  });

  describe('Error catalogue', () => {
    it('reports unparsable JSON as a system error with the exact text', async () => {
      const path = uniquePath('parse');
      await injectFault({ path, times: 1, status: 200, body: '{oops', contentType: 'application/json' });
      const { error, handled } = await failing({ url: path });
      expect(error.message).to.match(
        new RegExp(`^Internal Error: Unable to parse server response from \\(${path}\\) as JSON: .+`),
      );
      expect(handled).to.equal(error);
      expect(dialogs()).to.deep.equal([{ kind: 'system-error-dialog', title: 'Error', message: error.message }]);
    });

    for (const [status, body, message] of [
      [400, { error: 'Name is required' }, 'Name is required'],
      [401, { message: 'Your session ended' }, 'Your session ended'],
      [500, { billingErrorCode: 'CARD_DECLINED' }, 'CARD_DECLINED'],
      [502, { error: 'Upstream refused' }, 'Upstream refused'],
    ] as const) {
      it(`passes on the server error of a ${status} with a JSON body`, async () => {
        const path = uniquePath(`server-${status}`);
        await injectFault({ path, times: 1, status, body });
        const { error } = await failing({ url: path });
        expect([error.kind, error.message, error.status]).to.deep.equal(['server', message, status]);
        expect(error.data).to.deep.equal(body);
      });
    }

    for (const [status, message] of [
      [401, 'Unauthorized request'],
      [403, 'Unauthorized request'],
      [500, 'Internal server error. Please try again later.'],
      [501, 'Internal server error. Please try again later.'],
      [503, 'This service is temporarily unavailable. Please try again later.'],
      [404, 'Unable to connect…'],
      [502, 'Unable to connect…'],
      [429, 'Unable to connect…'],
    ] as const) {
      it(`says '${message}' for a ${status}`, async () => {
        const path = uniquePath(`status-${status}`);
        await injectFault({ path, times: 1, status, body: 'plain text' });
        const { error } = await failing({ url: path });
        expect(error.message).to.equal(message);
        expect(await received(path)).to.have.length(1);
      });
    }

    it('retries a call that could not connect after 200 ms, as many times as asked', async () => {
      const path = uniquePath('retry');
      await injectFault({ path, times: 2, status: 502 });
      await injectFault({ path, times: 1, status: 200, body: { third: true } });
      expect(await request({ url: path, retries: 2 })).to.deep.equal({ third: true });
      const calls = await received(path);
      expect(calls.map((call) => call.status)).to.deep.equal([502, 502, 200]);
      const times = calls.map((call) => Date.parse(call.time));
      for (let index = 1; index < times.length; index++) {
        expect((times[index] as number) - (times[index - 1] as number)).to.be.at.least(195);
      }
    });

    it('gives up after the retries it was given', async () => {
      const path = uniquePath('retry-out');
      await injectFault({ path, times: 3, status: 504 });
      const { error } = await failing({ url: path, retries: 1 });
      expect(error.message).to.equal('Unable to connect…');
      expect(await received(path)).to.have.length(2);
    });

    it('does not retry a failure the catalogue does not retry', async () => {
      const path = uniquePath('no-retry');
      await injectFault({ path, times: 2, status: 503 });
      await failing({ url: path, retries: 3 });
      expect(await received(path)).to.have.length(1);
    });

    it("says 'Unable to connect to the product. Please try again.' when the network fails", async () => {
      const path = uniquePath('network');
      await injectFault({ path, times: 1, drop: true });
      const { error } = await failing({ url: path });
      expect(await received(path)).to.have.length(1);
      expect([error.kind, error.message]).to.deep.equal([
        'network',
        'Unable to connect to the product. Please try again.',
      ]);
    });

    it('fires sq-login-required when the answer says loginRequired', async () => {
      const path = uniquePath('login');
      await injectFault({ path, times: 1, status: 401, body: { loginRequired: true } });
      const heard: Event[] = [];
      const listener = (event: Event) => heard.push(event);
      document.addEventListener(LOGIN_REQUIRED_EVENT, listener);
      try {
        const { error } = await failing({ url: path });
        expect(error.kind).to.equal('login-required');
      } finally {
        document.removeEventListener(LOGIN_REQUIRED_EVENT, listener);
      }
      expect(heard).to.have.length(1);
      expect(dialogs()).to.deep.equal([]);
    });

    it('resets a refused crumb and retries once, with the crumb the server sent', async () => {
      setCrumb(null);
      const path = uniquePath('crumb');
      await injectFault({ path, times: 1, status: 200, body: { saved: true } });
      expect(await request({ method: 'POST', url: path, body: { a: 1 } })).to.deep.equal({ saved: true });
      const [refused, retried] = await received(path);
      expect(refused?.status).to.equal(401);
      expect(refused?.query.crumb).to.equal(undefined);
      expect(retried?.status).to.equal(200);
      expect(retried?.query.crumb).to.match(/^[0-9a-f]{24}$/);
      expect(document.cookie).to.contain(`crumb=${retried?.query.crumb}`);
    });

    it('retries a crumbFail only once', async () => {
      const path = uniquePath('crumb-twice');
      await injectFault({ path, times: 2, status: 401, body: { crumbFail: true } });
      const { error } = await failing({ url: path });
      expect(error.message).to.equal('Unauthorized request');
      expect(await received(path)).to.have.length(2);
    });

    it('shows the system error dialog when the answer says authorizationFail', async () => {
      const path = uniquePath('authorization');
      await injectFault({ path, times: 1, status: 403, body: { authorizationFail: true, error: 'Not yours' } });
      const { error } = await failing({ url: path });
      expect(error.kind).to.equal('authorization');
      expect(dialogs()).to.deep.equal([{ kind: 'system-error-dialog', title: 'Error', message: 'Not yours' }]);
    });

    it('shows the system error overlay for a failure with no handler', async () => {
      const path = uniquePath('overlay');
      await injectFault({ path, times: 1, status: 503 });
      let thrown: unknown;
      await request({ url: path }).catch((error) => (thrown = error));
      expect(thrown).to.be.instanceOf(RequestError);
      expect(dialogs()).to.deep.equal([
        {
          kind: 'system-error-overlay',
          title: 'This service is temporarily unavailable. Please try again later.',
          message: '',
        },
      ]);
      expect(openDialogs.get()[0]?.buttons.map((button) => button.label)).to.deep.equal(['Reload Page', 'Clear']);
    });

    it("says 'Something Went Wrong!' on the overlay when the data is flagged cleaned", async () => {
      const path = uniquePath('cleaned');
      await injectFault({ path, times: 1, status: 500, body: { cleaned: true } });
      await request({ url: path }).catch(() => undefined);
      expect(dialogs()).to.deep.equal([{ kind: 'system-error-overlay', title: 'Something Went Wrong!', message: '' }]);
    });
  });

  describe('Secure calls', () => {
    it('go cross-origin to the secure origin with credentials on a custom domain', async () => {
      const secureOrigin = `http://127.0.0.1:${location.port}`;
      runtimeOptions.set({ ...DEFAULT_RUNTIME_OPTIONS, secureOrigin });
      const path = uniquePath('secure');
      await injectFault({ path, times: 2, status: 200, body: { secure: true } });
      expect(await request({ url: path, secure: true })).to.deep.equal({ secure: true });
      expect(await request({ url: path })).to.deep.equal({ secure: true });
      const [secure, plain] = await received(path);
      expect(secure?.headers.origin).to.equal(location.origin);
      expect(secure?.headers.host).to.equal(`127.0.0.1:${location.port}`);
      expect(plain?.headers.host).to.equal(location.host);
    });
  });
});
