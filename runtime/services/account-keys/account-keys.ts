import type { ServiceShare } from '../../core/index.ts';
import { installEscapeKey } from './escape-key.ts';
import { confirmLogout } from './logout.ts';
import { installOwnerRedirect } from './owner-redirect.ts';

/**
 * What `<sq-runtime keyboard>` turns on: Escape and Shift+Escape, the owner
 * redirect on arrival, and the logout confirmation (spec 000 §2). A chunk of
 * its own, which `account-keys-lazily.ts` loads on a page that needs it.
 */
export function installAccountKeys(): ServiceShare {
  const escapeKey = installEscapeKey();
  const ownerRedirect = installOwnerRedirect();
  confirmLogout();
  return {
    uninstall() {
      escapeKey.uninstall();
      ownerRedirect.uninstall();
    },
  };
}
