import { runtimeOptions } from './context.ts';
import { CRUMB_PARAM, readCrumb, resetCrumb } from './crumb.ts';
import {
  callOrigin,
  DATA_LAYER_TEXTS,
  formEncode,
  isRecord,
  judge,
  RETRY_DELAY_MS,
  RequestError,
  type Verdict,
} from './data-layer.logic.ts';
import { showSystemErrorDialog, showSystemErrorOverlay } from './dialogs.ts';

export { RequestError } from './data-layer.logic.ts';

/** The event fired on `document` when the server says the visitor must log in. */
export const LOGIN_REQUIRED_EVENT = 'sq-login-required';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path (or full address) of the call. */
  url: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The body: form-encoded unless `json` is set; a string is sent as it is. */
  body?: Record<string, unknown> | unknown[] | string;
  /** Send the body as JSON. */
  json?: boolean;
  /** Take the answer as raw text instead of JSON. */
  text?: boolean;
  /** How many times to retry a call that could not connect, each after 200 ms. */
  retries?: number;
  /** A secure call: on a custom domain it goes to the secure origin, cross-origin with credentials. */
  secure?: boolean;
  headers?: Record<string, string>;
  /** The one status that is a success; any other, a 2xx too, fails as 'Unable to connect…'. */
  successStatus?: number;
  /** Keep the call alive when the page is closed. */
  keepalive?: boolean;
  /** Give up after this many milliseconds; the call then fails as one that could not connect (the tracking calls' 2500 ms). */
  timeoutMs?: number;
  /** Handles a failure; without one, a failure shows the system error overlay. */
  onError?: (error: RequestError) => void;
}

/**
 * Calls the platform API. Adds the crumb, sends credentials, retries as the
 * catalogue says, and fails with a `RequestError` in the catalogue's words
 * (spec 000 §7 "General data layer", §8 "Data layer").
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  let crumbRetried = false;
  let retriesLeft = Math.max(0, options.retries ?? 0);
  for (;;) {
    const sentCrumb = readCrumb();
    const verdict = await attempt(options, sentCrumb, crumbRetried);
    if (verdict.type === 'success') return verdict.data as T;
    if (verdict.type === 'retry-crumb') {
      crumbRetried = true;
      resetCrumb(sentCrumb);
      continue;
    }
    if (verdict.retry && retriesLeft > 0) {
      retriesLeft--;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      continue;
    }
    fail(verdict.error, options);
    throw verdict.error;
  }
}

/**
 * Headers every later call carries, set by the visitor session (its XSRF
 * token, spec 002 §4). The data layer is for the platform's calls: another
 * site is called with `fetch`, or it gets them too.
 */
request.headers = {} as Record<string, string>;

/** The address of a call: the secure or API origin, the query, and the crumb. */
export function callUrl(options: Pick<RequestOptions, 'url' | 'query' | 'secure'>, crumb = readCrumb()): URL {
  const { apiOrigin, secureOrigin } = runtimeOptions.get();
  const base = callOrigin({ secure: options.secure, secureOrigin, apiOrigin, pageOrigin: location.origin });
  const url = new URL(options.url, base);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (crumb) url.searchParams.set(CRUMB_PARAM, crumb);
  return url;
}

async function attempt(options: RequestOptions, crumb: string | undefined, crumbRetried: boolean): Promise<Verdict> {
  const headers: Record<string, string> = {
    Accept: options.text ? 'text/plain, */*' : 'application/json',
    ...request.headers,
    ...options.headers,
  };
  let body: string | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === 'string') body = options.body;
    else if (options.json) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    } else {
      body = formEncode(isRecord(options.body) ? options.body : { data: options.body });
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    }
  }
  let response: Response;
  try {
    response = await fetch(callUrl(options, crumb), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      mode: 'cors',
      keepalive: options.keepalive ?? false,
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : null,
    });
  } catch {
    return {
      type: 'failure',
      error: new RequestError('network', DATA_LAYER_TEXTS.network, 0, undefined),
      retry: false,
    };
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  let parseError: string | undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      if (!options.text) parseError = error instanceof Error ? error.message : String(error);
    }
  }
  const verdict = judge({
    status: response.status,
    ok: response.ok,
    body: parsed,
    url: options.url,
    crumbRetried,
    successStatus: options.successStatus,
    ...(parseError !== undefined && response.status !== 204 ? { parseError } : {}),
  });
  if (verdict.type === 'success' && options.text) return { type: 'success', data: text };
  return verdict;
}

/** Tells the page about a failure: events, dialogs, the failure handler or the overlay. */
function fail(error: RequestError, options: RequestOptions): void {
  if (error.kind === 'login-required') {
    document.dispatchEvent(
      new CustomEvent(LOGIN_REQUIRED_EVENT, { bubbles: true, composed: true, detail: { url: options.url } }),
    );
  }
  if (error.kind === 'authorization' || error.kind === 'parse') void showSystemErrorDialog(error.message);
  if (options.onError) {
    try {
      options.onError(error);
    } catch (handlerError) {
      // A failing handler is the caller's bug; report it without breaking the call chain.
      queueMicrotask(() => {
        throw handlerError;
      });
    }
    return;
  }
  if (error.kind === 'login-required' || error.kind === 'authorization' || error.kind === 'parse') return;
  void showSystemErrorOverlay(error.cleaned ? DATA_LAYER_TEXTS.cleaned : error.message);
}
