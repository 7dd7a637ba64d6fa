// Generated from custom-elements.json by `npm run manifest`: do not edit.
// Use: `/// <reference types="sq-elements/vue" />` once in the app (or "sq-elements/vue" in tsconfig "types"),
// with the sq-* tags marked as custom elements (`compilerOptions.isCustomElement`) in the Vue plugin.
import type { DefineComponent, HTMLAttributes } from 'vue';
import type { SqAccordionEventMap, SqAccordionProps } from './sq-accordion.js';
import type { SqAddToCartEventMap, SqAddToCartProps } from './sq-add-to-cart.js';
import type { SqCartLinkEventMap, SqCartLinkProps } from './sq-cart-link.js';
import type { SqCookieBannerEventMap, SqCookieBannerProps } from './sq-cookie-banner.js';
import type { SqFollowButtonEventMap, SqFollowButtonProps } from './sq-follow-button.js';
import type { SqFormEventMap, SqFormProps } from './sq-form.js';
import type { SqGalleryEventMap, SqGalleryProps } from './sq-gallery.js';
import type { SqHighlightEventMap, SqHighlightProps } from './sq-highlight.js';
import type { SqImageEventMap, SqImageProps } from './sq-image.js';
import type { SqLightboxEventMap, SqLightboxProps } from './sq-lightbox.js';
import type { SqMapEventMap, SqMapProps } from './sq-map.js';
import type { SqMarqueeEventMap, SqMarqueeProps } from './sq-marquee.js';
import type { SqMenuEventMap, SqMenuProps } from './sq-menu.js';
import type { SqPopupEventMap, SqPopupProps } from './sq-popup.js';
import type { SqProductPriceEventMap, SqProductPriceProps } from './sq-product-price.js';
import type { SqRelativeTimeEventMap, SqRelativeTimeProps } from './sq-relative-time.js';
import type { SqReservationEventMap, SqReservationProps } from './sq-reservation.js';
import type { SqRuntimeEventMap, SqRuntimeProps } from './sq-runtime.js';
import type { SqSignInEventMap, SqSignInProps } from './sq-sign-in.js';
import type { SqVideoEventMap, SqVideoProps } from './sq-video.js';

/** An element in a template: its fields and listeners, and the attributes every HTML element takes (id, class, ...). */
export type SqVueComponent<Props> = DefineComponent<Props & Omit<HTMLAttributes, keyof Props>>;

declare module 'vue' {
  interface GlobalComponents {
    'sq-accordion': SqVueComponent<SqAccordionProps>;
    'sq-add-to-cart': SqVueComponent<SqAddToCartProps & { onSqCartAdd?: (event: SqAddToCartEventMap['sq-cart-add']) => void; onSqCheckout?: (event: SqAddToCartEventMap['sq-checkout']) => void }>;
    'sq-cart-link': SqVueComponent<SqCartLinkProps>;
    'sq-cookie-banner': SqVueComponent<SqCookieBannerProps & { onSqConsent?: (event: SqCookieBannerEventMap['sq-consent']) => void }>;
    'sq-follow-button': SqVueComponent<SqFollowButtonProps>;
    'sq-form': SqVueComponent<SqFormProps & { onSqSubmit?: (event: SqFormEventMap['sq-submit']) => void; onSqSubmitSuccess?: (event: SqFormEventMap['sq-submit-success']) => void; onSqSubmitError?: (event: SqFormEventMap['sq-submit-error']) => void; onSqFormRender?: (event: SqFormEventMap['sq-form-render']) => void; onSqNewsletterSubscribe?: (event: SqFormEventMap['sq-newsletter-subscribe']) => void }>;
    'sq-gallery': SqVueComponent<SqGalleryProps & { onSqSlideChange?: (event: SqGalleryEventMap['sq-slide-change']) => void; onSqReachedEnd?: (event: SqGalleryEventMap['sq-reached-end']) => void; onSqReachedBeginning?: (event: SqGalleryEventMap['sq-reached-beginning']) => void; onSqLightboxRequest?: (event: SqGalleryEventMap['sq-lightbox-request']) => void }>;
    'sq-highlight': SqVueComponent<SqHighlightProps>;
    'sq-image': SqVueComponent<SqImageProps & { onSqImageLoad?: (event: SqImageEventMap['sq-image-load']) => void; onSqImageError?: (event: SqImageEventMap['sq-image-error']) => void }>;
    'sq-lightbox': SqVueComponent<SqLightboxProps & { onSqOpen?: (event: SqLightboxEventMap['sq-open']) => void; onSqSlideChange?: (event: SqLightboxEventMap['sq-slide-change']) => void; onSqClose?: (event: SqLightboxEventMap['sq-close']) => void }>;
    'sq-map': SqVueComponent<SqMapProps & { onSqMapLoad?: (event: SqMapEventMap['sq-map-load']) => void; onSqMapError?: (event: SqMapEventMap['sq-map-error']) => void }>;
    'sq-marquee': SqVueComponent<SqMarqueeProps>;
    'sq-menu': SqVueComponent<SqMenuProps>;
    'sq-popup': SqVueComponent<SqPopupProps & { onSqOpen?: (event: SqPopupEventMap['sq-open']) => void; onSqClose?: (event: SqPopupEventMap['sq-close']) => void }>;
    'sq-product-price': SqVueComponent<SqProductPriceProps>;
    'sq-relative-time': SqVueComponent<SqRelativeTimeProps>;
    'sq-reservation': SqVueComponent<SqReservationProps>;
    'sq-runtime': SqVueComponent<SqRuntimeProps>;
    'sq-sign-in': SqVueComponent<SqSignInProps & { onSqOpen?: (event: SqSignInEventMap['sq-open']) => void; onSqClose?: (event: SqSignInEventMap['sq-close']) => void; onSqSignIn?: (event: SqSignInEventMap['sq-sign-in']) => void; onSqSignInError?: (event: SqSignInEventMap['sq-sign-in-error']) => void }>;
    'sq-video': SqVueComponent<SqVideoProps & { onSqVideoPlay?: (event: SqVideoEventMap['sq-video-play']) => void; onSqVideoStop?: (event: SqVideoEventMap['sq-video-stop']) => void }>;
  }
}
