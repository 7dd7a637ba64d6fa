/**
 * Focus and typing, for the elements and the runtime alike: no React here,
 * so the runtime's services can load it without the kit.
 */

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Keeps Tab inside a modal's focusable elements (in order): from the last to
 * the first, and from the first to the last with Shift. A modal dialog makes
 * the page inert, but Tab would still leave it for the browser's interface.
 */
export function wrapTab(focusable: readonly HTMLElement[], event: { shiftKey: boolean; preventDefault(): void }): void {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = deepActiveElement();
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** What can take focus with Tab; hidden and disabled controls cannot. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements under `root` that Tab stops at, in order, shown ones only,
 * looking into the open shadow roots of the elements inside it (an
 * <sq-form>'s fields live in its shadow root).
 */
export function focusableIn(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(FOCUSABLE) && element.getClientRects().length > 0) found.push(element);
    if (element.shadowRoot) found.push(...focusableIn(element.shadowRoot));
  }
  return found;
}

/** An element on an event's path, as far as typing is concerned. */
export interface PathElement {
  localName?: string;
  isContentEditable?: boolean;
}

const TYPING_ELEMENTS = new Set(['input', 'textarea', 'select']);

/** Whether a key press happens while the visitor types: in a form control or editable text, shadow roots included. */
export function isTyping(path: readonly PathElement[]): boolean {
  return path.some((target) => TYPING_ELEMENTS.has(target.localName ?? '') || target.isContentEditable === true);
}
