import type { RequestError } from '../core/index.ts';
import type { ApiService } from './missing-api-warning/index.ts';
import { isMissingApi } from './outbox.logic.ts';

/** True when `error` says no platform API answers where it called: a `RequestError` (or any error) with status 404. */
export function isMissingApiError(error: unknown): boolean {
  return isMissingApi((error as Partial<RequestError> | null)?.status ?? 0);
}

/**
 * Says once in the console that a service's endpoint (`url`, a path of the
 * API) answered 404, and how to point it at the API or turn it off. What
 * says it is a chunk of its own, which a page with the API never loads.
 */
export function warnMissingApi(service: ApiService, url: string): void {
  void import('./missing-api-warning/index.ts').then((module) => module.warnMissingApi(service, url));
}
