import type { SqCartLinkElement } from 'sq-elements/sq-cart-link';
import type { SqFormElement } from 'sq-elements/sq-form';
import type { SqHighlightElement } from 'sq-elements/sq-highlight';
import { BY_PROPERTY, eventLine } from '../scenario.ts';

/**
 * A page's own script beside the script tag. Listeners, attributes and
 * properties work at once: a property set while the autoloader is still
 * fetching the tag's code is taken over by the element as it upgrades.
 */

const byId = <T extends Element>(id: string) => document.getElementById(id) as T;
const count = byId<SqCartLinkElement>('count');
const remounted = byId<SqCartLinkElement>('remounted');
const mounted = byId<HTMLElement>('mounted');
const output = byId<HTMLOutputElement>('events');

byId<SqFormElement>('form').addEventListener('sq-submit-error', (event) => {
  output.textContent = [output.textContent, eventLine(event)].filter(Boolean).join(', ');
});
byId('toggle').addEventListener('click', () => {
  if (remounted.isConnected) remounted.remove();
  else mounted.append(remounted);
});
byId('set-120').addEventListener('click', () => {
  count.setAttribute('items', '120');
  remounted.setAttribute('items', '120');
});

// Set before the tags are defined (noted for the test), as a script running beside the autoloader does.
document.body.dataset.definedAtFirstRender = String(customElements.get('sq-cart-link') !== undefined);
byId<SqCartLinkElement>('by-property').config = BY_PROPERTY;
byId<SqHighlightElement>('behind-property').isFront = false;
await Promise.all(['sq-cart-link', 'sq-highlight'].map((tag) => customElements.whenDefined(tag)));
byId('set-3').addEventListener('click', () => {
  count.items = 3;
  remounted.items = 3;
});
document.body.dataset.ready = 'true';
