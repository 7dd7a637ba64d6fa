import { consent, type ForcedBannerSettings } from '../../runtime/consent/index.ts';
import { defineElement } from '../kit/react/define-element.ts';
import styles from './cookie-banner.css?inline';
import { cookieBannerApi } from './cookie-banner.schema.ts';
import { CookieBannerView } from './cookie-banner.view.tsx';

export const CookieBannerElement = defineElement({ api: cookieBannerApi, view: CookieBannerView, styles });

/** Forced mode on the element: the same as `consent.forceBanner`, `updateBanner` and `releaseBanner` from the runtime. */
export interface CookieBannerMethods {
  /** Shows the banner whatever the stored choice (a "cookie settings" link), with optional settings over its own. */
  show(settings?: ForcedBannerSettings): void;
  /** Changes the forced banner's settings. */
  update(settings: ForcedBannerSettings): void;
  /** Releases the forced banner: it shows again only if the visitor has no stored choice. */
  release(): void;
}

const methods: CookieBannerMethods = {
  show: (settings) => consent.forceBanner(settings),
  update: (settings) => consent.updateBanner(settings),
  release: () => consent.releaseBanner(),
};
for (const [name, method] of Object.entries(methods)) {
  if (CookieBannerElement && !(name in CookieBannerElement.prototype)) {
    Object.defineProperty(CookieBannerElement.prototype, name, { value: method, configurable: true, writable: true });
  }
}
