import { describe, expect, it } from 'vitest';
import { draftKey, draftKeyIn } from './draft.logic.ts';

describe('where a form keeps its draft', () => {
  it.each([
    ['contact', '/x', 0, 'sq-form-draft:contact'],
    ['', '/about', 2, 'sq-form-draft:/about#2'],
  ])('draft key for form %j on %s #%i is %s', (formId, path, index, key) => {
    expect(draftKey(formId, path, index)).toBe(key);
  });

  it('reads the key from the page: the id, else the path and the place among its forms', () => {
    const forms = [{}, {}, {}];
    const page = { location: { pathname: '/shop' }, querySelectorAll: () => forms };
    expect(draftKeyIn(page, forms[2], 'contact')).toBe('sq-form-draft:contact');
    expect(draftKeyIn(page, forms[2], '')).toBe('sq-form-draft:/shop#2');
  });
});
