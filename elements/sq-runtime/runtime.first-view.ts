import { openDialogs } from '../../runtime/dialogs.ts';
import { runPageServices } from '../../runtime/page-services.ts';
import { claimPage } from './runtime.logic.ts';
import { runtimeConfigFromMarkup } from './runtime-markup.logic.ts';

/**
 * The runtime's first view on a server-rendered page: the page services,
 * started from its markup before its code arrives, so that the page pays
 * for neither the element nor lit-html nor the config's validation until
 * something needs them. Its code loads when the page asks it to change (an
 * attribute, `config`), when the first system dialog opens (its view draws
 * the dialogs), or at once (true) when this runtime is not the page's first
 * (its code warns) or its markup gives a value its validation would refuse
 * (its code says which). Called by the autoloader for each server-rendered
 * `<sq-runtime>`.
 */
export default function firstView(host: HTMLElement, load: () => void): boolean {
  const config = runtimeConfigFromMarkup(host);
  if (!config || !claimPage(host)) return true;
  host.dataset.state = 'active';
  runPageServices(config);
  if (openDialogs.get().length > 0) return true;
  const stop = openDialogs.subscribe((dialogs) => {
    if (dialogs.length === 0) return;
    stop();
    load();
  });
  return false;
}
