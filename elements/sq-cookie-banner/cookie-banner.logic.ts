/** Cookie banner settings (spec 002 §3), their fallbacks (§5) and default texts (§9). Pure, no DOM. */
import { bannerEnabled, type ContextCookieSettings } from './banner-state/cookie-banner-state.logic.ts';

export { type BannerState, bannerState, type ContextCookieSettings } from './banner-state/cookie-banner-state.logic.ts';

/** Default texts (spec 002 §9 "Display"). */
export const DEFAULT_ACCEPT_TEXT = 'Accept';
export const DEFAULT_DECLINE_TEXT = 'Decline';
export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

/** Allowed values, written once (spec 002 §3). */
export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const THEMES = ['LIGHT', 'DARK'] as const;
export const VARIANTS = ['BAR', 'POPUP'] as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export const POSITIONS = [...BAR_POSITIONS, ...POPUP_POSITIONS] as const;
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type Theme = (typeof THEMES)[number];
export type Variant = (typeof VARIANTS)[number];
export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type Position = (typeof POSITIONS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];

/** Fallbacks for unknown values (spec 002 §5 "Cookie banner"). */
export const FALLBACK_CTA_VARIANT: CtaVariant = 'ICON';
export const FALLBACK_THEME: Theme = 'DARK';
export const FALLBACK_VARIANT: Variant = 'BAR';
export const FALLBACK_BAR_POSITION: BarPosition = 'BOTTOM';
export const FALLBACK_POPUP_POSITION: PopupPosition = 'BOTTOM_LEFT';
export const FALLBACK_ACCEPT_TYPE: AcceptType = 'OPT_IN';

/** The banner's settings, every field decided. */
export interface BannerSettings {
  ctaText: string;
  ctaVariant: CtaVariant;
  position: Position;
  /** Site-owner rich text (HTML). */
  text: string;
  theme: Theme;
  variant: Variant;
  optOutCtaText: string;
  acceptType: AcceptType;
  enabled: boolean;
  activityLog: boolean;
  analyticsCookiesDisabled: boolean;
  restrictiveAbsolute: boolean;
}

/** Settings as a site writes them: the spec's names, in either form (spec 002 §3), any value. */
export type RawBannerSettings = Record<string, unknown>;

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Rich text with nothing to read: empty, or only empty paragraphs, line breaks and spaces. */
export function isEmptyRichText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
    .trim();
  return text === '';
}

/** A call-to-action text, or the default where it is missing or blank. */
function ctaText(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** The position for the variant: a bar's position falls back to bottom, a popup's to bottom left (spec 002 §5). */
export function positionFor(variant: Variant, position: unknown): Position {
  return variant === 'BAR'
    ? oneOf(BAR_POSITIONS, position, FALLBACK_BAR_POSITION)
    : oneOf(POPUP_POSITIONS, position, FALLBACK_POPUP_POSITION);
}

/**
 * Decides every banner setting from what the site wrote (the settings form
 * or the API form) and the site context: unknown variants and themes fall
 * back to an icon call-to-action, the dark theme and the bar (spec 002 §5),
 * empty texts to the default texts (§9). Where both forms give a flag, the
 * settings form wins; where neither does, the site context decides.
 */
export function normalizeBannerSettings(raw: RawBannerSettings, context: ContextCookieSettings = {}): BannerSettings {
  const variant = oneOf(VARIANTS, raw.cookieBannerVariant, FALLBACK_VARIANT);
  const text = typeof raw.cookieBannerText === 'string' ? raw.cookieBannerText : '';
  const visitorDataRestricted = flag(raw.isVisitorDataRestricted);
  return {
    ctaText: ctaText(raw.cookieBannerCtaText, DEFAULT_ACCEPT_TEXT),
    ctaVariant: oneOf(CTA_VARIANTS, raw.cookieBannerCtaVariant, FALLBACK_CTA_VARIANT),
    position: positionFor(variant, raw.cookieBannerPosition),
    text: isEmptyRichText(text) ? DEFAULT_BANNER_TEXT : text,
    theme: oneOf(THEMES, raw.cookieBannerTheme, FALLBACK_THEME),
    variant,
    optOutCtaText: ctaText(raw.cookieBannerOptOutCtaText, DEFAULT_DECLINE_TEXT),
    acceptType: oneOf(ACCEPT_TYPES, raw.cookieBannerAcceptType, FALLBACK_ACCEPT_TYPE),
    enabled: bannerEnabled(raw.isCookieBannerEnabled, context),
    activityLog:
      flag(raw.isActivityLogEnabled) ?? (visitorDataRestricted === undefined ? true : !visitorDataRestricted),
    analyticsCookiesDisabled:
      flag(raw.isAnalyticsCookiesDisabled) ??
      flag(raw.isRestrictiveCookiePolicyEnabled) ??
      context.isRestrictiveCookiePolicyEnabled ??
      false,
    restrictiveAbsolute:
      flag(raw.isRestrictiveCookiePolicyAbsolute) ?? context.isRestrictiveCookiePolicyAbsolute ?? false,
  };
}

/** The buttons of the first layer: Accept alone, or Accept and Decline side by side with equal weight. */
export function bannerButtons(settings: BannerSettings): { choice: boolean; label: string }[] {
  const accept = { choice: true, label: settings.ctaText };
  if (settings.acceptType === 'OPT_IN') return [accept];
  return [accept, { choice: false, label: settings.optOutCtaText }];
}

/**
 * How the buttons look. Two choices must carry equal weight, and two icons
 * cannot tell Accept from Decline: with OPT_IN_AND_OUT an icon call-to-action
 * is drawn as two equal buttons.
 */
export function buttonStyle(settings: BannerSettings): CtaVariant {
  return settings.acceptType === 'OPT_IN_AND_OUT' && settings.ctaVariant === 'ICON' ? 'BUTTON' : settings.ctaVariant;
}
