/**
 * Where an element's view writes, on its host, the config it draws as it renders, or true once it has failed
 * and draws no more: `updateComplete` (drawn.ts, loaded when a page first awaits an element) compares it with
 * the config the element last handed its renderer. A write, not a call, so that a page that never awaits an
 * element loads nothing more for it.
 */
export const DRAWN = Symbol();

/** A host as its view writes what it draws (see DRAWN). */
export type Drawn = { [DRAWN]?: unknown };
