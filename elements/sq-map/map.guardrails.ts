import type { ElementGuardrails } from '../kit/element/guardrails.ts';

/**
 * A place with its address and the address in the light DOM for visitors
 * without scripts; no key, so the card shows and nothing is asked of Google.
 * Its main interaction: the card's address reads as text and its View on map
 * link goes to the marker.
 */
export const guardrails: ElementGuardrails = {
  attributes: 'map-lat="-36.84" map-lng="174.76" address-title="Harbour Bakery" address-line1="12 Quay Street"',
  content: '<p>Harbour Bakery, 12 Quay Street, Auckland</p>',
  async interact(element) {
    const part = (name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part=${name}]`);
    for (let frame = 0; frame < 120 && !part('link'); frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const href = part('link')?.getAttribute('href');
    if (href !== 'https://www.google.com/maps/search/?api=1&query=-36.84%2C174.76') {
      throw new Error(`sq-map: View on map goes to ${href}`);
    }
    if (!part('address')?.textContent?.includes('12 Quay Street')) throw new Error('sq-map: no address text');
  },
};
