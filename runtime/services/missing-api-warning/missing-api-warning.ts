import { warnOnce } from '../../../lib/warn-once.ts';
import { callUrl } from '../../core/index.ts';
import { type ApiService, missingApiWarning } from './missing-api.logic.ts';

/**
 * The warning for a page without the platform API, said once: the address
 * the service called (the API origin's, without the crumb), what stops, and
 * the two ways out. Loaded by `warnMissingApi` (missing-api.ts) when needed.
 */
export function warnMissingApi(service: ApiService, url: string): void {
  const { origin, pathname } = callUrl({ url }, '');
  warnOnce(missingApiWarning(service, `${origin}${pathname}`));
}
