/**
 * The tracking test page (tracking-page.ts, set up by the same address) with
 * the tracking calls of `sq-elements/runtime` at hand, as a theme's script
 * imports them: `window.trackingCalls`; and `window.trackingStatusNow()`,
 * the tracking service's status read from its module (which it loads).
 */
import { tracking } from '../../../../runtime/index.ts';

const scope = window as unknown as {
  trackingCalls: typeof tracking;
  trackingStatusNow: () => Promise<string>;
};
scope.trackingCalls = tracking;
scope.trackingStatusNow = async () =>
  (await import('../../../../runtime/services/tracking/tracking.ts')).trackingStatus.get();
