/**
 * Attribute names and values: pure helpers the element class uses to turn
 * strings from HTML into raw config values before validation.
 */

/** The kind of coercion an attribute needs, read from the field's schema. */
export type FieldKind = 'string' | 'number' | 'boolean' | 'json';

/** `slidesPerRow` -> `slides-per-row`. */
export function toKebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The result of reading one attribute: a value, or the reason it could not be read. */
export type Coerced = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Turns an attribute string into a raw value of the field's kind. A bare
 * boolean attribute (`''`) means true; numbers that do not parse stay strings
 * so that validation names the bad value.
 */
export function coerceAttribute(value: string, kind: FieldKind): Coerced {
  switch (kind) {
    case 'string':
      return { ok: true, value };
    case 'boolean':
      if (value === '' || value === 'true') return { ok: true, value: true };
      if (value === 'false') return { ok: true, value: false };
      return { ok: true, value };
    case 'number': {
      const trimmed = value.trim();
      const parsed = Number(trimmed);
      return { ok: true, value: trimmed === '' || Number.isNaN(parsed) ? value : parsed };
    }
    case 'json':
      return parseJson(value);
  }
}

/** Parses JSON without throwing. */
export function parseJson(text: string): Coerced {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** True for plain objects, as a JSON object parses. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
