// Generated from custom-elements.json by `npm run manifest`: do not edit.

/**
 * What makes a server-rendered element's code load, by tag: its schema's
 * `load` triggers, separated by spaces (see LoadTrigger in `kit/element/api.ts`).
 * Loaded only by a page with a server-rendered element.
 */
export const LOAD_TRIGGERS: Record<string, string> = {
  'sq-accordion': 'interaction change',
  'sq-add-to-cart': 'interaction change',
  'sq-cart-link': 'interaction change sq-cart-sync',
  'sq-cookie-banner': 'interaction change',
  'sq-follow-button': 'interaction change',
  'sq-form': 'interaction change',
  'sq-gallery': 'interaction visible change',
  'sq-highlight': 'change',
  'sq-image': 'change',
  'sq-lightbox': 'interaction change sq-lightbox-request',
  'sq-map': 'interaction visible change',
  'sq-marquee': 'interaction change',
  'sq-menu': 'interaction change',
  'sq-popup': 'change',
  'sq-product-price': 'change',
  'sq-relative-time': 'change',
  'sq-reservation': 'interaction visible change',
  'sq-runtime': 'change',
  'sq-sign-in': 'interaction change',
  'sq-video': 'interaction visible change',
};

/** A first view, called with a server-rendered element; `load` asks for the element's code. */
type FirstView = (host: HTMLElement, load: () => void) => unknown;

/**
 * The tags whose first view a few hundred bytes decide before their code
 * loads (their `*.first-view.ts`): each module's default export is called
 * with every server-rendered element of the tag, and returns true when that
 * element needs its code now after all; `load` asks for it later (once
 * the first view can no longer follow the page).
 */
export const FIRST_VIEWS: Record<string, () => Promise<{ default: FirstView }>> = {
  'sq-cookie-banner': () => import('./sq-cookie-banner/cookie-banner.first-view.ts'),
  'sq-form': () => import('./sq-form/form.first-view.ts'),
  'sq-highlight': () => import('./sq-highlight/highlight.first-view.ts'),
  'sq-popup': () => import('./sq-popup/popup.first-view.ts'),
  'sq-runtime': () => import('./sq-runtime/runtime.first-view.ts'),
};
