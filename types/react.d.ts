// Generated from custom-elements.json by `npm run manifest`: do not edit.
// Use: `/// <reference types="sq-elements/react" />` once in the app (or "sq-elements/react" in tsconfig "types").
import type { ClassAttributes, HTMLAttributes } from 'react';
import type { SqAccordionElement, SqAccordionAttributes, SqAccordionEventMap, SqAccordionProps } from './sq-accordion.js';
import type { SqAddToCartElement, SqAddToCartAttributes, SqAddToCartEventMap, SqAddToCartProps } from './sq-add-to-cart.js';
import type { SqCartLinkElement, SqCartLinkAttributes, SqCartLinkEventMap, SqCartLinkProps } from './sq-cart-link.js';
import type { SqCookieBannerElement, SqCookieBannerAttributes, SqCookieBannerEventMap, SqCookieBannerProps } from './sq-cookie-banner.js';
import type { SqFollowButtonElement, SqFollowButtonAttributes, SqFollowButtonEventMap, SqFollowButtonProps } from './sq-follow-button.js';
import type { SqFormElement, SqFormAttributes, SqFormEventMap, SqFormProps } from './sq-form.js';
import type { SqGalleryElement, SqGalleryAttributes, SqGalleryEventMap, SqGalleryProps } from './sq-gallery.js';
import type { SqHighlightElement, SqHighlightAttributes, SqHighlightEventMap, SqHighlightProps } from './sq-highlight.js';
import type { SqImageElement, SqImageAttributes, SqImageEventMap, SqImageProps } from './sq-image.js';
import type { SqLightboxElement, SqLightboxAttributes, SqLightboxEventMap, SqLightboxProps } from './sq-lightbox.js';
import type { SqMapElement, SqMapAttributes, SqMapEventMap, SqMapProps } from './sq-map.js';
import type { SqMarqueeElement, SqMarqueeAttributes, SqMarqueeEventMap, SqMarqueeProps } from './sq-marquee.js';
import type { SqMenuElement, SqMenuAttributes, SqMenuEventMap, SqMenuProps } from './sq-menu.js';
import type { SqPopupElement, SqPopupAttributes, SqPopupEventMap, SqPopupProps } from './sq-popup.js';
import type { SqProductPriceElement, SqProductPriceAttributes, SqProductPriceEventMap, SqProductPriceProps } from './sq-product-price.js';
import type { SqRelativeTimeElement, SqRelativeTimeAttributes, SqRelativeTimeEventMap, SqRelativeTimeProps } from './sq-relative-time.js';
import type { SqReservationElement, SqReservationAttributes, SqReservationEventMap, SqReservationProps } from './sq-reservation.js';
import type { SqRuntimeElement, SqRuntimeAttributes, SqRuntimeEventMap, SqRuntimeProps } from './sq-runtime.js';
import type { SqSignInElement, SqSignInAttributes, SqSignInEventMap, SqSignInProps } from './sq-sign-in.js';
import type { SqVideoElement, SqVideoAttributes, SqVideoEventMap, SqVideoProps } from './sq-video.js';

/**
 * React 19 listens for a custom element's event through a prop named `on`
 * plus the exact event name: `onsq-submit`, not `onSqSubmit`.
 */
export type SqJsxListeners<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void;
};

/**
 * An element's JSX props. React 19 sets a prop as a property when the
 * element has one (it is defined) and as an attribute otherwise; a boolean
 * attribute set to `false` is removed, which returns the field to its
 * default: turn a field that defaults to true off with the property
 * (`isFront={false}`, the element defined) or the text (`is-front="false"`).
 */
export type SqJsxProps<Element, Props, Attributes, Events> = ClassAttributes<Element> &
  Omit<HTMLAttributes<Element>, keyof Props | keyof Attributes> &
  Props &
  Attributes &
  SqJsxListeners<Events>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sq-accordion': SqJsxProps<SqAccordionElement, SqAccordionProps, SqAccordionAttributes, SqAccordionEventMap>;
      'sq-add-to-cart': SqJsxProps<SqAddToCartElement, SqAddToCartProps, SqAddToCartAttributes, SqAddToCartEventMap>;
      'sq-cart-link': SqJsxProps<SqCartLinkElement, SqCartLinkProps, SqCartLinkAttributes, SqCartLinkEventMap>;
      'sq-cookie-banner': SqJsxProps<SqCookieBannerElement, SqCookieBannerProps, SqCookieBannerAttributes, SqCookieBannerEventMap>;
      'sq-follow-button': SqJsxProps<SqFollowButtonElement, SqFollowButtonProps, SqFollowButtonAttributes, SqFollowButtonEventMap>;
      'sq-form': SqJsxProps<SqFormElement, SqFormProps, SqFormAttributes, SqFormEventMap>;
      'sq-gallery': SqJsxProps<SqGalleryElement, SqGalleryProps, SqGalleryAttributes, SqGalleryEventMap>;
      'sq-highlight': SqJsxProps<SqHighlightElement, SqHighlightProps, SqHighlightAttributes, SqHighlightEventMap>;
      'sq-image': SqJsxProps<SqImageElement, SqImageProps, SqImageAttributes, SqImageEventMap>;
      'sq-lightbox': SqJsxProps<SqLightboxElement, SqLightboxProps, SqLightboxAttributes, SqLightboxEventMap>;
      'sq-map': SqJsxProps<SqMapElement, SqMapProps, SqMapAttributes, SqMapEventMap>;
      'sq-marquee': SqJsxProps<SqMarqueeElement, SqMarqueeProps, SqMarqueeAttributes, SqMarqueeEventMap>;
      'sq-menu': SqJsxProps<SqMenuElement, SqMenuProps, SqMenuAttributes, SqMenuEventMap>;
      'sq-popup': SqJsxProps<SqPopupElement, SqPopupProps, SqPopupAttributes, SqPopupEventMap>;
      'sq-product-price': SqJsxProps<SqProductPriceElement, SqProductPriceProps, SqProductPriceAttributes, SqProductPriceEventMap>;
      'sq-relative-time': SqJsxProps<SqRelativeTimeElement, SqRelativeTimeProps, SqRelativeTimeAttributes, SqRelativeTimeEventMap>;
      'sq-reservation': SqJsxProps<SqReservationElement, SqReservationProps, SqReservationAttributes, SqReservationEventMap>;
      'sq-runtime': SqJsxProps<SqRuntimeElement, SqRuntimeProps, SqRuntimeAttributes, SqRuntimeEventMap>;
      'sq-sign-in': SqJsxProps<SqSignInElement, SqSignInProps, SqSignInAttributes, SqSignInEventMap>;
      'sq-video': SqJsxProps<SqVideoElement, SqVideoProps, SqVideoAttributes, SqVideoEventMap>;
    }
  }
}
