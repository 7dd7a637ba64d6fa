import { RequestError, request } from '../../runtime/core/index.ts';
import type { FormValues } from './fields.logic.ts';
import {
  buildSubmission,
  FAILURE_TEXTS,
  type Failure,
  failureOf,
  SAVE_SUBMISSION_URL,
  SUBMISSION_KEY_URL,
  type SubmissionConfig,
  submissionKeyOf,
  type TrackingFields,
} from './form.logic.ts';
import type { FormField } from './form.schema.ts';

export type Outcome = { ok: true; key: string } | { ok: false; key: string | undefined; failure: Failure };

/** The form's own handling of a failed call: no system overlay, the form says what went wrong. */
const handledByTheForm = () => {};

/**
 * Sends one submission through the data layer (spec 000 §7): a key first,
 * unless a failed attempt already got one (so the server stores the
 * submission at most once), then the save. Every failure comes back in the
 * catalogue's words (spec 000 §8).
 */
export async function sendSubmission(input: {
  key: string | undefined;
  config: SubmissionConfig;
  fields: readonly FormField[];
  values: FormValues;
  captchaKey: string;
  tracking: TrackingFields;
  options: { newsletter: boolean; errorsBelow: boolean };
}): Promise<Outcome> {
  let key = input.key;
  const fail = (failure: Failure): Outcome => ({ ok: false, key, failure });
  try {
    if (!key) {
      let answer: unknown;
      try {
        answer = await request({ method: 'POST', url: SUBMISSION_KEY_URL, onError: handledByTheForm });
      } catch (error) {
        if (error instanceof RequestError) return fail({ message: FAILURE_TEXTS.noKey, fieldErrors: {} });
        throw error;
      }
      key = submissionKeyOf(answer);
      if (!key) return fail({ message: FAILURE_TEXTS.noKey, fieldErrors: {} });
    }
    const body = buildSubmission({ ...input, key });
    if (!body.ok) return fail({ message: body.message, fieldErrors: {} });
    try {
      await request({ method: 'POST', url: SAVE_SUBMISSION_URL, body: body.value, onError: handledByTheForm });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // A call that never reached the server has only the data layer's words: a string message, shown as-is.
      const data = error.kind === 'network' ? error.message : error.data;
      return fail(failureOf(error.status, data, input.options));
    }
    return { ok: true, key };
  } catch {
    return fail({ message: FAILURE_TEXTS.exception, fieldErrors: {} });
  }
}
