import { expect } from 'chai';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../../test/browser/api.ts';
import { loadFrame, reloadFrame } from '../../test/browser/frame.ts';
import { waitFor } from '../../test/browser/harness.ts';
import type { TestRecord } from '../../test/browser/pages/outbox-page.ts';
import { readSaved, takeSaved } from '../core/storage.ts';
import type { Outbox } from './outbox.ts';

/** The test page's outbox posts in the trace endpoint's format (spec 000 §7). */
const PATH = '/api/events/Trace';
const PAGE = '/test/browser/pages/outbox.html';

let frame: HTMLIFrameElement | undefined;
/** The name of the running test's page: its storage key, the text its calls and faults are told apart by. */
let name = '';

/** Loads the outbox page as `name` (a fresh storage key), with `query` flags. */
async function open(query = ''): Promise<void> {
  name = `outbox-${Math.random().toString(36).slice(2, 10)}`;
  frame = await loadFrame(`${PAGE}?key=${name}${query}`, 'outboxReady');
}

function outbox(): Outbox<TestRecord> {
  if (!frame?.contentWindow) throw new Error('The outbox page is not loaded');
  return (frame.contentWindow as unknown as { outbox: Outbox<TestRecord> }).outbox;
}

const idsIn = (call: Recorded) => (JSON.parse(call.form?.data ?? '[]') as TestRecord[]).map((record) => record.id);

/** The calls the page made after `after`, oldest first. */
async function calls(after: number): Promise<Recorded[]> {
  return (await received(PATH, after)).filter((call) => call.headers.referer?.includes(name));
}

/** How many times each record arrived (a 2xx answer), by id. */
async function arrivals(after: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const call of await calls(after)) {
    if (call.status >= 200 && call.status < 300) for (const id of idsIn(call)) counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

/** Polls the API until `check` holds for the page's calls; gives them. */
async function until(after: number, check: (made: Recorded[]) => boolean, what: string): Promise<Recorded[]> {
  const start = performance.now();
  for (;;) {
    const made = await calls(after);
    if (check(made)) return made;
    if (performance.now() - start > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

describe('outbox: each record delivered once (DESIGN §3 "Nothing lost")', () => {
  beforeEach(() => setCrumb('t1'));
  afterEach(async () => {
    frame?.remove();
    frame = undefined;
    await takeSaved(name);
  });

  describe('A failing request, then a retry', () => {
    for (const [failure, fault] of [
      ['a 503', { status: 503 }],
      ['a 500', { status: 500 }],
      ['a dropped connection', { drop: true }],
    ] as const) {
      it(`after ${failure}, the record goes with the next send and arrives once`, async () => {
        await open();
        const after = await lastRequestId();
        await injectFault({ path: PATH, times: 1, fromPage: name, ...fault });
        outbox().add({ id: `${name}-1` });
        await outbox().send();
        expect(
          (await readSaved<TestRecord>(name)).map((record) => record.id),
          'kept meanwhile',
        ).to.deep.equal([`${name}-1`]);
        outbox().add({ id: `${name}-2` });
        await outbox().send();
        const made = await calls(after);
        expect(made.map((call) => call.status)).to.deep.equal([fault.status ?? 0, 204]);
        expect(made.map(idsIn)).to.deep.equal([[`${name}-1`], [`${name}-1`, `${name}-2`]]);
        expect(await arrivals(after)).to.deep.equal({ [`${name}-1`]: 1, [`${name}-2`]: 1 });
        await waitFor(() => localStorage.getItem(`sq-elements:${name}`) === null, 'no note left');
        expect(await readSaved(name), 'nothing kept once delivered').to.deep.equal([]);
      });
    }

    it('a batch the server refuses as such (a 400) is not sent again', async () => {
      await open();
      const after = await lastRequestId();
      await injectFault({ path: PATH, times: 1, status: 400, body: { error: 'bad records' }, fromPage: name });
      outbox().add({ id: `${name}-refused` });
      await outbox().send();
      outbox().add({ id: `${name}-next` });
      await outbox().send();
      expect((await calls(after)).map(idsIn)).to.deep.equal([[`${name}-refused`], [`${name}-next`]]);
    });
  });

  describe('Beacon on hide, and restore after reload', () => {
    it('what waits goes by beacon when the page is hidden, the crumb in its query, and the next page load does not send it again', async () => {
      await open();
      const after = await lastRequestId();
      outbox().add({ id: `${name}-1` });
      // Kept in storage before the page goes: a next page load that took it back would send it twice.
      let kept: string[] = [];
      await waitFor(() => {
        void readSaved<TestRecord>(name).then((saved) => (kept = saved.map((record) => record.id)));
        return kept.length === 1;
      }, 'the record in storage');
      if (!frame) throw new Error('no frame');
      await reloadFrame(frame, 'outboxReady');
      await outbox().send();
      const [beacon, ...more] = await calls(after);
      expect(more, 'no second call').to.deep.equal([]);
      expect(beacon?.headers['sec-fetch-mode'], 'a beacon').to.equal('no-cors');
      expect(beacon?.query.crumb).to.equal('t1');
      expect(beacon?.status).to.equal(204);
      expect(beacon && idsIn(beacon)).to.deep.equal([`${name}-1`]);
    });

    it('a record too large for a beacon is kept when the page goes away, and the next page load sends it at once, once', async () => {
      await open();
      const after = await lastRequestId();
      outbox().add({ id: `${name}-large`, bulk: 'x'.repeat(70000) });
      outbox().add({ id: `${name}-small` });
      if (!frame) throw new Error('no frame');
      await reloadFrame(frame, 'outboxReady');
      await until(after, (made) => made.length === 2, 'the beacon and the next page load');
      await outbox().send();
      const [beacon, restored, ...more] = await calls(after);
      expect(more).to.deep.equal([]);
      expect(beacon && idsIn(beacon), 'what a beacon carries').to.deep.equal([`${name}-small`]);
      expect(beacon?.headers['sec-fetch-mode']).to.equal('no-cors');
      expect(restored && idsIn(restored), 'sent by the next page load').to.deep.equal([`${name}-large`]);
      expect(await arrivals(after)).to.deep.equal({ [`${name}-large`]: 1, [`${name}-small`]: 1 });
    });

    it('where the browser refuses the beacon, a request kept alive carries the records, and the next page load does not send them again', async () => {
      await open('&no-beacon');
      const after = await lastRequestId();
      outbox().add({ id: `${name}-1` });
      if (!frame) throw new Error('no frame');
      await reloadFrame(frame, 'outboxReady');
      const [kept] = await until(after, (made) => made.length === 1, 'the request kept alive');
      await outbox().send();
      expect(kept?.headers['sec-fetch-mode'], 'a fetch, not a beacon').to.equal('cors');
      expect(await arrivals(after)).to.deep.equal({ [`${name}-1`]: 1 });
      expect(await calls(after)).to.have.length(1);
    });

    it('a request still running when the page goes away is not sent again by the next page load', async () => {
      await open();
      const after = await lastRequestId();
      await injectFault({ path: PATH, times: 1, status: 204, delayMs: 1500, fromPage: name });
      outbox().add({ id: `${name}-1` });
      void outbox().send();
      await until(after, (made) => made.length === 1, 'the request to be under way');
      if (!frame) throw new Error('no frame');
      await reloadFrame(frame, 'outboxReady');
      await outbox().send();
      expect((await calls(after)).map(idsIn)).to.deep.equal([[`${name}-1`]]);
    });
  });
});
