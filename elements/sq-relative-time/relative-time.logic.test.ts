import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  formatRelativeTime,
  isLocale,
  parseDatetime,
  RELATIVE_TIME_UPDATE_MS,
  relativeTimeParts,
  timeLocale,
} from './relative-time.logic.ts';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('spec 001 §9: relative time updates every 5000 ms', () => {
  it('updates every 5000 ms, in en-US when nothing names a locale (spec 000 §9)', () => {
    expect(RELATIVE_TIME_UPDATE_MS).toBe(5000);
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it.each([
    ['the same instant', 0, 0, 'second'],
    ['59 s ago', -59 * S, -59, 'second'],
    ['a minute ago', -M, -1, 'minute'],
    ['59 min 59 s ago', -(H - S), -59, 'minute'],
    ['an hour ago', -H, -1, 'hour'],
    ['23 h ago', -23 * H, -23, 'hour'],
    ['a day ago', -D, -1, 'day'],
    ['6 days ago', -6 * D, -6, 'day'],
    ['a week ago', -7 * D, -1, 'week'],
    ['29 days ago', -29 * D, -4, 'week'],
    ['30 days ago', -30 * D, -1, 'month'],
    ['364 days ago', -364 * D, -12, 'month'],
    ['365 days ago', -365 * D, -1, 'year'],
    ['3 years ago', -3 * 365 * D, -3, 'year'],
    ['in 10 s', 10 * S, 10, 'second'],
    ['in 2 h', 2 * H, 2, 'hour'],
    ['in 400 days', 400 * D, 1, 'year'],
    ['half a second ago is now, not "-0"', -500, 0, 'second'],
  ])('%s -> %d %s', (_name, offset, value, unit) => {
    const parts = relativeTimeParts(NOW + offset, NOW);
    expect(parts).toEqual({ value, unit });
    expect(Object.is(parts.value, -0)).toBe(false);
  });

  it.each([
    [0, 'en-US', 'now'],
    [-5 * M, 'en-US', '5 minutes ago'],
    [-D, 'en-US', 'yesterday'],
    [2 * D, 'en-US', 'in 2 days'],
    [-3 * H, 'fr', 'il y a 3 heures'],
    [-5 * M, 'de-DE', 'vor 5 Minuten'],
  ])('%d ms from now in %s reads "%s"', (offset, locale, text) => {
    expect(formatRelativeTime(NOW + offset, NOW, locale)).toBe(text);
  });

  it.each([
    ['2026-11-24', Date.parse('2026-11-24T00:00:00Z')],
    ['2026-11-24T08:05:00Z', Date.parse('2026-11-24T08:05:00Z')],
    ['2026-11-24T08:05Z', Date.parse('2026-11-24T08:05:00Z')],
    ['2026-11-24T09:05:30.5+01:00', Date.parse('2026-11-24T08:05:30.500Z')],
    ['2026-11-24 08:05:00Z', Date.parse('2026-11-24T08:05:00Z')],
    [' 2026-11-24T08:05:00Z ', Date.parse('2026-11-24T08:05:00Z')],
    ['yesterday', undefined],
    ['Nov 24 2026', undefined],
    ['2026-13-45', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads the datetime %j as %j', (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it.each([
    ['en-US', true],
    ['fr', true],
    ['pt-BR', true],
    ['not a locale!', false],
    ['', false],
  ])('%j is a locale: %s', (text, expected) => {
    expect(isLocale(text)).toBe(expected);
  });

  it.each([
    ['its own first', ['de', 'fr', 'es'], 'de'],
    ['the page next', [undefined, 'fr', 'es'], 'fr'],
    ['the site next', [undefined, '', 'es'], 'es'],
    ['a bad one skipped', ['bad locale!', undefined, 'es'], 'es'],
    ['en-US when none', [undefined, undefined, undefined], 'en-US'],
  ])('%s: %j -> %s', (_name, candidates, expected) => {
    expect(timeLocale(...candidates)).toBe(expected);
  });
});
