import { describe, expect, it } from 'vitest';
import { callOrigin, DATA_LAYER_TEXTS, formEncode, judge, parseErrorText, RETRY_DELAY_MS } from './data-layer.logic.ts';

const answer = (status: number, body?: unknown, extra: { parseError?: string; crumbRetried?: boolean } = {}) =>
  judge({ status, ok: status >= 200 && status < 300, body, url: '/api/x', crumbRetried: false, ...extra });

const failureOf = (verdict: ReturnType<typeof judge>) => {
  if (verdict.type !== 'failure') throw new Error(`expected a failure, got ${verdict.type}`);
  return { kind: verdict.error.kind, message: verdict.error.message, retry: verdict.retry };
};

describe('data layer catalogue (spec 000 §8)', () => {
  it('retries after 200 ms', () => {
    expect(RETRY_DELAY_MS).toBe(200);
  });

  it('passes JSON answers through and gives an empty result for 204', () => {
    expect(answer(200, { a: 1 })).toEqual({ type: 'success', data: { a: 1 } });
    expect(answer(204)).toEqual({ type: 'success', data: {} });
  });

  it('reports unparsable JSON as a system error with the spec text', () => {
    const verdict = answer(200, undefined, { parseError: 'Unexpected token o' });
    expect(failureOf(verdict)).toEqual({
      kind: 'parse',
      message: 'Internal Error: Unable to parse server response from (/api/x) as JSON: Unexpected token o',
      retry: false,
    });
    expect(parseErrorText('/u', 'm')).toBe('Internal Error: Unable to parse server response from (/u) as JSON: m');
  });

  it.each([
    [400, { error: 'Bad things' }, 'Bad things'],
    [401, { message: 'Session over' }, 'Session over'],
    [500, { billingErrorCode: 'CARD_DECLINED' }, 'CARD_DECLINED'],
    [502, { error: 'Upstream said no' }, 'Upstream said no'],
  ])('%i with a JSON message passes the server error on', (status, body, message) => {
    expect(failureOf(answer(status, body))).toEqual({ kind: 'server', message, retry: false });
  });

  it.each([
    [401, 'unauthorized', DATA_LAYER_TEXTS.unauthorized],
    [403, 'unauthorized', 'Unauthorized request'],
    [403, 'unauthorized', 'Unauthorized request', { error: 'not passed on for 403' }],
    [500, 'internal', 'Internal server error. Please try again later.'],
    [501, 'internal', 'Internal server error. Please try again later.'],
    [503, 'unavailable', 'This service is temporarily unavailable. Please try again later.'],
  ])('%i is %s: %s', (status, kind, message, body?: unknown) => {
    expect(failureOf(answer(status, body))).toEqual({ kind, message, retry: false });
  });

  it.each([404, 408, 429, 502, 504])('%i without a message is "Unable to connect…" and may be retried', (status) => {
    expect(failureOf(answer(status))).toEqual({ kind: 'connect', message: 'Unable to connect…', retry: true });
  });

  it('retries a crumbFail once, then fails', () => {
    expect(answer(401, { crumbFail: true })).toEqual({ type: 'retry-crumb' });
    expect(failureOf(answer(401, { crumbFail: true }, { crumbRetried: true })).kind).toBe('unauthorized');
  });

  it('flags loginRequired and authorizationFail, whatever the status', () => {
    expect(failureOf(answer(200, { loginRequired: true })).kind).toBe('login-required');
    expect(failureOf(answer(401, { authorizationFail: true })).kind).toBe('authorization');
  });

  it('knows a cleaned failure', () => {
    const verdict = answer(500, { cleaned: true });
    expect(verdict.type === 'failure' && verdict.error.cleaned).toBe(true);
    expect(DATA_LAYER_TEXTS.cleaned).toBe('Something Went Wrong!');
  });
});

describe('a call that takes only one status', () => {
  it.each([
    [200, 'success'],
    [201, 'connect'],
    [202, 'connect'],
    [204, 'connect'],
  ])('with 200 the only success, %i is %s (spec 002 §7 "non-200 is an error")', (status, outcome) => {
    const verdict = judge({
      status,
      ok: true,
      body: { pageLoadId: 'p' },
      url: '/s',
      crumbRetried: false,
      successStatus: 200,
    });
    expect(verdict.type === 'success' ? 'success' : failureOf(verdict).kind).toBe(outcome);
  });
});

describe('secure calls on custom domains go cross-origin over https (spec 000 §7)', () => {
  const page = 'https://www.my-shop.com';
  it.each([
    ['a secure call on a custom domain', true, 'https://secure.platform.com', '', 'https://secure.platform.com'],
    [
      'an http secure origin, taken as its https form',
      true,
      'http://secure.platform.com',
      '',
      'https://secure.platform.com',
    ],
    [
      'an http secure origin with a port',
      true,
      'http://secure.platform.com:8080',
      '',
      'https://secure.platform.com:8080',
    ],
    [
      'loopback, which browsers treat as secure, stays http',
      true,
      'http://127.0.0.1:8000',
      '',
      'http://127.0.0.1:8000',
    ],
    ['localhost too', true, 'http://localhost:8000', '', 'http://localhost:8000'],
    ['not on a custom domain: the page is on the secure origin', true, page, '', page],
    ['no secure origin: the API origin', true, '', 'https://api.platform.com', 'https://api.platform.com'],
    [
      'a call that is not secure: the API origin',
      false,
      'https://secure.platform.com',
      'https://api.platform.com',
      'https://api.platform.com',
    ],
    ["a call that is not secure, no API origin: the page's", false, 'https://secure.platform.com', '', page],
  ])('%s', (_case, secure, secureOrigin, apiOrigin, expected) => {
    expect(callOrigin({ secure, secureOrigin, apiOrigin, pageOrigin: page })).toBe(expected);
  });
});

describe('formEncode', () => {
  it('encodes strings as they are and other values as JSON, leaving undefined out', () => {
    expect(formEncode({ a: 'x y', b: 2, c: { d: [1] }, e: undefined })).toBe('a=x+y&b=2&c=%7B%22d%22%3A%5B1%5D%7D');
  });
});
