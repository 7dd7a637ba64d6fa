/**
 * A dialog's life (spec 000 §4 "Confirmation dialog"): shown, then hiding,
 * then hidden and destroyed. Decided here, without the DOM.
 */

import { type MachineTable, nextState } from '../../lib/state-machine/state-machine.ts';

export type DialogKind = 'system-error-overlay' | 'system-error-dialog' | 'confirm' | 'alert' | 'info';

/** How a dialog was closed. */
export type DialogResult = 'confirm' | 'reject' | 'cancel' | 'reload' | 'clear';

/** `hidden` means destroyed: the dialog is gone from the page. */
export type DialogState = 'shown' | 'hiding' | 'hidden';

export type DialogEvent =
  /** A button, Escape, a click on the overlay or the auto-hide timer closed it. */
  | { type: 'close'; result: DialogResult }
  /** The hide animation ended, or there was none. */
  | { type: 'hidden' }
  /** The hide fallback timer ran out (spec 000 §9: 600 ms). */
  | { type: 'fallback' };

/** Where each event leads: closing hides, and the end of the animation or its fallback destroys. */
export const DIALOG_MACHINE: MachineTable<DialogState, DialogEvent['type']> = {
  shown: { close: 'hiding' },
  hiding: { hidden: 'hidden', fallback: 'hidden' },
  hidden: {},
};

/** Where a dialog goes on an event, and the result to resolve with when this event closed it. */
export function transition(state: DialogState, event: DialogEvent): { state: DialogState; result?: DialogResult } {
  const next = nextState(DIALOG_MACHINE, state, event.type);
  return next !== state && event.type === 'close' ? { state: next, result: event.result } : { state: next };
}

/**
 * What Escape or a click on the overlay means: cancel (spec 000 §4), except
 * on the system error overlay, where it is Clear.
 */
export function dismissResult(kind: DialogKind): DialogResult {
  return kind === 'system-error-overlay' ? 'clear' : 'cancel';
}

/** The information dialog sits top right and takes no focus; every other dialog is modal. */
export function isModal(kind: DialogKind): boolean {
  return kind !== 'info';
}
