/**
 * Relative time (spec 001 §9): "5 minutes ago", "in 2 days", in the page's
 * locale through Intl.RelativeTimeFormat, updated every 5000 ms. Pure: the
 * clock is an object a test can replace.
 */

/** How often the text is brought up to date (spec 001 §9: relative time updates every 5000 ms). */
export const RELATIVE_TIME_UPDATE_MS = 5000;
/** The locale when neither the element, the page nor the site names one (spec 000 §9: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';

/** Where the element takes the time and its updates from: the real clock, replaced in tests. */
export const relativeTimeClock = {
  now: (): number => Date.now(),
  /** Calls `tick` every `ms`; returns how to stop. */
  every(ms: number, tick: () => void): () => void {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

/**
 * A date or date and time as a `<time datetime>` writes it, in ISO 8601:
 * `2026-11-24`, `2026-11-24T08:05`, `2026-11-24T08:05:30.5Z`, with `Z` or an
 * offset like `+01:00`. A date alone is midnight UTC; a time without a zone is
 * the visitor's local time.
 */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instant `text` names, in ms since the epoch, or undefined when it is not an ISO 8601 date. */
export function parseDatetime(text: string | undefined): number | undefined {
  if (text === undefined || !ISO_DATETIME.test(text.trim())) return undefined;
  const time = Date.parse(text.trim().replace(' ', 'T'));
  return Number.isFinite(time) ? time : undefined;
}

/** Whether `text` is a BCP 47 language tag Intl accepts (`en-US`, `fr`, `pt-BR`). */
export function isLocale(text: string): boolean {
  try {
    return Intl.getCanonicalLocales(text).length === 1;
  } catch {
    return false;
  }
}

/** The locale to write in: the element's own, else the page's, else the site's, else en-US. */
export function timeLocale(...candidates: (string | undefined)[]): string {
  return candidates.find((locale) => locale !== undefined && locale !== '' && isLocale(locale)) ?? DEFAULT_LOCALE;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The units from the smallest up, each used while the distance is under its limit. */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; size: number; below: number }[] = [
  { unit: 'second', size: SECOND, below: MINUTE },
  { unit: 'minute', size: MINUTE, below: HOUR },
  { unit: 'hour', size: HOUR, below: DAY },
  { unit: 'day', size: DAY, below: 7 * DAY },
  { unit: 'week', size: 7 * DAY, below: 30 * DAY },
  { unit: 'month', size: 30 * DAY, below: 365 * DAY },
  { unit: 'year', size: 365 * DAY, below: Number.POSITIVE_INFINITY },
];

/**
 * How far `then` is from `now` in the largest unit it fills at least once,
 * counted in whole units towards zero (59 minutes is still minutes):
 * negative in the past, positive in the future.
 */
export function relativeTimeParts(then: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const distance = then - now;
  const step = UNITS.find(({ below }) => Math.abs(distance) < below) ?? (UNITS.at(-1) as (typeof UNITS)[number]);
  // `|| 0`: no "-0", which some locales write differently from 0.
  return { value: Math.trunc(distance / step.size) || 0, unit: step.unit };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "3 hours ago", "in 2 days", "yesterday", "now", in `locale`. */
export function formatRelativeTime(then: number, now: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const { value, unit } = relativeTimeParts(then, now);
  return format.format(value, unit);
}

/** The element's named state: a time shown, or none (no valid datetime: its light DOM shows). */
export type RelativeTimeState = 'shown' | 'empty';
