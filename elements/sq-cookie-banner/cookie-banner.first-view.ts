import { markupField } from '../../lib/markup-field/markup-field.ts';
import type { SiteContext } from '../../lib/site-context.schema.ts';
import { readChoice } from '../../runtime/consent/choice/index.ts';
import { isScreenshotPage } from '../../runtime/core/screenshot/index.ts';
import { type ContextCookieSettings, firstViewState } from './banner-state/cookie-banner-state.logic.ts';

/**
 * The banner's first view on a server-rendered page, before React and the
 * element's code: the server drew the banner hidden (it cannot read the
 * visitor's cookie); this shows it at once when the visitor has no stored
 * choice, by the host's `data-state` as the element's own view sets it, and
 * leaves it hidden otherwise. Called by the autoloader for each
 * server-rendered `<sq-cookie-banner>`.
 */
export default function firstView(host: HTMLElement): void {
  const decide = () => {
    const state = firstViewState({
      own: markupField(host, 'isCookieBannerEnabled', 'boolean'),
      context: pageCookieSettings(),
      choice: readChoice(document.cookie),
      screenshot: isScreenshotPage(location.search),
    });
    // The element's view may have taken over meanwhile (its tag defined): its state is the one that counts. Until
    // then the state is the server's, written as it rendered the banner hidden.
    if (state && !host.matches(':defined')) host.dataset.state = state;
    return state;
  };
  // The site context comes from <sq-runtime>, which may be further down a page still being parsed.
  if (!decide()) document.addEventListener('DOMContentLoaded', decide, { once: true });
}

/**
 * The site context's cookie settings, as `<sq-runtime>` gives them: its
 * `context` (the property, once set, or its markup). An empty context when
 * the parsed page has no runtime; undefined while the page is still being
 * parsed and has not given it yet.
 */
function pageCookieSettings(): ContextCookieSettings | undefined {
  const runtime = document.querySelector('sq-runtime') as (HTMLElement & { context?: SiteContext }) | null;
  const context = runtime ? (runtime.context ?? markupField(runtime, 'context', 'json')) : undefined;
  if (context === undefined && document.readyState === 'loading') return undefined;
  return (context as SiteContext | undefined)?.cookieSettings ?? {};
}
