import type { ElementGuardrails } from '../kit/element/guardrails.ts';

const count = (element: HTMLElement) => element.shadowRoot?.querySelector('[part=count]')?.textContent ?? null;

/** A cart link with a count, and a cart sync that changes it: the element's main interaction. */
export const guardrails: ElementGuardrails = {
  attributes: 'items="2" subtotal="$24.00"',
  async interact(element) {
    document.dispatchEvent(new CustomEvent('sq-cart-sync', { detail: { items: 5, subtotal: '$60.00' } }));
    for (let frame = 0; frame < 60 && count(element) !== '5'; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (count(element) !== '5') throw new Error(`sq-cart-link: a cart sync to 5 items shows ${count(element)}`);
  },
};
