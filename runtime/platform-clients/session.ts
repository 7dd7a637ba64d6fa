import { createStore, type RequestError, type RequestOptions, request, type Store } from '../core/index.ts';
import {
  type FetchEvent,
  type FetchState,
  fetchTransition,
  LOCALE_URL,
  SESSION_URL,
  type SignInPayload,
  widgetLanguage,
  XSRF_HEADER,
} from './session.logic.ts';

export type { FetchState, SignInPayload } from './session.logic.ts';

/** The global a translation widget puts on the page (see `widgetLanguage`). */
export const TRANSLATION_WIDGET_GLOBAL = 'Weglot';

/** One session call and how it went (spec 002 §4). */
export interface SessionFetch<T> {
  /** `pending`, then `success` or `failed`. */
  readonly state: Store<FetchState>;
  /** The error flag: true once the call failed. */
  readonly failed: boolean;
  /** Why it failed, in the data layer's words. */
  readonly error: RequestError | undefined;
  /** The answer's data on success, undefined on failure (it never rejects). */
  readonly done: Promise<T | undefined>;
}

export interface SessionFetchOptions {
  /** Called with the error when the call fails. */
  onFailure?: (error: RequestError) => void;
}

/**
 * Runs one call through the data layer with the states pending, success and
 * failed. A failure sets the error flag, logs the error and calls
 * `onFailure`; the system error overlay is not shown.
 */
export function sessionFetch<T>(call: RequestOptions, options: SessionFetchOptions = {}): SessionFetch<T> {
  const state = createStore<FetchState>('idle');
  let error: RequestError | undefined;
  const step = (event: FetchEvent, failure?: RequestError) => {
    const next = fetchTransition(state.get(), event);
    for (const effect of next.effects) {
      switch (effect) {
        case 'clear-error':
          error = undefined;
          break;
        case 'set-error':
          error = failure;
          break;
        case 'log':
          console.error(`sq-elements: ${call.method ?? 'GET'} ${call.url} failed: ${failure?.message}`);
          break;
        case 'call-failure':
          if (failure) options.onFailure?.(failure);
          break;
      }
    }
    state.set(next.state);
  };
  step('START');
  const done = request<T>({ ...call, onError: () => {} }).then(
    (data) => {
      step('SUCCEED');
      return data;
    },
    (failure: RequestError) => {
      step('FAIL', failure);
      return undefined;
    },
  );
  return {
    state,
    get failed() {
      return error !== undefined;
    },
    get error() {
      return error;
    },
    done,
  };
}

/**
 * Signs a site visitor in (spec 002 §4, §7): `POST /api/site-users/account/session`.
 * The answer's xsrfToken is then sent as `X-SiteUser-XSRF-Token` on every later
 * call to the platform, for the life of the page. The password is sent, never kept or logged.
 */
export function signIn(payload: SignInPayload, options: SessionFetchOptions = {}): SessionFetch<{ xsrfToken: string }> {
  const { email, password, rememberMe } = payload;
  const fetch = sessionFetch<{ xsrfToken: string }>(
    { method: 'POST', url: SESSION_URL, body: { email, password, rememberMe }, json: true },
    options,
  );
  void fetch.done.then((answer) => {
    if (typeof answer?.xsrfToken === 'string' && answer.xsrfToken !== '')
      request.headers[XSRF_HEADER] = answer.xsrfToken;
  });
  return fetch;
}

/**
 * Logs the site visitor out (spec 002 §7): `DELETE /api/site-users/account/session?cloneCart=`.
 * A refused crumb is renewed and the call retried once, by the data layer.
 * After a success the XSRF token is no longer sent.
 */
export function logOut(cloneCart = false, options: SessionFetchOptions = {}): SessionFetch<unknown> {
  const fetch = sessionFetch<unknown>({ method: 'DELETE', url: SESSION_URL, query: { cloneCart } }, options);
  void fetch.done.then(() => {
    if (!fetch.failed) delete request.headers[XSRF_HEADER];
  });
  return fetch;
}

/**
 * Posts the account's locale (spec 002 §4, §7), `{ language }`, only when a
 * translation widget exposes the current language: by default the page's
 * `window.Weglot`. Answers undefined, and calls nothing, without one.
 */
export function postLocale(
  widget: unknown = (globalThis as Record<string, unknown>)[TRANSLATION_WIDGET_GLOBAL],
  options: SessionFetchOptions = {},
): SessionFetch<unknown> | undefined {
  const language = widgetLanguage(widget);
  if (language === undefined) return undefined;
  return sessionFetch({ method: 'POST', url: LOCALE_URL, body: { language }, json: true }, options);
}
