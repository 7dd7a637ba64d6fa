import { describe, expect, it } from 'vitest';
import { EDITOR_MESSAGES, type EditorMessageKey, fillPlaceholders, formatMessage } from './editor-messages.ts';

describe('the editor string catalogue (spec 002 §5, §8)', () => {
  it.each<[EditorMessageKey, string]>([
    ['INVALID_EMAIL', 'Please enter a valid email.'],
    ['EMAIL_FORMAT', 'Emails must be formatted as {email}.'],
    ['LINK_FORMAT', 'Links must be formatted as {host} or {host}.'],
    ['INVALID_PAGE_URL', '{val} is not a valid page URL.'],
    ['NOT_AN_OPTION', '{val} is not one of the expected options.'],
    ['LIST_REQUIRED', 'A List must be selected.'],
    ['FILE_NAME_REQUIRED', 'Please enter a file name.'],
    ['STAR_RATING_REQUIRED', 'Please select a star rating'],
    ['MIN_SUBTOTAL', 'To check out, the order subtotal must be {subtotal} or more.'],
    ['FILE_TOO_LARGE', 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.'],
    ['FILE_TYPE_UNSUPPORTED', 'The file is not a supported type.'],
    ['DATASET_EMPTY', 'A dataset must have at least one row and one column.'],
    ['ROW_MISSING_DATA', 'One or more rows was missing data'],
    ['DATASET_TRUNCATED', 'Datasets are truncated to {maxRows} rows and {maxColumns} columns.'],
    ['DUPLICATE_TAG', 'This {tagType} already exists'],
    ['ONE_TAG_AT_A_TIME', 'Only one tag may be edited at a time.'],
    ['BASIC_VIDEO_ACCOUNT', 'Basic video-host accounts are unsupported for video sharing.'],
    ['CODE_EDITING_ANDROID', 'Code editing is unavailable on Android.'],
    ['LOAD_RESULTS_FAILED', 'Unable to load results'],
    ['LOAD_COLLECTIONS_FAILED', 'Unable to load collections'],
    ['LOAD_FONTS_FAILED', 'Unable to load fonts'],
    ['LOAD_FONT_PREVIEW_FAILED', 'Unable to load preview for a font'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['NETWORK_ERROR', 'Network error'],
    ['NO_JOB_RESPONSE', 'No response data from job request'],
    ['FILE_PROCESSING_FAILED', 'File processing failed'],
    ['FILE_PROCESSING_CANCELLED', 'File processing cancelled'],
    ['FILE_UPLOAD_INCOMPLETE', 'File upload failed to complete'],
    ['UPLOAD_ERROR', 'Error uploading'],
    ['UNABLE_TO_CONNECT', 'Unable to connect. Please try again.'],
    ['CONTENT_NOT_LOCATED', 'Unable to locate content'],
    ['RENAME_FAILED', 'Unable to Rename File: There was a problem while renaming your file'],
    ['UPLOAD_FAILED', 'Unable to Upload File: There was a problem while uploading your file'],
    ['TIMEZONE_FAILED', 'Failed to load timezone'],
    ['NO_MAILING_LISTS', 'No mailing lists exist: create one first'],
    ['TRY_AGAIN', 'Try again'],
    ['RETRY', 'Retry'],
    ['DISMISS', 'Dismiss'],
  ])('%s is %j', (key, text) => {
    expect(EDITOR_MESSAGES[key]).toBe(text);
  });

  it('holds 38 texts, none twice', () => {
    const texts = Object.values(EDITOR_MESSAGES);
    expect(texts).toHaveLength(38);
    expect(new Set(texts).size).toBe(38);
  });
});

describe('filling placeholders', () => {
  it.each([
    ['{val} is not a valid page URL.', { val: '/nope/x' }, '/nope/x is not a valid page URL.'],
    [
      'Datasets are truncated to {maxRows} rows and {maxColumns} columns.',
      { maxRows: 50, maxColumns: 10 },
      'Datasets are truncated to 50 rows and 10 columns.',
    ],
    [
      'Links must be formatted as {host} or {host}.',
      { host: ['example.com', 'https://example.com'] },
      'Links must be formatted as example.com or https://example.com.',
    ],
    [
      'Links must be formatted as {host} or {host}.',
      { host: 'example.com' },
      'Links must be formatted as example.com or example.com.',
    ],
    ['Links must be formatted as {host} or {host}.', { host: ['a.com'] }, 'Links must be formatted as a.com or a.com.'],
    ['Links must be formatted as {host} or {host}.', { host: [] }, 'Links must be formatted as {host} or {host}.'],
    ['{val} is not one of the expected options.', {}, '{val} is not one of the expected options.'],
    ['{val} and {toString}', { val: '$& {x}' }, '$& {x} and {toString}'],
    ['Please enter a valid email.', { val: 'x' }, 'Please enter a valid email.'],
    ['{count}', { count: 0 }, '0'],
  ])('%j with %j is %j', (text, values, filled) => {
    expect(fillPlaceholders(text, values)).toBe(filled);
  });

  it.each([
    [{ key: 'INVALID_EMAIL' as const }, 'Please enter a valid email.'],
    [
      { key: 'EMAIL_FORMAT' as const, values: { email: 'name@example.com' } },
      'Emails must be formatted as name@example.com.',
    ],
    [{ key: 'DUPLICATE_TAG' as const, values: { tagType: 'category' } }, 'This category already exists'],
    [
      { key: 'MIN_SUBTOTAL' as const, values: { subtotal: '$25.00' } },
      'To check out, the order subtotal must be $25.00 or more.',
    ],
  ])('formats %j as %j', (message, text) => {
    expect(formatMessage(message)).toBe(text);
  });
});
