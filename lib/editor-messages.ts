/**
 * The editor string catalogue (spec 002 §5 "Editor catalogue messages", §8
 * "Editor messages shown to the user" and its recovery actions): each text
 * written once, exactly as the spec gives it, with `{name}` placeholders
 * that `formatMessage` fills.
 */

/** The user-facing texts, by key. */
export const EDITOR_MESSAGES = {
  // spec 002 §5
  INVALID_EMAIL: 'Please enter a valid email.',
  EMAIL_FORMAT: 'Emails must be formatted as {email}.',
  LINK_FORMAT: 'Links must be formatted as {host} or {host}.',
  INVALID_PAGE_URL: '{val} is not a valid page URL.',
  NOT_AN_OPTION: '{val} is not one of the expected options.',
  LIST_REQUIRED: 'A List must be selected.',
  FILE_NAME_REQUIRED: 'Please enter a file name.',
  /** The spec adds "(the rating is required)" as an explanation, not as text. */
  STAR_RATING_REQUIRED: 'Please select a star rating',
  MIN_SUBTOTAL: 'To check out, the order subtotal must be {subtotal} or more.',
  FILE_TOO_LARGE: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  FILE_TYPE_UNSUPPORTED: 'The file is not a supported type.',
  /** The spec states this rule in words ("must have at least one row and one column"); the text is the rule's. */
  DATASET_EMPTY: 'A dataset must have at least one row and one column.',
  ROW_MISSING_DATA: 'One or more rows was missing data',
  DATASET_TRUNCATED: 'Datasets are truncated to {maxRows} rows and {maxColumns} columns.',
  DUPLICATE_TAG: 'This {tagType} already exists',
  /** The spec states this rule in words ("only one tag may be edited at a time"); the text is the rule's. */
  ONE_TAG_AT_A_TIME: 'Only one tag may be edited at a time.',
  BASIC_VIDEO_ACCOUNT: 'Basic video-host accounts are unsupported for video sharing.',
  CODE_EDITING_ANDROID: 'Code editing is unavailable on Android.',
  // spec 002 §8
  LOAD_RESULTS_FAILED: 'Unable to load results',
  LOAD_COLLECTIONS_FAILED: 'Unable to load collections',
  LOAD_FONTS_FAILED: 'Unable to load fonts',
  LOAD_FONT_PREVIEW_FAILED: 'Unable to load preview for a font',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  NETWORK_ERROR: 'Network error',
  NO_JOB_RESPONSE: 'No response data from job request',
  FILE_PROCESSING_FAILED: 'File processing failed',
  FILE_PROCESSING_CANCELLED: 'File processing cancelled',
  FILE_UPLOAD_INCOMPLETE: 'File upload failed to complete',
  UPLOAD_ERROR: 'Error uploading',
  UNABLE_TO_CONNECT: 'Unable to connect. Please try again.',
  CONTENT_NOT_LOCATED: 'Unable to locate content',
  RENAME_FAILED: 'Unable to Rename File: There was a problem while renaming your file',
  UPLOAD_FAILED: 'Unable to Upload File: There was a problem while uploading your file',
  TIMEZONE_FAILED: 'Failed to load timezone',
  NO_MAILING_LISTS: 'No mailing lists exist: create one first',
  // spec 002 §8: the recovery actions offered
  TRY_AGAIN: 'Try again',
  RETRY: 'Retry',
  DISMISS: 'Dismiss',
} as const;

/** The key of an editor catalogue text. */
export type EditorMessageKey = keyof typeof EDITOR_MESSAGES;

/**
 * A placeholder's value: text, a number, or a list that fills the
 * placeholder's occurrences in turn (LINK_FORMAT names `{host}` twice).
 */
export type MessageValue = string | number | readonly (string | number)[];

/** A message a check returns: its key and the values of its placeholders. */
export interface EditorMessage {
  key: EditorMessageKey;
  values?: Readonly<Record<string, MessageValue>>;
}

/**
 * Fills a text's `{name}` placeholders. A list fills the occurrences of its
 * name in order, its last entry any beyond; a placeholder with no value is
 * left as it is, so a missing value shows instead of vanishing.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, MessageValue>> = {}): string {
  const used = new Map<string, number>();
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    if (!Array.isArray(value)) return String(value);
    const turn = used.get(name) ?? 0;
    used.set(name, turn + 1);
    const entry = value[Math.min(turn, value.length - 1)];
    return entry === undefined ? whole : String(entry);
  });
}

/** The text of a catalogue message, its placeholders filled. */
export function formatMessage(message: EditorMessage): string {
  return fillPlaceholders(EDITOR_MESSAGES[message.key], message.values);
}
