import { describe, expect, it } from 'vitest';
import { configFromAttributes } from '../kit/hydration/server-rendered/server-rendered.ts';
import {
  markupSettings,
  POPUP_DEFAULTS,
  POPUP_STYLE_NONE,
  type PopupRecord,
  type PopupSettings,
  parseRecord,
  recordClosed,
  recordSubmitted,
  shouldShowPopup,
} from './popup.logic.ts';
import { popupApi } from './popup.schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const CLOSED = Date.UTC(2026, 10, 1, 12, 0, 0);
const settings = (over: Partial<PopupSettings> = {}): PopupSettings => ({
  style: 2,
  enableMobile: false,
  showUntilSignup: false,
  displayFrequency: 7,
  version: 1,
  ...over,
});
const closed = (over: PopupRecord = {}): PopupRecord => ({ 'date-closed': CLOSED, version: 1, ...over });

describe('popup overlay visibility (spec 002 §4)', () => {
  it.each<[string, Partial<PopupSettings>, PopupRecord | null, number, boolean]>([
    ['no record', {}, null, CLOSED, true],
    ['a stored version older than the settings', { version: 2 }, closed(), CLOSED + DAY, true],
    ['the same version, closed a day ago, every 7 days', {}, closed(), CLOSED + DAY, false],
    ['a newer stored version, closed a day ago', {}, closed({ version: 3 }), CLOSED + DAY, false],
    ['closed 7 days minus 1 ms ago', {}, closed(), CLOSED + 7 * DAY - 1, false],
    ['closed exactly 7 days ago (not yet passed)', {}, closed(), CLOSED + 7 * DAY, false],
    ['closed 7 days plus 1 ms ago', {}, closed(), CLOSED + 7 * DAY + 1, true],
    ['closed 30 days ago', {}, closed(), CLOSED + 30 * DAY, true],
    ['displayFrequency 0, closed 1 ms ago', { displayFrequency: 0 }, closed(), CLOSED + 1, true],
    ['displayFrequency 1, closed 23 h ago', { displayFrequency: 1 }, closed(), CLOSED + 23 * 3600000, false],
    ['displayFrequency 1, closed 25 h ago', { displayFrequency: 1 }, closed(), CLOSED + 25 * 3600000, true],
    ['displayFrequency -1 shows every time', { displayFrequency: -1 }, closed(), CLOSED + 1, true],
    ['a record never closed (only submitted)', {}, { version: 1, submitted: true }, CLOSED, true],
    [
      'submitted with showUntilSignup: hidden',
      { showUntilSignup: true },
      closed({ submitted: true }),
      CLOSED + 99 * DAY,
      false,
    ],
    [
      'submitted with showUntilSignup beats -1',
      { showUntilSignup: true, displayFrequency: -1 },
      closed({ submitted: true }),
      CLOSED,
      false,
    ],
    [
      'submitted with showUntilSignup beats a new version',
      { showUntilSignup: true, version: 5 },
      closed({ submitted: true }),
      CLOSED,
      false,
    ],
    ['submitted without showUntilSignup, period passed', {}, closed({ submitted: true }), CLOSED + 8 * DAY, true],
    ['showUntilSignup but not submitted, period passed', { showUntilSignup: true }, closed(), CLOSED + 8 * DAY, true],
    ['the style none', { style: 1 }, null, CLOSED, false],
  ])('%s: shown %s', (_name, over, record, now, shown) => {
    expect(shouldShowPopup({ settings: settings(over), record, now, screenshot: false, mobile: false })).toBe(shown);
  });

  it.each([
    [false, false, false, true],
    [true, false, false, false],
    [false, true, false, false],
    [false, true, true, true],
    [true, true, true, false],
  ])('screenshot %s, mobile %s, enableMobile %s: shown %s', (screenshot, mobile, enableMobile, shown) => {
    expect(
      shouldShowPopup({ settings: settings({ enableMobile }), record: null, now: CLOSED, screenshot, mobile }),
    ).toBe(shown);
  });
});

describe('the stored record (spec 002 §3)', () => {
  it.each<[string | null, PopupRecord | null]>([
    [null, null],
    ['not json', null],
    ['[1]', null],
    ['null', null],
    ['{}', {}],
    [`{"date-closed":${CLOSED},"version":2,"submitted":true}`, { 'date-closed': CLOSED, version: 2, submitted: true }],
    ['{"date-closed":"2026-11-01T12:00:00.000Z","version":"x","submitted":"yes"}', { 'date-closed': CLOSED }],
    ['{"date-closed":"someday"}', {}],
  ])('%s reads as %j', (text, record) => {
    expect(parseRecord(text)).toEqual(record);
  });

  it('a close records the date and the version; a submission marks it submitted', () => {
    const afterClose = recordClosed(null, settings({ version: 3 }), CLOSED);
    expect(afterClose).toEqual({ 'date-closed': CLOSED, version: 3 });
    expect(recordSubmitted(afterClose, settings({ version: 3 }))).toEqual({
      'date-closed': CLOSED,
      version: 3,
      submitted: true,
    });
    expect(recordSubmitted(null, settings())).toEqual({ version: 1, submitted: true });
  });
});

describe('the popup settings as the platform names them (spec 002 §3)', () => {
  it.each([
    [{ style: 1 }, 1],
    [{ overlayStyle: 1 }, 1],
    [{ style: 1, overlayStyle: 2 }, 2],
    [{}, 2],
  ])('config %j gives overlayStyle %i', (config, overlayStyle) => {
    const read = configFromAttributes(popupApi, (name) => (name === 'config' ? JSON.stringify(config) : null));
    expect(read.config.overlayStyle).toBe(overlayStyle);
    expect(read.problems).toEqual([]);
  });
});

describe('markupSettings', () => {
  const from = (values: Record<string, unknown>) => markupSettings((field) => values[field]);

  it('takes the settings the markup gives, each of the right kind and range', () => {
    expect(
      from({ style: POPUP_STYLE_NONE, enableMobile: true, showUntilSignup: true, displayFrequency: -1, version: 3 }),
    ).toEqual({ style: POPUP_STYLE_NONE, enableMobile: true, showUntilSignup: true, displayFrequency: -1, version: 3 });
  });

  it('gives each missing or out-of-range setting its default, as the schema does', () => {
    expect(from({})).toEqual(POPUP_DEFAULTS);
    expect(from({ style: 5, enableMobile: 'yes', displayFrequency: -2, version: 1.5 })).toEqual(POPUP_DEFAULTS);
  });
});
