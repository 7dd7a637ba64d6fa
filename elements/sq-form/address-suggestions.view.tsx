import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type PlacePrediction, placeDetails, placePredictions } from '../../runtime/places/index.ts';
import { useLayer } from '../kit/react/hooks/layers/use-layer.ts';
import styles from './address-suggestions.css?inline';
import {
  addressParts,
  comboboxKey,
  type ListState,
  PLACES_CONTEXT,
  SUGGESTIONS_DEBOUNCE_MS,
  shownSuggestions,
  worthAsking,
} from './address-suggestions.logic.ts';

export interface AddressSuggestionsProps {
  /** The address field's first line, which becomes the combobox. */
  input: HTMLInputElement;
  /** Takes the parts a chosen place fills in (Line1 at once, the rest once its details arrive). */
  onChoose: (parts: Record<string, string>) => void;
}

let sheet: CSSStyleSheet | undefined;
const CLOSED: ListState = { open: false, active: -1 };
const newSession = () => Math.random().toString(36).slice(2, 12);

/**
 * Place suggestions under an address field's first line: the input becomes an
 * APG combobox (aria-activedescendant: focus stays in the text) with a
 * listbox popup, which is a layer on the page's layer stack (Escape and a
 * click outside close it). What the visitor typed is never changed by a
 * failing call; only choosing a suggestion fills the address in.
 */
export function AddressSuggestions({ input, onChoose }: AddressSuggestionsProps) {
  const listId = `${input.id}-suggestions`;
  const [suggestions, setSuggestions] = useState<PlacePrediction[]>([]);
  const [list, setList] = useState<ListState>(CLOSED);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ suggestions, list, onChoose, choose });
  latest.current = { suggestions, list, onChoose, choose };
  const inside = useMemo(() => ({ current: input.parentElement }), [input]);

  // The popup's look, adopted once into the form's shadow root (a constructed sheet: a strict CSP allows it).
  useLayoutEffect(() => {
    const root = input.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(styles);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [input]);

  useLayer(list.open, inside, () => setList(CLOSED));

  // The text box is the combobox; its attributes go when the suggestions do.
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'])
        input.removeAttribute(name);
    };
  }, [input, listId]);
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(list.open));
    if (list.open && list.active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${list.active}`);
    else input.removeAttribute('aria-activedescendant');
    // The list sits right under the text box (its label comes after it in the same box).
    if (box.current) box.current.style.top = `${input.offsetTop + input.offsetHeight}px`;
    box.current?.querySelector('[aria-selected=true]')?.scrollIntoView({ block: 'nearest' });
  }, [input, list, listId]);

  // Typing asks for suggestions once it rests; only the newest answer counts, and a failure changes nothing typed.
  const session = useRef(newSession());
  const choice = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = () => {
      const typed = input.value;
      const call = ++asked;
      placePredictions(typed, PLACES_CONTEXT, { sessionToken: session.current }).then(
        (answer) => {
          if (call !== asked) return;
          const shown = shownSuggestions(answer);
          setSuggestions(shown);
          setList({ open: shown.length > 0 && input.matches(':focus'), active: -1 });
        },
        () => {
          if (call === asked) setList(CLOSED);
        },
      );
    };
    const onInput = () => {
      clearTimeout(timer);
      asked++;
      if (worthAsking(input.value)) timer = setTimeout(ask, SUGGESTIONS_DEBOUNCE_MS);
      else setList(CLOSED);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { suggestions, list, choose } = latest.current;
      const outcome = comboboxKey(list, event.key, suggestions.length, event.altKey);
      if (outcome.handled) event.preventDefault();
      if (outcome.choose) choose(suggestions[list.active]);
      else setList({ open: outcome.open, active: outcome.active });
    };
    const onBlur = () => setList(CLOSED);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer);
      asked++;
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
    };
  }, [input]);

  /** Fills Line1 in at once and the rest once the place's details arrive (unless the visitor typed on). */
  function choose(suggestion: PlacePrediction | undefined) {
    setList(CLOSED);
    if (!suggestion) return;
    const call = ++choice.current;
    latest.current.onChoose({ Line1: suggestion.mainText || suggestion.description });
    const token = session.current;
    session.current = newSession();
    placeDetails(suggestion.placeId, PLACES_CONTEXT, { sessionToken: token }).then(
      (place) => {
        if (call === choice.current && input.value === (suggestion.mainText || suggestion.description))
          latest.current.onChoose(addressParts(place));
      },
      () => {
        // The first line is in; the visitor completes the rest.
      },
    );
  }
  return (
    <div
      part="suggestions"
      id={listId}
      role="listbox"
      aria-label="Suggested addresses"
      ref={box}
      hidden={!list.open}
      // A press on an option keeps focus in the text box (the combobox keeps it throughout).
      onPointerDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: focus stays in the text box, which chooses by keyboard (aria-activedescendant)
        <div
          key={suggestion.placeId}
          part="suggestion"
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === list.active}
          onClick={() => choose(suggestion)}
        >
          <span>{suggestion.mainText}</span> <small>{suggestion.secondaryText}</small>
        </div>
      ))}
    </div>
  );
}
