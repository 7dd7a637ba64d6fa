/**
 * The page's tier. Spec 001 §4 has a lightweight tier in which lightbox
 * support is unavailable, and gives no page-level signal for it; ours is a
 * `<meta name="sq-tier" content="lightweight">` in the page: declarative, in
 * the template's head before any script, and read by what it concerns (the
 * lightbox and the gallery asking for it) without the runtime element.
 */

/** The meta element's name, and the tier that has no lightbox. */
export const TIER_META_NAME = 'sq-tier';
export const LIGHTWEIGHT_TIER = 'lightweight';
/** What asking for the lightbox logs in the lightweight tier (spec 001 §4: "the call only logs a warning"). */
export const LIGHTBOX_UNAVAILABLE = 'lightbox support is unavailable in the lightweight tier';

/** Whether the page says it runs the lightweight tier. */
export function isLightweightTier(): boolean {
  return document.querySelector(`meta[name="${TIER_META_NAME}"]`)?.getAttribute('content') === LIGHTWEIGHT_TIER;
}
