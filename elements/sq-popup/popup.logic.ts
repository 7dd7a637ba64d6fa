/** Popup overlay visibility (spec 002 §4 "Popup overlay visibility") and its stored record (§3). Pure, no DOM. */

/** A displayFrequency of -1 shows the popup on every page load (spec 002 §4). */
export const SHOW_EVERY_TIME = -1;
/** Popup overlay style enumeration (spec 002 §3 "Enumerations"): none 1, show 2. */
export const POPUP_STYLE_NONE = 1;
export const POPUP_STYLE_SHOW = 2;
/** Where the record is kept in localStorage; its fields are the spec's keys (spec 002 §3). */
export const POPUP_RECORD_KEY = 'sq-popup-overlay';
/** Widths up to this are mobile: the popup shows there only with enableMobile (our decision; the spec is silent). */
export const MOBILE_MAX_WIDTH_PX = 767;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The popup overlay settings (spec 002 §3). */
export interface PopupSettings {
  style: typeof POPUP_STYLE_NONE | typeof POPUP_STYLE_SHOW;
  enableMobile: boolean;
  showUntilSignup: boolean;
  /** Days between showings after the visitor closed it; -1 for every time. */
  displayFrequency: number;
  version: number;
}

/** Each setting's default (spec 002 §3): the schema's, and what the first view decides with. */
export const POPUP_DEFAULTS: PopupSettings = {
  style: POPUP_STYLE_SHOW,
  enableMobile: false,
  showUntilSignup: false,
  displayFrequency: 7,
  version: 0,
};

/**
 * The settings as a page's markup gives them, each read by `read` (a number or a boolean, or undefined), before
 * any validation: a value out of the schema's range takes its default, as the element's config would.
 */
export function markupSettings(
  read: (field: keyof PopupSettings, kind: 'number' | 'boolean') => unknown,
): PopupSettings {
  const whole = (field: 'displayFrequency' | 'version', least: number) => {
    const value = read(field, 'number');
    return Number.isInteger(value) && (value as number) >= least ? (value as number) : POPUP_DEFAULTS[field];
  };
  const flag = (field: 'enableMobile' | 'showUntilSignup') => {
    const value = read(field, 'boolean');
    return typeof value === 'boolean' ? value : POPUP_DEFAULTS[field];
  };
  const style = read('style', 'number');
  return {
    style: style === POPUP_STYLE_NONE || style === POPUP_STYLE_SHOW ? style : POPUP_DEFAULTS.style,
    enableMobile: flag('enableMobile'),
    showUntilSignup: flag('showUntilSignup'),
    displayFrequency: whole('displayFrequency', SHOW_EVERY_TIME),
    version: whole('version', 0),
  };
}

/** The local-storage record, with the spec's keys (spec 002 §3). */
export interface PopupRecord {
  /** When the visitor closed the popup, in milliseconds since the epoch. */
  'date-closed'?: number;
  version?: number;
  submitted?: boolean;
}

/**
 * Whether the popup shows (spec 002 §4): never on a screenshot, with the
 * style none, or on mobile without enableMobile; hidden once submitted when
 * showUntilSignup is set; otherwise shown when there is no record, when the
 * record's version is older than the settings', when displayFrequency is -1,
 * or when the closed date plus displayFrequency days has passed (strictly).
 * A record that was never closed (only submitted) shows it again.
 */
export function shouldShowPopup(input: {
  settings: PopupSettings;
  record: PopupRecord | null;
  now: number;
  screenshot: boolean;
  mobile: boolean;
}): boolean {
  const { settings, record, now } = input;
  if (input.screenshot || settings.style === POPUP_STYLE_NONE) return false;
  if (input.mobile && !settings.enableMobile) return false;
  if (record?.submitted && settings.showUntilSignup) return false;
  if (!record) return true;
  if ((record.version ?? 0) < settings.version) return true;
  if (settings.displayFrequency === SHOW_EVERY_TIME) return true;
  const closed = record['date-closed'];
  if (closed === undefined) return true;
  return now > closed + settings.displayFrequency * DAY_MS;
}

/** Reads a stored record; anything unreadable counts as no record. */
export function parseRecord(text: string | null): PopupRecord | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const record: PopupRecord = {};
  const closed = raw['date-closed'];
  if (typeof closed === 'number' && Number.isFinite(closed)) record['date-closed'] = closed;
  else if (typeof closed === 'string' && !Number.isNaN(Date.parse(closed))) record['date-closed'] = Date.parse(closed);
  if (typeof raw.version === 'number' && Number.isFinite(raw.version)) record.version = raw.version;
  if (typeof raw.submitted === 'boolean') record.submitted = raw.submitted;
  return record;
}

/** The record after the visitor closed the popup at `now`. */
export function recordClosed(record: PopupRecord | null, settings: PopupSettings, now: number): PopupRecord {
  return { ...record, 'date-closed': now, version: settings.version };
}

/** The record after a successful submission inside the popup. */
export function recordSubmitted(record: PopupRecord | null, settings: PopupSettings): PopupRecord {
  return { ...record, version: settings.version, submitted: true };
}

/** Named states of the popup, mirrored on the host as `data-state`. */
export type PopupState = 'hidden' | 'open' | 'closed';

/** The dialog's name when neither `label` nor a heading of the content gives one. */
export const POPUP_FALLBACK_LABEL = 'Popup';
/** The close button's accessible name. */
export const POPUP_CLOSE_LABEL = 'Close';

/** The dialog's accessible name: its `label`, else the content's first heading, else "Popup". */
export function popupLabel(label: string | undefined, heading: string | undefined): string {
  return label || heading?.trim() || POPUP_FALLBACK_LABEL;
}

/** Where the record is kept (localStorage, or a stand-in in a test). */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The visitor's stored record; none where storage is refused (a sandboxed frame) or holds nothing readable. */
export function readRecord(storage: () => RecordStorage): PopupRecord | null {
  try {
    return parseRecord(storage().getItem(POPUP_RECORD_KEY));
  } catch {
    return null;
  }
}

/**
 * Keeps the record in every consent state: it is the visitor's own choice
 * (closed, signed up), not tracking, which is all the consent policy holds
 * back (spec 002 §4). Where storage is off or full, the popup shows again.
 */
export function storeRecord(storage: () => RecordStorage, record: PopupRecord): void {
  try {
    storage().setItem(POPUP_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Storage is off or full: the popup will show again next time.
  }
}
