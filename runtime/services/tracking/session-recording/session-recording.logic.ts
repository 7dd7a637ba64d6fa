/**
 * Session recording (spec 002 §4 "Session recording", §7 getId, §8): the id
 * getId answers, and the address of the recorder's script that is handed
 * it. Pure: no DOM.
 */
import { isScriptAddress } from '../../../../lib/web-addresses/web-addresses.ts';

/** The console error when the session-recording check fails (spec 002 §8). */
export const SESSION_RECORDING_ERROR = 'Error determining FullStory eligibility';
/** The console error when the recorder's script cannot be added to the page (spec 002 §8). */
export const RECORDER_SCRIPT_ERROR = 'Error injecting FullStory script';
/** The query parameter that hands the id to the recorder's script; the spec names none, so ours. */
export const RECORDER_ID_PARAM = 'id';

/** The id from getId's answer, or undefined for a mock id (which means skip) or an answer without one. */
export function sessionRecordingId(answer: unknown): string | undefined {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || id === '' || /^mock/i.test(id)) return undefined;
  return id;
}

/**
 * The recorder's script address with the id in its query, resolved against
 * the page's `base`; undefined when the address is not one a script may be
 * loaded from (http(s), or a path on this site).
 */
export function recorderScriptUrl(address: string, id: string, base: string): string | undefined {
  if (!isScriptAddress(address)) return undefined;
  const url = new URL(address.trim(), base);
  url.searchParams.set(RECORDER_ID_PARAM, id);
  return url.href;
}
