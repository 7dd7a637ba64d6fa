/**
 * The events service and session facts (spec 002 §3 "Events-service record",
 * "Events-service common fields", "Editor usage events", "Session info",
 * "Session storage entry"; §4 "Session storage, first landing and first
 * session"; §8): typed builders, the status rule, the session flags. Pure.
 */

/** Statuses the events service answers on success (spec 002 §7). */
export const EVENTS_SERVICE_OK = [200, 202] as const;

/** The error for any other status (spec 002 §8). */
export function eventsServiceError(status: number): Error | undefined {
  return (EVENTS_SERVICE_OK as readonly number[]).includes(status)
    ? undefined
    : new Error(`Error tracking event: HTTP Status ${status}`);
}

/** The warning when the analytics id cannot be stored (spec 002 §8): a warning only. */
export const ANALYTICS_ID_WARNING = 'sq-runtime: could not store the analytics id';

/** The fields every events-service event carries (spec 002 §3 "Events-service common fields"). */
export interface CommonEventFields {
  actor: string;
  action: string;
  event_owner_team: string;
  event_source: string;
  object_type: string;
  object_id?: string;
  object_identifier?: string;
  indirect_object_id?: string;
  indirect_object_identifier?: string;
  indirect_object_type?: string;
  product_area?: string;
  product_page?: string;
  product_section?: string;
  member_account_id?: string;
  session_id?: string;
  member_locale?: string;
  website_locale?: string;
}

/** An editor usage event (spec 002 §3 "Editor usage events"): the common fields and what the editor adds. */
export interface EditorUsageFields extends CommonEventFields {
  event_name: string;
  frame_url?: string;
  connection_speed?: string;
  device_orientation?: string;
  display_mode?: string;
}

/** The common fields, without the ones left undefined. */
export function commonEventData(fields: CommonEventFields): Record<string, string> {
  return definedOnly(fields);
}

/** An editor usage event's data, without the fields left undefined. */
export function editorUsageData(fields: EditorUsageFields): Record<string, string> {
  return definedOnly(fields);
}

function definedOnly(fields: object): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

/** One events-service record (spec 002 §3 "Events-service record"), as POSTed. */
export interface EventsServiceRecord {
  analyticsId: string;
  commonData: string;
  customData: string;
  customSchemaName: string;
}

/** The record of one event: common and custom data as JSON text (fields left undefined are dropped). */
export function eventsServiceRecord(
  analyticsId: string,
  common: Partial<CommonEventFields>,
  custom: Record<string, unknown>,
  customSchemaName: string,
): EventsServiceRecord {
  return { analyticsId, commonData: JSON.stringify(common), customData: JSON.stringify(custom), customSchemaName };
}

/** Session storage keys of the session flags (spec 002 §9). */
export const FIRST_SESSION_KEY = 'SS_IS_FIRST_SESSION';
export const HAS_LANDED_KEY = 'SS_HAS_LANDED';
/** Where actions for the next page load wait (spec 002 §9 "next-load key"); the spec names no key, so ours. */
export const NEXT_LOAD_KEY = 'SS_NEXT_LOAD';

/** The warning when session storage cannot be used (spec 002 §4, §8): a warning, and false flags. */
export const SESSION_STORAGE_WARNING = 'sq-runtime: session storage is unavailable; session flags are false';

/** The session info (spec 002 §3 "Session info"). */
export interface SessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  sessionId: string;
}

/** Read and write access to the two storages the flags live in; either may throw (storage off, full). */
export interface FlagStorage {
  /** For the browser session (sessionStorage). */
  session: Pick<Storage, 'getItem' | 'setItem'>;
  /** For the browser (localStorage). */
  browser: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The session info, setting the flags as it reads them (spec 002 §4):
 * isFirstLanding is true once per browser session, isFirstSession once per
 * browser. Storage that throws (to open, read or write) gives false flags
 * and the warning to log.
 */
export function sessionInfo(open: () => FlagStorage, sessionId: string): { info: SessionInfo; warning?: string } {
  try {
    const storage = open();
    const isFirstLanding = storage.session.getItem(HAS_LANDED_KEY) === null;
    const isFirstSession = storage.browser.getItem(FIRST_SESSION_KEY) === null;
    if (isFirstLanding) storage.session.setItem(HAS_LANDED_KEY, 'true');
    if (isFirstSession) storage.browser.setItem(FIRST_SESSION_KEY, 'false');
    return { info: { isFirstLanding, isFirstSession, sessionId } };
  } catch {
    return { info: { isFirstLanding: false, isFirstSession: false, sessionId }, warning: SESSION_STORAGE_WARNING };
  }
}

/** A session storage entry (spec 002 §3): a value, and when it expires (epoch ms), if it does. */
export interface StoredEntry<T> {
  value: T;
  expires?: number;
}

/** The text an entry is stored as. */
export function writeEntry<T>(value: T, now: number, lifetimeMs?: number): string {
  const entry: StoredEntry<T> = lifetimeMs === undefined ? { value } : { value, expires: now + lifetimeMs };
  return JSON.stringify(entry);
}

/** The value of a stored entry, or undefined when there is none, it has expired or it is not an entry. */
export function readEntry<T>(text: string | null, now: number): T | undefined {
  if (text === null) return undefined;
  try {
    const entry = JSON.parse(text) as StoredEntry<T>;
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return undefined;
    if (typeof entry.expires === 'number' && entry.expires <= now) return undefined;
    return entry.value;
  } catch {
    return undefined;
  }
}
