/**
 * Entry animations (spec 001 §4 "Entry animations", §9; spec 000 §9 "Default
 * animation"): elements with an animation class get `animation-loaded` once
 * half of them is in view, and the stylesheet below moves them in.
 */

import {
  ANIMATION_LOADED_CLASS,
  ENTRY_ANIMATIONS_CSS,
  ENTRY_THRESHOLDS,
  isEntryVisible,
  ENTRY_SELECTOR as SELECTOR,
} from './entry-animations.logic.ts';

export {
  ANIMATION_CLASSES,
  ANIMATION_LOADED_CLASS,
  ENTRY_ANIMATIONS_CSS,
  ENTRY_DURATION_S,
  ENTRY_SCALE_DOWN,
  ENTRY_SELECTOR,
  ENTRY_THRESHOLDS,
  ENTRY_VISIBLE_RATIO,
} from './entry-animations.logic.ts';

import { type ServiceShare, type Started, sharedService } from '../../core/index.ts';

/**
 * Starts the entry animations, once per page however many callers: one
 * IntersectionObserver for every animated element, a MutationObserver for
 * elements added later, and the stylesheet (added with the first element
 * to animate). Each caller uninstalls its own
 * share; the last one stops it all and removes the stylesheet.
 */
export const installEntryAnimations: () => ServiceShare = sharedService(start);

function start(): Started {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const watched = new Set<Element>();
  const loaded = (element: Element) => {
    element.classList.add(ANIMATION_LOADED_CLASS);
    watched.delete(element);
    observer.unobserve(element);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (isEntryVisible(entry)) loaded(entry.target);
    },
    { threshold: ENTRY_THRESHOLDS },
  );
  // Added with the first element to animate: a stylesheet added to the document restyles the whole page.
  let sheet: CSSStyleSheet | undefined;
  const consider = (element: Element) => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(ENTRY_ANIMATIONS_CSS);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    if (watched.has(element) || element.classList.contains(ANIMATION_LOADED_CLASS)) return;
    if (reduced.matches) {
      element.classList.add(ANIMATION_LOADED_CLASS);
      return;
    }
    watched.add(element);
    observer.observe(element);
  };
  const scan = (root: Element | Document) => {
    if (root instanceof Element && root.matches(SELECTOR)) consider(root);
    for (const element of root.querySelectorAll(SELECTOR)) consider(element);
  };
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element && record.target.matches(SELECTOR)) consider(record.target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  // Reduced motion asked for later: everything still waiting shows at once.
  const onPreference = () => {
    if (reduced.matches) for (const element of [...watched]) loaded(element);
  };

  scan(document);
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  reduced.addEventListener('change', onPreference);

  return {
    stop() {
      observer.disconnect();
      mutations.disconnect();
      reduced.removeEventListener('change', onPreference);
      watched.clear();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    },
  };
}
