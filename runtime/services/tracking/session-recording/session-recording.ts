/**
 * Session recording (spec 002 §4, §7, §8) for a visitor the tracking service
 * found eligible (the toggle on, the variant true, more than 2 cores): asks
 * getId for the id; an id that is not a mock one is told to the page
 * (`sq-session-recording`, so a site's own set-up runs first), then handed
 * to the recorder's script (`<sq-runtime data-session-recording-script>`),
 * which is added to the page. A chunk of its own, loaded only for an
 * eligible visitor, so the tracking chunk stays small.
 */
import { request } from '../../../core/index.ts';
import { loadScript } from '../../../script-loader/index.ts';
import { SESSION_RECORDING_PATH } from '../tracking.logic.ts';
import {
  RECORDER_SCRIPT_ERROR,
  recorderScriptUrl,
  SESSION_RECORDING_ERROR,
  sessionRecordingId,
} from './session-recording.logic.ts';

/** Fired on `document` with the session-recording id when the visitor is eligible (spec 002 §4). */
export const SESSION_RECORDING_EVENT = 'sq-session-recording';

/**
 * Asks for the id and starts the recorder whose script is at `script` (none:
 * the page is only told the id). Logs the spec's errors (§8) and never
 * throws: a failed check, or a script that is refused or fails to load.
 */
export async function startSessionRecording(script: string | undefined): Promise<void> {
  let answer: unknown;
  try {
    // Its failure is the console error below, not the data layer's report.
    answer = await request({ url: SESSION_RECORDING_PATH, onError: () => undefined });
  } catch {
    console.error(SESSION_RECORDING_ERROR);
    return;
  }
  const id = sessionRecordingId(answer);
  if (!id) return;
  document.dispatchEvent(new CustomEvent(SESSION_RECORDING_EVENT, { detail: { id } }));
  if (!script) return;
  const src = recorderScriptUrl(script, id, location.href);
  try {
    if (!src) throw new Error(RECORDER_SCRIPT_ERROR);
    await loadScript(src);
  } catch {
    console.error(RECORDER_SCRIPT_ERROR);
  }
}
