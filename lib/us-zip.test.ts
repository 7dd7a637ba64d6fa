import { describe, expect, it } from 'vitest';
import { isUsZip, US_ZIP_LENGTH } from './us-zip.ts';

describe('US zip codes (spec 000 §5)', () => {
  it('are 5 digits long', () => {
    expect(US_ZIP_LENGTH).toBe(5);
  });

  it.each([
    ['12345', true],
    ['00000', true],
    ['1234', false],
    ['123456', false],
    ['1234a', false],
    ['12345-6789', false],
    [' 12345', false],
    ['１２３４５', false],
    [12345, false],
    [undefined, false],
  ])('%j is a US zip: %s', (zip, ok) => {
    expect(isUsZip(zip)).toBe(ok);
  });
});
