/**
 * `<sq-runtime>` on a static page whose origin has no platform API (every
 * endpoint the runtime calls answers 404, for this page alone): it says so
 * once, with a warning, and stops calling; nothing is logged as an error and
 * nothing is reported to the error endpoint, which is missing too.
 */
import { expect } from 'chai';
import { injectFault, lastRequestId, type Recorded, received } from '../../test/browser/api.ts';
import { loadFrame } from '../../test/browser/frame.ts';
import { waitForValue } from '../../test/browser/harness.ts';
import type { NoApiPage } from '../../test/browser/pages/no-api-page.ts';
import { takeSaved } from '../core/storage.ts';
import { ERROR_REPORT_URL } from './error-reporter.ts';
import { missingApiWarning } from './missing-api-warning/missing-api.logic.ts';
import { PERFORMANCE_SETTINGS_URL } from './performance/performance.logic.ts';
import { TRACE_URL } from './trace-log.ts';

const PAGE = '/test/browser/pages/no-api.html';

let frame: HTMLIFrameElement | undefined;
const token = () => `no-api-${Math.random().toString(36).slice(2, 10)}`;

/** Loads the page; `name` in its address is what its calls are told apart by (and its faults apply to). */
async function open(name: string): Promise<NoApiPage> {
  frame = await loadFrame(`${PAGE}?${name}`, 'noApiReady');
  return (frame.contentWindow as Window & { noApiPage: NoApiPage }).noApiPage;
}

/** The calls the page `name` made to `path` after the request `after`, oldest first. */
async function callsFrom(name: string, path: string, after: number): Promise<Recorded[]> {
  return (await received(path, after)).filter((call) => call.headers.referer?.includes(name));
}

/** Every endpoint the runtime calls by itself answers 404 to the page `name`, as on an origin without the API. */
async function noApiFor(name: string, paths = [PERFORMANCE_SETTINGS_URL, ERROR_REPORT_URL, TRACE_URL]): Promise<void> {
  for (const path of paths) await injectFault({ path, times: 10, status: 404, fromPage: name });
}

/** Waits until the page has said a warning: its words are a chunk of their own, loaded as it is said. */
async function warningSaid(page: NoApiPage): Promise<void> {
  await waitForValue(
    () => page.said.warnings,
    (warnings) => warnings.length > 0,
    'the warning',
    { timeoutMs: 20000, everyMs: 50 },
  );
}

describe('<sq-runtime> on a page without the platform API', function () {
  // The runtime's view and the performance collector are chunks of their own, loaded as the page starts.
  this.timeout(30000);
  beforeEach(async () => {
    // What an earlier test left for the next page load would be sent by this page.
    await takeSaved('error-reports');
    await takeSaved('trace-entries');
    await takeSaved('performance-records');
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('warns once, naming the settings endpoint and performance="false"; logs no error, reports nothing, asks once', async () => {
    const name = token();
    const after = await lastRequestId();
    await noApiFor(name);
    const page = await open(name);
    await warningSaid(page);
    // Whatever the reporter has waiting goes now; this resolves once its answer is in.
    await page.reporter.flush();
    expect(page.said.warnings).to.deep.equal([
      missingApiWarning('performance', `${location.origin}${PERFORMANCE_SETTINGS_URL}`),
    ]);
    expect(page.said.warnings[0]).to.contain('performance="false"');
    expect(page.said.errors).to.deep.equal([]);
    expect(await callsFrom(name, ERROR_REPORT_URL, after), 'no error report').to.deep.equal([]);
    expect((await callsFrom(name, PERFORMANCE_SETTINGS_URL, after)).map((call) => call.status)).to.deep.equal([404]);
  });

  it('the error endpoint answering 404: one warning naming it and error-reporter="false", and no report sent after it', async () => {
    const name = token();
    const after = await lastRequestId();
    await noApiFor(name, [ERROR_REPORT_URL]);
    const page = await open(name);
    page.reporter.report(new Error(`${name} first`));
    await page.reporter.flush();
    await warningSaid(page);
    page.reporter.report(new Error(`${name} second`));
    await page.reporter.flush();
    expect(page.said.warnings).to.deep.equal([
      missingApiWarning('errorReporter', `${location.origin}${ERROR_REPORT_URL}`),
    ]);
    expect(page.said.errors).to.deep.equal([]);
    const reports = await callsFrom(name, ERROR_REPORT_URL, after);
    expect(reports.map((call) => call.status)).to.deep.equal([404]);
  });
});
