import { describe, expect, it } from 'vitest';
import { bannerEnabled, firstViewState } from './cookie-banner-state.logic.ts';

describe('bannerEnabled: its own flag, else the site context, else on', () => {
  it.each([
    [undefined, {}, true],
    [undefined, { isCookieBannerEnabled: false }, false],
    [false, { isCookieBannerEnabled: true }, false],
    [true, { isCookieBannerEnabled: false }, true],
    ['false', {}, true],
  ] as const)('own %j, context %j: %s', (own, context, enabled) => {
    expect(bannerEnabled(own, context)).toBe(enabled);
  });
});

describe('firstViewState: the banner before its code arrives', () => {
  const base = { own: undefined, context: {}, choice: null, screenshot: false };
  it.each([
    ['no stored choice: shown', {}, 'shown'],
    ['accepted: hidden', { choice: true }, 'hidden'],
    ['declined: hidden', { choice: false }, 'hidden'],
    ['turned off by its own flag: hidden', { own: false }, 'hidden'],
    ['turned off by the site context: hidden', { context: { isCookieBannerEnabled: false } }, 'hidden'],
    ['its own flag wins over the context', { own: true, context: { isCookieBannerEnabled: false } }, 'shown'],
    ['a screenshot: hidden', { screenshot: true }, 'hidden'],
    ['context still to come, own flag unset: undecided', { context: undefined }, undefined],
    ['context still to come, own flag on: shown', { context: undefined, own: true }, 'shown'],
    ['context still to come, own flag off: hidden', { context: undefined, own: false }, 'hidden'],
    ['context still to come, a stored choice: hidden', { context: undefined, choice: true }, 'hidden'],
    ['context still to come, a screenshot: hidden', { context: undefined, screenshot: true }, 'hidden'],
  ] as const)('%s', (_name, over, state) => {
    expect(firstViewState({ ...base, ...over })).toBe(state);
  });
});
