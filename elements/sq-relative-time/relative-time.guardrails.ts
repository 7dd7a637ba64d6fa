import type { ElementGuardrails } from '../kit/element/guardrails.ts';

const text = (element: HTMLElement) => element.shadowRoot?.querySelector('[part=time]')?.textContent ?? null;

/** A date in its light DOM as a page prints it, shown relative to now; a new datetime is its main change. */
export const guardrails: ElementGuardrails = {
  attributes: 'datetime="2026-01-01T00:00:00Z"',
  content: '1 January 2026',
  async interact(element) {
    // Three days and an hour ahead: whole days are counted, and time passes while it renders.
    const soon = new Date(Date.now() + 73 * 3600_000).toISOString();
    element.setAttribute('datetime', soon);
    for (let frame = 0; frame < 60 && text(element) !== 'in 3 days'; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (text(element) !== 'in 3 days') throw new Error(`sq-relative-time: a datetime in 3 days shows ${text(element)}`);
  },
};
