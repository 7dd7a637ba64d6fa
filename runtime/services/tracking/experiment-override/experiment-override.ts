/**
 * The experiment override (spec 002 §4, §6): an internal site's or host's
 * address sets an experiment's variant for the browser session, or clears
 * them. A chunk of its own, which tracking loads only when the address
 * carries the override's parameter, so public pages never load it.
 */
import { siteContext } from '../../../core/index.ts';
import { EXPERIMENT_OVERRIDES_KEY } from '../tracking.logic.ts';
import { readSession, writeSession } from '../tracking-storage.ts';
import { changedOverrides, experimentOverride } from './experiment-override.logic.ts';

/** Keeps (or clears) the override the address asks for, when the site or host is internal. */
export function applyExperimentOverride(): void {
  const change = experimentOverride(location.search, location.hostname, siteContext.get());
  if (change.type !== 'none')
    writeSession(EXPERIMENT_OVERRIDES_KEY, changedOverrides(readSession(EXPERIMENT_OVERRIDES_KEY), change));
}
