/** Form validation on submit, in the spec's order (spec 000 §5 "Forms"). */
import { isUsZip } from '../../lib/us-zip.ts';
import { type FormValues, isCompound, isEmptyValue, partsOf, REQUIRED_PARTS, valueParts } from './fields.logic.ts';
import type { FormField } from './form.schema.ts';

/** A sensible address put in place of {email} in the email message. */
export const EXAMPLE_EMAIL = 'name@example.com';

/** Validation texts, exactly as spec 000 §5 gives them ({email} filled with EXAMPLE_EMAIL). */
export const VALIDATION_TEXTS = {
  captcha: 'Complete CAPTCHA before submitting.',
  characterLimit: 'You have exceeded the character limit.',
  email: `Email is not valid. Email addresses should follow the format ${EXAMPLE_EMAIL}.`,
  overall: 'One or more fields is invalid, please check your entries.',
  usZip: 'A US zip code must be exactly 5 digits.',
} as const;

/** The message of a missing required value (ours: the spec gives none). */
export function requiredText(label: string): string {
  return `${label || 'This field'} is required.`;
}

/** Email length bounds (spec 000 §5 "Email rule"). */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

/** A simple address: something, @, dotted labels, and a final label of 2 to 4 alphanumerics (spec 000 §5). */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[a-z0-9]{2,4}$/i;

/** The spec's email rule. */
export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** How an address's country may name the United States (compared without case, dots or extra spaces). */
const UNITED_STATES = new Set(['us', 'usa', 'united states', 'united states of america']);

/** Whether an address's country is the United States, as a visitor or a chosen place writes it. */
export function isUnitedStates(country: string): boolean {
  return UNITED_STATES.has(country.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim());
}

/**
 * An address in the United States has a US zip code (spec 000 §5, the rule
 * of lib/us-zip.ts); an address elsewhere, or without a zip, is not checked.
 */
export function addressProblem(parts: Readonly<Record<string, string>>): string | undefined {
  const zip = (parts.Zip ?? '').trim();
  if (zip === '' || !isUnitedStates(parts.Country ?? '')) return undefined;
  return isUsZip(zip) ? undefined : VALIDATION_TEXTS.usZip;
}

/** The message for one field, or undefined when it is fine. */
export function validateField(field: FormField, value: FormValues[string] | undefined): string | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined;
  if (field.required && isMissing(field, value)) return requiredText(field.label);
  if (field.type === 'address') return addressProblem(valueParts(value));
  if (typeof value !== 'string' || value === '') return undefined;
  if (field.type === 'textarea' && field.maxLength !== undefined && value.length > field.maxLength) {
    return VALIDATION_TEXTS.characterLimit;
  }
  if (field.type === 'email' && !isValidEmail(value.trim())) return VALIDATION_TEXTS.email;
  return undefined;
}

function isMissing(field: FormField, value: FormValues[string] | undefined): boolean {
  if (isCompound(field.type)) {
    const parts = valueParts(value);
    const shown = partsOf(field);
    return REQUIRED_PARTS[field.type].some((part) => shown.includes(part) && (parts[part] ?? '').trim() === '');
  }
  if (field.type === 'likert') {
    const answers = valueParts(value);
    return field.questions.some((question) => !answers[question]);
  }
  return isEmptyValue(value);
}

/** The outcome of validating a whole form. */
export interface Validation {
  ok: boolean;
  /** The form-level message: the captcha's, or the overall one. */
  message?: string;
  /** Messages by field id, in field order. */
  fieldErrors: Record<string, string>;
}

/**
 * Validates in the spec's order: the captcha first (nothing else is checked
 * while it is missing), then each field, then the overall message.
 */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  captcha: { present: boolean; completed: boolean },
): Validation {
  if (captcha.present && !captcha.completed) return { ok: false, message: VALIDATION_TEXTS.captcha, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values[field.id]);
    if (message) fieldErrors[field.id] = message;
  }
  if (Object.keys(fieldErrors).length === 0) return { ok: true, fieldErrors };
  return { ok: false, message: VALIDATION_TEXTS.overall, fieldErrors };
}
