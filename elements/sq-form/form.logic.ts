/**
 * The form submission flow (spec 000 §3 "Form submission payload", §4 "Form
 * submission", §7 "form calls", §8 "Form failures"): the state machine, the
 * payload, and what a failure says.
 */
import type { MachineTable } from '../../lib/state-machine/state-machine.ts';
import { isSafeRedirectUrl } from '../../lib/web-addresses/web-addresses.ts';
import { isRecord } from '../../runtime/core/index.ts';
import { type FormValues, valueParts } from './fields.logic.ts';
import type { FormField } from './form.schema.ts';

/** The button's in-progress text (spec 000 §4). */
export const SUBMITTING_TEXT = 'Submitting…';

/** The calls of a submission (spec 000 §7). */
export const SUBMISSION_KEY_URL = '/api/form/FormSubmissionKey';
export const SAVE_SUBMISSION_URL = '/api/form/SaveFormSubmission';

/** Failure texts, exactly as spec 000 §8 "Form failures" and §5 "Server-side errors" give them. */
export const FAILURE_TEXTS = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
  unknown: 'Unknown error, please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  exception: 'Error processing form submission. Please reload and try again.',
  errorsAboveScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  errorsAboveScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
} as const;

export type SubmissionState = 'idle' | 'submitting' | 'success' | 'failure';
export type SubmissionEvent = 'SUBMIT' | 'INVALID' | 'SUCCEED' | 'FAIL';

/**
 * The submission state machine (spec 000 §4). An event a state does not
 * list is ignored: a second SUBMIT while submitting changes nothing. FAIL
 * from idle is an exception thrown before the calls began.
 */
export const SUBMISSION_MACHINE: MachineTable<SubmissionState, SubmissionEvent> = {
  idle: { SUBMIT: 'submitting', INVALID: 'failure', FAIL: 'failure' },
  submitting: { SUCCEED: 'success', FAIL: 'failure' },
  failure: { SUBMIT: 'submitting', INVALID: 'failure', FAIL: 'failure' },
  success: {},
};

/** The form is locked (inputs and button) only while submitting. */
export function isLocked(state: SubmissionState): boolean {
  return state === 'submitting';
}

/** What the form config contributes to a submission. */
export interface SubmissionConfig {
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: boolean;
  submitButtonText: string;
}

/** The page-event tracking fields sent with a submission (ours: the spec names them only as a group). */
export interface TrackingFields {
  pageId: string;
  pagePath: string;
  pageTitle: string;
  pageReferrer: string;
}

export type Built<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The form's values by field id as the platform takes them (spec 000 §3):
 * sections left out; a phone's three parts with a blank country prepended,
 * even when it asks for the country code; compound fields as their parts in summary order; likert as a
 * map of question to answer; checkboxes as the checked options. Fields whose
 * ids are empty or repeated cannot be told apart: the form cannot be parsed.
 */
export function formFieldValues(fields: readonly FormField[], values: FormValues): Built<string> {
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (!field.id || seen.has(field.id)) return { ok: false, message: FAILURE_TEXTS.unparsable };
    seen.add(field.id);
    const value = values[field.id];
    out[field.id] = payloadValue(field, value);
  }
  try {
    return { ok: true, value: JSON.stringify(out) };
  } catch {
    return { ok: false, message: FAILURE_TEXTS.unparsable };
  }
}

function payloadValue(field: FormField, value: FormValues[string] | undefined): unknown {
  switch (field.type) {
    case 'phone': {
      const parts = valueParts(value);
      const local = [parts.Areacode ?? '', parts.Prefix ?? '', parts.Line ?? ''];
      // The spec's payload has three parts and a blank country, whether or not the field asks for one.
      return ['', ...local];
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time': {
      const parts = valueParts(value);
      return Object.keys(parts).length === 0 ? [] : Object.values(parts);
    }
    case 'likert':
      return Object.fromEntries(field.questions.map((question) => [question, valueParts(value)[question] ?? '']));
    case 'checkbox':
      return Array.isArray(value) ? value : [];
    default:
      return typeof value === 'string' ? value : (value ?? '');
  }
}

/** The body of SaveFormSubmission (spec 000 §3, §7). */
export function buildSubmission(input: {
  key: string;
  config: SubmissionConfig;
  fields: readonly FormField[];
  values: FormValues;
  captchaKey: string;
  tracking: TrackingFields;
}): Built<Record<string, string | boolean>> {
  const form = formFieldValues(input.fields, input.values);
  if (!form.ok) return form;
  const { config } = input;
  return {
    ok: true,
    value: {
      key: input.key,
      formId: config.formId,
      collectionId: config.collectionId,
      objectName: config.objectName,
      isOverlayForm: config.isOverlayForm,
      submitButtonText: config.submitButtonText,
      form: form.value,
      captchaKey: input.captchaKey,
      ...input.tracking,
    },
  };
}

/** The submission key from FormSubmissionKey's answer, if it holds one. */
export function submissionKeyOf(data: unknown): string | undefined {
  const key = isRecord(data) ? data.key : undefined;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** What the form shows after a failure. */
export interface Failure {
  /** The form-level message. */
  message: string;
  /** Server messages by field id (a 400 with data.errors). */
  fieldErrors: Record<string, string>;
}

/**
 * Maps a failed save to the catalogue (spec 000 §8 "Form failures"): a
 * string message as-is; 401, 404, 429, 500 by status; a 400 with an errors
 * map per field; otherwise data.error or the unknown-error text.
 */
export function failureOf(
  status: number,
  data: unknown,
  options: { newsletter: boolean; errorsBelow: boolean },
): Failure {
  if (typeof data === 'string' && data !== '') return { message: data, fieldErrors: {} };
  if (status === 401 || status === 404 || status === 429 || status === 500) {
    return { message: FAILURE_TEXTS[status], fieldErrors: {} };
  }
  const errors = isRecord(data) ? stringErrors(data.errors) : {};
  if (status === 400 && Object.keys(errors).length > 0) {
    const above = options.errorsBelow ? FAILURE_TEXTS.errorsAboveScrollUp : FAILURE_TEXTS.errorsAboveScrollDown;
    return { message: options.newsletter ? '' : above, fieldErrors: errors };
  }
  const error = isRecord(data) ? data.error : undefined;
  return { message: typeof error === 'string' && error !== '' ? error : FAILURE_TEXTS.unknown, fieldErrors: {} };
}

function stringErrors(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** A success redirect that may be followed: http(s) anywhere, or a path on this site (ours: no other scheme). */
export function safeRedirect(address: string, base: string): string | undefined {
  const trimmed = address.trim();
  if (trimmed === '' || !isSafeRedirectUrl(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (relative && url.origin !== new URL(base).origin) return undefined;
  return url.href;
}
