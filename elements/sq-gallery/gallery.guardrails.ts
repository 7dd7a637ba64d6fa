import { type ElementGuardrails, renderedSomething } from '../kit/element/guardrails.ts';
import { inheritedDataText } from '../kit/element/host-config.ts';
import { skippedBlock } from './gallery.logic.ts';

/**
 * A gallery whose block data does not decode or cannot be evaluated skips the
 * block and shows its light DOM, as spec 001 §8 says: for it, the bare
 * `<slot>` is the rendering it should show, not a fallback after an error.
 */
export const guardrails: ElementGuardrails = {
  rendered(element) {
    if (renderedSomething(element)) return true;
    const { config } = element as HTMLElement & { config?: { items?: { src: string }[] } };
    const skipped = skippedBlock([element.getAttribute('config'), inheritedDataText(element)], config?.items);
    const root = element.shadowRoot;
    return skipped !== null && root?.childElementCount === 1 && root.firstElementChild?.localName === 'slot';
  },
};
