import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/**
 * The accordion draws nothing of its own: its shadow root is a bare
 * `<slot>` over the page's `<details>`, the same as the error boundary's
 * fallback. What tells them apart is the state the view mirrors on the host
 * as it mounts (`still`, or `moving` while an item moves).
 */
export const guardrails: ElementGuardrails = {
  content:
    '<details><summary>Opening hours</summary><p>Every day from nine.</p></details>' +
    '<details><summary>Delivery</summary><p>Within three days.</p></details>',
  rendered(element) {
    return element.dataset.state === 'still' || element.dataset.state === 'moving';
  },
  /** Its main interaction: a click on the first summary opens that item. */
  async interact(element) {
    const first = element.querySelector('details');
    const summary = first?.querySelector('summary');
    if (!first || !summary) throw new Error('sq-accordion: no item to open');
    const wasOpen = first.open;
    summary.click();
    for (let frame = 0; frame < 120 && first.open === wasOpen; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (first.open === wasOpen) throw new Error('sq-accordion: a click on a summary did not toggle its item');
  },
};
