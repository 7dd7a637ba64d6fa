import type { ApiRequest } from './handler.ts';

/** A request's JSON body when it is an object; an empty object otherwise (a list, text, nothing). */
export function jsonObject(request: ApiRequest): Record<string, unknown> {
  const { json } = request;
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}
