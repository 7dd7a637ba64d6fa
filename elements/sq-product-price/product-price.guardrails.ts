import type { ElementGuardrails } from '../kit/element/guardrails.ts';

const price = (element: HTMLElement) => element.shadowRoot?.querySelector('[part=price]')?.textContent ?? null;

/** A price written in its light DOM as the element draws it, and a sale set on it: its main change. */
export const guardrails: ElementGuardrails = {
  attributes: 'price="2800"',
  content: '$28.00',
  async interact(element) {
    element.setAttribute('sale-price', '2000');
    element.setAttribute('on-sale', '');
    for (let frame = 0; frame < 60 && !price(element)?.endsWith('$20.00'); frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (!price(element)?.endsWith('$20.00')) throw new Error(`sq-product-price: a sale shows ${price(element)}`);
  },
};
