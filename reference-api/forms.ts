import { randomUUID } from 'node:crypto';
import { SITE_FORMS, type SiteForm } from '../site/forms.ts';
import { CAPTCHA_STAND_IN_PATH, CAPTCHA_STAND_IN_SCRIPT } from './captcha-stand-in.ts';
import { FORM_RATE_LIMIT, FORM_SERVER_TEXTS } from './forms.constants.ts';
import { type Answer, type ApiRequest, cookieOf } from './handler.ts';

/**
 * The form calls of the reference API (spec 000 §7): submission keys, and
 * saving a submission, with the checks a platform makes. Forms are known by
 * id from the demo's site data; submissions are kept in memory (the request
 * log keeps what was sent) and listed by the control endpoint.
 */

/** One stored submission. */
export interface StoredSubmission {
  submissionId: string;
  key: string;
  formId: string;
  time: string;
  visitor: string;
  /** The field values by field id, as the form sent them. */
  values: Record<string, unknown>;
  /** Everything else the submission carried (collectionId, tracking fields, ...). */
  meta: Record<string, string>;
}

/** The visitor a call comes from: the visitor-record cookie, else the crumb cookie (one per browser). */
function visitorOf(request: ApiRequest): string {
  return cookieOf(request, 'ss_cvr') || cookieOf(request, 'crumb') || 'anonymous';
}

/** The body's fields: form-encoded as the data layer sends them, or JSON. */
function fieldsOf(request: ApiRequest): Record<string, string> {
  if (request.form) return request.form;
  if (typeof request.json === 'object' && request.json !== null && !Array.isArray(request.json)) {
    return Object.fromEntries(
      Object.entries(request.json as Record<string, unknown>).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return {};
}

/**
 * Whether the platform takes a value as an email address (spec 000 §5: "a
 * string of length 3 to 256, matching a simple {email} pattern whose final
 * label is 2 to 4 alphanumerics"): a name, one `@`, then a domain of two or
 * more dot-separated labels, none empty, with no space anywhere. The
 * reference API's own reading of the spec, not the form's, so a bug in the
 * form's check shows as a disagreement between the two.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length < 3 || value.length > 256 || /\s/.test(value)) return false;
  const [name, domain, ...more] = value.split('@');
  if (!name || !domain || more.length > 0) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => label !== '') && /^[a-z0-9]{2,4}$/i.test(labels.at(-1) ?? '');
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** Field errors of a submission against the site's form: required fields and email addresses. */
function checkSubmission(form: SiteForm, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type === 'section' || field.type === 'hidden') continue;
    const value = values[field.id];
    if (field.required && isEmpty(value)) errors[field.id] = FORM_SERVER_TEXTS.required(field.label);
    else if (field.type === 'email' && typeof value === 'string' && value !== '' && !isEmailAddress(value.trim())) {
      errors[field.id] = FORM_SERVER_TEXTS.email;
    }
  }
  return errors;
}

export interface FormsApi {
  endpoints: Record<string, (request: ApiRequest) => Answer>;
  /** Stored submissions, newest first, optionally of one form. */
  submissions(formId?: string): StoredSubmission[];
  clear(): void;
}

export function createFormsApi(): FormsApi {
  const forms = new Map(SITE_FORMS.map((form) => [form.formId, form]));
  const byKey = new Map<string, StoredSubmission>();
  const stored: StoredSubmission[] = [];
  const attempts = new Map<string, number[]>();

  function save(request: ApiRequest): Answer {
    const sent = fieldsOf(request);
    const key = sent.key ?? '';
    // Idempotent on the key: a submission sent again (its answer was lost) is stored once.
    const earlier = byKey.get(key);
    if (earlier) return { status: 200, body: { success: true, submissionId: earlier.submissionId, duplicate: true } };
    // A key this API did not issue is still taken: drafts keep keys across a restart of the reference API,
    // and a visitor must never be stuck with one. Only a missing key is refused.
    if (!key) return { status: 400, body: { error: FORM_SERVER_TEXTS.badKey } };
    const form = forms.get(sent.formId ?? '');
    if (!form) return { status: 404, body: { error: FORM_SERVER_TEXTS.notConfigured } };

    const visitor = visitorOf(request);
    const recent = (attempts.get(visitor) ?? []).filter((time) => Date.now() - time < FORM_RATE_LIMIT.windowMs);
    if (recent.length >= FORM_RATE_LIMIT.saves) {
      attempts.set(visitor, recent);
      return { status: 429, body: { error: FORM_SERVER_TEXTS.rateLimited } };
    }
    attempts.set(visitor, [...recent, Date.now()]);

    let values: unknown;
    try {
      values = JSON.parse(sent.form ?? '');
    } catch {
      return { status: 400, body: { error: FORM_SERVER_TEXTS.unparsable } };
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      return { status: 400, body: { error: FORM_SERVER_TEXTS.unparsable } };
    }
    const errors = checkSubmission(form, values as Record<string, unknown>);
    if (Object.keys(errors).length > 0) return { status: 400, body: { errors } };

    const { key: _key, form: _form, ...meta } = sent;
    const submission: StoredSubmission = {
      submissionId: randomUUID(),
      key,
      formId: form.formId,
      time: new Date().toISOString(),
      visitor,
      values: values as Record<string, unknown>,
      meta,
    };
    byKey.set(key, submission);
    stored.push(submission);
    return { status: 200, body: { success: true, submissionId: submission.submissionId } };
  }

  return {
    endpoints: {
      'POST /api/form/FormSubmissionKey': () => {
        return { status: 200, body: { key: randomUUID() } };
      },
      'POST /api/form/SaveFormSubmission': save,
      [`GET ${CAPTCHA_STAND_IN_PATH}`]: () => ({
        status: 200,
        body: CAPTCHA_STAND_IN_SCRIPT,
        contentType: 'text/javascript; charset=utf-8',
      }),
    },
    submissions: (formId) => stored.filter((submission) => !formId || submission.formId === formId).reverse(),
    clear() {
      byKey.clear();
      stored.length = 0;
      attempts.clear();
    },
  };
}
