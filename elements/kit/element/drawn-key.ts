/**
 * Where an element's view writes, on its host, the config it draws as it renders, or true once it has failed
 * and draws no more: `updateComplete` (drawn.ts, loaded when a page first awaits an element) compares it with
 * the config the element last handed its renderer. A write, not a call, so that a page that never awaits an
 * element loads nothing more for it.
 */
export const DRAWN = Symbol();

/** A host as its view writes what it draws (see DRAWN). */
export type Drawn = { [DRAWN]?: unknown };

/**
 * Where an element keeps the props it hands its view (config, host, emit): the renderers read them from the
 * host of the shadow root r2wc gives them (see viewProps), and `updateComplete` reads the config handed.
 */
export const VIEW_PROPS = Symbol();

/** A host as the kit keeps its view's props (see VIEW_PROPS). */
export type Viewed = { [VIEW_PROPS]: Record<string, unknown> };
