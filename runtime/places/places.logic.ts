/**
 * The places calls' rules (spec 002 §5 "Other"): the tracking context a
 * details lookup needs. Pure: no DOM. Apart from the tracking service, so
 * that the places client (loaded with a form's address suggestions) does not
 * load tracking.
 */

/** The error a details lookup logs when the tracking context lacks its page or section (spec 002 §5 "Other"). */
export const DETAILS_LOOKUP_ERROR = 'details lookup: the tracking context lacks productPage or productSection';

/** The tracking context of a details lookup, or the error to log when it lacks productPage or productSection. */
export function detailsLookupContext(context: {
  productPage?: string;
  productSection?: string;
}): { productPage: string; productSection: string } | Error {
  const { productPage, productSection } = context;
  if (!productPage || !productSection) return new Error(DETAILS_LOOKUP_ERROR);
  return { productPage, productSection };
}
