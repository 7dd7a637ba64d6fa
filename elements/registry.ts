// Generated from custom-elements.json by `npm run manifest`: do not edit.

/**
 * Every tag the library defines, with the loader of its code: one per
 * `sq-*` folder with an `*.element.ts`, written by `npm run manifest`, so a
 * new element needs no registration (a test fails while this file is stale).
 */
export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'sq-accordion': () => import('./sq-accordion/accordion.element.ts'),
  'sq-add-to-cart': () => import('./sq-add-to-cart/add-to-cart.element.ts'),
  'sq-cart-link': () => import('./sq-cart-link/cart-link.element.ts'),
  'sq-cookie-banner': () => import('./sq-cookie-banner/cookie-banner.element.ts'),
  'sq-follow-button': () => import('./sq-follow-button/follow-button.element.ts'),
  'sq-form': () => import('./sq-form/form.element.ts'),
  'sq-gallery': () => import('./sq-gallery/gallery.element.ts'),
  'sq-highlight': () => import('./sq-highlight/highlight.element.ts'),
  'sq-image': () => import('./sq-image/image.element.ts'),
  'sq-lightbox': () => import('./sq-lightbox/lightbox.element.ts'),
  'sq-map': () => import('./sq-map/map.element.ts'),
  'sq-marquee': () => import('./sq-marquee/marquee.element.ts'),
  'sq-menu': () => import('./sq-menu/menu.element.ts'),
  'sq-popup': () => import('./sq-popup/popup.element.ts'),
  'sq-product-price': () => import('./sq-product-price/product-price.element.ts'),
  'sq-relative-time': () => import('./sq-relative-time/relative-time.element.ts'),
  'sq-reservation': () => import('./sq-reservation/reservation.element.ts'),
  'sq-runtime': () => import('./sq-runtime/runtime.element.ts'),
  'sq-sign-in': () => import('./sq-sign-in/sign-in.element.ts'),
  'sq-video': () => import('./sq-video/video.element.ts'),
};
