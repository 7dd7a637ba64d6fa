/**
 * The site-visitor session's decisions (spec 002 §3, §4, §7): the calls'
 * addresses, the state of a session fetch as a table, and the language a
 * translation widget exposes.
 */

import { type MachineTable, nextState } from '../../lib/state-machine/state-machine.ts';

export const SESSION_URL = '/api/site-users/account/session';
export const LOCALE_URL = '/api/site-users/account/locale';

/** The header that carries the sign-in's xsrfToken on later calls (spec 002 §4). */
export const XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** The login payload (spec 002 §3). */
export interface SignInPayload {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The states of a session fetch (spec 002 §4), with `idle` before the first run. */
export type FetchState = 'idle' | 'pending' | 'success' | 'failed';
export type FetchEvent = 'START' | 'SUCCEED' | 'FAIL';

/** What entering a state does: a failure sets the error flag, logs, and calls the failure callback. */
export type FetchEffect = 'clear-error' | 'set-error' | 'log' | 'call-failure';

export const FETCH_MACHINE: MachineTable<FetchState, FetchEvent> = {
  idle: { START: 'pending' },
  pending: { SUCCEED: 'success', FAIL: 'failed' },
  success: { START: 'pending' },
  failed: { START: 'pending' },
};

const ENTRY_EFFECTS: Readonly<Record<FetchState, readonly FetchEffect[]>> = {
  idle: [],
  pending: ['clear-error'],
  success: [],
  failed: ['set-error', 'log', 'call-failure'],
};

/**
 * The next state and what entering it does; an event the state does not take changes nothing (no state of the
 * table leads back to itself, so staying is not entering).
 */
export function fetchTransition(
  state: FetchState,
  event: FetchEvent,
): { state: FetchState; effects: readonly FetchEffect[] } {
  const next = nextState(FETCH_MACHINE, state, event);
  return next === state ? { state, effects: [] } : { state: next, effects: ENTRY_EFFECTS[next] };
}

/**
 * The language a translation widget exposes, or undefined when there is no
 * widget or it tells none. The spec says only that the widget exposes it:
 * we take an object whose `getCurrentLang()` answers a language code (the
 * page object of the translation provider the multilingual calls connect).
 */
export function widgetLanguage(widget: unknown): string | undefined {
  if (typeof widget !== 'object' || widget === null) return undefined;
  const getCurrentLang = (widget as { getCurrentLang?: unknown }).getCurrentLang;
  if (typeof getCurrentLang !== 'function') return undefined;
  let language: unknown;
  try {
    language = getCurrentLang.call(widget);
  } catch {
    return undefined;
  }
  return typeof language === 'string' && language.trim() !== '' ? language.trim() : undefined;
}
