import { expect } from 'chai';
import { injectFault, lastRequestId, received, setCrumb } from '../../test/browser/api.ts';
import { openDialogs } from '../core/dialogs.ts';
import { HEADER_FOOTER_URL, headerFooter } from './header-footer.ts';
import { MULTILINGUAL_URLS, multilingual } from './multilingual.ts';
import { NotFoundError } from './not-found.ts';

/** The calls recorded on `path` after `after`: method, body and status. */
const calls = async (path: string, after: number) =>
  (await received(path, after)).map((call) => [call.method, call.json ?? call.body, call.status]);

/** The rejection of a call expected to fail. */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('the multilingual and header/footer clients (spec 002 §7, §8)', () => {
  beforeEach(() => setCrumb('m1'));

  describe('Multilingual', () => {
    for (const [name, path] of [
      ['settings', MULTILINGUAL_URLS.settings],
      ['status', MULTILINGUAL_URLS.status],
      ['languages', MULTILINGUAL_URLS.languages],
    ] as const) {
      it(`${name}() GETs ${path} and answers its data`, async () => {
        const after = await lastRequestId();
        await injectFault({ path, times: 1, status: 200, body: { answer: name } });
        expect(await multilingual[name]()).to.deep.equal({ answer: name });
        expect(await calls(path, after)).to.deep.equal([['GET', '', 200]]);
      });
    }

    it('setLanguages() PUTs { languages } as JSON, and languages() answers them', async () => {
      const after = await lastRequestId();
      await multilingual.setLanguages(['en-US', 'fr-FR']);
      const [put] = await received(MULTILINGUAL_URLS.languages, after);
      expect(put?.headers['content-type']).to.equal('application/json');
      expect(await calls(MULTILINGUAL_URLS.languages, after)).to.deep.equal([
        ['PUT', { languages: ['en-US', 'fr-FR'] }, 200],
      ]);
      expect(await multilingual.languages()).to.deep.equal({ languages: ['en-US', 'fr-FR'] });
    });

    it('disconnect() DELETEs the connection; once gone, it rejects with a NotFoundError carrying the path', async () => {
      // Connected or not before (another test may have disconnected): after one disconnect it is gone.
      await multilingual.disconnect().catch(() => undefined);
      const after = await lastRequestId();
      const error = await rejection(multilingual.disconnect());
      expect(error).to.be.instanceOf(NotFoundError);
      expect((error as NotFoundError).path).to.equal(MULTILINGUAL_URLS.connection);
      expect((error as NotFoundError).name).to.equal('NotFoundError');
      expect(await calls(MULTILINGUAL_URLS.connection, after)).to.deep.equal([['DELETE', '', 404]]);
      expect(openDialogs.get(), 'no overlay').to.deep.equal([]);
    });

    it('rejects with the data layer’s error on any other failure, given to onError', async () => {
      await injectFault({ path: MULTILINGUAL_URLS.settings, times: 1, status: 503 });
      const handled: unknown[] = [];
      const error = await rejection(multilingual.settings({ onError: (failure) => handled.push(failure) }));
      expect(error).not.to.be.instanceOf(NotFoundError);
      expect((error as Error).message).to.equal('This service is temporarily unavailable. Please try again later.');
      expect(handled).to.deep.equal([error]);
    });
  });

  describe('Header and footer', () => {
    it('save() PUTs { header, footer } as JSON, and get() answers the response data', async () => {
      const after = await lastRequestId();
      const saved = { header: { layout: 'navCenter' }, footer: { layout: 'columns' } };
      await headerFooter.save(saved);
      expect(await headerFooter.get()).to.deep.equal(saved);
      expect(await calls(HEADER_FOOTER_URL, after)).to.deep.equal([
        ['PUT', saved, 200],
        ['GET', '', 200],
      ]);
    });

    it('get() rejects with a NotFoundError carrying the path on a 404, without onError or overlay', async () => {
      await injectFault({ path: HEADER_FOOTER_URL, times: 1, status: 404, body: { error: 'gone' } });
      const handled: unknown[] = [];
      const error = await rejection(headerFooter.get({ onError: (failure) => handled.push(failure) }));
      expect(error).to.be.instanceOf(NotFoundError);
      expect((error as NotFoundError).path).to.equal(HEADER_FOOTER_URL);
      expect((error as NotFoundError).message).to.equal(`Not found: ${HEADER_FOOTER_URL}`);
      expect(handled).to.deep.equal([]);
      expect(openDialogs.get()).to.deep.equal([]);
    });
  });
});
