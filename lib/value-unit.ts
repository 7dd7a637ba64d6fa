/**
 * Value with unit (spec 002 §5): a time-like value is left whole; otherwise
 * a leading number and a trailing unit text are split (`12px`, `1.5 em`,
 * `-3%`).
 */

/** A value split into its number text and unit; a time-like value is all `value`. */
export interface ValueWithUnit {
  value: string;
  unit: string;
}

/** Time-like: hours and minutes, optional seconds, optional am/pm (`9:30`, `10:15:00 PM`). */
const TIME_LIKE = /^\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?$/i;

/**
 * Splits a value into its leading number and trailing unit (trimmed). Text
 * without a leading number is all unit (`auto`); a time-like text is all
 * value.
 */
export function splitValueUnit(text: string): ValueWithUnit {
  const trimmed = text.trim();
  if (TIME_LIKE.test(trimmed)) return { value: trimmed, unit: '' };
  const number = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)/.exec(trimmed)?.[0] ?? '';
  return { value: number, unit: trimmed.slice(number.length).trim() };
}
