import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/** A button that adds a product of the reference API's store, and the add: the element's main interaction. */
export const guardrails: ElementGuardrails = {
  attributes: 'product-id="teapot"',
  content: 'Add to cart',
  async interact(element) {
    let added = false;
    element.addEventListener('sq-cart-add', () => (added = true), { once: true });
    element.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]')?.click();
    // The call goes to the API (and may be retried once for the crumb): wait for the answer, not a time.
    for (let frame = 0; frame < 600 && !added; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (!added) throw new Error(`sq-add-to-cart: a press did not add to the cart (state ${element.dataset.state})`);
  },
};
