/**
 * Content limits of the platform (spec 002 §5 "Other", §9 "Limits"), in the
 * spec's words: every one is a maximum that is itself allowed.
 */

/** Max blocks per layout (spec 002 §9). */
export const MAX_BLOCKS_PER_LAYOUT = 60;
/** Max tracks per album (spec 002 §9). */
export const MAX_TRACKS_PER_ALBUM = 60;
/** Max items in a user-orderable collection (spec 002 §9). */
export const MAX_ORDERABLE_COLLECTION_ITEMS = 250;
/** Max products in a collection (spec 002 §9). */
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** Nested categories limit (spec 002 §9). */
export const NESTED_CATEGORIES_LIMIT = 10_000;
/** Gallery-service count (spec 002 §9). */
export const GALLERY_SERVICE_COUNT = 20;
/** Gallery-service size (spec 002 §9). */
export const GALLERY_SERVICE_SIZE = 50;
/** Max tag length (spec 002 §5 "Other", §9). */
export const MAX_TAG_LENGTH = 50;
/** Max category length (spec 002 §5 "Other", §9). */
export const MAX_CATEGORY_LENGTH = 25;

/** Whether a tag fits its limit: at most 50 characters (counted as code points, so an emoji is one). */
export function isTagLengthOk(tag: string): boolean {
  return [...tag].length <= MAX_TAG_LENGTH;
}

/** Whether a category fits its limit: at most 25 characters (code points). */
export function isCategoryLengthOk(category: string): boolean {
  return [...category].length <= MAX_CATEGORY_LENGTH;
}
