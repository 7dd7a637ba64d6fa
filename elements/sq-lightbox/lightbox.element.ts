import { defineElement } from '../kit/react/define-element.ts';
import styles from './lightbox.css?inline';
import { lightboxApi } from './lightbox.schema.ts';
import { LightboxView } from './lightbox.view.tsx';
import { readItems, requestsOf, unavailable } from './open-requests.ts';
import { installTriggers } from './triggers.ts';

export const LightboxElement = defineElement({ api: lightboxApi, view: LightboxView, styles });

/** Opening by script. */
export interface LightboxMethods {
  /** Shows `items` (the element's own `items` when none are given) from the one at `index`. */
  open(items?: unknown, index?: number): void;
}

const methods: LightboxMethods & ThisType<HTMLElement & { config: { items?: unknown } }> = {
  open(items, index = 0) {
    if (unavailable()) return;
    requestsOf(this).set({ items: readItems(items ?? this.config.items ?? []), index });
  },
};
for (const [name, method] of Object.entries(methods)) {
  if (LightboxElement && !(name in LightboxElement.prototype)) {
    Object.defineProperty(LightboxElement.prototype, name, { value: method, configurable: true, writable: true });
  }
}

// Once per page, as the code loads (in a browser): galleries' requests and lightbox links open the page's lightbox.
if (typeof document !== 'undefined' && customElements.get(lightboxApi.tag) === LightboxElement) installTriggers();
