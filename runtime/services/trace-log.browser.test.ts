import { expect } from 'chai';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../../test/browser/api.ts';
import { loadFrame, reloadFrame } from '../../test/browser/frame.ts';
import { waitForValue } from '../../test/browser/harness.ts';
import type { HeldClock } from '../../test/browser/pages/held-clock.ts';
import { expectStartsAndStopsListening } from '../../test/browser/services.ts';
import { readSaved, takeSaved } from '../core/storage.ts';
import { installTraceLog, type TraceEntry, type TraceLog } from './trace-log.ts';

const URL_PATH = '/api/events/Trace';
/** The spec's flush interval (spec 000 §9), written out here to judge the log's. */
const SPEC_FLUSH_MS = 30000;
const PAGE = '/test/browser/pages/trace.html';

let frame: HTMLIFrameElement | undefined;
const log = (): TraceLog => {
  if (!frame?.contentWindow) throw new Error('The trace page is not loaded');
  return (frame.contentWindow as unknown as { traceLog: TraceLog }).traceLog;
};
const token = () => `t${Math.random().toString(36).slice(2, 10)}`;

const entriesOf = (call: Recorded | undefined) => JSON.parse(call?.form?.data ?? '[]') as TraceEntry[];

async function flushesWith(id: string, after: number): Promise<Recorded[]> {
  return (await received(URL_PATH, after)).filter((call) => call.body.includes(id));
}

/** Waits for the first trace POST mentioning `id` since `after`. */
async function flushedWith(id: string, after: number, options?: { timeoutMs?: number; everyMs?: number }) {
  const [call] = await waitForValue(
    () => flushesWith(id, after),
    (calls) => calls.length > 0,
    `a flush with ${id}`,
    options,
  );
  return call;
}

const savedTypes = async () => (await readSaved<TraceEntry>('trace-entries')).map((entry) => entry.type);

describe('trace log (spec 000 §3, §7, §9)', () => {
  beforeEach(async () => {
    setCrumb('t1');
    await takeSaved('trace-entries');
    frame = await loadFrame(PAGE, 'traceReady');
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  // On the page's held clock (test/browser/pages/held-clock.ts): the test reads when the flush is due and runs it.
  it('flushes queued entries 30000 ms after the first, as form data holding the JSON entries', async () => {
    frame?.remove();
    frame = await loadFrame(`${PAGE}?held-clock`, 'traceReady');
    const page = frame.contentWindow as unknown as { clock: HeldClock; performance: Performance };
    const id = token();
    const after = await lastRequestId();
    const tracedAt = page.performance.now();
    log().trace('gallery-open', { id });
    log().trace('gallery-close', { id });
    // Every timer of the page's own is held; its one is the flush, due the spec's 30 s after the first entry.
    const [flush] = await waitForValue(
      async () => page.clock.held(),
      (held) => held.length > 0,
      'the flush to be timed',
    );
    if (!flush) throw new Error('no flush timed');
    expect(flush.dueAt - tracedAt, 'the flush').to.be.within(SPEC_FLUSH_MS, SPEC_FLUSH_MS + 1000);
    expect(await flushesWith(id, after), 'nothing before 30 s').to.deep.equal([]);
    page.clock.runUntil(flush.dueAt);
    const call = await flushedWith(id, after);
    expect(call?.status).to.equal(204);
    expect(call?.query.crumb).to.equal('t1');
    expect(entriesOf(call)).to.deep.equal([
      { pageUrl: frame?.contentWindow?.location.href, type: 'gallery-open', data: { id } },
      { pageUrl: frame?.contentWindow?.location.href, type: 'gallery-close', data: { id } },
    ]);
  });

  it('keeps entries whose flush failed and sends them with the next one', async () => {
    const id = token();
    const after = await lastRequestId();
    await injectFault({ path: URL_PATH, times: 1, status: 503, fromPage: PAGE });
    log().trace('first', { id });
    await log().flush();
    log().trace('second', { id });
    await log().flush();
    const calls = await flushesWith(id, after);
    expect(calls.map((call) => call.status)).to.deep.equal([503, 204]);
    expect(entriesOf(calls[1]).map((entry) => entry.type)).to.deep.equal(['first', 'second']);
  });

  it('sends the queue with a beacon when the page is hidden', async () => {
    const id = token();
    const after = await lastRequestId();
    log().trace('leaving', { id });
    frame?.remove();
    const call = await flushedWith(id, after);
    expect(call?.status).to.equal(204);
    expect(entriesOf(call).map((entry) => entry.type)).to.deep.equal(['leaving']);
  });

  it('keeps what a refused beacon could not carry and sends it on the next page load', async () => {
    const id = token();
    const after = await lastRequestId();
    // A beacon carries at most 64 KB; this entry is larger, so the browser refuses it.
    log().trace('large', { id, blob: 'x'.repeat(70000) });
    // The copy in IndexedDB is written in a later task; a write begun as the page unloads may not land.
    await waitForValue(savedTypes, (types) => types.length > 0, 'the entry to be kept');
    expect(await savedTypes()).to.deep.equal(['large']);
    if (!frame) throw new Error('no frame');
    await reloadFrame(frame, 'traceReady');
    await log().flush();
    // The flush was answered after the page left and came back: a beacon sent as it left would be in by now.
    const calls = await flushesWith(id, after);
    const beacons = calls.filter((call) => call.headers['sec-fetch-mode'] === 'no-cors');
    expect(beacons, 'nothing delivered by beacon').to.have.length(0);
    const [call] = calls;
    expect(call?.status).to.equal(204);
    expect(entriesOf(call).map((entry) => entry.type)).to.deep.equal(['large']);
    await waitForValue(savedTypes, (types) => types.length === 0, 'the copy to be forgotten once delivered');
  });

  it('starts on the first install and stops when the last share is given back', async () => {
    await expectStartsAndStopsListening(installTraceLog);
  });
});
