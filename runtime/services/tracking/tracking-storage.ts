/**
 * Session storage entries of the tracking service (spec 002 §3 "Session
 * storage entry", §8): `{ value, expires? }`, read and written without ever
 * throwing, since storage may be off or full.
 */
import { readEntry, writeEntry } from './tracking-events.logic.ts';

/** A session storage entry's value (spec 002 §3), or undefined: none, expired, or storage unavailable. */
export function readSession<T>(key: string): T | undefined {
  try {
    return readEntry<T>(sessionStorage.getItem(key), Date.now());
  } catch {
    return undefined;
  }
}

/** Stores an entry (removes it when `value` is undefined); a storage failure loses it quietly (spec 002 §8). */
export function writeSession(key: string, value?: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, writeEntry(value, Date.now()));
  } catch {
    // Storage off or full: the value is not kept.
  }
}
