import { expect } from 'chai';
import { injectFault, lastRequestId, type Recorded, received, setCrumb } from '../test/browser/api.ts';
import { loadFrame, reloadFrame } from '../test/browser/frame.ts';
import { sleep, waitFor } from '../test/browser/harness.ts';
import type { ReporterPage } from '../test/browser/pages/reporter-page.ts';
import { expectStartsAndStopsListening } from '../test/browser/services.ts';
import type { ErrorReport } from './error-reporter.logic.ts';
import { installErrorReporter } from './error-reporter.ts';
import { readSaved, takeSaved } from './storage.ts';

const URL_PATH = '/api/events/RecordJavascriptErrors';
const PAGE = '/test/browser/pages/reporter.html';

let frame: HTMLIFrameElement | undefined;
let queued = 0;
const page = (): ReporterPage => {
  if (!frame?.contentWindow) throw new Error('The reporter page is not loaded');
  return (frame.contentWindow as unknown as { reporterPage: ReporterPage }).reporterPage;
};

/** Error-report POSTs received since `after` whose reports mention `token`. */
async function sendsWith(token: string, after: number): Promise<Recorded[]> {
  return (await received(URL_PATH, after)).filter((call) => call.body.includes(token));
}

const reportsOf = (call: Recorded | undefined) => (call?.json ?? []) as ErrorReport[];
const token = () => `t${Math.random().toString(36).slice(2, 10)}`;

describe('error reporter (spec 000 §3, §7, §9)', () => {
  beforeEach(async () => {
    setCrumb('t1');
    await takeSaved('error-reports');
    frame = await loadFrame(PAGE, 'reporterReady');
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('reports an uncaught error with app, message, stack, file, line and column, 1000 ms later', async () => {
    const id = token();
    const after = await lastRequestId();
    const thrownAt = performance.now();
    page().throwLater(id);
    await sleep(900);
    expect(await sendsWith(id, after), 'nothing sent before the debounce').to.have.length(0);
    await waitFor(() => performance.now() - thrownAt > 1400, 'the debounce');
    const [call] = await sendsWith(id, after);
    expect(call?.status).to.equal(204);
    expect(call?.headers['x-csrf-token']).to.equal('t1');
    expect(call?.query.crumb).to.equal('t1');
    const [report] = reportsOf(call);
    expect(report?.event).to.equal('JavaScriptError');
    expect(report?.timestamp).to.be.a('number');
    expect(report?.data).to.include({ app: 'reporter-test-page', message: `Error: ${id}`, count: 1 });
    expect(report?.data.stack).to.contain(id);
    expect(report?.data.file).to.contain('/test/browser/pages/reporter-page.ts');
    expect(report?.data.line).to.be.greaterThan(0);
    expect(report?.data.column).to.be.greaterThan(0);
  });

  it('reports unhandled rejections and element errors in the same send', async () => {
    const id = token();
    const after = await lastRequestId();
    page().rejectLater(`${id} rejected`);
    page().elementError('sq-gallery', `${id} render`);
    await sleep(1400);
    const calls = await sendsWith(id, after);
    expect(calls).to.have.length(1);
    expect(reportsOf(calls[0]).map((report) => report.data.message)).to.have.members([
      `Error: ${id} rejected`,
      `<sq-gallery> Error: ${id} render`,
    ]);
  });

  it('counts a repeated error instead of queueing it again', async () => {
    const id = token();
    const after = await lastRequestId();
    page().throwLater(id, 5);
    await sleep(1400);
    const reports = reportsOf((await sendsWith(id, after))[0]);
    expect(reports).to.have.length(1);
    expect(reports[0]?.data.count).to.equal(5);
  });

  it('holds to its caps through a storm of 10,000 errors, and the page stays responsive', async function () {
    this.timeout(30000);
    const id = token();
    const after = await lastRequestId();
    const stormMs = await page().storm(10000, 60, id);
    await sleep(2200);
    const calls = await sendsWith(id, after);
    expect(calls.length).to.be.within(1, 20);
    for (const call of calls) {
      const reports = reportsOf(call);
      expect(reports.length).to.be.within(1, 10);
      for (const report of reports) expect(report.data.stack.length).to.be.at.most(5000);
    }
    // Each error is its own task: the reporter must never hold the page for long.
    expect(page().longestTask(), `longest task (storm took ${Math.round(stormMs)} ms)`).to.be.below(200);
    const frameStart = performance.now();
    await new Promise((resolve) => frame?.contentWindow?.requestAnimationFrame(resolve));
    expect(performance.now() - frameStart).to.be.below(250);
  });

  it('sends at most 20 times per page', async () => {
    const id = token();
    const after = await lastRequestId();
    for (let send = 0; send < 30; send++) {
      page().reporter.report(new Error(`${id} ${send}`));
      page().reporter.flush();
      await sleep(20);
    }
    await sleep(300);
    expect(await sendsWith(id, after)).to.have.length(20);
  });

  it('never reports its own failed send, and keeps the reports for later', async () => {
    const id = token();
    const after = await lastRequestId();
    await injectFault({ path: URL_PATH, times: 1, status: 500, body: { error: 'down' } });
    page().throwLater(id);
    await sleep(2600);
    const calls = (await received(URL_PATH, after)).filter((call) => call.body.includes(id) || call.status === 500);
    expect(calls.map((call) => call.status)).to.deep.equal([500]);
    const saved = await readSaved<ErrorReport>('error-reports');
    expect(saved.map((report) => report.data.message)).to.deep.equal([`Error: ${id}`]);
  });

  it('sends reports that failed on the next page load, after the API comes back', async () => {
    const id = token();
    const after = await lastRequestId();
    await injectFault({ path: URL_PATH, times: 1, drop: true });
    page().throwLater(id);
    await sleep(1800);
    expect((await readSaved<ErrorReport>('error-reports')).map((report) => report.data.message)).to.deep.equal([
      `Error: ${id}`,
    ]);
    if (!frame) throw new Error('no frame');
    await reloadFrame(frame, 'reporterReady');
    await sleep(1400);
    const delivered = (await sendsWith(id, after)).filter((call) => call.status === 204);
    expect(delivered).to.have.length(1);
    expect(reportsOf(delivered[0])[0]?.data.message).to.equal(`Error: ${id}`);
    expect(await readSaved('error-reports')).to.deep.equal([]);
  });

  it('the beacon on hide carries the CSRF crumb as a query parameter, where a header cannot go (spec 000 §7)', async () => {
    const id = token();
    const after = await lastRequestId();
    page().throwLater(id);
    await waitFor(() => {
      void readSaved<ErrorReport>('error-reports').then((saved) => (queued = saved.length));
      return queued > 0;
    }, 'the report to be queued');
    frame?.remove();
    let sent: Recorded[] = [];
    await waitFor(() => {
      void sendsWith(id, after).then((calls) => (sent = calls));
      return sent.length > 0;
    }, 'the beacon');
    const [call] = sent;
    expect(call?.headers['sec-fetch-mode'], 'a beacon').to.equal('no-cors');
    expect(call?.headers['x-csrf-token'], 'a beacon carries no header').to.equal(undefined);
    expect(call?.query.crumb).to.equal('t1');
    expect(call?.status, 'the crumb accepted').to.equal(204);
    expect(reportsOf(call)[0]?.data.message).to.equal(`Error: ${id}`);
  });

  it('sends debounced by 1000 ms: each error pushes the send back (spec 000 §9)', async () => {
    const id = token();
    const after = await lastRequestId();
    page().throwLater(`${id} first`);
    await sleep(600);
    page().throwLater(`${id} second`);
    await sleep(600);
    // A send 1000 ms after the first error would have gone by now, without the third.
    const lastThrownAt = Date.now();
    page().throwLater(`${id} third`);
    let sent: Recorded[] = [];
    await waitFor(() => {
      void sendsWith(id, after).then((calls) => (sent = calls));
      return sent.length > 0;
    }, 'the send');
    expect(sent).to.have.length(1);
    const [call] = sent;
    expect(reportsOf(call).map((report) => report.data.message)).to.deep.equal([
      `Error: ${id} first`,
      `Error: ${id} second`,
      `Error: ${id} third`,
    ]);
    expect(Date.parse(call?.time ?? '') - lastThrownAt, 'ms from the last error to the send').to.be.at.least(1000);
  });

  it('starts on the first install and stops when the last share is given back', async () => {
    await expectStartsAndStopsListening(installErrorReporter);
  });
});
