/** What the reference API's tracking endpoints answer, shared with the browser tests (no Node imports here). */

/** The session-recording id getId answers (spec 002 §7); a test asks for a mock one with a fault. */
export const SESSION_RECORDING_ID = 'reference-session';

/**
 * The stand-in session recorder's script, which a test names as the page's
 * recorder (`<sq-runtime data-session-recording-script>`): it keeps the id
 * its address carries on `window.sessionRecorder`.
 */
export const RECORDER_STAND_IN_PATH = '/api/session-recording/stand-in.js';

/** The stand-in recorder's script for one request's `id`. */
export function recorderStandInScript(id: string | undefined): string {
  return `window.sessionRecorder = { id: ${JSON.stringify(id ?? '')} };\n`;
}
