/**
 * The layer stack (spec 000 §4 "Close stack"): everything that closes
 * (dialogs, overlays, the lightbox, the popup, a modal banner, a tooltip) in
 * the order it opened. A close request (Escape, the Android back gesture)
 * closes the most recent first; a click outside closes the top layer, unless
 * the click started and ended on different elements.
 */

/** The Escape key's code (spec 000 §9 "Escape key code"). */
export const ESCAPE_KEY_CODE = 27;

/** A key press, as the stack and the Escape-key service see it. */
export interface KeyPress {
  key: string;
  keyCode: number;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Whether a press is Escape or Shift+Escape. Escape with Alt, Control or Meta
 * belongs to the browser and the system, so the services leave it alone.
 */
export function isEscape(press: KeyPress): boolean {
  return (
    (press.keyCode === ESCAPE_KEY_CODE || press.key === 'Escape') && !press.altKey && !press.ctrlKey && !press.metaKey
  );
}

/** Why a layer is being closed: a close request (Escape, or the back gesture where the browser has one), or a click outside it. */
export type CloseReason = 'escape' | 'outside';

export interface Layer {
  /** Whether an event's composed path falls inside the layer: a click there does not close it. */
  contains(path: readonly EventTarget[]): boolean;
  /** Closes the layer; it takes itself off the stack (or whoever opened it does). */
  close(reason: CloseReason): void;
}

export interface LayerStack {
  /** Puts `layer` on top; returns the function that takes it off, wherever it is by then. */
  push(layer: Layer): () => void;
  /** The most recently opened layer still open. */
  top(): Layer | undefined;
  /** How many layers are open. */
  size(): number;
  /** Closes the top layer; false when nothing was open. */
  closeTop(reason: CloseReason): boolean;
  /** Calls `listener` whenever the stack changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createLayerStack(): LayerStack {
  const layers: Layer[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    push(layer) {
      layers.push(layer);
      changed();
      return () => {
        const index = layers.lastIndexOf(layer);
        if (index === -1) return;
        layers.splice(index, 1);
        changed();
      };
    },
    top: () => layers.at(-1),
    size: () => layers.length,
    closeTop(reason) {
      const top = layers.at(-1);
      if (!top) return false;
      top.close(reason);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A press and the click that ended it: where each landed, and what was on top when it began. */
export interface OutsideClick {
  /** The innermost target of the press (pointerdown), or undefined when the click had none (a keyboard click). */
  pressTarget: EventTarget | undefined;
  /** The innermost target of the click. */
  clickTarget: EventTarget | undefined;
  /** The composed path of the click. */
  path: readonly EventTarget[];
  /** The top layer when the press began. */
  topAtPress: Layer | undefined;
}

/**
 * Whether a click closes `top`: it must have started and ended on the same
 * element, land outside the layer, and the layer must have been open before
 * the press began (the click that opens a layer never closes it).
 */
export function closesOnClick(top: Layer | undefined, click: OutsideClick): top is Layer {
  if (!top || click.topAtPress !== top) return false;
  if (click.pressTarget === undefined || click.pressTarget !== click.clickTarget) return false;
  return !top.contains(click.path);
}

/** An Escape keydown as the stack sees it, before the browser turns it into a close request. */
export interface EscapeKeydown {
  /** The key is Escape (without Alt, Control or Meta). */
  escape: boolean;
  /** A handler on the page already prevented the keydown's default: no close request follows. */
  handled: boolean;
  /** A held-down key's repeat. */
  repeat: boolean;
  /** An input method is composing: Escape belongs to it. */
  composing: boolean;
  /** Layers on the stack. */
  layers: number;
  /** A modal `<dialog>` no layer owns holds the focus: the page's own, opened after the top layer. */
  foreignModalOnTop: boolean;
  /** The browser turns Escape into close requests (`CloseWatcher`), which reach the stack's watcher. */
  closeWatcher: boolean;
}

/**
 * What the stack does with an Escape keydown:
 * - `ignore`: nothing; where the browser has `CloseWatcher`, its close
 *   request reaches the stack's watcher, which closes the top layer;
 * - `close-top`: without `CloseWatcher`, close the top layer here, and
 *   prevent the keydown's default so a native dialog does not cancel too;
 * - `step-aside`: a modal dialog of the page's own is newer than the top
 *   layer; the stack's watcher steps aside for this press, so the browser's
 *   close request closes that dialog alone, even where the browser groups
 *   the two watchers (it does for watchers made without a user activation);
 * - `hold`: a held-down key's repeat; its default is prevented, so holding
 *   Escape closes one layer, not one per repeat.
 */
export function escapeKeydown(keydown: EscapeKeydown): 'ignore' | 'close-top' | 'step-aside' | 'hold' {
  if (!keydown.escape || keydown.layers === 0 || keydown.handled || keydown.composing) return 'ignore';
  if (keydown.foreignModalOnTop) return keydown.closeWatcher ? 'step-aside' : 'ignore';
  if (keydown.repeat) return 'hold';
  return keydown.closeWatcher ? 'ignore' : 'close-top';
}
