import { badgeStyle } from '../../../lib/badge/badge.ts';
import type { ServiceShare } from '../../core/index.ts';
import { runtimeOptions, siteContext } from '../../core/index.ts';

/**
 * The attribute on `<html>` that says how the site's badge shows, `black` or
 * `white` (spec 002 §3 `websiteSettings.ssBadgeType`); absent for none.
 */
export const BADGE_ATTRIBUTE = 'data-sq-badge';
/**
 * The attribute on `<html>` that says the mobile info bar shows, `light` or
 * `dark` (spec 001 §9, spec 002 §3, §9); absent while it does not.
 */
export const INFO_BAR_ATTRIBUTE = 'data-sq-info-bar';

/** Sets a mark on `<html>`, or takes it off for none. */
function mark(name: string, value: string): void {
  const root = document.documentElement;
  if (value === 'none') root.removeAttribute(name);
  else root.setAttribute(name, value);
}

/**
 * What the spec says of the badge and the mobile info bar without giving
 * their content, said on `<html>` for the theme that draws them: the badge
 * from the site context, the info bar by its rule from the runtime's
 * `infoBarStyle`, followed as both change, taken off when stopped. The info
 * bar's rule (runtime/bridge/info-bar.ts) loads only for a style other than none.
 */
export function installPageMarks(): ServiceShare {
  const showBadge = () => mark(BADGE_ATTRIBUTE, badgeStyle(siteContext.get().websiteSettings?.ssBadgeType));
  let style: number | undefined;
  let stopInfoBar = () => {};
  let stopped = false;
  // Each style asked for counts one up: a load finished for an earlier one draws nothing.
  let asked = 0;
  const followInfoBar = () => {
    const next = runtimeOptions.get().infoBarStyle;
    if (next === style) return;
    style = next;
    stopInfoBar();
    stopInfoBar = () => {};
    mark(INFO_BAR_ATTRIBUTE, 'none');
    const ask = ++asked;
    if (next <= 1) return;
    import('../../bridge/index.ts').then(
      ({ watchInfoBar }) => {
        // A later style, or the end, has come first: that one decides.
        if (stopped || ask !== asked) return;
        stopInfoBar = watchInfoBar(next, (shown) => mark(INFO_BAR_ATTRIBUTE, shown));
      },
      (error: unknown) => console.error(error),
    );
  };
  showBadge();
  followInfoBar();
  const unsubscribe = [siteContext.subscribe(showBadge), runtimeOptions.subscribe(followInfoBar)];
  return {
    uninstall() {
      stopped = true;
      for (const stop of unsubscribe) stop();
      stopInfoBar();
      mark(BADGE_ATTRIBUTE, 'none');
      mark(INFO_BAR_ATTRIBUTE, 'none');
    },
  };
}
