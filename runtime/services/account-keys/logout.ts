import { info, request } from '../../core/index.ts';
import { asksLogoutConfirmation, LOGOUT_PARAM } from '../account-keys.logic.ts';
import { afterLogout, LOGOUT_MESSAGE, LOGOUT_TITLE, LOGOUT_URL } from './logout.logic.ts';
import { type PageNavigation, pageNavigation } from './page-navigation.ts';

/**
 * Makes the logout (spec 000 §7) for one page: `POST /api/auth/Logout`, once
 * at a time, then the site root with `logout=true` (the preview frame's
 * address from the configuration area, spec 001 §2), where the confirmation
 * shows. Resolves with whether it succeeded.
 */
export function createLogout(navigation: PageNavigation): () => Promise<boolean> {
  let loggingOut: Promise<boolean> | undefined;
  return () => {
    // After a success the page is on its way out: a second logout stays a no-op.
    loggingOut ??= request({ method: 'POST', url: LOGOUT_URL }).then(
      () => {
        navigation.navigate(afterLogout(new URL(navigation.address())));
        return true;
      },
      () => {
        // The data layer has shown why; another try may follow.
        loggingOut = undefined;
        return false;
      },
    );
    return loggingOut;
  };
}

/**
 * Shows the logout confirmation when the address asks for it (spec 000 §2),
 * then takes `logout=true` out of the address, so a reload or a shared link
 * does not show it again.
 */
export function confirmLogout(options: Partial<Pick<PageNavigation, 'address'>> = {}): void {
  if (!asksLogoutConfirmation(new URL(pageNavigation(options).address()).search)) return;
  void info({ title: LOGOUT_TITLE, message: LOGOUT_MESSAGE });
  const current = new URL(location.href);
  if (!current.searchParams.has(LOGOUT_PARAM)) return;
  current.searchParams.delete(LOGOUT_PARAM);
  history.replaceState(history.state, '', current);
}
