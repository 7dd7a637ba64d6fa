/** What the reference API's tracking endpoints answer, shared with the browser tests (no Node imports here). */

/** The session-recording id getId answers (spec 002 §7); a test asks for a mock one with a fault. */
export const SESSION_RECORDING_ID = 'reference-session';
