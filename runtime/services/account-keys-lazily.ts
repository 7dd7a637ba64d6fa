import { runtimeOptions, siteContext } from '../core/index.ts';
import { accountKeysNeeded } from './account-keys.logic.ts';
import { lazyServiceWhenNeeded } from './lazy-service.ts';

/**
 * The account keys (runtime/services/account-keys/account-keys.ts) as `<sq-runtime>` installs
 * them: their chunk loads once `accountKeysNeeded` says they can act on the
 * page, checked at once and whenever the site context or the options
 * change (an account that signs in needs them from then on).
 */
export const installAccountKeysLazily = lazyServiceWhenNeeded(
  (needed) => {
    const check = () => {
      const situation = { context: siteContext.get(), editor: runtimeOptions.get().editor, search: location.search };
      if (accountKeysNeeded(situation)) needed();
    };
    const stopContext = siteContext.subscribe(check);
    const stopOptions = runtimeOptions.subscribe(check);
    check();
    return () => {
      stopContext();
      stopOptions();
    };
  },
  () => import('./account-keys/index.ts').then((module) => module.installAccountKeys),
);
