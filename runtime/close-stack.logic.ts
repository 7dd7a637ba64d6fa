/**
 * The close stack (spec 000 §4 "Close stack"): closable items (dialogs,
 * overlays, the lightbox, the popup, a modal banner) in the order they
 * opened. Escape closes the most recent first; a click outside closes the
 * top item, unless the click started and ended on different elements.
 */

/** Why an item is being closed. */
export type CloseReason = 'escape' | 'outside';

export interface Closable {
  /** Whether an event's composed path falls inside the item: a click there does not close it. */
  contains(path: readonly EventTarget[]): boolean;
  /** Closes the item; it unregisters itself (or is unregistered by whoever opened it). */
  close(reason: CloseReason): void;
}

export interface CloseStack {
  /** Puts `item` on top; returns the function that takes it off, wherever it is by then. */
  register(item: Closable): () => void;
  /** The most recently opened item still open. */
  top(): Closable | undefined;
  /** How many items are open. */
  size(): number;
  /** Closes the top item; false when nothing was open. */
  closeTop(reason: CloseReason): boolean;
  /** Calls `listener` whenever the stack changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createCloseStack(): CloseStack {
  const items: Closable[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    register(item) {
      items.push(item);
      changed();
      return () => {
        const index = items.lastIndexOf(item);
        if (index === -1) return;
        items.splice(index, 1);
        changed();
      };
    },
    top: () => items.at(-1),
    size: () => items.length,
    closeTop(reason) {
      const top = items.at(-1);
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
  /** The top item when the press began. */
  topAtPress: Closable | undefined;
}

/**
 * Whether a click closes `top`: it must have started and ended on the same
 * element, land outside the item, and the item must have been open before the
 * press began (the click that opens an item never closes it).
 */
export function closesOnClick(top: Closable | undefined, click: OutsideClick): top is Closable {
  if (!top || click.topAtPress !== top) return false;
  if (click.pressTarget === undefined || click.pressTarget !== click.clickTarget) return false;
  return !top.contains(click.path);
}
