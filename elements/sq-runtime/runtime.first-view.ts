import { openDialogs } from '../../runtime/core/index.ts';
import { runPageServices, stopPageServices } from '../../runtime/services/index.ts';
import { runtimeConfigFromMarkup } from './runtime-markup.logic.ts';
import { claimPage, releasePage } from './shared/runtime.logic.ts';

/**
 * The runtime's first view on a server-rendered page: the page services,
 * started from its markup before its code arrives, so that the page pays
 * for neither the element nor lit-html nor the config's validation until
 * something needs them. Its code loads when the page asks it to change (an
 * attribute, `config`), when the first system dialog opens (its view draws
 * the dialogs), or at once (true) when this runtime is not the page's first
 * (its code warns) or its markup gives a value its validation would refuse
 * (its code says which). Until its code is in, it follows the element as
 * its view would: taken out of the page, it stops the services and gives
 * the page up; put back, it takes the page again, or, if another runtime
 * has it meanwhile, asks for its code (which warns). Called by the
 * autoloader for each server-rendered `<sq-runtime>`.
 */
export default function firstView(host: HTMLElement, load: () => void): boolean {
  const config = runtimeConfigFromMarkup(host);
  // Whether its code is needed: this runtime cannot take the page, or its markup is refused.
  const start = () => {
    if (!config || !claimPage(host)) return true;
    host.dataset.state = 'active';
    runPageServices(config);
    return false;
  };
  if (start() || openDialogs.get().length > 0) return true;
  let connected = true;
  const follow = new MutationObserver(() => {
    // Its code is in: its view follows the element from now on.
    if (host.matches(':defined')) follow.disconnect();
    else if (host.isConnected !== connected) {
      connected = !connected;
      if (!connected) {
        stopPageServices();
        releasePage(host);
      } else if (start()) load();
    }
  });
  follow.observe(document, { childList: true, subtree: true });
  const stop = openDialogs.subscribe((dialogs) => {
    if (dialogs.length === 0) return;
    stop();
    load();
  });
  return false;
}
