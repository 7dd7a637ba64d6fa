import { ENTRY_SELECTOR } from './entry-animations.classes.ts';
import { lazyServiceWhenNeeded } from './lazy-service.ts';

/**
 * Calls `found` once an element matching `selector` is in the document, at
 * once or when one is added or given a class, and returns how to stop
 * looking.
 */
export function watchForSelector(selector: string, found: () => void): () => void {
  if (document.querySelector(selector)) {
    found();
    return () => undefined;
  }
  // Only what changed is looked at: a page that changes often is not searched whole each time.
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.type === 'attributes' ? [record.target] : record.addedNodes)
        if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) {
          observer.disconnect();
          return found();
        }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The entry animations (runtime/services/entry-animations/entry-animations.ts) as `<sq-runtime>`
 * installs them: their chunk loads once the page has an element with an
 * animation class, so a page without one never loads it.
 */
export const installEntryAnimationsLazily = lazyServiceWhenNeeded(
  (needed) => watchForSelector(ENTRY_SELECTOR, needed),
  () => import('./entry-animations/index.ts').then((module) => module.installEntryAnimations),
);
