import { INFO_BAR_MAX_WIDTH_PX, type InfoBarShown, infoBarShown } from '../../lib/mobile-info-bar/mobile-info-bar.ts';
import { isMobileApp, type PageGlobals } from '../core/index.ts';

export type { InfoBarShown };

/**
 * Follows whether the mobile info bar shows (spec 001 §9, spec 002 §3, §9):
 * its style (1 none, 2 light, 3 dark), only on mobile, only at a viewport of
 * 1024 px or less. Calls `onChange` now and on every change; returns how to stop.
 * `mobile` is the page's own word by default: in the app shell, or a mobile browser.
 */
export function watchInfoBar(
  style: number,
  onChange: (shown: InfoBarShown) => void,
  mobile: boolean = isMobileApp(location.search, globalThis as unknown as PageGlobals) || mobileBrowser(),
): () => void {
  const narrow = matchMedia(`(max-width: ${INFO_BAR_MAX_WIDTH_PX}px)`);
  let last: InfoBarShown | undefined;
  const check = () => {
    // innerWidth is the width the media query reads (the scroll bar counted); the query says when it crosses.
    const shown = infoBarShown({ style, mobile, width: innerWidth });
    if (shown === last) return;
    last = shown;
    onChange(shown);
  };
  check();
  narrow.addEventListener('change', check);
  return () => narrow.removeEventListener('change', check);
}

/** A mobile browser, by the client hint where there is one, else by the user agent. */
function mobileBrowser(): boolean {
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return hints?.mobile ?? /Mobi|Android/i.test(navigator.userAgent);
}
