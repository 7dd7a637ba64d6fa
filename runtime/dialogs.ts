import { createStore } from './store.ts';

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

export type DialogKind = 'system-error-overlay' | 'system-error-dialog';

/** How a dialog was closed. */
export type DialogResult = 'confirm' | 'reject' | 'cancel' | 'reload' | 'clear';

export interface DialogButton {
  label: string;
  result: DialogResult;
}

export interface OpenDialog {
  id: number;
  kind: DialogKind;
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

/** Opens a dialog; resolves with how it was closed. */
export function openDialog(dialog: Omit<OpenDialog, 'id' | 'resolve'>): Promise<DialogResult> {
  return new Promise((resolve) => {
    const id = nextId++;
    openDialogs.set([...openDialogs.get(), { ...dialog, id, resolve }]);
    ensureRuntimeElement();
  });
}

/** Closes a dialog with a result. Closing one that is not open does nothing. */
export function closeDialog(id: number, result: DialogResult): void {
  const dialog = openDialogs.get().find((candidate) => candidate.id === id);
  if (!dialog) return;
  openDialogs.set(openDialogs.get().filter((candidate) => candidate.id !== id));
  dialog.resolve(result);
}

/**
 * The system error overlay: a failed call that had no failure handler. Reload
 * Page reloads; Clear (or Escape) closes it.
 */
export function showSystemErrorOverlay(message: string): Promise<DialogResult> {
  return openDialog({
    kind: 'system-error-overlay',
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
    title,
    message,
    buttons: [{ label: 'Okay', result: 'confirm' }],
  });
}
