/**
 * The tracking calls a theme's script makes (spec 002 §7, §9), through the
 * tracking service the page runs (`<sq-runtime tracking>`): each loads the
 * service's chunk, the one the runtime element loads, and hands the call to
 * the running service. Where tracking does not run, or runs waiting for
 * consent, nothing is sent and the call resolves false: a call never turns
 * tracking on.
 */

import type { CommonEventFields, PixelEvent, Tracking } from '../services/tracking/index.ts';

/** Hands a call to the running tracking service, if it runs and consent lets it send; says whether it did. */
async function toRunningService(call: (service: Tracking) => void): Promise<boolean> {
  const { installTracking, trackingStatus } = await import('../services/tracking/index.ts');
  if (trackingStatus.get() !== 'on') return false;
  // A share of the running service, given back at once: the service keeps running on the shares that started it.
  const share = installTracking();
  try {
    call(share);
  } finally {
    share.uninstall();
  }
  return true;
}

/** The tracking calls of `sq-elements/runtime`; each resolves true when the page's tracking took it. */
export const tracking = {
  /** Records an internal analytics event (`POST /api/events/RecordEvent`, spec 002 §7). */
  recordEvent: (event: string): Promise<boolean> => toRunningService((service) => service.recordEvent(event)),
  /** Tells the site's ad pixel of a store action: the `sq-pixel` event on `document` (spec 002 §7). */
  pixel: (event: PixelEvent, data?: Record<string, unknown>): Promise<boolean> =>
    toRunningService((service) => service.pixel(event, data)),
  /** Keeps an events-service record for the next page load, which sends it (spec 002 §9 "next-load key"). */
  trackOnNextLoad: (common: CommonEventFields, custom: Record<string, unknown>, schema: string): Promise<boolean> =>
    toRunningService((service) => service.trackOnNextLoad(common, custom, schema)),
};
