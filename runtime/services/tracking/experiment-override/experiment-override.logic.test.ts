import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../../../core/context.ts';
import {
  changedOverrides,
  experimentOverride,
  isInternalHost,
  type OverrideChange,
} from './experiment-override.logic.ts';

describe('experiment override (spec 002 §4, §6, §9 "Internal host types")', () => {
  it.each([
    ['stage.example.com', true],
    ['site-qa.example.com', true],
    ['dev.example.com', true],
    ['QA.example.com', true],
    ['www.example.com', false],
    ['developer.example.com', false],
    ['stages.example.com', false],
  ])('%s is internal: %s', (host, internal) => {
    expect(isInternalHost(host)).toBe(internal);
  });

  const internalSite: SiteContext = { siteStatus: { value: 6 } };
  it.each([
    ['no override asked', '', 'www.example.com', internalSite, { type: 'none' }],
    ['a public site and host', '?experimentOverride=checkout:b', 'www.example.com', {}, { type: 'none' }],
    [
      'an internal site',
      '?experimentOverride=checkout:b',
      'www.example.com',
      internalSite,
      { type: 'set', name: 'checkout', variant: 'b' },
    ],
    [
      'an internal host',
      '?experimentOverride=checkout:b',
      'stage.example.com',
      {},
      { type: 'set', name: 'checkout', variant: 'b' },
    ],
    ['reset on an internal host', '?experimentOverride=reset', 'dev.example.com', {}, { type: 'reset' }],
    ['reset on a public site', '?experimentOverride=reset', 'www.example.com', {}, { type: 'none' }],
    ['a malformed value', '?experimentOverride=%3Cscript%3E', 'dev.example.com', {}, { type: 'none' }],
  ])('%s', (_, search, host, ctx, change) => {
    expect(experimentOverride(search, host, ctx as SiteContext)).toEqual(change);
  });
});

describe('the stored overrides after a change', () => {
  const stored = { checkout: 'a', banner: 'off' };
  it.each<[string, Record<string, string> | undefined, OverrideChange, Record<string, string> | undefined]>([
    ['a first override', undefined, { type: 'set', name: 'checkout', variant: 'b' }, { checkout: 'b' }],
    [
      'one experiment changed, the others kept',
      stored,
      { type: 'set', name: 'checkout', variant: 'b' },
      { checkout: 'b', banner: 'off' },
    ],
    ['reset clears them all', stored, { type: 'reset' }, undefined],
    ['nothing asked', stored, { type: 'none' }, stored],
  ])('%s', (_, before, change, after) => {
    expect(changedOverrides(before, change)).toEqual(after);
  });
});
