/**
 * The checks behind the editor catalogue's messages (spec 002 §5): each
 * returns the message to show, or undefined when the value passes. Format
 * a message with `formatMessage` (lib/editor-messages.ts).
 */
import type { EditorMessage } from './editor-messages.ts';
import { humanFileSize } from './file-size.ts';
import { isPagePath, isProperMailto, isProperUrl, readContentLink } from './link-rules.ts';

/** 'Please enter a valid email.' unless the address has one @ and a dotted suffix. */
export function checkEmail(value: string): EditorMessage | undefined {
  return isProperMailto(value) ? undefined : { key: 'INVALID_EMAIL' };
}

/** '{val} is not a valid page URL.' unless it is `/pages/{24-character id}` or `/{urlId}` with filters. */
export function checkPageUrl(val: string): EditorMessage | undefined {
  return isPagePath(val) || readContentLink(val) !== undefined
    ? undefined
    : { key: 'INVALID_PAGE_URL', values: { val } };
}

/**
 * 'Links must be formatted as {host} or {host}.' unless the address has the
 * URL shape; `examples` fill the two hosts (the spec does not show them).
 */
export function checkWebAddress(val: string, examples: readonly [string, string]): EditorMessage | undefined {
  return isProperUrl(val) ? undefined : { key: 'LINK_FORMAT', values: { host: examples } };
}

/** '{val} is not one of the expected options.' unless `options` holds it. */
export function checkOption(val: string, options: readonly string[]): EditorMessage | undefined {
  return options.includes(val) ? undefined : { key: 'NOT_AN_OPTION', values: { val } };
}

/** 'A List must be selected.' without a list. */
export function checkListSelected(listId: string | undefined): EditorMessage | undefined {
  return listId !== undefined && listId.trim() !== '' ? undefined : { key: 'LIST_REQUIRED' };
}

/** 'Please enter a file name.' for a blank name. */
export function checkFileName(name: string): EditorMessage | undefined {
  return name.trim() !== '' ? undefined : { key: 'FILE_NAME_REQUIRED' };
}

/** The star rating is required: a whole number of stars, 1 or more. */
export function checkStarRating(rating: number | undefined): EditorMessage | undefined {
  return rating !== undefined && Number.isInteger(rating) && rating >= 1 ? undefined : { key: 'STAR_RATING_REQUIRED' };
}

/**
 * 'To check out, the order subtotal must be {subtotal} or more.' below the
 * minimum; `minimumText` is the minimum as the store writes money.
 */
export function checkSubtotal(subtotal: number, minimum: number, minimumText: string): EditorMessage | undefined {
  return subtotal >= minimum ? undefined : { key: 'MIN_SUBTOTAL', values: { subtotal: minimumText } };
}

/**
 * 'The file {fileName} is too large. The maximum allowed file size is
 * {maxSize}.' above `maxBytes`, the maximum humanised (base 1024).
 */
export function checkFileSize(fileName: string, bytes: number, maxBytes: number): EditorMessage | undefined {
  return bytes <= maxBytes
    ? undefined
    : { key: 'FILE_TOO_LARGE', values: { fileName, maxSize: humanFileSize(maxBytes) } };
}

/** 'The file is not a supported type.' unless its type is one of `types`. */
export function checkFileType(type: string, types: readonly string[]): EditorMessage | undefined {
  return types.includes(type.toLowerCase()) ? undefined : { key: 'FILE_TYPE_UNSUPPORTED' };
}

/** 'This {tagType} already exists' for a tag already held (trimmed, case ignored). */
export function checkDuplicateTag(
  tag: string,
  existing: readonly string[],
  tagType: string,
): EditorMessage | undefined {
  const wanted = tag.trim().toLowerCase();
  return existing.some((held) => held.trim().toLowerCase() === wanted)
    ? { key: 'DUPLICATE_TAG', values: { tagType } }
    : undefined;
}

/** A chart dataset's cells, row by row. */
export type DatasetRows = readonly (readonly (string | number | null | undefined)[])[];

const blank = (cell: string | number | null | undefined): boolean =>
  cell === null || cell === undefined || String(cell).trim() === '';

/**
 * A dataset must have at least one row and one column; a row shorter than
 * the widest or with a blank cell is missing data.
 */
export function checkDataset(rows: DatasetRows): EditorMessage | undefined {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (rows.length === 0 || columns === 0) return { key: 'DATASET_EMPTY' };
  return rows.some((row) => row.length < columns || row.some(blank)) ? { key: 'ROW_MISSING_DATA' } : undefined;
}

/**
 * A dataset cut to `maxRows` rows and `maxColumns` columns, with
 * 'Datasets are truncated to {maxRows} rows and {maxColumns} columns.' when
 * anything was cut (the spec does not give the two maxima).
 */
export function truncateDataset<Row extends readonly unknown[]>(
  rows: readonly Row[],
  maxRows: number,
  maxColumns: number,
): { rows: Row[number][][]; message?: EditorMessage } {
  const cut = rows.slice(0, maxRows).map((row) => row.slice(0, maxColumns));
  const truncated = rows.length > maxRows || rows.some((row) => row.length > maxColumns);
  return truncated
    ? { rows: cut, message: { key: 'DATASET_TRUNCATED', values: { maxRows, maxColumns } } }
    : { rows: cut };
}
