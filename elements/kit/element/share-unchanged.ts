/**
 * Structural sharing for configs and data read from the page: the parts of a
 * new value that are deeply equal to the previous value's are replaced by
 * the previous ones. A field whose value did not change keeps its identity,
 * so a view can list it as a hook dependency as it is, and a memo keyed on
 * it holds. Pure; no React, no DOM.
 */

/** An object literal or parsed JSON, not an instance of a class. */
const isPlainObject = (value: unknown) => Object.getPrototypeOf(value ?? 0) === Object.prototype;

/**
 * `next`, reusing every part of `previous` that is deeply equal to it: the
 * whole of `previous` when nothing changed, else a copy of `next` whose
 * unchanged branches are `previous`'s. Plain objects and arrays are compared
 * by content; anything else (a Date, a function, an element) by identity.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  const array = Array.isArray(next);
  if (array !== Array.isArray(previous) || !(array || (isPlainObject(previous) && isPlainObject(next)))) return next;
  const before = previous as Record<string, unknown>;
  const keys = Object.keys(next as object);
  let same = keys.length === Object.keys(before).length;
  const entries = keys.map((key) => {
    const had = Object.hasOwn(before, key);
    const kept = shareUnchanged(had ? before[key] : undefined, (next as Record<string, unknown>)[key]);
    if (!had || kept !== before[key]) same = false;
    return [key, kept] as const;
  });
  if (same) return previous as T;
  // Built with fromEntries: a `__proto__` key from parsed JSON stays an own field, as it was in `next`.
  return (array ? entries.map(([, kept]) => kept) : Object.fromEntries(entries)) as T;
}
