/**
 * Name <-> code lookups over the `as const` tables of the platform's
 * enumerations (spec 002 §2, §3, §6): one helper for every table, so a table
 * is only its names and codes.
 */

/** An enumeration written once: names to numeric codes. */
export type CodeTable = Readonly<Record<string, number>>;

/** A run of codes the spec gives only as a range (`first` to `last`, both included). */
export interface CodeRange {
  readonly first: number;
  readonly last: number;
}

/**
 * The code a table gives a name, or undefined for a name it does not hold.
 * Own names only: `constructor` or `toString` are never codes.
 */
export function codeOf<T extends CodeTable>(table: T, name: string): T[keyof T] | undefined {
  return Object.hasOwn(table, name) ? (table[name] as T[keyof T]) : undefined;
}

/**
 * The name a table gives a code, or undefined. A code may come as the
 * number or as its digits (the site context keys its roles and permissions
 * by `"10"`).
 */
export function nameOf<T extends CodeTable>(table: T, code: number | string): (keyof T & string) | undefined {
  const wanted = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
  for (const [name, value] of Object.entries(table)) if (value === wanted) return name;
  return undefined;
}

/** Whether a code lies in a range the spec gives (a whole number from `first` to `last`). */
export function inRange(range: CodeRange, code: number): boolean {
  return Number.isInteger(code) && code >= range.first && code <= range.last;
}

/** Whether a value is one of a named list's entries (a slice, a slide type, a cohort, ...). */
export function isOneOf<const T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && list.includes(value);
}
