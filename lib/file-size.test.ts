import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, FILE_SIZE_BASE, FILE_SIZE_UNITS, humanFileSize } from './file-size.ts';

describe('file sizes (spec 002 §9)', () => {
  it('counts 1,000,000 bytes per MB and humanises in base 1024 from Bytes to YB', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(FILE_SIZE_BASE).toBe(1024);
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
  });

  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1000, '1000 Bytes'],
    [BYTES_PER_MB, '976.56 KB'],
    [1024 ** 2, '1 MB'],
    [5 * 1024 ** 3 + 1024 ** 3 / 4, '5.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [2048 * 1024 ** 8, '2048 YB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(humanFileSize(bytes)).toBe(text);
  });

  it.each([
    [1536 + 100, 0, '2 KB'],
    [1024 + 100, 1, '1.1 KB'],
    [1024 + 100, 3, '1.098 KB'],
  ])('%d bytes with %d places is %s', (bytes, places, text) => {
    expect(humanFileSize(bytes, places)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d is no file size', (bytes) => {
    expect(() => humanFileSize(bytes)).toThrow(RangeError);
  });
});
