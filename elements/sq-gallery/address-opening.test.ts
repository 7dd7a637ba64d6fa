import { describe, expect, it } from 'vitest';
import { claimAddress } from './address-opening.ts';

// The page keeps one record of claims: each case claims addresses of its own.
describe('claimAddress: one gallery opens from an address', () => {
  it.each<[string, string[], boolean[]]>([
    ['the first claim of an address wins', ['/a#itemId=1'], [true]],
    ['a second gallery claiming it gets nothing', ['/b#itemId=1', '/b#itemId=1', '/b#itemId=1'], [true, false, false]],
    ['another address is claimed anew', ['/c#itemId=1', '/c#itemId=2'], [true, true]],
    ['an address claimed again after another', ['/d#itemId=1', '/d#itemId=2', '/d#itemId=1'], [true, true, true]],
  ])('%s', (_case, addresses, won) => {
    expect(addresses.map((address) => claimAddress(address))).toEqual(won);
  });
});
