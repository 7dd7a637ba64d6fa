/**
 * A page without the platform's API (a static site, a page served by a
 * framework's dev server): the runtime's services find their endpoints
 * answering 404 (`isMissingApi`, outbox.logic.ts). That is no failure to
 * report but a setup to tell the developer about, once, in the console; the
 * service then stops calling. The words are loaded only when that happens.
 */

import type { RuntimeOptions } from '../../core/index.ts';
import { MISSING_API_STATUS } from '../outbox.logic.ts';

/**
 * The `<sq-runtime>` services that call the platform's API on their own, by
 * their option: the attribute that turns each off, and what the page goes
 * without when its endpoint is missing.
 */
export const API_SERVICES = {
  errorReporter: { attribute: 'error-reporter', without: 'errors are not reported' },
  traceLog: { attribute: 'trace-log', without: 'trace entries are not sent' },
  performance: { attribute: 'performance', without: 'page-speed records are not sent' },
  tracking: { attribute: 'tracking', without: 'visits and events are not recorded' },
} as const satisfies Partial<Record<keyof RuntimeOptions, { attribute: string; without: string }>>;

export type ApiService = keyof typeof API_SERVICES;

/**
 * The one console line for a service whose endpoint answered 404: the
 * address, what stops, and the two ways out (the API's origin, or the
 * service turned off).
 */
export function missingApiWarning(service: ApiService, address: string): string {
  const { attribute, without } = API_SERVICES[service];
  return `sq-runtime: ${address} answered ${MISSING_API_STATUS}, so ${without} from this page. Set api-origin="https://…" on <sq-runtime> to the platform API's origin, or ${attribute}="false" to turn this off.`;
}
