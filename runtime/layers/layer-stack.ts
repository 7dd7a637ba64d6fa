import { deepActiveElement, focusableIn, wrapTab } from '../../lib/focus/focus.ts';
import type { CloseReason } from './layer-stack.logic.ts';
import { closesOnClick, createLayerStack, escapeKeydown, isEscape, type Layer } from './layer-stack.logic.ts';

export type { CloseReason, Layer } from './layer-stack.logic.ts';

/**
 * The page's one layer stack. While a layer is open it owns close requests
 * (Escape, and the Android back gesture through `CloseWatcher` where the
 * browser has it, with a keydown fallback where it has not) and clicks
 * outside the top layer; for a modal layer it also owns the `<dialog>`'s
 * modality (the page behind inert), Tab kept inside and focus returned.
 */
export const layerStack = createLayerStack();

export interface LayerOptions extends Layer {
  /**
   * A native `<dialog>` shown modally while the layer is open: in the top
   * layer with the page behind it inert, Tab kept inside, and focus returned
   * where it was once the layer is removed. The stack answers its close
   * requests, so the dialog's own are turned off (`closedby="none"`).
   */
  dialog?: HTMLDialogElement;
  /** What Tab cycles through in a modal layer, in order; the dialog's own focusable elements unless given. */
  focusable?: () => readonly HTMLElement[];
}

export interface LayerHandle {
  /**
   * Takes the layer off the stack while it animates out: close requests and
   * outside clicks go to the layer below, and a modal dialog turns inert and
   * lets go of focus.
   */
  leave(): void;
  /**
   * Takes the layer off for good: a modal dialog closes, and focus returns
   * where it was when the layer opened. Twice is once. Does nothing once a
   * newer layer has taken the dialog over.
   */
  remove(): void;
}

/** What had focus when each modal dialog opened: where focus goes back when its layer is removed. */
const returnFocusOf = new WeakMap<HTMLDialogElement, Element | null>();
/** Modal dialogs whose layer has left or been removed: focus cannot go back into them. */
const closing = new WeakSet<HTMLDialogElement>();
/** The layer of each modal dialog last opened, as a way to take it off for a newer layer that takes the dialog over while it is open. */
const handOverOf = new WeakMap<HTMLDialogElement, () => void>();

/** Puts a layer on the page's stack (see `LayerOptions`); the handle takes it off. */
export function openLayer(options: LayerOptions): LayerHandle {
  const { dialog } = options;
  // Its own object, so a layer is one entry of the stack however many times the same options open one.
  const layer: Layer = { contains: options.contains, close: options.close };
  const keepTabInside = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && dialog) wrapTab(options.focusable?.() ?? focusableIn(dialog), event);
  };
  if (dialog) {
    // A dialog already open on the stack is taken over (a first view's popup hydrating): the older layer goes off
    // the stack, the dialog stays open and focus stays where it is; it goes back, in the end, where it was before.
    const older = dialog.open && handOverOf.get(dialog);
    if (older) older();
    else returnFocusOf.set(dialog, deepActiveElement());
    // Handed over, this layer is done with, as if removed, but leaves the dialog as it is.
    handOverOf.set(dialog, () => {
      takeOff();
      left = removed = true;
      dialog.removeEventListener('keydown', keepTabInside);
    });
    closing.delete(dialog);
    dialog.inert = false;
    dialog.setAttribute('closedby', 'none');
    if (!dialog.open) dialog.showModal();
    // A native listener: the keydown of slotted (light-DOM) content reaches the dialog through its slot.
    dialog.addEventListener('keydown', keepTabInside);
  }
  // Pushed after showModal: the stack's close watcher must be newer than the dialog's own.
  const takeOff = layerStack.push(layer);
  let left = false;
  let removed = false;
  const leave = () => {
    takeOff();
    if (left || !dialog) return;
    left = true;
    closing.add(dialog);
    // A leaving dialog is done with: focus leaves it now, so the next Escape reaches the layer below.
    dialog.inert = true;
    const active = deepActiveElement();
    if (active instanceof HTMLElement && dialogHolding(active) === dialog) active.blur();
  };
  return {
    leave,
    remove() {
      leave();
      if (removed || !dialog) return;
      removed = true;
      dialog.removeEventListener('keydown', keepTabInside);
      if (dialog.open) dialog.close();
      dialog.inert = false;
      const target = focusReturnTarget(dialog);
      if (target instanceof HTMLElement) target.focus();
    },
  };
}

export interface ModalDialogOptions {
  /** The native `<dialog>`, in the document. */
  dialog: HTMLDialogElement;
  /** The dialog's box: a press and release outside it (on the backdrop) closes the dialog. */
  panel: () => Element | null;
  /** Asked to close: a close request (Escape, the back gesture) or a click outside the panel. */
  close: (reason: CloseReason) => void;
  /** Where focus goes when the dialog opens; nowhere new unless given. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** What Tab cycles through, in order; the dialog's own focusable elements unless given. */
  focusable?: () => readonly HTMLElement[];
}

/**
 * Opens a modal dialog on the page's layer stack, whatever draws it (the
 * kit's `useModalDialog` for React views, the runtime's lit view directly):
 * shown with `showModal()`, the page behind inert, Tab kept inside, closed
 * through `close` on a close request or a click on the backdrop, focus
 * moved in, and given back when the handle removes it. Opened on a dialog
 * that is open on the stack already, it takes the dialog over: still open,
 * focus where it is unless `initialFocus` moves it.
 */
export function openModalDialog(options: ModalDialogOptions): LayerHandle {
  const handle = openLayer({
    dialog: options.dialog,
    // A path never holds null: no panel, nothing inside.
    contains: (path) => path.includes(options.panel() as Element),
    close: options.close,
    focusable: options.focusable,
  });
  options.initialFocus?.()?.focus();
  return handle;
}

/** The modal dialog of a layer that holds `target` (through slots and shadow roots), if any. */
function dialogHolding(target: Element): HTMLDialogElement | undefined {
  let node: Node | null | undefined = target;
  while (node) {
    if (node instanceof HTMLDialogElement && returnFocusOf.has(node)) return node;
    node = (node instanceof Element ? node.assignedSlot : null) ?? node.parentNode ?? (node as ShadowRoot).host;
  }
}

/**
 * Where focus goes when a modal layer is removed. Layers opened together
 * close in any order: when the element focus came from is gone or inside a
 * layer that is itself leaving, follow that layer back to what had focus
 * before it. A target still behind another open modal dialog cannot take
 * focus now; the last layer to go returns it.
 */
function focusReturnTarget(dialog: HTMLDialogElement): Element | null | undefined {
  let target = returnFocusOf.get(dialog);
  // No cycle is possible: a layer's return target existed before the layer opened.
  while (target) {
    const holder = dialogHolding(target);
    if (target.isConnected && !(holder && closing.has(holder))) return target;
    if (!holder) return null;
    target = returnFocusOf.get(holder);
  }
  return target;
}

/** The part of the browser's `CloseWatcher` the stack uses (TypeScript's DOM types do not have it yet). */
interface CloseWatcher {
  onclose: ((event: Event) => void) | null;
  destroy(): void;
}

let stopListening: (() => void) | undefined;

layerStack.subscribe(() => {
  if (layerStack.size() > 0) {
    stopListening ??= listen();
    watchTop();
  } else {
    stopListening?.();
    stopListening = undefined;
  }
});

/** The watcher that turns the browser's close requests into closing the top layer; one at a time. */
let watcher: CloseWatcher | undefined;
/** Set while the watcher steps aside for a press that belongs to the page's own dialog. */
let steppingAside = false;

/**
 * Watches for the top layer's close request. One watcher for the whole stack,
 * made again whenever the stack changes: it is then the newest watcher on
 * the page (newer than the layers' own dialogs), and a close request never
 * reaches two of our layers at once.
 */
function watchTop(): void {
  watcher?.destroy();
  watcher = undefined;
  // The browser's, where it has one; looked up each time, so a test can take it away.
  const Watcher = (globalThis as { CloseWatcher?: new () => CloseWatcher }).CloseWatcher;
  if (!Watcher || steppingAside || layerStack.size() === 0) return;
  try {
    watcher = new Watcher();
  } catch {
    // The document is not fully active: the keydown fallback answers instead.
    return;
  }
  const current = watcher;
  current.onclose = () => {
    if (watcher === current) watcher = undefined;
    layerStack.closeTop('escape');
    // A layer that closes later (animating out, or on its next render) is still on top: watch it again.
    if (!watcher) watchTop();
  };
}

/** The page listeners that serve the stack while a layer is open; returns how to remove them. */
function listen(): () => void {
  let pressTarget: EventTarget | undefined;
  let topAtPress: Layer | undefined;
  const onPointerDown = (event: PointerEvent) => {
    pressTarget = event.composedPath()[0];
    topAtPress = layerStack.top();
  };
  const onClick = (event: MouseEvent) => {
    const path = event.composedPath();
    const top = layerStack.top();
    // A click from the keyboard (Enter on a button) has no press and never counts as outside.
    const press = event.detail === 0 ? undefined : pressTarget;
    if (closesOnClick(top, { pressTarget: press, clickTarget: path[0], path, topAtPress })) top.close('outside');
    pressTarget = topAtPress = undefined;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const path = event.composedPath();
    const decision = escapeKeydown({
      escape: isEscape(event),
      handled: event.defaultPrevented,
      repeat: event.repeat,
      composing: event.isComposing,
      layers: layerStack.size(),
      foreignModalOnTop: path.some(
        (target) => target instanceof HTMLDialogElement && target.matches(':modal') && !returnFocusOf.has(target),
      ),
      closeWatcher: watcher !== undefined,
    });
    switch (decision) {
      case 'ignore':
        return;
      case 'close-top':
        event.preventDefault();
        layerStack.closeTop('escape');
        return;
      case 'hold':
        event.preventDefault();
        return;
      case 'step-aside':
        // The browser's close request follows this keydown in the same task; the watcher is back after it.
        steppingAside = true;
        watchTop();
        setTimeout(() => {
          steppingAside = false;
          watchTop();
        });
        return;
    }
  };
  // Capture phase: an element that stops propagation cannot hide a press, and the decision is made
  // before the click reaches the page's own handlers (a click that opens a layer sees the old top).
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown);
    watcher?.destroy();
    watcher = undefined;
  };
}
