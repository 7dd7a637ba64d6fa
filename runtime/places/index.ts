/** runtime/places/: what the rest of the library uses of this part. */

export type { PlaceDetails, PlacePrediction } from './places.ts';
export { placeDetails, placePredictions } from './places.ts';
