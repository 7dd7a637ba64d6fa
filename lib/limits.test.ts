import { describe, expect, it } from 'vitest';
import {
  GALLERY_SERVICE_COUNT,
  GALLERY_SERVICE_SIZE,
  isCategoryLengthOk,
  isTagLengthOk,
  MAX_BLOCKS_PER_LAYOUT,
  MAX_CATEGORY_LENGTH,
  MAX_ORDERABLE_COLLECTION_ITEMS,
  MAX_PRODUCTS_PER_COLLECTION,
  MAX_TAG_LENGTH,
  MAX_TRACKS_PER_ALBUM,
  NESTED_CATEGORIES_LIMIT,
} from './limits.ts';

describe('content limits (spec 002 §5, §9)', () => {
  it.each([
    ['max blocks per layout', MAX_BLOCKS_PER_LAYOUT, 60],
    ['max tracks per album', MAX_TRACKS_PER_ALBUM, 60],
    ['max items in a user-orderable collection', MAX_ORDERABLE_COLLECTION_ITEMS, 250],
    ['max products in a collection', MAX_PRODUCTS_PER_COLLECTION, 200],
    ['nested categories limit', NESTED_CATEGORIES_LIMIT, 10000],
    ['gallery-service count', GALLERY_SERVICE_COUNT, 20],
    ['gallery-service size', GALLERY_SERVICE_SIZE, 50],
    ['max tag length', MAX_TAG_LENGTH, 50],
    ['max category length', MAX_CATEGORY_LENGTH, 25],
  ])('%s is %i', (_name, constant, value) => {
    expect(constant).toBe(value);
  });

  it.each([
    ['', true],
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
    ['😀'.repeat(50), true],
    ['😀'.repeat(51), false],
  ])('a tag of %j fits: %s', (tag, fits) => {
    expect(isTagLengthOk(tag)).toBe(fits);
  });

  it.each([
    ['', true],
    ['a'.repeat(25), true],
    ['a'.repeat(26), false],
    ['é'.repeat(25), true],
  ])('a category of %j fits: %s', (category, fits) => {
    expect(isCategoryLengthOk(category)).toBe(fits);
  });
});
