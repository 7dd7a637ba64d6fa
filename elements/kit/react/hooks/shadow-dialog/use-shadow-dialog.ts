import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * One native <dialog> per element, made once and kept across remounts:
 * React adds listeners to every <dialog> it creates and never takes them
 * off, so an overlay that is moved or re-added would leave a trail of them.
 * The dialog is put in the element's shadow root from the first commit (so
 * it is there when the overlay opens) and taken out when the view goes;
 * the view renders into it through a portal. `element` is null until
 * mounted (and so on the server); `ref` holds it for `useModalDialog`.
 * `attributes` are set as the dialog is made: pass a constant.
 */
export function useShadowDialog(
  host: HTMLElement,
  attributes: Record<string, string>,
): { ref: RefObject<HTMLDialogElement | null>; element: HTMLDialogElement | null } {
  const ref = useRef<HTMLDialogElement | null>(null);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useLayoutEffect(() => {
    // A dialog in the shadow root already is a first view's (a server-rendered popup opened without React): taken
    // over as it is.
    let element = dialogs.get(host) ?? dialogIn(host);
    if (!element) {
      element = document.createElement('dialog');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    }
    dialogs.set(host, element);
    // Not moved when it is there: a modal dialog taken out of the page, even for a moment, is modal no more.
    if (element.parentNode !== host.shadowRoot) host.shadowRoot?.append(element);
    ref.current = element;
    setDialog(element);
    return () => element.remove();
  }, [host, attributes]);
  return { ref, element: dialog };
}

const dialogs = new WeakMap<HTMLElement, HTMLDialogElement>();

/** The dialog among the host's shadow root's children, if any: one a first view drew (see `useShadowDialog`). */
export function dialogIn(host: HTMLElement): HTMLDialogElement | undefined {
  return [...(host.shadowRoot?.children ?? [])].find((child) => child instanceof HTMLDialogElement);
}
