import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/** A username and its link in the light DOM, as a page writes it; no script, so the link is the button. */
export const guardrails: ElementGuardrails = {
  attributes: 'username="harbourbakery"',
  content: '<a href="https://x.com/harbourbakery">Follow @harbourbakery</a>',
  async interact(element) {
    const link = () => element.shadowRoot?.querySelector<HTMLAnchorElement>('[part=link]');
    for (let frame = 0; frame < 60 && !link(); frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    if (link()?.getAttribute('href') !== 'https://x.com/harbourbakery') {
      throw new Error(`sq-follow-button: the link goes to ${link()?.getAttribute('href')}`);
    }
  },
};
