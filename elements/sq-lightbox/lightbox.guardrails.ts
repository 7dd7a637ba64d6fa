import type { ElementGuardrails } from '../kit/element/guardrails.ts';

const waitForState = async (element: HTMLElement, state: string) => {
  for (let frame = 0; frame < 600 && element.dataset.state !== state; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (element.dataset.state !== state) throw new Error(`sq-lightbox: never ${state} (is ${element.dataset.state})`);
};

/**
 * Closed, the lightbox shows nothing: its shadow root holds the closed
 * dialog it opens in. Its main interaction opens a set of two by script,
 * moves to the next and closes with the Close button.
 */
export const guardrails: ElementGuardrails = {
  attributes: 'history="false"',
  rendered(element) {
    return element.shadowRoot?.querySelector('dialog[part=dialog]') != null;
  },
  async interact(element) {
    const lightbox = element as HTMLElement & { open(items: unknown, index?: number): void };
    lightbox.open(
      [
        { src: '/api/images/guardrails-a/800x600.svg', alt: 'First', dimensions: { width: 800, height: 600 } },
        { src: '/api/images/guardrails-b/600x800.svg', alt: 'Second', title: 'Second picture' },
      ],
      0,
    );
    await waitForState(element, 'open');
    const root = element.shadowRoot;
    root?.querySelector<HTMLButtonElement>('[part=next-button]')?.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
    if (root?.querySelector('[part=position]')?.textContent !== 'Image 2 of 2') {
      throw new Error('sq-lightbox: Next image did not move');
    }
    root?.querySelector<HTMLButtonElement>('[part=close-button]')?.click();
    await waitForState(element, 'closed');
  },
};
