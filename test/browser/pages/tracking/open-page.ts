/**
 * Opens one of the tracking test pages in a frame, as the tracking browser
 * tests do: the page set up by its address (see tracking-page.ts for what
 * the address may say), carrying the test's token, which the reference API
 * sees in the Referer of each call the page makes. Resolves once the page's
 * tracking has decided (`trackingReady`), with the frame and its window.
 */
import { loadFrame } from '../../frame.ts';

/** The page with the runtime element and a tracked button. */
export const TRACKING_PAGE = '/test/browser/pages/tracking/tracking.html';
/** The same page with the tracking calls of `sq-elements/runtime` at hand (calls-page.ts). */
export const CALLS_PAGE = '/test/browser/pages/tracking/calls.html';
/** The flag the pages set once their tracking has decided. */
export const TRACKING_READY = 'trackingReady';

/** Opens `page` with `options` and the token in a frame (out of sight unless `style` places it); `W` is what the page puts on its window. */
export async function openTrackingPage<W>(
  page: string,
  token: string,
  options: Record<string, string> = {},
  style?: string,
): Promise<{ frame: HTMLIFrameElement; window: W }> {
  const frame = await loadFrame(`${page}?${new URLSearchParams({ token, ...options })}`, TRACKING_READY, style);
  return { frame, window: frame.contentWindow as unknown as W };
}
