/**
 * What every host app renders and the host tests check, written once: the
 * same elements, ids and values in plain HTML, lit-html, React and Vue.
 */

/** A cart link's config set as an object property. */
export const BY_PROPERTY = { items: 5, subtotal: '$5.00' };

/** A cart link's config given as JSON text. */
export const BY_ATTRIBUTE = '{"items":9,"subtotal":"$9.00"}';

/** A form whose submit fails validation (the email is required and empty), so it fires `sq-submit-error`. */
export const FORM_JSON = JSON.stringify({
  formId: 'host-form',
  fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
});

/** True when the page asks for the autoloader path: elements defined after the app's first render. */
export function autoloadRequested(): boolean {
  return new URLSearchParams(location.search).has('autoload');
}

/** Called once the app has rendered: notes whether the elements were defined by then. */
export function markFirstRender(): void {
  document.body.dataset.definedAtFirstRender = String(customElements.get('sq-cart-link') !== undefined);
}

/** The line an app writes into `#events` for an event its handler received. */
export function eventLine(event: CustomEvent<{ formId: string }>): string {
  return `${event.type} ${event.detail.formId}`;
}
