/**
 * One request as the reference API's log lists it (`GET /__api/requests`),
 * read by the inspector and the performance page over HTTP: the demo talks to
 * the reference API as a site talks to the platform, and imports none of its
 * code.
 */
export interface LoggedRequest {
  id: number;
  time: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The body as text, and parsed when it was JSON or form-encoded. */
  body: string;
  json?: unknown;
  form?: Record<string, string>;
  status: number;
}
