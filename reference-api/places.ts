/**
 * The places calls (spec 002 §7): `GET /api/google-maps/places/autocomplete`
 * and `/details`, "query params plus tracking context (productPage,
 * productSection)". The spec shows neither the parameters nor the answers;
 * ours: autocomplete takes `input` and answers `{ predictions }` whose
 * description starts or contains the input (at most 5), details takes
 * `placeId` and answers the place's address and location, 404 for an unknown
 * one. A call without `input` or `placeId` answers 400. The tracking context
 * is recorded with the query, as every call is.
 */

export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';

/** One autocomplete prediction, as the API answers it. */
export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** A place's address and location, as the API answers it. */
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

export const PLACES: PlaceDetails[] = [
  {
    placeId: 'harbour-bakery',
    name: 'Harbour Bakery',
    addressLine1: '12 Quay Street',
    addressLine2: '',
    city: 'Auckland',
    state: 'Auckland',
    postalCode: '1010',
    country: 'New Zealand',
    location: { lat: -36.8436, lng: 174.7672 },
  },
  {
    placeId: 'harbour-view',
    name: 'Harbour View Road',
    addressLine1: '3 Harbour View Road',
    addressLine2: '',
    city: 'Sydney',
    state: 'NSW',
    postalCode: '2000',
    country: 'Australia',
    location: { lat: -33.8568, lng: 151.2153 },
  },
  {
    placeId: 'harbourfront',
    name: 'Harbourfront Centre',
    addressLine1: '235 Queens Quay West',
    addressLine2: '',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5J 2G8',
    country: 'Canada',
    location: { lat: 43.6387, lng: -79.3817 },
  },
  {
    placeId: 'city-hall-park',
    name: 'City Hall Park',
    addressLine1: 'Broadway & Chambers Street',
    addressLine2: '',
    city: 'New York',
    state: 'NY',
    postalCode: '10007',
    country: 'United States',
    location: { lat: 40.7128, lng: -74.006 },
  },
];

const description = (place: PlaceDetails) => `${place.addressLine1}, ${place.city}, ${place.country}`;

/** The predictions for what a visitor typed: descriptions containing it, those starting with it first. */
export function predict(input: string): PlacePrediction[] {
  const typed = input.trim().toLowerCase();
  if (!typed) return [];
  return PLACES.filter((place) => `${place.name} ${description(place)}`.toLowerCase().includes(typed))
    .slice(0, 5)
    .map((place) => ({
      placeId: place.placeId,
      description: description(place),
      mainText: place.addressLine1,
      secondaryText: `${place.city}, ${place.country}`,
    }));
}

/** The two endpoints, in the reference API's handler shape. */
export const placesEndpoints = {
  [`GET ${PLACES_AUTOCOMPLETE_PATH}`]: ({ query }: { query: Record<string, string> }) =>
    query.input === undefined
      ? { status: 400, body: { error: 'input is required' } }
      : { status: 200, body: { predictions: predict(query.input) } },
  [`GET ${PLACES_DETAILS_PATH}`]: ({ query }: { query: Record<string, string> }) => {
    if (!query.placeId) return { status: 400, body: { error: 'placeId is required' } };
    const place = PLACES.find((candidate) => candidate.placeId === query.placeId);
    return place ? { status: 200, body: place } : { status: 404, body: { error: `No place ${query.placeId}` } };
  },
};
