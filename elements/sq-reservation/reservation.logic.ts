import type { MachineTable } from '../../lib/state-machine/state-machine.ts';
import { isScriptAddress } from '../../lib/web-addresses/web-addresses.ts';

/**
 * The reservation widget (spec 002 §3 block type tock 68, §7 "A reservation
 * widget script is loaded from an external reservation provider and
 * initialized with the business slug"). The spec shows neither the
 * provider's address nor how its script is called: the page names the
 * script, and the script answers to the global below.
 */

/**
 * How long the provider's script may take to load before the page's own
 * link stays. The spec gives none for this script: ours, the follow
 * script's 10000 ms (spec 000 §9).
 */
export const RESERVATION_SCRIPT_TIMEOUT_MS = 10000;

/** The time-out the element uses: the one above, changed only by tests. */
export const reservationSettings = { scriptTimeoutMs: RESERVATION_SCRIPT_TIMEOUT_MS };

/**
 * The global the provider's script (or the page's adapter for it) defines
 * once it has run: the widget maker, given the business slug and the
 * element to draw in.
 */
export const RESERVATION_WIDGETS_GLOBAL = 'sqReservationWidgets';

export interface ReservationWidgets {
  createReservationWidget(business: string, target: HTMLElement): unknown;
}

/**
 * What the element shows: `empty` (no business slug, or no script: the
 * page's own content, its link to book, is all there is), `consent` (the
 * script waits for cookie consent), `loading`, `widget` (the script drew
 * its widget) or `fallback` (the script failed, timed out or drew nothing:
 * the page's content stays).
 */
export type ReservationState = 'empty' | 'idle' | 'consent' | 'loading' | 'widget' | 'fallback';

export type ReservationEvent = 'RESET' | 'START' | 'DREW' | 'FAILED';

/** The load as a table: what each event leads to; an event a state does not list changes nothing. */
export const RESERVATION_MACHINE: MachineTable<'idle' | 'loading' | 'widget' | 'fallback', ReservationEvent> = {
  idle: { START: 'loading' },
  loading: { RESET: 'idle', DREW: 'widget', FAILED: 'fallback' },
  widget: { RESET: 'idle' },
  fallback: { RESET: 'idle' },
};

export type LoadState = keyof typeof RESERVATION_MACHINE;

/** What the element shows, from its config, the visitor's consent and the load. */
export function reservationState(options: {
  business: string;
  scriptSrc: string;
  needsConsent: boolean;
  consented: boolean;
  load: LoadState;
}): ReservationState {
  if (!isBusinessSlug(options.business) || !options.scriptSrc) return 'empty';
  if (options.needsConsent && !options.consented) return 'consent';
  return options.load;
}

/** A business slug as the element passes it on: trimmed. */
export function cleanBusiness(business: string): string {
  return business.trim();
}

/** Whether a business slug is usable: 1 to 100 letters, digits, dots, hyphens or underscores once trimmed. */
export function isBusinessSlug(business: string): boolean {
  return /^[\w.-]{1,100}$/.test(cleanBusiness(business));
}

/**
 * The provider's script address: http(s) or an absolute path on this site
 * (see `isScriptAddress`), to a `.js` file, so that a page's address (which
 * answers HTML) is never run as a script.
 */
export function isReservationScriptAddress(address: string): boolean {
  const path = address.trim().split(/[?#]/)[0] ?? '';
  return isScriptAddress(address) && /\.js$/i.test(path);
}
