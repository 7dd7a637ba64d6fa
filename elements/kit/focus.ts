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
