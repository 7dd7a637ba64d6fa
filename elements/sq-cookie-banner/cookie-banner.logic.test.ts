import { describe, expect, it } from 'vitest';
import {
  type BannerSettings,
  bannerButtons,
  bannerState,
  buttonStyle,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  isEmptyRichText,
  normalizeBannerSettings,
} from './cookie-banner.logic.ts';

describe('default texts (spec 002 §9)', () => {
  it('are Accept, Decline and the default message', () => {
    expect(DEFAULT_ACCEPT_TEXT).toBe('Accept');
    expect(DEFAULT_DECLINE_TEXT).toBe('Decline');
    expect(DEFAULT_BANNER_TEXT).toBe(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
  });
});

describe('normalizeBannerSettings: defaults and fallbacks (spec 002 §5)', () => {
  it('with nothing set: icon call-to-action, dark theme, bar at the bottom, the default texts, opt-in', () => {
    expect(normalizeBannerSettings({})).toEqual({
      ctaText: 'Accept',
      ctaVariant: 'ICON',
      position: 'BOTTOM',
      text: DEFAULT_BANNER_TEXT,
      theme: 'DARK',
      variant: 'BAR',
      optOutCtaText: 'Decline',
      acceptType: 'OPT_IN',
      enabled: true,
      activityLog: true,
      analyticsCookiesDisabled: false,
      restrictiveAbsolute: false,
    } satisfies BannerSettings);
  });

  it.each([
    ['cookieBannerVariant', 'FLOATING', 'variant', 'BAR'],
    ['cookieBannerVariant', 'bar', 'variant', 'BAR'],
    ['cookieBannerVariant', 'POPUP', 'variant', 'POPUP'],
    ['cookieBannerTheme', 'SEPIA', 'theme', 'DARK'],
    ['cookieBannerTheme', 3, 'theme', 'DARK'],
    ['cookieBannerTheme', 'LIGHT', 'theme', 'LIGHT'],
    ['cookieBannerCtaVariant', 'LINK', 'ctaVariant', 'ICON'],
    ['cookieBannerCtaVariant', 'TEXT', 'ctaVariant', 'TEXT'],
    ['cookieBannerCtaVariant', 'BUTTON', 'ctaVariant', 'BUTTON'],
    ['cookieBannerAcceptType', 'OPT_OUT', 'acceptType', 'OPT_IN'],
    ['cookieBannerAcceptType', 'OPT_IN_AND_OUT', 'acceptType', 'OPT_IN_AND_OUT'],
  ])('%s %j gives %s %s', (field, value, key, expected) => {
    expect(normalizeBannerSettings({ [field]: value })[key as keyof BannerSettings]).toBe(expected);
  });

  it.each([
    ['BAR', undefined, 'BOTTOM'],
    ['BAR', 'TOP', 'TOP'],
    ['BAR', 'BOTTOM', 'BOTTOM'],
    ['BAR', 'TOP_LEFT', 'BOTTOM'],
    ['BAR', 'MIDDLE', 'BOTTOM'],
    ['POPUP', undefined, 'BOTTOM_LEFT'],
    ['POPUP', 'TOP_LEFT', 'TOP_LEFT'],
    ['POPUP', 'TOP_RIGHT', 'TOP_RIGHT'],
    ['POPUP', 'BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['POPUP', 'BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['POPUP', 'TOP', 'BOTTOM_LEFT'],
    ['POPUP', 'CENTER', 'BOTTOM_LEFT'],
    ['SIDEBAR', 'TOP_RIGHT', 'BOTTOM'],
  ])('variant %s with position %s is placed %s', (variant, position, expected) => {
    expect(normalizeBannerSettings({ cookieBannerVariant: variant, cookieBannerPosition: position }).position).toBe(
      expected,
    );
  });

  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p> </p>', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p><p></p>', true],
    ['<p>We use cookies.</p>', false],
    ['Plain words', false],
  ])('rich text %j is empty: %s', (html, empty) => {
    expect(isEmptyRichText(html)).toBe(empty);
  });

  it.each([
    [undefined, DEFAULT_BANNER_TEXT],
    ['<p></p>', DEFAULT_BANNER_TEXT],
    ['<p><br/></p>', DEFAULT_BANNER_TEXT],
    ['<p>We bake <a href="/cookies">cookies</a>.</p>', '<p>We bake <a href="/cookies">cookies</a>.</p>'],
  ])('text %j shows %j', (text, shown) => {
    expect(normalizeBannerSettings({ cookieBannerText: text }).text).toBe(shown);
  });

  it.each([
    [{}, 'Accept', 'Decline'],
    [{ cookieBannerCtaText: '', cookieBannerOptOutCtaText: '  ' }, 'Accept', 'Decline'],
    [{ cookieBannerCtaText: 'Allow all', cookieBannerOptOutCtaText: 'Only essential' }, 'Allow all', 'Only essential'],
  ])('call-to-action texts %j are %s and %s', (raw, accept, decline) => {
    const settings = normalizeBannerSettings(raw);
    expect([settings.ctaText, settings.optOutCtaText]).toEqual([accept, decline]);
  });
});

describe('normalizeBannerSettings: the API form (spec 002 §3)', () => {
  it.each([
    // raw, context, activityLog, analyticsCookiesDisabled
    [{}, {}, true, false],
    [{ isVisitorDataRestricted: true }, {}, false, false],
    [{ isVisitorDataRestricted: false }, {}, true, false],
    [{ isActivityLogEnabled: false }, {}, false, false],
    [{ isActivityLogEnabled: true, isVisitorDataRestricted: true }, {}, true, false],
    [{ isRestrictiveCookiePolicyEnabled: true }, {}, true, true],
    [{ isAnalyticsCookiesDisabled: true }, {}, true, true],
    [{ isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyEnabled: true }, {}, true, false],
    [{}, { isRestrictiveCookiePolicyEnabled: true }, true, true],
    [{ isRestrictiveCookiePolicyEnabled: false }, { isRestrictiveCookiePolicyEnabled: true }, true, false],
    [{ isVisitorDataRestricted: 'yes' }, {}, true, false],
  ])('%j with context %j: activity log %s, analytics cookies disabled %s', (raw, context, activityLog, disabled) => {
    const settings = normalizeBannerSettings(raw, context);
    expect(settings.activityLog).toBe(activityLog);
    expect(settings.analyticsCookiesDisabled).toBe(disabled);
  });

  it.each([
    [{}, {}, true, false],
    [{ isCookieBannerEnabled: false }, {}, false, false],
    [{}, { isCookieBannerEnabled: false }, false, false],
    [{ isCookieBannerEnabled: true }, { isCookieBannerEnabled: false }, true, false],
    [{}, { isRestrictiveCookiePolicyAbsolute: true }, true, true],
    [{ isRestrictiveCookiePolicyAbsolute: true }, {}, true, true],
  ])('%j with context %j: enabled %s, absolute %s', (raw, context, enabled, absolute) => {
    const settings = normalizeBannerSettings(raw, context);
    expect(settings.enabled).toBe(enabled);
    expect(settings.restrictiveAbsolute).toBe(absolute);
  });
});

describe('the buttons', () => {
  it.each([
    ['OPT_IN', 'ICON', [[true, 'Accept']], 'ICON'],
    ['OPT_IN', 'TEXT', [[true, 'Accept']], 'TEXT'],
    [
      'OPT_IN_AND_OUT',
      'BUTTON',
      [
        [true, 'Accept'],
        [false, 'Decline'],
      ],
      'BUTTON',
    ],
    [
      'OPT_IN_AND_OUT',
      'TEXT',
      [
        [true, 'Accept'],
        [false, 'Decline'],
      ],
      'TEXT',
    ],
    [
      'OPT_IN_AND_OUT',
      'ICON',
      [
        [true, 'Accept'],
        [false, 'Decline'],
      ],
      'BUTTON',
    ],
  ])('%s with %s: %j drawn as %s', (acceptType, ctaVariant, buttons, style) => {
    const settings = normalizeBannerSettings({
      cookieBannerAcceptType: acceptType,
      cookieBannerCtaVariant: ctaVariant,
    });
    expect(bannerButtons(settings).map(({ choice, label }) => [choice, label])).toEqual(buttons);
    expect(buttonStyle(settings)).toBe(style);
  });
});

describe('bannerState (spec 002 §4 "Cookie banner")', () => {
  const base = { enabled: true, screenshot: false, choice: null, forced: false, dismissed: false, decidedHere: false };
  it.each([
    [{}, 'shown'],
    [{ choice: true }, 'hidden'],
    [{ choice: false }, 'hidden'],
    [{ enabled: false }, 'hidden'],
    [{ choice: true, forced: true }, 'forced'],
    [{ enabled: false, forced: true }, 'forced'],
    [{ screenshot: true }, 'hidden'],
    [{ screenshot: true, forced: true }, 'hidden'],
    [{ dismissed: true }, 'dismissed'],
    [{ dismissed: true, forced: true }, 'dismissed'],
    [{ choice: true, decidedHere: true }, 'decided'],
  ] as const)('%j: %s', (over, state) => {
    expect(bannerState({ ...base, ...over })).toBe(state);
  });
});
