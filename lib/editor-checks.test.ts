import { describe, expect, it } from 'vitest';
import {
  checkDataset,
  checkDuplicateTag,
  checkEmail,
  checkFileName,
  checkFileSize,
  checkFileType,
  checkListSelected,
  checkOption,
  checkPageUrl,
  checkStarRating,
  checkSubtotal,
  checkWebAddress,
  type DatasetRows,
  truncateDataset,
} from './editor-checks.ts';
import { type EditorMessage, formatMessage } from './editor-messages.ts';

const text = (message: EditorMessage | undefined) => (message === undefined ? undefined : formatMessage(message));

describe('the checks return the catalogue messages (spec 002 §5)', () => {
  it.each([
    ['a@b.co', undefined],
    ['mailto:a@b.co', undefined],
    ['a@b', 'Please enter a valid email.'],
    ['', 'Please enter a valid email.'],
  ])('email %j: %s', (value, message) => {
    expect(text(checkEmail(value))).toBe(message);
  });

  it.each([
    ['/pages/5f3b2a1c9d8e7f6a5b4c3d2e', undefined],
    ['/about', undefined],
    ['/blog?tag=news', undefined],
    ['/blog/post', '/blog/post is not a valid page URL.'],
    ['about', 'about is not a valid page URL.'],
    ['/s/file.pdf', '/s/file.pdf is not a valid page URL.'],
    ['', ' is not a valid page URL.'],
  ])('page URL %j: %s', (value, message) => {
    expect(text(checkPageUrl(value))).toBe(message);
  });

  it.each([
    ['example.com', undefined],
    ['https://example.com/x', undefined],
    ['example', 'Links must be formatted as example.com or https://example.com.'],
    ['http://', 'Links must be formatted as example.com or https://example.com.'],
  ])('web address %j: %s', (value, message) => {
    expect(text(checkWebAddress(value, ['example.com', 'https://example.com']))).toBe(message);
  });

  it.each([
    ['red', undefined],
    ['purple', 'purple is not one of the expected options.'],
    ['Red', 'Red is not one of the expected options.'],
  ])('option %j: %s', (value, message) => {
    expect(text(checkOption(value, ['red', 'green']))).toBe(message);
  });

  it.each([
    ['list-1', undefined],
    ['', 'A List must be selected.'],
    [' ', 'A List must be selected.'],
    [undefined, 'A List must be selected.'],
  ])('list %j: %s', (value, message) => {
    expect(text(checkListSelected(value))).toBe(message);
  });

  it.each([
    ['menu.pdf', undefined],
    ['', 'Please enter a file name.'],
    ['   ', 'Please enter a file name.'],
  ])('file name %j: %s', (value, message) => {
    expect(text(checkFileName(value))).toBe(message);
  });

  it.each([
    [1, undefined],
    [5, undefined],
    [0, 'Please select a star rating'],
    [2.5, 'Please select a star rating'],
    [undefined, 'Please select a star rating'],
  ])('star rating %j: %s', (value, message) => {
    expect(text(checkStarRating(value))).toBe(message);
  });

  it.each([
    [2500, undefined],
    [3000, undefined],
    [2499, 'To check out, the order subtotal must be $25.00 or more.'],
  ])('subtotal %i against 2500: %s', (subtotal, message) => {
    expect(text(checkSubtotal(subtotal, 2500, '$25.00'))).toBe(message);
  });

  it.each([
    [20_000_000, undefined],
    [20_000_001, 'The file menu.pdf is too large. The maximum allowed file size is 19.07 MB.'],
  ])('a file of %i bytes against 20 MB: %s', (bytes, message) => {
    expect(text(checkFileSize('menu.pdf', bytes, 20 * 1_000_000))).toBe(message);
  });

  it.each([
    ['image/png', undefined],
    ['IMAGE/PNG', undefined],
    ['application/zip', 'The file is not a supported type.'],
  ])('file type %j: %s', (type, message) => {
    expect(text(checkFileType(type, ['image/png', 'image/jpeg']))).toBe(message);
  });

  it.each([
    ['summer', undefined],
    ['News', 'This tag already exists'],
    [' news ', 'This tag already exists'],
  ])('tag %j: %s', (tag, message) => {
    expect(text(checkDuplicateTag(tag, ['news', 'sale'], 'tag'))).toBe(message);
  });

  it.each<[string, DatasetRows, string | undefined]>([
    [
      'a full dataset',
      [
        ['a', 1],
        ['b', 2],
      ],
      undefined,
    ],
    ['zero is data', [[0]], undefined],
    ['no rows', [], 'A dataset must have at least one row and one column.'],
    ['rows without columns', [[], []], 'A dataset must have at least one row and one column.'],
    ['a short row', [['a', 1], ['b']], 'One or more rows was missing data'],
    [
      'a blank cell',
      [
        ['a', 1],
        ['', 2],
      ],
      'One or more rows was missing data',
    ],
    ['a null cell', [['a', null]], 'One or more rows was missing data'],
  ])('%s: %s', (_name, rows, message) => {
    expect(text(checkDataset(rows))).toBe(message);
  });

  it.each([
    [
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      2,
      2,
      [
        [1, 2],
        [4, 5],
      ],
      'Datasets are truncated to 2 rows and 2 columns.',
    ],
    [[[1, 2, 3]], 2, 2, [[1, 2]], 'Datasets are truncated to 2 rows and 2 columns.'],
    [[[1], [2], [3]], 2, 5, [[1], [2]], 'Datasets are truncated to 2 rows and 5 columns.'],
    [
      [
        [1, 2],
        [3, 4],
      ],
      2,
      2,
      [
        [1, 2],
        [3, 4],
      ],
      undefined,
    ],
  ])('truncating %j to %i by %i', (rows, maxRows, maxColumns, cut, message) => {
    const result = truncateDataset(rows, maxRows, maxColumns);
    expect(result.rows).toEqual(cut);
    expect(text(result.message)).toBe(message);
  });
});
