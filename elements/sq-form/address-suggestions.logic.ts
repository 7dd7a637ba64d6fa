/**
 * An address field's place suggestions: the rules of its combobox (WAI-ARIA
 * Authoring Practices, "Editable Combobox With List Autocomplete"), when to
 * ask, and the address a chosen place fills in. Pure: no React, no DOM.
 *
 * The spec names the places calls (spec 002 §7) and the tracking context
 * they carry (§5 "Other") but no debounce, length or count for suggestions:
 * those below are ours.
 */
import type { PlaceDetails, PlacePrediction } from '../../runtime/places/index.ts';

/** How long typing rests before suggestions are asked for (ours: the spec shows none). */
export const SUGGESTIONS_DEBOUNCE_MS = 250;
/** The fewest characters that are worth asking about (ours). */
export const SUGGESTIONS_MIN_CHARS = 3;
/** The most suggestions shown at once (ours; the reference API answers at most 5 too). */
export const SUGGESTIONS_MAX = 5;
/** The tracking context of the form's places calls (spec 002 §7: productPage, productSection). */
export const PLACES_CONTEXT = { productPage: 'forms', productSection: 'address-field' } as const;

/** Whether what the visitor typed is worth asking about. */
export const worthAsking = (typed: string): boolean => typed.trim().length >= SUGGESTIONS_MIN_CHARS;

/** The popup's state: open or not, and the option shown as focused (-1: none, the text box has it). */
export interface ListState {
  open: boolean;
  active: number;
}

/** What a key does: the next state, whether the key is ours (its default prevented), and whether it chooses. */
export interface KeyOutcome extends ListState {
  handled: boolean;
  choose: boolean;
}

/**
 * A key pressed in the text box, with `count` suggestions at hand. Down
 * opens the list on its first option (Alt+Down opens it without moving), Up
 * on its last; both move and wrap while it is open. Enter chooses the
 * focused option. Home, End, Left and Right move the caret in the text (the
 * browser's), and give focus back to the text box. Escape is the layer
 * stack's (it closes the list); it never clears what was typed.
 */
export function comboboxKey(state: ListState, key: string, count: number, alt = false): KeyOutcome {
  const keep = { ...state, handled: false, choose: false };
  if (count === 0) return keep;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      if (alt) return { open: true, active: state.open ? state.active : -1, handled: true, choose: false };
      return {
        open: true,
        active: !state.open || state.active >= last ? 0 : state.active + 1,
        handled: true,
        choose: false,
      };
    case 'ArrowUp':
      if (alt) return { open: state.open, active: state.active, handled: state.open, choose: false };
      return {
        open: true,
        active: !state.open || state.active <= 0 ? last : state.active - 1,
        handled: true,
        choose: false,
      };
    case 'Enter':
      return state.open && state.active >= 0 ? { open: false, active: -1, handled: true, choose: true } : keep;
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      return { ...keep, active: -1 };
    default:
      return keep;
  }
}

/** The suggestions to show: at most SUGGESTIONS_MAX, with an id and text each. */
export function shownSuggestions(predictions: readonly PlacePrediction[]): PlacePrediction[] {
  return predictions.filter((prediction) => prediction.placeId && prediction.description).slice(0, SUGGESTIONS_MAX);
}

/** The address field's parts a chosen place fills in (the field's Line1 ... Country). */
export function addressParts(place: PlaceDetails): Record<string, string> {
  return {
    Line1: place.addressLine1,
    Line2: place.addressLine2,
    City: place.city,
    State: place.state,
    Zip: place.postalCode,
    Country: place.country,
  };
}
