import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/** A business and its link to book in the light DOM, as a page writes it; no script, so the link is the widget. */
export const guardrails: ElementGuardrails = {
  attributes: 'business="harbour-bakery"',
  content: '<a href="https://book.example/harbour-bakery">Book a table</a>',
  async interact(element) {
    const slot = () => element.shadowRoot?.querySelector('[part=fallback] slot');
    for (let frame = 0; frame < 60 && !slot(); frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    if (!slot() || !element.querySelector('a')?.checkVisibility()) {
      throw new Error('sq-reservation: the link to book does not show');
    }
  },
};
