/** Talks to the reference API's control endpoints from browser tests. */
import type { Fault } from '../../reference-api/faults.ts';
import type { RecordedRequest as Recorded } from '../../reference-api/record.ts';

// The reference API's own types: what a test asks of it and what it recorded.
export type { Fault, Recorded };

/** Makes the next `fault.times` calls to `fault.path` answer as the fault says. */
export async function injectFault(fault: Fault): Promise<void> {
  const response = await fetch('/__api/faults', { method: 'POST', body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}

/** What the API received on `path` after the request `after`, oldest first. */
export async function received(path: string, after = 0): Promise<Recorded[]> {
  const query = new URLSearchParams({ path, after: String(after) });
  const list = (await (await fetch(`/__api/requests?${query}`)).json()) as Recorded[];
  return list.reverse();
}

/**
 * What this test page itself (not a frame of it) sent to `path` after request `after`: test files run side by side
 * against one reference API, and another file's page may call the same path meanwhile.
 */
export async function receivedHere(path: string, after = 0): Promise<Recorded[]> {
  return (await received(path, after)).filter((request) => request.headers.referer === location.href);
}

/** The id of the newest recorded request, to ask only for what comes after it. */
export async function lastRequestId(): Promise<number> {
  const list = (await (await fetch('/__api/requests')).json()) as Recorded[];
  return list[0]?.id ?? 0;
}

/** A path of its own for one test, so parallel test files never share faults or records. */
export function uniquePath(name: string): string {
  return `/api/test/${name}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Sets the crumb cookie, as the platform's pages have it. */
export function setCrumb(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set up the cookie the platform would have set.
  document.cookie = value === null ? 'crumb=; path=/; max-age=0' : `crumb=${value}; path=/`;
}
