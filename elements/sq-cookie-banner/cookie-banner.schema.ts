import * as z from 'zod/mini';
import { defineApi, described, event } from '../kit/element/api.ts';
import {
  ACCEPT_TYPES,
  CTA_VARIANTS,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  FALLBACK_ACCEPT_TYPE,
  FALLBACK_CTA_VARIANT,
  FALLBACK_THEME,
  FALLBACK_VARIANT,
  POSITIONS,
  THEMES,
  VARIANTS,
} from './cookie-banner.logic.ts';

/** The detail of `sq-consent`: the visitor's choice. */
export interface ConsentDetail {
  /** True after Accept, false after Decline. */
  allowed: boolean;
}

const flag = () => z.optional(z.boolean());

export const cookieBannerApi = defineApi({
  tag: 'sq-cookie-banner',
  summary: 'The cookie consent banner: a bar or a corner popup asking the visitor to accept (or decline) cookies.',
  config: z.object({
    cookieBannerCtaText: z._default(z.string(), DEFAULT_ACCEPT_TEXT).register(z.globalRegistry, {
      description: 'Text of the Accept button; empty gives "Accept".',
    }),
    cookieBannerCtaVariant: z._default(z.enum(CTA_VARIANTS), FALLBACK_CTA_VARIANT).register(z.globalRegistry, {
      description: 'How the call to action looks: TEXT (a text button), BUTTON or ICON.',
    }),
    cookieBannerPosition: z.optional(z.enum(POSITIONS)).register(z.globalRegistry, {
      description:
        'Where the banner sits: TOP or BOTTOM for the bar (default BOTTOM); TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT or BOTTOM_RIGHT for the popup (default BOTTOM_LEFT).',
    }),
    cookieBannerText: z._default(z.string(), DEFAULT_BANNER_TEXT).register(z.globalRegistry, {
      description: "The site owner's message, as HTML; empty (or an empty paragraph) gives the default message.",
    }),
    cookieBannerTheme: z._default(z.enum(THEMES), FALLBACK_THEME).register(z.globalRegistry, {
      description: 'LIGHT or DARK.',
    }),
    cookieBannerVariant: z._default(z.enum(VARIANTS), FALLBACK_VARIANT).register(z.globalRegistry, {
      description: 'BAR (across the page) or POPUP (a box in a corner).',
    }),
    cookieBannerOptOutCtaText: z._default(z.string(), DEFAULT_DECLINE_TEXT).register(z.globalRegistry, {
      description: 'Text of the Decline button (with OPT_IN_AND_OUT); empty gives "Decline".',
    }),
    cookieBannerAcceptType: z._default(z.enum(ACCEPT_TYPES), FALLBACK_ACCEPT_TYPE).register(z.globalRegistry, {
      description: 'OPT_IN (Accept only) or OPT_IN_AND_OUT (Accept and Decline, with equal weight).',
    }),
    isCookieBannerEnabled: described(
      flag(),
      'Show the banner; unset follows the site context (cookieSettings), else true.',
    ),
    isActivityLogEnabled: described(
      flag(),
      'The site records visitor activity; false means no visitor data is ever tracked.',
    ),
    isAnalyticsCookiesDisabled: described(
      flag(),
      'Restrictive policy: no analytics cookies until the visitor accepts; unset follows the site context.',
    ),
    isRestrictiveCookiePolicyAbsolute: described(
      flag(),
      'The restrictive policy is absolute; unset follows the site context.',
    ),
    isVisitorDataRestricted: described(
      flag(),
      'API form of isActivityLogEnabled, inverted; isActivityLogEnabled wins.',
    ),
    isRestrictiveCookiePolicyEnabled: described(
      flag(),
      'API form of isAnalyticsCookiesDisabled; isAnalyticsCookiesDisabled wins.',
    ),
  }),
  load: ['interaction', 'change'],
  events: {
    'sq-consent': event<ConsentDetail>(
      'The visitor accepted or declined; the choice is stored.',
      '{ allowed: boolean }',
    ),
  },
  slots: {},
  parts: {
    banner: 'The banner box; `data-variant`, `data-theme` and `data-position` say which.',
    text: "The site owner's message.",
    actions: 'The row of buttons.',
    button: 'A choice button; `data-choice` is `accept` or `decline`, `data-style` TEXT, BUTTON or ICON.',
    announcement: 'The visually hidden live region that announces the banner.',
  },
  cssProperties: {
    '--sq-cookie-banner-background': {
      description: 'Background of the banner.',
      default: '#1d1d1f (dark), #fff (light)',
    },
    '--sq-cookie-banner-color': {
      description: 'Text colour of the banner.',
      default: '#f5f5f7 (dark), #1d1d1f (light)',
    },
    '--sq-cookie-banner-accent': { description: 'Colour of the buttons.', default: '#fff (dark), #1d1d1f (light)' },
    '--sq-cookie-banner-max-width': { description: 'Width of the popup variant.', default: '360px' },
    '--sq-cookie-banner-z-index': { description: 'Stacking order of the banner.', default: '30000' },
  },
});
