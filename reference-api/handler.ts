import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedRequest } from './record.ts';

/** A connect-style middleware, as vite, @web/test-runner (through koa) and node:http take it. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A request as the API hands it to a handler. */
export type ApiRequest = Omit<RecordedRequest, 'id' | 'status' | 'time'>;

/** What a handler answers. */
export interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * The value of the cookie `name` in the request's `Cookie` header: the first
 * pair of that name (a browser sends the most specific first), its value
 * percent-decoded where it can be; undefined when the request has none.
 */
export function cookieOf(request: ApiRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
