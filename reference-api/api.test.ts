import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRUMB_FAIL_ANSWER, createReferenceApi, PERFORMANCE_RECORDS_ERROR, SESSION_RECORDING_ID } from './api.ts';
import { serveReferenceApi } from './serve-for-tests.ts';
import { RECORDER_STAND_IN_PATH } from './tracking.constants.ts';
import { VIDEO_STAND_IN_PATH, VIDEO_STAND_IN_RECORD_PATH } from './video-stand-in.ts';

const served = serveReferenceApi('api');

/** POSTs with a matching crumb cookie and query parameter, as the data layer does. */
const post = (path: string, body: unknown, type = 'application/json', crumb: string | null = 'c1') =>
  fetch(`${served.base}${path}${crumb && path.startsWith('/api/') ? `?crumb=${crumb}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie: 'crumb=c1' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const requests = async (query = '') =>
  (await (await fetch(`${served.base}/__api/requests${query}`)).json()) as {
    id: number;
    path: string;
    status: number;
    json?: unknown;
    form?: Record<string, string>;
  }[];

describe('reference API', () => {
  it('answers the error and trace endpoints and records them newest first, as JSON lines too', async () => {
    const errors = [{ event: 'JavaScriptError', data: { message: 'boom' }, timestamp: 1 }];
    expect((await post('/api/events/RecordJavascriptErrors', errors)).status).toBe(204);
    expect((await post('/api/events/Trace', 'data=%5B%5D', 'application/x-www-form-urlencoded')).status).toBe(204);
    const [trace, error] = await requests();
    expect(trace).toMatchObject({ path: '/api/events/Trace', status: 204, form: { data: '[]' } });
    expect(error).toMatchObject({ path: '/api/events/RecordJavascriptErrors', status: 204, json: errors });
    const lines = readFileSync(join(served.dataDir, 'requests.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).path)).toEqual([
      '/api/events/RecordJavascriptErrors',
      '/api/events/Trace',
    ]);
  });

  it('filters the log by path and by id', async () => {
    await post('/api/events/Trace', {});
    await post('/api/events/RecordJavascriptErrors', []);
    const [first] = await requests();
    expect((await requests('?path=/api/events/Trace')).map((r) => r.path)).toEqual(['/api/events/Trace']);
    expect(await requests(`?after=${first?.id}`)).toEqual([]);
  });

  it('answers 404 with a JSON error for an unknown endpoint, and leaves other paths to the next middleware', async () => {
    const unknown = await post('/api/nothing', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No such endpoint: POST /api/nothing' });
    expect((await fetch(`${served.base}/demo/`)).status).toBe(418);
  });

  it('injects a status and body for the next N calls to a path, then answers normally', async () => {
    await post('/__api/faults', { path: '/api/events/Trace', times: 2, status: 503, body: { error: 'down' } });
    for (let call = 0; call < 2; call++) {
      const response = await post('/api/events/Trace', {});
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'down' });
    }
    expect((await post('/api/events/Trace', {})).status).toBe(204);
    expect((await requests()).map((r) => r.status)).toEqual([204, 503, 503]);
  });

  it('sends a string body as raw text', async () => {
    await post('/__api/faults', { path: '/api/events/Trace', times: 1, status: 200, body: 'not json' });
    const response = await post('/api/events/Trace', {});
    expect(await response.text()).toBe('not json');
  });

  it('delays an answer', async () => {
    await post('/__api/faults', { path: '/api/events/Trace', times: 1, delayMs: 300, status: 204 });
    const start = performance.now();
    await post('/api/events/Trace', {});
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection', async () => {
    await post('/__api/faults', { path: '/api/events/Trace', times: 1, drop: true });
    await expect(post('/api/events/Trace', {})).rejects.toThrow();
    expect((await requests())[0]?.status).toBe(0);
  });

  it('refuses a malformed fault', async () => {
    const response = await post('/__api/faults', { path: 'no-slash', times: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'fault.path must start with /' });
  });

  it('clears faults', async () => {
    await post('/__api/faults', { path: '/api/events/Trace', times: 5, status: 500 });
    await fetch(`${served.base}/__api/faults`, { method: 'DELETE' });
    expect((await post('/api/events/Trace', {})).status).toBe(204);
  });

  it('answers crumbFail with a fresh crumb cookie when the crumb is missing or wrong', async () => {
    for (const crumb of [null, 'wrong']) {
      const response = await post('/api/events/Trace', {}, 'application/json', crumb);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ crumbFail: true, error: 'The crumb is missing or does not match.' });
      expect(response.headers.get('set-cookie')).toMatch(/^crumb=[0-9a-f]{24}; Path=\/; SameSite=Lax$/);
    }
  });

  it('takes the crumb from the X-CSRF-Token header too', async () => {
    const response = await fetch(`${served.base}/api/events/RecordJavascriptErrors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'crumb=c1', 'x-csrf-token': 'c1' },
      body: '[]',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('lets a crumb-less GET through and issues a crumb', async () => {
    const response = await fetch(`${served.base}/api/nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toMatch(/^crumb=/);
  });

  it('allows credentialed calls from another origin', async () => {
    const preflight = await fetch(`${served.base}/api/events/Trace`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://shop.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers the logout with 204 when the crumb matches, and crumbFail when it does not', async () => {
    const response = await post('/api/auth/Logout', '', 'text/plain');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const refused = await post('/api/auth/Logout', '', 'text/plain', 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(CRUMB_FAIL_ANSWER);
    expect((await requests('?path=/api/auth/Logout')).map((r) => r.status)).toEqual([401, 204]);
  });

  it('gives a fresh pageLoadId on every performance settings call (spec 002 §7)', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${served.base}/api/1/performance/settings`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { pageLoadId: string }).pageLoadId),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps performance records sent as a plain-text JSON array, as a beacon sends them', async () => {
    const records = [{ app: 'a', event: 'PerformanceMetric', pageLoadId: 'p1', timestamp: 1, data: {} }];
    const response = await post('/api/1/performance/records', records, 'text/plain;charset=UTF-8');
    expect(response.status).toBe(204);
    const [recorded] = await requests('?path=/api/1/performance/records');
    expect(recorded).toMatchObject({ status: 204, json: records });
  });

  it.each([
    ['an object', '{"pageLoadId":"p1"}'],
    ['a record without pageLoadId', '[{"event":"PageSpeed"}]'],
    ['text', 'records'],
  ])('refuses performance records that are %s', async (_, body) => {
    const response = await post('/api/1/performance/records', body, 'text/plain;charset=UTF-8');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PERFORMANCE_RECORDS_ERROR });
  });

  it.each([
    [
      '/api/census/RecordHit',
      'event=pageView&data=%7B%7D&ss_cvr=a%7C1%7C1%7C1%7C1',
      'application/x-www-form-urlencoded',
      204,
    ],
    ['/api/census/button-click', { id: 'b1' }, 'application/json', 204],
    ['/api/census/button-render', { id: 'b1' }, 'application/json', 204],
    ['/api/census/form-render', { formId: 'f1' }, 'application/json', 204],
    ['/api/census/overlay', { event: 'shown' }, 'application/json', 204],
    ['/api/census/RecordQuickView/item-1', '', 'text/plain', 204],
    ['/api/events/RecordEvent', 'crumb=c1&event=e&data=%7B%7D', 'application/x-www-form-urlencoded', 204],
    [
      '/api/v1/events',
      { analyticsId: 'a', commonData: '{}', customData: '{}', customSchemaName: 's' },
      'text/plain;charset=UTF-8',
      202,
    ],
  ])('answers the tracking call %s (spec 002 §7) and records what it carried', async (path, body, type, status) => {
    expect((await post(path, body, type)).status).toBe(status);
    const [recorded] = await requests(`?path=${path}`);
    expect(recorded?.status).toBe(status);
    if (type.includes('form')) expect(recorded?.form).toEqual(Object.fromEntries(new URLSearchParams(body as string)));
    else if (typeof body === 'object') expect(recorded?.json).toEqual(body);
  });

  it.each(['/api/census/RecordHit', '/api/census/button-click', '/api/v1/events'])(
    'takes %s without a crumb, and issues one',
    async (path) => {
      const response = await fetch(`${served.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"id":"x"}',
      });
      expect(response.status).not.toBe(401);
      expect(response.headers.get('set-cookie')).toMatch(/^crumb=/);
    },
  );

  it('still refuses RecordEvent without its crumb', async () => {
    expect((await post('/api/events/RecordEvent', 'event=e', 'application/x-www-form-urlencoded', null)).status).toBe(
      401,
    );
  });

  it('answers the landing beacon and the session-recording id to a GET', async () => {
    expect((await fetch(`${served.base}/api/track/Track?landing=x&rk=1`)).status).toBe(204);
    const answer = await fetch(`${served.base}/api/commerce/fullstory/getId`);
    expect(await answer.json()).toEqual({ id: SESSION_RECORDING_ID });
    expect((await requests('?path=/api/track/Track'))[0]).toMatchObject({ query: { landing: 'x', rk: '1' } });
  });

  it('serves the stand-in session recorder, which keeps the id its address carries', async () => {
    const answer = await fetch(`${served.base}${RECORDER_STAND_IN_PATH}?id=abc`);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(await answer.text()).toBe('window.sessionRecorder = { id: "abc" };\n');
  });

  it('applies a fault only to calls from the page it names, by the Referer', async () => {
    await post('/__api/faults', { path: '/api/1/performance/settings', times: 1, status: 503, fromPage: 'token-1' });
    const get = (referer: string) => fetch(`${served.base}/api/1/performance/settings`, { headers: { referer } });
    expect((await get('http://localhost/page.html?token-2')).status).toBe(200);
    expect((await fetch(`${served.base}/api/1/performance/settings`)).status).toBe(200);
    expect((await get('http://localhost/page.html?token-1')).status).toBe(503);
    expect((await get('http://localhost/page.html?token-1')).status).toBe(200);
  });

  it('reloads its log from disk', async () => {
    await post('/api/events/Trace', { n: 1 });
    const again = createReferenceApi({ dataDir: served.dataDir });
    expect(again.log.list().map((entry) => entry.path)).toEqual(['/api/events/Trace']);
  });

  it('serves the stand-in video player as a page, and takes its records without a crumb', async () => {
    const page = await fetch(`${served.base}${VIDEO_STAND_IN_PATH}?id=1&autoplay=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(VIDEO_STAND_IN_RECORD_PATH);
    const record = { kind: 'message', data: '{"method":"pause"}', origin: 'http://a.example' };
    expect((await post(VIDEO_STAND_IN_RECORD_PATH, record, 'application/json', null)).status).toBe(204);
    const [recorded] = await requests(`?path=${VIDEO_STAND_IN_RECORD_PATH}`);
    expect(recorded).toMatchObject({ status: 204, json: record });
  });
});
