// Generated from custom-elements.json by `npm run manifest`: do not edit.

import './sq-accordion.js';
import './sq-add-to-cart.js';
import './sq-cart-link.js';
import './sq-cookie-banner.js';
import './sq-follow-button.js';
import './sq-form.js';
import './sq-gallery.js';
import './sq-highlight.js';
import './sq-image.js';
import './sq-lightbox.js';
import './sq-map.js';
import './sq-marquee.js';
import './sq-menu.js';
import './sq-popup.js';
import './sq-product-price.js';
import './sq-relative-time.js';
import './sq-reservation.js';
import './sq-runtime.js';
import './sq-sign-in.js';
import './sq-video.js';

export type { SqAccordionElement, SqAccordionConfig, SqAccordionResolvedConfig, SqAccordionEventMap, SqAccordionProps, SqAccordionAttributes } from './sq-accordion.js';
export type { SqAddToCartElement, SqAddToCartConfig, SqAddToCartResolvedConfig, SqAddToCartEventMap, SqAddToCartProps, SqAddToCartAttributes } from './sq-add-to-cart.js';
export type { SqCartLinkElement, SqCartLinkConfig, SqCartLinkResolvedConfig, SqCartLinkEventMap, SqCartLinkProps, SqCartLinkAttributes } from './sq-cart-link.js';
export type { SqCookieBannerElement, SqCookieBannerConfig, SqCookieBannerResolvedConfig, SqCookieBannerEventMap, SqCookieBannerProps, SqCookieBannerAttributes } from './sq-cookie-banner.js';
export type { SqFollowButtonElement, SqFollowButtonConfig, SqFollowButtonResolvedConfig, SqFollowButtonEventMap, SqFollowButtonProps, SqFollowButtonAttributes } from './sq-follow-button.js';
export type { SqFormElement, SqFormConfig, SqFormResolvedConfig, SqFormEventMap, SqFormProps, SqFormAttributes } from './sq-form.js';
export type { SqGalleryElement, SqGalleryConfig, SqGalleryResolvedConfig, SqGalleryEventMap, SqGalleryProps, SqGalleryAttributes } from './sq-gallery.js';
export type { SqHighlightElement, SqHighlightConfig, SqHighlightResolvedConfig, SqHighlightEventMap, SqHighlightProps, SqHighlightAttributes } from './sq-highlight.js';
export type { SqImageElement, SqImageConfig, SqImageResolvedConfig, SqImageEventMap, SqImageProps, SqImageAttributes } from './sq-image.js';
export type { SqLightboxElement, SqLightboxConfig, SqLightboxResolvedConfig, SqLightboxEventMap, SqLightboxProps, SqLightboxAttributes } from './sq-lightbox.js';
export type { SqMapElement, SqMapConfig, SqMapResolvedConfig, SqMapEventMap, SqMapProps, SqMapAttributes } from './sq-map.js';
export type { SqMarqueeElement, SqMarqueeConfig, SqMarqueeResolvedConfig, SqMarqueeEventMap, SqMarqueeProps, SqMarqueeAttributes } from './sq-marquee.js';
export type { SqMenuElement, SqMenuConfig, SqMenuResolvedConfig, SqMenuEventMap, SqMenuProps, SqMenuAttributes } from './sq-menu.js';
export type { SqPopupElement, SqPopupConfig, SqPopupResolvedConfig, SqPopupEventMap, SqPopupProps, SqPopupAttributes } from './sq-popup.js';
export type { SqProductPriceElement, SqProductPriceConfig, SqProductPriceResolvedConfig, SqProductPriceEventMap, SqProductPriceProps, SqProductPriceAttributes } from './sq-product-price.js';
export type { SqRelativeTimeElement, SqRelativeTimeConfig, SqRelativeTimeResolvedConfig, SqRelativeTimeEventMap, SqRelativeTimeProps, SqRelativeTimeAttributes } from './sq-relative-time.js';
export type { SqReservationElement, SqReservationConfig, SqReservationResolvedConfig, SqReservationEventMap, SqReservationProps, SqReservationAttributes } from './sq-reservation.js';
export type { SqRuntimeElement, SqRuntimeConfig, SqRuntimeResolvedConfig, SqRuntimeEventMap, SqRuntimeProps, SqRuntimeAttributes } from './sq-runtime.js';
export type { SqSignInElement, SqSignInConfig, SqSignInResolvedConfig, SqSignInEventMap, SqSignInProps, SqSignInAttributes } from './sq-sign-in.js';
export type { SqVideoElement, SqVideoConfig, SqVideoResolvedConfig, SqVideoEventMap, SqVideoProps, SqVideoAttributes } from './sq-video.js';

/** The autoloader: defines every tag, loading an element's code when the tag first appears. */
export interface Autoloader {
  /** Loads the elements under `root` now and watches it for more. */
  observe(root: Document | ShadowRoot | Element): void;
  /** Loads the code of one tag; resolves once it is defined. */
  load(tag: string): Promise<void>;
}

/** The page's autoloader; loading the script twice gives the same one. */
export declare const autoloader: Autoloader;
