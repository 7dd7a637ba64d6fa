import { type RefObject, useLayoutEffect, useRef } from 'react';
import { type CloseReason, type LayerHandle, openModalDialog } from '../../../../../runtime/layers/index.ts';

export interface ModalDialogOptions {
  /** Whether the dialog is open: shown modally and on the page's layer stack. */
  open: boolean;
  /** The native `<dialog>`; it must be in the document by the time `open` turns true. */
  dialog: RefObject<HTMLDialogElement | null>;
  /** The dialog's box: a press and release outside it (on the backdrop) closes the dialog. */
  panel: RefObject<Element | null>;
  /** Asked to close: a close request (Escape, the back gesture) or a click outside the panel. */
  onClose: (reason: CloseReason) => void;
  /** The dialog animates out: it leaves the stack, turns inert and lets go of focus, but stays shown. */
  leaving?: boolean;
  /** Where focus goes when the dialog opens; nowhere new unless given. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** What Tab cycles through, in order; the dialog's own focusable elements unless given. */
  focusable?: () => readonly HTMLElement[];
}

/**
 * A modal dialog on the page's layer stack, for React views (the popup, the
 * lightbox and every later overlay; `openModalDialog` in runtime/ is the
 * same for a view without React, the runtime's dialogs): while open, it is shown
 * with `showModal()` (the page behind inert), keeps Tab inside, closes on a
 * close request or a click on the backdrop through `onClose`, and gives
 * focus back where it was once it closes or the element goes.
 */
export function useModalDialog(options: ModalDialogOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const layer = useRef<LayerHandle | null>(null);
  const { open, dialog, panel, leaving = false } = options;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const handle = openModalDialog({
      dialog: element,
      panel: () => panel.current,
      close: (reason) => latest.current.onClose(reason),
      focusable: latest.current.focusable && (() => latest.current.focusable?.() ?? []),
      initialFocus: () => latest.current.initialFocus?.(),
    });
    layer.current = handle;
    return () => {
      layer.current = null;
      handle.remove();
    };
  }, [open, dialog, panel]);

  useLayoutEffect(() => {
    if (leaving) layer.current?.leave();
  }, [leaving]);
}
