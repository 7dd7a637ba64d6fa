/**
 * Form fields (spec 000 §3 "Form field types", "Form summary field values";
 * spec 002 §3 "Form field option lists"): the field types, the parts of
 * compound fields, what each input is for (autocomplete, input mode), the
 * initial values, and the likert scale.
 */

import { FIELD_TYPES, type FieldType } from './field-types.logic.ts';
import type { FormField } from './form.schema.ts';

export { FIELD_TYPES, type FieldType };

/** The summary parts of compound fields, in order (spec 000 §3 "Form summary field values"). */
export const COMPOUND_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

export type CompoundType = keyof typeof COMPOUND_PARTS;
export type CompoundPart = (typeof COMPOUND_PARTS)[CompoundType][number];

/** The parts a required compound field needs filled (ours: the spec is silent). */
export const REQUIRED_PARTS: Record<CompoundType, readonly string[]> = {
  name: ['First', 'Last'],
  phone: ['Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
};

/** Likert answers and their labels (spec 000 §5 "Other rules"). */
export const LIKERT_ANSWERS = [
  { value: '-2', label: 'Strongly Disagree' },
  { value: '-1', label: 'Disagree' },
  { value: '0', label: 'Neutral' },
  { value: '1', label: 'Agree' },
  { value: '2', label: 'Strongly Agree' },
] as const;

/** What an empty likert answer displays (spec 000 §5). */
export const LIKERT_EMPTY_LABEL = 'N/A';

/** A field's value: text, the checked options of a checkbox group, or the parts of a compound field or likert. */
export type FieldValue = string | string[] | Record<string, string>;

/** The visitor's values by field id. */
export type FormValues = Record<string, FieldValue>;

/** A compound or likert field's value as its parts (or answers) by name; none for any other value. */
export function valueParts(value: FieldValue | undefined): Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

export function isCompound(type: FieldType): type is CompoundType {
  return type in COMPOUND_PARTS;
}

/** The parts a compound field shows: a phone shows its country code only when asked. */
export function partsOf(field: Pick<FormField, 'type' | 'showCountryCode'>): readonly string[] {
  if (!isCompound(field.type)) return [];
  const parts: readonly string[] = COMPOUND_PARTS[field.type];
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
}

/** The label shown for a likert answer value; 'N/A' when empty or unknown. */
export function likertLabel(value: string | undefined): string {
  return LIKERT_ANSWERS.find((answer) => answer.value === value)?.label ?? LIKERT_EMPTY_LABEL;
}

/**
 * The query parameter that overrides a hidden field (spec 000 §3): its key
 * (spec 002 §3), else its name, else its label.
 */
export function hiddenFieldName(field: Pick<FormField, 'key' | 'name' | 'label'>): string {
  return field.key || field.name || field.label;
}

/** A field's empty value. */
export function emptyValue(field: FormField): FieldValue {
  if (field.type === 'checkbox') return [];
  if (isCompound(field.type)) return Object.fromEntries(partsOf(field).map((part) => [part, '']));
  if (field.type === 'likert') return Object.fromEntries(field.questions.map((question) => [question, '']));
  return '';
}

/**
 * The values a form starts with: each field empty, a hidden field its
 * configured value or the URL query parameter of its name, then a saved
 * draft where it fits the field's shape.
 */
export function initialValues(fields: readonly FormField[], query: string, draft: FormValues = {}): FormValues {
  const params = new URLSearchParams(query);
  const values: FormValues = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    if (field.type === 'hidden') {
      values[field.id] = params.get(hiddenFieldName(field)) ?? field.value;
      continue;
    }
    const empty = emptyValue(field);
    const saved = draft[field.id];
    values[field.id] = field.type !== 'password' && sameShape(empty, saved) ? mergeShape(empty, saved) : empty;
  }
  return values;
}

function sameShape(empty: FieldValue, saved: FieldValue | undefined): saved is FieldValue {
  if (saved === undefined) return false;
  if (typeof empty === 'string') return typeof saved === 'string';
  if (Array.isArray(empty)) return Array.isArray(saved) && saved.every((item) => typeof item === 'string');
  return typeof saved === 'object' && !Array.isArray(saved);
}

function mergeShape(empty: FieldValue, saved: FieldValue): FieldValue {
  if (typeof empty === 'string' || Array.isArray(empty)) return saved;
  const record = saved as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(empty).map((key) => [key, typeof record[key] === 'string' ? (record[key] as string) : '']),
  );
}

/** What is kept as a draft: everything the visitor typed but passwords (and hidden fields, which they did not type). */
export function draftOf(fields: readonly FormField[], values: FormValues): FormValues {
  const draft: FormValues = {};
  for (const field of fields) {
    if (field.type === 'password' || field.type === 'hidden' || field.type === 'section') continue;
    const value = values[field.id];
    if (value !== undefined) draft[field.id] = value;
  }
  return draft;
}

/** True when the visitor left the value empty. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((part) => part.trim() === '');
}

/** How an input helps the browser fill it in and the phone pick a keyboard. */
export interface InputHints {
  type: 'text' | 'email' | 'url' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'numeric' | 'decimal';
}

/** The input hints of a single-value field. */
export function inputHints(type: FieldType): InputHints {
  switch (type) {
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email' };
    case 'website':
      return { type: 'url', autoComplete: 'url', inputMode: 'url' };
    case 'password':
      // A form's password is one the visitor makes up for the site owner, not the visitor's login here.
      return { type: 'password', autoComplete: 'new-password' };
    case 'currency':
      return { type: 'text', autoComplete: 'off', inputMode: 'decimal' };
    case 'number':
      return { type: 'text', inputMode: 'decimal' };
    case 'twitter':
      return { type: 'text', autoComplete: 'off' };
    default:
      return { type: 'text' };
  }
}

/** The input hints of each part of the compound fields, by `type.part`. */
const PART_HINTS: Record<string, InputHints> = {
  'name.First': { type: 'text', autoComplete: 'given-name' },
  'name.Last': { type: 'text', autoComplete: 'family-name' },
  'phone.Country': { type: 'tel', autoComplete: 'tel-country-code', inputMode: 'tel' },
  'phone.Areacode': { type: 'tel', autoComplete: 'tel-area-code', inputMode: 'tel' },
  'phone.Prefix': { type: 'tel', autoComplete: 'tel-local-prefix', inputMode: 'tel' },
  'phone.Line': { type: 'tel', autoComplete: 'tel-local-suffix', inputMode: 'tel' },
  'address.Line1': { type: 'text', autoComplete: 'address-line1' },
  'address.Line2': { type: 'text', autoComplete: 'address-line2' },
  'address.City': { type: 'text', autoComplete: 'address-level2' },
  'address.State': { type: 'text', autoComplete: 'address-level1' },
  'address.Zip': { type: 'text', autoComplete: 'postal-code' },
  'address.Country': { type: 'text', autoComplete: 'country-name' },
};

/** The input hints of one part of a compound field. */
export function partHints(type: CompoundType, part: string): InputHints {
  return PART_HINTS[`${type}.${part}`] ?? { type: 'text', inputMode: 'numeric' };
}

/** The visible label of one part of a compound field (ours: the spec names the parts, not their words). */
export const PART_LABELS: Record<string, string> = {
  'name.First': 'First Name',
  'name.Last': 'Last Name',
  'phone.Country': 'Country',
  'phone.Areacode': 'Area code',
  'phone.Prefix': 'Prefix',
  'phone.Line': 'Line',
  'address.Line1': 'Address 1',
  'address.Line2': 'Address 2',
  'address.City': 'City',
  'address.State': 'State',
  'address.Zip': 'Zip Code',
  'address.Country': 'Country',
  'date.Month': 'Month',
  'date.Day': 'Day',
  'date.Year': 'Year',
  'time.Hour': 'Hour',
  'time.Minute': 'Minute',
  'time.Second': 'Second',
  'time.Ampm': 'AM/PM',
};

/** The 'n / max' counter of a text area with a maximum length (spec 000 §5). */
export function characterCounter(value: string, maxLength: number): { text: string; over: boolean } {
  return { text: `${value.length} / ${maxLength}`, over: value.length > maxLength };
}
