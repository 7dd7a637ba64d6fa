/** How long an item takes to open or close (spec 001 §9 "Accordion, marquee, text and misc"). */
export const ANIMATION_MS = 250;

/** Which items are open, in order, and whether one is still moving (spec 001 §4 "Accordion"). */
export interface AccordionState {
  open: readonly boolean[];
  animating: boolean;
}

export type AccordionEvent =
  /** The visitor clicked (or pressed Enter or Space on) the item's summary; `animate` false under reduced motion. */
  | { type: 'toggle'; index: number; animate: boolean }
  /** Something else opened the item: find-in-page, a script, a link to an element inside it. */
  | { type: 'opened'; index: number }
  /** Every animation has ended. */
  | { type: 'settled' };

/** Only the item at `index` open, or `open` as it is where more than one may be. */
const exclusive = (open: readonly boolean[], index: number, multipleOpen: boolean) =>
  multipleOpen ? open : open.map((_, i) => i === index);

/**
 * The next state: a toggle flips its item (opening it closes the others
 * unless several may be open) and is ignored while an item animates;
 * an item opened from elsewhere closes the others at once. The same state
 * (the same object) means nothing changes.
 */
export function accordionStep(state: AccordionState, event: AccordionEvent, multipleOpen: boolean): AccordionState {
  if (event.type === 'settled') return state.animating ? { ...state, animating: false } : state;
  const { index } = event;
  if (state.animating || index < 0 || index >= state.open.length) return state;
  if (event.type === 'opened') {
    const open = exclusive(state.open, index, multipleOpen);
    return open.every((value, i) => value === state.open[i]) ? state : { ...state, open };
  }
  const opening = !state.open[index];
  const open = opening ? exclusive(state.open, index, multipleOpen) : state.open;
  return { open: open.map((value, i) => (i === index ? opening : value)), animating: event.animate };
}

/**
 * The items open at the start: as written, the first one too when it starts
 * expanded, and only the first of those open when one at a time is.
 */
export function initialOpen(open: readonly boolean[], firstOpen: boolean, multipleOpen: boolean): boolean[] {
  const start = open.map((value, i) => value || (firstOpen && i === 0));
  const first = start.indexOf(true);
  return multipleOpen || first < 0 ? start : start.map((_, i) => i === first);
}
