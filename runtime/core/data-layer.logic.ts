/**
 * The data layer's error catalogue (spec 000 §8 "Data layer"): what a
 * response means, decided from its status and body alone.
 */

/** Texts of the catalogue, exactly as the spec gives them. */
export const DATA_LAYER_TEXTS = {
  unauthorized: 'Unauthorized request',
  internal: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  connect: 'Unable to connect…',
  network: 'Unable to connect to the product. Please try again.',
  cleaned: 'Something Went Wrong!',
} as const;

/** Delay before retrying a call that could not connect (spec 000 §9). */
export const RETRY_DELAY_MS = 200;

/** Statuses whose JSON body's error, message or billingErrorCode is passed on as the server error. */
const SERVER_ERROR_STATUSES = new Set([400, 401, 500, 502]);

export type RequestErrorKind =
  | 'server'
  | 'unauthorized'
  | 'internal'
  | 'unavailable'
  | 'connect'
  | 'network'
  | 'parse'
  | 'login-required'
  | 'authorization';

/** A failed call: what went wrong, in the catalogue's words, with the answer's data. */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
  }

  /** True when the server flagged the data as cleaned: the overlay then shows the generic text. */
  get cleaned(): boolean {
    return isRecord(this.data) && this.data.cleaned === true;
  }
}

/** What to do with one answer. */
export type Verdict =
  | { type: 'success'; data: unknown }
  | { type: 'retry-crumb' }
  | { type: 'failure'; error: RequestError; retry: boolean };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of the unparsable-JSON system error. */
export function parseErrorText(url: string, message: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;
}

/**
 * Judges one answer. `body` is the parsed JSON (or the raw text in text mode,
 * or undefined when the body was empty or not JSON); `parseError` is set when
 * a JSON answer was expected and did not parse.
 */
export function judge(answer: {
  status: number;
  ok: boolean;
  body: unknown;
  url: string;
  parseError?: string;
  crumbRetried: boolean;
  /** The one status that is a success, for a call that takes no other (spec 002 §7 "non-200 is an error"). */
  successStatus?: number | undefined;
}): Verdict {
  const { status, body, successStatus } = answer;
  const ok = answer.ok && (successStatus === undefined || status === successStatus);
  const flags = isRecord(body) ? body : {};
  if (flags.crumbFail === true && !answer.crumbRetried) return { type: 'retry-crumb' };
  if (flags.loginRequired === true) {
    return failure('login-required', messageOf(flags) ?? DATA_LAYER_TEXTS.unauthorized, status, body);
  }
  if (flags.authorizationFail === true) {
    return failure('authorization', messageOf(flags) ?? DATA_LAYER_TEXTS.unauthorized, status, body);
  }
  if (answer.ok && !ok) return failure('connect', DATA_LAYER_TEXTS.connect, status, body);
  if (ok) {
    if (answer.parseError !== undefined) {
      return failure('parse', parseErrorText(answer.url, answer.parseError), status, undefined);
    }
    return { type: 'success', data: status === 204 ? {} : body };
  }
  const message = messageOf(flags);
  if (SERVER_ERROR_STATUSES.has(status) && message !== undefined) return failure('server', message, status, body);
  if (status === 401 || status === 403) return failure('unauthorized', DATA_LAYER_TEXTS.unauthorized, status, body);
  if (status === 500 || status === 501) return failure('internal', DATA_LAYER_TEXTS.internal, status, body);
  if (status === 503) return failure('unavailable', DATA_LAYER_TEXTS.unavailable, status, body);
  return { type: 'failure', error: new RequestError('connect', DATA_LAYER_TEXTS.connect, status, body), retry: true };
}

function failure(kind: RequestErrorKind, message: string, status: number, data: unknown): Verdict {
  return { type: 'failure', error: new RequestError(kind, message, status, data), retry: false };
}

/** The server's own words for an error: error, message or billingErrorCode. */
function messageOf(body: Record<string, unknown>): string | undefined {
  for (const key of ['error', 'message', 'billingErrorCode']) {
    const value = body[key];
    if (typeof value === 'string' && value) return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

/** Form-encodes a body: nested values are sent as JSON text. */
export function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** The hosts a browser treats as secure without https (a secure context): loopback only. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.|^\[::1\]$/.test(hostname);
}

/**
 * Where a call goes. A secure call on a custom domain (the secure origin is
 * set and is not the page's) goes cross-origin to the secure origin, over
 * https only (spec 000 §7): an http secure origin is taken as its https
 * form, but for loopback, which the browser treats as secure. Other calls go
 * to the API origin, or the page's own.
 */
export function callOrigin(call: {
  secure?: boolean | undefined;
  secureOrigin: string;
  apiOrigin: string;
  pageOrigin: string;
}): string {
  const { secureOrigin, apiOrigin, pageOrigin } = call;
  if (call.secure && secureOrigin !== '') {
    const secure = new URL(secureOrigin);
    if (secure.origin !== pageOrigin) {
      if (!isLoopback(secure.hostname)) secure.protocol = 'https:';
      return secure.origin;
    }
  }
  return apiOrigin || pageOrigin;
}
