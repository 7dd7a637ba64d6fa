/**
 * When the cookie banner shows (spec 002 §4 "Cookie banner"): the rules its
 * view and its first view (cookie-banner.first-view.ts) both decide with,
 * apart from the settings it draws, so the first view loads them alone.
 * Pure, no DOM.
 */

/** The cookie settings of the site context (spec 002 §3 "Site context"). */
export interface ContextCookieSettings {
  isRestrictiveCookiePolicyEnabled?: boolean;
  isRestrictiveCookiePolicyAbsolute?: boolean;
  isCookieBannerEnabled?: boolean;
}

/** Whether the banner is on: its own flag, else the site context's, else on. */
export function bannerEnabled(own: unknown, context: ContextCookieSettings): boolean {
  return (typeof own === 'boolean' ? own : undefined) ?? context.isCookieBannerEnabled ?? true;
}

/** Named states of the banner, mirrored on the host as `data-state`. */
export type BannerState = 'hidden' | 'shown' | 'forced' | 'dismissed' | 'decided';

/** What the banner should be, from the page and the visitor's situation. */
export function bannerState(input: {
  enabled: boolean;
  screenshot: boolean;
  choice: boolean | null;
  forced: boolean;
  dismissed: boolean;
  decidedHere: boolean;
}): BannerState {
  if (input.screenshot) return 'hidden';
  if (input.dismissed) return 'dismissed';
  if (input.forced) return 'forced';
  if (input.decidedHere) return 'decided';
  if (!input.enabled || input.choice !== null) return 'hidden';
  return 'shown';
}

/**
 * The banner's state before its code arrives (its first view): from the
 * stored choice, the page's address and whether it is enabled, as
 * `bannerState` decides it on a page with nothing forced, dismissed or
 * chosen yet. Undefined while the site context it needs is still to come:
 * its own flag unset, and `context` undefined (the page has not given it
 * yet). A stored choice or a screenshot hides it whatever the context says.
 */
export function firstViewState(input: {
  own: unknown;
  context: ContextCookieSettings | undefined;
  choice: boolean | null;
  screenshot: boolean;
}): BannerState | undefined {
  const { own, context, choice, screenshot } = input;
  const decided = screenshot || choice !== null || typeof own === 'boolean';
  if (!decided && context === undefined) return undefined;
  const enabled = bannerEnabled(own, context ?? {});
  return bannerState({ enabled, screenshot, choice, forced: false, dismissed: false, decidedHere: false });
}
