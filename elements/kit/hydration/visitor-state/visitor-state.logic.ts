/**
 * What a visitor changed in a server-rendered shadow root before it
 * hydrated, and what of it to put back once it has (see visitor-state.ts):
 * the values of its form controls, the focus with its caret, the scroll
 * positions. The browser keeps a control's value through hydration, but the
 * view's state does not have it: its next render puts the server's value
 * back, unless the view is told.
 */

/** How a control's value is read, set and told to the view. */
export type ValueKind = 'text' | 'check' | 'radio' | 'select';

/** Input types with no value a visitor types or picks that could be kept (a file cannot be set again). */
const UNKEPT_INPUTS = ['file', 'hidden', 'submit', 'image', 'button', 'reset'];

/** How a control's value is kept, by its tag and type; undefined for what is not a kept control. */
export function valueKind(tag: string, type: string): ValueKind | undefined {
  if (tag === 'textarea') return 'text';
  if (tag === 'select') return 'select';
  if (tag !== 'input' || UNKEPT_INPUTS.includes(type)) return undefined;
  return type === 'checkbox' ? 'check' : type === 'radio' ? 'radio' : 'text';
}

/** A control's value at the three moments that count, each as a string (`true`/`false`, selected indexes). */
export interface ValueMoments {
  /** As the visitor left it, just before hydration. */
  kept: string;
  /** As the view rendered it (the control's default once hydrated: React writes its value there). */
  view: string;
  /** As it is now, hydrated. */
  now: string;
}

/**
 * What to do with a kept control once hydrated: `tell` puts the kept value
 * back if it is not there and tells the view of it (an `input` event, as if
 * typed), so its state follows; `leave` when the view already has it, or the
 * control holds a third value (the visitor changed it again while it
 * hydrated: the view heard that itself). A radio is told when it was
 * checked; its group's others follow.
 */
export function restoreStep(kind: ValueKind, { kept, view, now }: ValueMoments): 'tell' | 'leave' {
  if (kept === view) return 'leave';
  if (kind === 'radio' && kept !== 'true') return 'leave';
  return now === kept || now === view ? 'tell' : 'leave';
}

/** Where the focus is once hydrated, against the control that had it before. */
export type FocusNow = 'kept' | 'lost' | 'elsewhere';

/**
 * Whether to focus the kept control again: when hydration took the focus
 * away (to the page's body, or to nothing in the shadow root), not when the
 * visitor moved it on.
 */
export function refocus(now: FocusNow): boolean {
  return now === 'lost';
}

/** A scroll position, left and top. */
export type Scroll = readonly [number, number];

/**
 * Whether to put a scroller back where the visitor left it: when hydration
 * moved it back to the start, not when it stands elsewhere (the view or the
 * visitor moved it since).
 */
export function rescroll(kept: Scroll, now: Scroll): boolean {
  return (kept[0] !== now[0] || kept[1] !== now[1]) && now[0] === 0 && now[1] === 0;
}

/** A text control's value and selection (start, end, direction). */
export interface Caret {
  value: string;
  selection: readonly [number, number, string];
}

/**
 * Whether to put the caret (or the selected text) back: the control still
 * holds the text it was in, and it stands elsewhere now (setting a value
 * moves the caret to its end).
 */
export function reselect(kept: Caret, now: Caret): boolean {
  return kept.value === now.value && kept.selection.join() !== now.selection.join();
}
