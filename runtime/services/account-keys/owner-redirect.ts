import { runtimeOptions, type ServiceShare, sharedService, siteContext } from '../../core/index.ts';
import { asksNoRedirect } from '../account-keys.logic.ts';
import { configAreaUrl } from '../config-area.logic.ts';
import { ownerRedirect } from './owner-redirect.logic.ts';
import { type PageNavigation, pageNavigation } from './page-navigation.ts';

/** The session-storage key that remembers `noredirect` for the rest of the session (spec 000 §2). */
export const NO_REDIRECT_KEY = 'sq-noredirect';

/** The navigation of the running service: the first install's options, until the last share is given back. */
let navigation: PageNavigation | undefined;

const ownerRedirectService = sharedService(() => {
  const current = navigation ?? pageNavigation();
  let redirected = false;
  const check = () => {
    if (!redirected) redirected = redirectOwner(current);
  };
  // The context may arrive after the service: an account that logs in is an owner from then on.
  const unsubscribe = siteContext.subscribe(check);
  check();
  return {
    stop() {
      unsubscribe();
      navigation = undefined;
    },
  };
});

/**
 * Sends a logged-in owner arriving on a published page to the configuration
 * area (spec 000 §2), once, checked now and whenever the site context
 * changes. Each caller gives its own share back; the first caller's options
 * hold while the service runs.
 */
export function installOwnerRedirect(options: Partial<PageNavigation> = {}): ServiceShare {
  navigation ??= pageNavigation(options);
  return ownerRedirectService();
}

/** Redirects when the verdict says so; true once it has. */
function redirectOwner({ address, navigate }: PageNavigation): boolean {
  const page = new URL(address());
  let remembered = false;
  try {
    if (asksNoRedirect(page.search)) sessionStorage.setItem(NO_REDIRECT_KEY, 'true');
    remembered = sessionStorage.getItem(NO_REDIRECT_KEY) !== null;
  } catch {
    // Storage is off: the query alone decides.
  }
  const context = siteContext.get();
  const verdict = ownerRedirect({
    context,
    hostname: page.hostname,
    pathname: page.pathname,
    search: page.search,
    noRedirectRemembered: remembered,
    framed: window.top !== window,
    editor: runtimeOptions.get().editor,
  });
  if (verdict !== 'redirect') return false;
  navigate(configAreaUrl(page, context));
  return true;
}
