import { describe, expect, it } from 'vitest';
import { DETAILS_LOOKUP_ERROR, detailsLookupContext } from './places.logic.ts';

describe('the places calls’ tracking context (spec 002 §5 "Other")', () => {
  it.each([
    [
      { productPage: 'p', productSection: 's' },
      { productPage: 'p', productSection: 's' },
    ],
    [{ productPage: 'p' }, DETAILS_LOOKUP_ERROR],
    [{ productSection: 's' }, DETAILS_LOOKUP_ERROR],
    [{}, DETAILS_LOOKUP_ERROR],
  ])('details lookup with %j', (context, expected) => {
    const result = detailsLookupContext(context);
    if (typeof expected === 'string') expect((result as Error).message).toBe(expected);
    else expect(result).toEqual(expected);
  });
});
