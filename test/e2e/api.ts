/**
 * Calls to the reference API from the test process, as a client makes them:
 * a state-changing call needs the crumb cookie and the same crumb sent back.
 * The crumb is fetched once, with a GET (any call without the cookie gets
 * one), so each POST a test makes is recorded exactly once.
 */

const crumbs = new Map<string, Promise<string>>();

/** The crumb from a `Set-Cookie: crumb=...` header, if the answer set one. */
function crumbFrom(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^crumb=([^;]*)/.exec(cookie);
    if (match) return decodeURIComponent(match[1] ?? '');
  }
  return undefined;
}

async function fetchCrumb(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/events/Trace', baseUrl));
  const crumb = crumbFrom(response);
  if (!crumb) throw new Error(`GET /api/events/Trace set no crumb cookie (status ${response.status})`);
  return crumb;
}

function crumbFor(baseUrl: string): Promise<string> {
  let crumb = crumbs.get(baseUrl);
  if (!crumb) {
    crumb = fetchCrumb(baseUrl);
    crumbs.set(baseUrl, crumb);
  }
  return crumb;
}

/** POSTs `body` as JSON to `path` on the demo server, with the crumb. */
export async function postJson(baseUrl: string, path: string, body: unknown): Promise<Response> {
  const crumb = await crumbFor(baseUrl);
  return fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `crumb=${encodeURIComponent(crumb)}`,
      'x-csrf-token': crumb,
    },
    body: JSON.stringify(body),
  });
}

/** A form submission the reference API stored (its control endpoint's view). */
export interface StoredSubmission {
  key: string;
  formId: string;
  values: Record<string, unknown>;
}

/** The submissions the reference API stored for a form. */
export async function formSubmissions(baseUrl: string, formId: string): Promise<StoredSubmission[]> {
  const response = await fetch(new URL(`/__api/form-submissions?formId=${encodeURIComponent(formId)}`, baseUrl));
  return (await response.json()) as StoredSubmission[];
}
