import { describe, expect, it } from 'vitest';
import { PLACES } from '../../reference-api/places.ts';
import {
  addressParts,
  comboboxKey,
  type ListState,
  SUGGESTIONS_MAX,
  shownSuggestions,
  worthAsking,
} from './address-suggestions.logic.ts';

const closed: ListState = { open: false, active: -1 };
const at = (active: number): ListState => ({ open: true, active });

describe('the address combobox’s keys (APG, editable combobox with list autocomplete), 3 suggestions', () => {
  it.each([
    [
      'Down on a closed list opens it on the first',
      closed,
      'ArrowDown',
      false,
      { open: true, active: 0, handled: true, choose: false },
    ],
    ['Down moves on', at(0), 'ArrowDown', false, { open: true, active: 1, handled: true, choose: false }],
    ['Down from the last wraps', at(2), 'ArrowDown', false, { open: true, active: 0, handled: true, choose: false }],
    [
      'Alt+Down opens without moving',
      closed,
      'ArrowDown',
      true,
      { open: true, active: -1, handled: true, choose: false },
    ],
    [
      'Up on a closed list opens it on the last',
      closed,
      'ArrowUp',
      false,
      { open: true, active: 2, handled: true, choose: false },
    ],
    ['Up from the first wraps', at(0), 'ArrowUp', false, { open: true, active: 2, handled: true, choose: false }],
    [
      'Up from the text box goes to the last',
      at(-1),
      'ArrowUp',
      false,
      { open: true, active: 2, handled: true, choose: false },
    ],
    [
      'Enter chooses the focused option',
      at(1),
      'Enter',
      false,
      { open: false, active: -1, handled: true, choose: true },
    ],
    [
      'Enter with no option focused is the form’s',
      at(-1),
      'Enter',
      false,
      { open: true, active: -1, handled: false, choose: false },
    ],
    [
      'Enter on a closed list is the form’s',
      closed,
      'Enter',
      false,
      { open: false, active: -1, handled: false, choose: false },
    ],
    [
      'Home moves the caret, focus back to the text',
      at(1),
      'Home',
      false,
      { open: true, active: -1, handled: false, choose: false },
    ],
    [
      'End moves the caret, focus back to the text',
      at(1),
      'End',
      false,
      { open: true, active: -1, handled: false, choose: false },
    ],
    ['Left moves the caret', at(2), 'ArrowLeft', false, { open: true, active: -1, handled: false, choose: false }],
    ['Escape is the layer stack’s', at(1), 'Escape', false, { open: true, active: 1, handled: false, choose: false }],
    ['a letter is typing', at(1), 'a', false, { open: true, active: 1, handled: false, choose: false }],
  ] as const)('%s', (_name, state, key, alt, expected) => {
    expect(comboboxKey(state, key, 3, alt)).toEqual(expected);
  });

  it('does nothing without suggestions', () => {
    expect(comboboxKey(closed, 'ArrowDown', 0)).toEqual({ ...closed, handled: false, choose: false });
  });
});

describe('when to ask, what to show, what a place fills in', () => {
  it.each([
    ['', false],
    ['ha', false],
    ['  ha  ', false],
    ['har', true],
    ['12 Quay', true],
  ])('worth asking about %j: %s', (typed, expected) => {
    expect(worthAsking(typed)).toBe(expected);
  });

  it('shows at most five suggestions, each with an id and a text', () => {
    const one = { placeId: 'p', description: 'd', mainText: 'm', secondaryText: 's' };
    const many = Array.from({ length: 8 }, (_, index) => ({ ...one, placeId: `p${index}` }));
    expect(shownSuggestions(many)).toHaveLength(SUGGESTIONS_MAX);
    expect(shownSuggestions([{ ...one, placeId: '' }, { ...one, description: '' }, one])).toEqual([one]);
  });

  it('fills Line1 to Country from a place', () => {
    expect(addressParts(PLACES[0] as (typeof PLACES)[number])).toEqual({
      Line1: '12 Quay Street',
      Line2: '',
      City: 'Auckland',
      State: 'Auckland',
      Zip: '1010',
      Country: 'New Zealand',
    });
  });
});
