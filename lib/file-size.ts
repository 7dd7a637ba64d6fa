/**
 * File sizes (spec 002 §9 "Limits"): the platform counts a megabyte as
 * 1,000,000 bytes for its limits, and shows sizes in base 1024 from Bytes
 * to YB.
 */

/** Bytes per MB in the platform's file limits (spec 002 §9). */
export const BYTES_PER_MB = 1_000_000;

/** The humaniser's base: 1024 bytes make the next unit (spec 002 §9). */
export const FILE_SIZE_BASE = 1024;
/** The humaniser's units, from Bytes to YB (spec 002 §9). */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A byte count in the largest unit it reaches (base 1024, up to YB), with
 * at most `decimals` places and no trailing zeros: `0 Bytes`, `1023 Bytes`,
 * `1.5 KB`, `1 MB`. A count that is negative or not finite is a RangeError.
 */
export function humanFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let index = 0;
  let size = bytes;
  while (size >= FILE_SIZE_BASE && index < FILE_SIZE_UNITS.length - 1) {
    size /= FILE_SIZE_BASE;
    index += 1;
  }
  const shown = index === 0 ? Math.round(size) : Number(size.toFixed(decimals));
  return `${shown} ${FILE_SIZE_UNITS[index]}`;
}
