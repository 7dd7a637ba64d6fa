import { createStore, type ServiceShare, type Store, sharedService, siteContext } from '../core/index.ts';
import {
  CLEARED_COOKIES,
  type ConsentChoice,
  type ConsentPolicy,
  choiceCookie,
  clearingAssignments,
  DEFAULT_POLICY,
  isAllowed,
  mustClear,
  readChoice,
} from './consent.logic.ts';

export type { ConsentChoice, ConsentPolicy } from './consent.logic.ts';

/**
 * The page's consent state (spec 002 §4 "Cookie banner"): the visitor's
 * stored choice, the site's policy, and the forced banner. Elements and the
 * tracking code ask `consent.allowed()` before they set a cookie or store
 * visitor data. `<sq-cookie-banner>` draws the banner from this state.
 */

/** Settings a forced banner shows with, in the banner's own names (spec 002 §3); the banner normalises them. */
export type ForcedBannerSettings = Record<string, unknown>;

/** The banner forced on screen (a site's "cookie settings" link), or null. */
export interface ForcedBanner {
  settings: ForcedBannerSettings;
}

/** What views follow: changes whenever the choice, the policy or the forced banner changes. */
export interface ConsentSnapshot {
  choice: ConsentChoice;
  policy: ConsentPolicy;
  allowed: boolean;
  forced: ForcedBanner | null;
}

function policyFromContext(): Partial<ConsentPolicy> {
  const settings = siteContext.get().cookieSettings ?? {};
  const policy: Partial<ConsentPolicy> = {};
  if (settings.isRestrictiveCookiePolicyEnabled !== undefined)
    policy.restrictive = settings.isRestrictiveCookiePolicyEnabled;
  if (settings.isRestrictiveCookiePolicyAbsolute !== undefined)
    policy.absolute = settings.isRestrictiveCookiePolicyAbsolute;
  return policy;
}

/** The policy the banner's own settings give; they win over the site context's. */
const bannerPolicy = createStore<Partial<ConsentPolicy> | null>(null);
const forcedBanner = createStore<ForcedBanner | null>(null);

function currentPolicy(): ConsentPolicy {
  return { ...DEFAULT_POLICY, ...policyFromContext(), ...bannerPolicy.get() };
}

function currentChoice(): ConsentChoice {
  return typeof document === 'undefined' ? null : readChoice(document.cookie);
}

function snapshot(): ConsentSnapshot {
  const choice = currentChoice();
  const policy = currentPolicy();
  return { choice, policy, allowed: isAllowed(choice, policy), forced: forcedBanner.get() };
}

/** The latest snapshot; replaced (a new object) on every change, so views can compare by identity. */
export const consentState: Store<ConsentSnapshot> = createStore(snapshot());

function refresh(): void {
  const next = snapshot();
  const last = consentState.get();
  if (
    next.choice === last.choice &&
    next.allowed === last.allowed &&
    next.forced === last.forced &&
    JSON.stringify(next.policy) === JSON.stringify(last.policy)
  ) {
    return;
  }
  consentState.set(next);
}

/** Deletes the tracking cookies of spec 002 §9 on this host, its parent domains and its paths. */
export function clearTrackingCookies(): void {
  for (const assignment of clearingAssignments(CLEARED_COOKIES, location.hostname, location.pathname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and cannot delete on parent domains with every path at once.
    document.cookie = assignment;
  }
}

/** Clears the tracking cookies when consent is absent under a restrictive policy, or was refused. */
function enforce(): void {
  if (mustClear(currentChoice(), currentPolicy())) clearTrackingCookies();
}

export const consent = {
  /** Whether visitor data may be stored or tracked now. */
  allowed(): boolean {
    return isAllowed(currentChoice(), currentPolicy());
  },
  /** The stored choice: true (accepted), false (declined) or null (none yet). */
  choice(): ConsentChoice {
    return currentChoice();
  },
  /** The policy in force: the site context's cookie settings, overridden by the banner's. */
  policy(): ConsentPolicy {
    return currentPolicy();
  },
  /**
   * Stores the visitor's choice in `ss_cookieAllowed` for 30 days (spec 002
   * §9); a decline clears the tracking cookies at once. A forced banner is
   * released: the choice is made.
   */
  choose(choice: boolean): void {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers we support.
    document.cookie = choiceCookie(choice, location.protocol === 'https:');
    forcedBanner.set(null);
    enforce();
    refresh();
  },
  /** Shows the banner regardless of the stored choice (a site's "cookie settings" link), with optional settings. */
  forceBanner(settings: ForcedBannerSettings = {}): void {
    forcedBanner.set({ settings: { ...settings } });
    ensureBanner();
    refresh();
  },
  /** Changes the forced banner's settings; shows it forced if it was not. */
  updateBanner(settings: ForcedBannerSettings): void {
    forcedBanner.set({ settings: { ...forcedBanner.get()?.settings, ...settings } });
    ensureBanner();
    refresh();
  },
  /** Releases the forced banner: it shows again only if the visitor has no stored choice. */
  releaseBanner(): void {
    forcedBanner.set(null);
    refresh();
  },
  /** Calls `listener` on every change of the consent state; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentSnapshot) => void): () => void {
    return consentState.subscribe(listener);
  },
};

/** The banner's tag: forcing the banner on a page without one adds it, and the autoloader brings its code. */
export const BANNER_TAG = 'sq-cookie-banner';

function ensureBanner(): void {
  if (typeof document === 'undefined' || document.querySelector(BANNER_TAG)) return;
  (document.body ?? document.documentElement).append(document.createElement(BANNER_TAG));
}

/** Sets the policy from the banner's settings (null when no banner speaks), and enforces it. */
export function setBannerPolicy(policy: Partial<ConsentPolicy> | null): void {
  const last = bannerPolicy.get();
  if (JSON.stringify(last) === JSON.stringify(policy)) return;
  bannerPolicy.set(policy);
  enforce();
  refresh();
}

/**
 * Applies the consent policy while anyone needs it (`<sq-runtime>`, a
 * cookie banner): at once (the page's load) and whenever the site context
 * changes, the tracking cookies are cleared where consent is absent under a
 * restrictive policy. Each caller uninstalls its own share.
 */
export const installConsent: () => ServiceShare = sharedService(() => {
  const stopContext = siteContext.subscribe(() => {
    enforce();
    refresh();
  });
  enforce();
  refresh();
  return { stop: stopContext };
});
