/**
 * What a click or a key on a server-rendered element does before its code
 * has hydrated it: left to the platform where the platform does the right
 * thing, or recorded and performed once the element has hydrated (see
 * early-actions.ts). The kinds of control are CSS selectors, so the browser
 * tells them apart, in a few bytes.
 */

/**
 * Controls the platform acts on itself, left to it: a link navigates, a
 * summary toggles its details, a label its control, a check box or radio
 * toggles (its state is kept through hydration), a field takes typing. An
 * `<input>` button is left to the platform too: the elements draw their
 * buttons as `<button>`.
 */
export const NATIVE_CONTROLS = 'a[href],summary,label,input,select,textarea,[contenteditable]';

/** Every control an early action can be on: the above, buttons, and those with no native action (a role, a tab stop). */
export const CONTROLS = `${NATIVE_CONTROLS},button,[role=button],[role=tab],[role^=menuitem],[tabindex="0"]`;

/**
 * What a control is, for an early action: one the platform acts on
 * (NATIVE_CONTROLS), a button, a form's submit button, or another control.
 */
export const NATIVE = 0;
export const BUTTON = 1;
export const SUBMIT = 2;
export const OTHER = 3;
export type ControlKind = typeof NATIVE | typeof BUTTON | typeof SUBMIT | typeof OTHER;

/** What to do with an early action: 0 leave it to the platform, 1 record it, 2 record it and hold its native action. */
export type EarlyStep = 0 | 1 | 2;

/**
 * What to do with an early click (first column) or key, Enter or Space
 * (second), by the kind of control. A key on a button clicks it, and the
 * click is what is recorded. A submit button's native action, posting the
 * form before the code is there, is held.
 */
export const EARLY_STEPS: readonly (readonly [click: EarlyStep, key: EarlyStep])[] = [
  /* NATIVE */ [0, 0],
  /* BUTTON */ [1, 0],
  /* SUBMIT */ [2, 0],
  /* OTHER */ [1, 1],
];
