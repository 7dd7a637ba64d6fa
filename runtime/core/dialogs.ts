import { type DialogKind, type DialogResult, type DialogState, dismissResult, transition } from './dialogs.logic.ts';
import { createStore } from './store.ts';

export type { DialogKind, DialogResult, DialogState } from './dialogs.logic.ts';

/**
 * The dialogs the runtime shows above the page. Services publish what to show
 * here; `<sq-runtime>` renders the stack (spec 000 §2 "Overlays and dialogs").
 */

/** Labels of the system error overlay's buttons (spec 000 §2). */
export const RELOAD_PAGE_LABEL = 'Reload Page';
export const CLEAR_LABEL = 'Clear';

/** Base stacking index for UI the runtime manages (spec 000 §9). */
export const BASE_LAYER = 30000;
/** Dialog width and padding (spec 000 §9 "Dialog defaults"). */
export const DIALOG_WIDTH_PX = 350;
export const DIALOG_PADDING_PX = 20;
/** A hiding dialog is destroyed after this long even if its animation never ends (spec 000 §9). */
export const HIDE_FALLBACK_MS = 600;
/** The information dialog hides itself after this long, which counts as confirm (spec 000 §9). */
export const INFO_AUTO_HIDE_MS = 2000;
/** The alert dialog's one button (spec 000 §9). */
export const ALERT_LABEL = 'Okay';

/**
 * Which buttons a dialog has (spec 000 §4 "Confirmation dialog"); the
 * information dialog has none, sits top right and hides itself.
 */
export type DialogStyle = 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons';

export interface DialogButton {
  label: string;
  result: DialogResult;
}

export interface OpenDialog {
  id: number;
  kind: DialogKind;
  /** `shown` until closed, then `hiding` while it animates out; destroyed dialogs leave the store. */
  state: Exclude<DialogState, 'hidden'>;
  style: DialogStyle;
  title: string;
  message: string;
  buttons: DialogButton[];
  /** Settles the promise returned when the dialog was opened. */
  resolve: (result: DialogResult) => void;
}

/** Open dialogs, oldest first; the last one is on top. */
export const openDialogs = createStore<readonly OpenDialog[]>([]);

let nextId = 1;

/** Where the runtime element is put when a service needs to show something and the page has none. */
export const RUNTIME_TAG = 'sq-runtime';

function ensureRuntimeElement(): void {
  if (typeof document === 'undefined' || document.querySelector(RUNTIME_TAG)) return;
  // The autoloader (or the runtime element's own module) brings its code.
  (document.body ?? document.documentElement).append(document.createElement(RUNTIME_TAG));
}

/** Opens a dialog; resolves with how it was closed, as soon as it starts hiding. */
export function openDialog(dialog: Omit<OpenDialog, 'id' | 'resolve' | 'state'>): Promise<DialogResult> {
  return new Promise((resolve) => {
    const id = nextId++;
    openDialogs.set([...openDialogs.get(), { ...dialog, id, state: 'shown', resolve }]);
    if (dialog.kind === 'info') setTimeout(() => closeDialog(id, 'confirm'), INFO_AUTO_HIDE_MS);
    ensureRuntimeElement();
  });
}

function update(id: number, event: Parameters<typeof transition>[1]): void {
  const dialogs = openDialogs.get();
  const dialog = dialogs.find((candidate) => candidate.id === id);
  if (!dialog) return;
  const next = transition(dialog.state, event);
  if (next.state === dialog.state) return;
  if (next.state === 'hidden') {
    openDialogs.set(dialogs.filter((candidate) => candidate !== dialog));
    return;
  }
  const state = next.state;
  openDialogs.set(dialogs.map((candidate) => (candidate === dialog ? { ...dialog, state } : candidate)));
  if (next.result) dialog.resolve(next.result);
  // If the view never reports the end of its hide animation, the dialog goes anyway.
  setTimeout(() => update(id, { type: 'fallback' }), HIDE_FALLBACK_MS);
}

/** Closes a dialog with a result: it starts hiding. Closing one that is not shown does nothing. */
export function closeDialog(id: number, result: DialogResult): void {
  update(id, { type: 'close', result });
}

/** Escape or a click on the overlay: cancel, or Clear on the system error overlay. */
export function dismissDialog(id: number): void {
  const dialog = openDialogs.get().find((candidate) => candidate.id === id);
  if (dialog) closeDialog(id, dismissResult(dialog.kind));
}

/** The view reports that a hiding dialog finished animating out (or had nothing to animate): it is destroyed. */
export function dialogHidden(id: number): void {
  update(id, { type: 'hidden' });
}

/**
 * The system error overlay: a failed call that had no failure handler. Reload
 * Page reloads; Clear (or Escape) closes it.
 */
export function showSystemErrorOverlay(message: string): Promise<DialogResult> {
  return openDialog({
    kind: 'system-error-overlay',
    style: 'confirm-or-cancel',
    title: message,
    message: '',
    buttons: [
      { label: RELOAD_PAGE_LABEL, result: 'reload' },
      { label: CLEAR_LABEL, result: 'clear' },
    ],
  }).then((result) => {
    if (result === 'reload') location.reload();
    return result;
  });
}

/** The system error dialog: an error the visitor must see and acknowledge. */
export function showSystemErrorDialog(message: string, title = 'Error'): Promise<DialogResult> {
  return openDialog({
    kind: 'system-error-dialog',
    style: 'confirm-only',
    title,
    message,
    buttons: [{ label: ALERT_LABEL, result: 'confirm' }],
  });
}

/** What a theme or an element passes to `confirm`, `alert` and `info`. */
export interface DialogOptions {
  title: string;
  message?: string;
  /** Label of the confirm button; 'Confirm' (or 'Okay' for an alert) unless given. */
  confirmLabel?: string;
  /** Label of the reject or cancel button: 'Cancel' unless given. */
  rejectLabel?: string;
}

export interface ConfirmOptions extends DialogOptions {
  /** `confirm-or-cancel` (the default) or `confirm-or-reject`: whether the second button rejects or cancels. */
  style?: 'confirm-or-reject' | 'confirm-or-cancel';
}

/**
 * Asks the visitor to confirm. Resolves with `confirm`, `reject` (the second
 * button of a confirm-or-reject dialog) or `cancel` (the second button of a
 * confirm-or-cancel dialog, Escape, or a click on the overlay).
 */
export function confirm(options: ConfirmOptions): Promise<DialogResult> {
  const style = options.style ?? 'confirm-or-cancel';
  return openDialog({
    kind: 'confirm',
    style,
    title: options.title,
    message: options.message ?? '',
    buttons: [
      { label: options.rejectLabel ?? 'Cancel', result: style === 'confirm-or-reject' ? 'reject' : 'cancel' },
      { label: options.confirmLabel ?? 'Confirm', result: 'confirm' },
    ],
  });
}

/** Tells the visitor something they acknowledge with Okay. Resolves with `confirm`, or `cancel` (Escape, overlay). */
export function alert(options: DialogOptions): Promise<DialogResult> {
  return openDialog({
    kind: 'alert',
    style: 'confirm-only',
    title: options.title,
    message: options.message ?? '',
    buttons: [{ label: options.confirmLabel ?? ALERT_LABEL, result: 'confirm' }],
  });
}

/**
 * Shows a short notice top right, without buttons; it hides itself after
 * 2000 ms, which resolves `confirm`. Escape resolves `cancel`.
 */
export function info(options: Omit<DialogOptions, 'confirmLabel' | 'rejectLabel'>): Promise<DialogResult> {
  return openDialog({
    kind: 'info',
    style: 'no-buttons',
    title: options.title,
    message: options.message ?? '',
    buttons: [],
  });
}
