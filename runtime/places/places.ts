import { request } from '../core/index.ts';
import { detailsLookupContext } from './places.logic.ts';

/**
 * The places calls (spec 002 §7): address suggestions and a place's
 * details, "query params plus tracking context (productPage,
 * productSection)", through the data layer. A context that lacks either is
 * logged as an error (spec 002 §5 "Other"), and the call still goes. A
 * failure rejects with the data layer's error and shows no overlay: a
 * suggestion list that cannot load is not worth interrupting a visitor.
 */
export const PLACES_AUTOCOMPLETE_URL = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_URL = '/api/google-maps/places/details';

/** Which product and section asks (the tracking context). */
export interface PlacesContext {
  productPage?: string;
  productSection?: string;
}

/** One suggestion, as the reference API answers it (the spec does not show the shape). */
export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** A place's address and location, as the reference API answers it. */
export interface PlaceDetails {
  placeId: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  location: { lat: number; lng: number };
}

type Query = Record<string, string | number | boolean | undefined>;

function call<T>(url: string, query: Query, context: PlacesContext): Promise<T> {
  const checked = detailsLookupContext(context);
  if (checked instanceof Error) console.error(checked.message);
  return request<T>({
    url,
    query: { ...query, productPage: context.productPage, productSection: context.productSection },
    onError: () => {},
  });
}

/** The suggestions for what a visitor typed. */
export async function placePredictions(
  input: string,
  context: PlacesContext,
  query: Query = {},
): Promise<PlacePrediction[]> {
  const answer = await call<{ predictions?: PlacePrediction[] }>(PLACES_AUTOCOMPLETE_URL, { ...query, input }, context);
  return answer?.predictions ?? [];
}

/** The details of one suggested place. */
export function placeDetails(placeId: string, context: PlacesContext, query: Query = {}): Promise<PlaceDetails> {
  return call<PlaceDetails>(PLACES_DETAILS_URL, { ...query, placeId }, context);
}
