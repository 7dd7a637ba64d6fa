import { alert } from '../../runtime/core/index.ts';
import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/** The runtime's main interaction: a system dialog opens in its shadow root and its button answers it. */
export const guardrails: ElementGuardrails = {
  attributes: `context='{"website":{"id":"w1","identifier":"guardrails"},"pageType":2}'`,
  async interact(element) {
    const answer = alert({ title: 'Saved', message: 'Your changes are saved.' });
    let button: HTMLButtonElement | null | undefined = null;
    for (let frame = 0; frame < 120 && !button; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      button = element.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]');
    }
    if (!button) throw new Error('sq-runtime: the alert did not appear');
    button.click();
    const result = await answer;
    if (result !== 'confirm') throw new Error(`sq-runtime: the alert answered ${result}`);
  },
};
