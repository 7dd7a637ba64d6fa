/** runtime/consent/: what the rest of the library uses of this part. */
export { clearingAssignments } from './consent.logic.ts';
export type { ConsentChoice, ConsentPolicy, ConsentSnapshot, ForcedBanner, ForcedBannerSettings } from './consent.ts';
export { BANNER_TAG, clearTrackingCookies, consent, consentState, installConsent, setBannerPolicy } from './consent.ts';
