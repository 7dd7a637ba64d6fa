/**
 * The form's field types (spec 002 §3 "Form field option lists"): the list the
 * schema checks a field's type against and the field rules (fields.logic.ts)
 * read. Its own file, so the schema and the field rules, which read the
 * schema's field type, do not import each other.
 */

/** Every field type of the form editor's option lists (spec 002 §3). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
