/**
 * Gallery state shared by every design (spec 001 §4 "Gallery (common)"):
 * the current index, the moving lock (this gallery's and its linked
 * galleries'), loop and the ends, direction, and the keyboard rules. A
 * machine written as data plus `transition()`; no React, no DOM.
 */

/** Arrow keys a gallery answers: left 37, right 39 (spec 001 §4, §9). */
export const ARROW_LEFT = 37;
export const ARROW_RIGHT = 39;
/** Keys by `KeyboardEvent.key`, since `keyCode` is deprecated. */
export const KEY_CODES: Readonly<Record<string, number>> = { ArrowLeft: ARROW_LEFT, ArrowRight: ARROW_RIGHT };

/**
 * Whether the gallery is still, or moving from one slide to another: a slide
 * change starts a move, and the view ends it (MOVE_END) once what the change
 * animates has finished. Changes wait until then (spec 001 §4).
 */
export type GalleryPhase = 'idle' | 'moving';
export type Direction = 'forward' | 'reverse';

export interface GalleryState {
  phase: GalleryPhase;
  /** A linked gallery (a thumbnail strip, say) is moving; changes wait for it too. */
  linkedMoving: boolean;
  index: number;
  count: number;
  loop: boolean;
  direction: Direction;
}

export type GalleryAction =
  | { type: 'GO_TO'; index: number }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** A linked gallery changed: go to its slide, whatever the linked galleries are doing. */
  | { type: 'FOLLOW'; index: number }
  | { type: 'MOVE_END' }
  | { type: 'LINKED_MOVING'; moving: boolean }
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SET_LOOP'; loop: boolean };

/** What a transition asks the view to announce. */
export type GalleryEffect =
  | { type: 'slide-change'; index: number; previousIndex: number; direction: Direction }
  | { type: 'reached-end'; index: number }
  | { type: 'reached-beginning'; index: number }
  | { type: 'rejected'; reason: 'moving' | 'linked-moving' | 'empty' };

export interface Transition {
  state: GalleryState;
  effects: GalleryEffect[];
}

/** Wraps an index into 0..count-1: negative values wrap around, values past the end wrap modulo. */
export function normaliseIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** A fresh gallery state. */
export function initialState(options: { count: number; index?: number; loop?: boolean }): GalleryState {
  return {
    phase: 'idle',
    linkedMoving: false,
    count: Math.max(0, Math.trunc(options.count)),
    index: normaliseIndex(options.index ?? 0, options.count),
    loop: options.loop ?? false,
    direction: 'forward',
  };
}

/** What one action does; called only for its own type (the machine's tables are keyed by it). */
type Handler<A extends GalleryAction = GalleryAction> = (state: GalleryState, action: A) => Transition;
type ActionOf<T extends GalleryAction['type']> = Extract<GalleryAction, { type: T }>;

/** Per action type, what it does; a missing entry ignores the action. */
type Handlers = { [T in GalleryAction['type']]?: Handler<ActionOf<T>> };

const same = (state: GalleryState): Transition => ({ state, effects: [] });

/** Why a slide change cannot happen now, if it cannot; a gallery following a linked one ignores the linked lock. */
function lock(state: GalleryState, following = false): GalleryEffect | null {
  if (state.count === 0) return { type: 'rejected', reason: 'empty' };
  if (state.phase === 'moving') return { type: 'rejected', reason: 'moving' };
  if (state.linkedMoving && !following) return { type: 'rejected', reason: 'linked-moving' };
  return null;
}

/** A slide change: a move to the new slide starts. */
function change(state: GalleryState, index: number, direction: Direction, following = false): Transition {
  const rejected = lock(state, following);
  if (rejected) return { state, effects: [rejected] };
  const next = normaliseIndex(index, state.count);
  if (next === state.index) return same(state);
  return {
    state: { ...state, phase: 'moving', index: next, direction },
    effects: [{ type: 'slide-change', index: next, previousIndex: state.index, direction }],
  };
}

const goTo: Handler<ActionOf<'GO_TO' | 'FOLLOW'>> = (state, action) => {
  const target = normaliseIndex(action.index, state.count);
  const direction = target < state.index ? 'reverse' : 'forward';
  // Following is part of the linked gallery's own move, which the linked galleries' moves do not stop.
  return change(state, target, direction, action.type === 'FOLLOW');
};

/** Next (forward) or previous: to the neighbour, or round with loop on; at an end with loop off, only that it is one. */
const step =
  (forward: boolean): Handler =>
  (state) => {
    const rejected = lock(state);
    if (rejected) return { state, effects: [rejected] };
    if (state.index === (forward ? state.count - 1 : 0) && !state.loop) {
      return { state, effects: [{ type: forward ? 'reached-end' : 'reached-beginning', index: state.index }] };
    }
    return change(state, state.index + (forward ? 1 : -1), forward ? 'forward' : 'reverse');
  };

/** The state with `changes` applied; the same object when they change nothing. */
function withChanges(state: GalleryState, changes: Partial<GalleryState>): GalleryState {
  const changed = (Object.keys(changes) as (keyof GalleryState)[]).some((key) => changes[key] !== state[key]);
  return changed ? { ...state, ...changes } : state;
}

const setCount: Handler<ActionOf<'SET_COUNT'>> = (state, action) => {
  const count = Math.max(0, Math.trunc(action.count));
  return same(withChanges(state, { count, index: normaliseIndex(state.index, count) }));
};

const setLoop: Handler<ActionOf<'SET_LOOP'>> = (state, action) => same(withChanges(state, { loop: action.loop }));
const linked: Handler<ActionOf<'LINKED_MOVING'>> = (state, action) =>
  same(withChanges(state, { linkedMoving: action.moving }));

/** What an action does in either phase; a change while moving is rejected, and says so. */
const ANY_PHASE: Handlers = {
  GO_TO: goTo,
  FOLLOW: goTo,
  NEXT: step(true),
  PREVIOUS: step(false),
  LINKED_MOVING: linked,
  SET_COUNT: setCount,
  SET_LOOP: setLoop,
};

/** The machine: per phase, what each action does. A missing entry ignores the action. */
const GALLERY_MACHINE: Record<GalleryPhase, Handlers> = {
  idle: ANY_PHASE,
  moving: { ...ANY_PHASE, MOVE_END: (state) => same({ ...state, phase: 'idle' }) },
};

/** Applies one action to the gallery state. */
export function transition(state: GalleryState, action: GalleryAction): Transition {
  // The table gives each type its own handler; TypeScript cannot pair the two through the lookup.
  const handler = GALLERY_MACHINE[state.phase][action.type] as Handler | undefined;
  return handler ? handler(state, action) : same(state);
}

/** The machine as the view keeps it (with useReducer): the state, and the effects it has not announced yet. */
export interface GalleryMachine {
  state: GalleryState;
  /** Effects in the order they happened; a rejection is not announced, so not kept. */
  effects: readonly GalleryEffect[];
}

/** What the view dispatches: an action, or that it has announced the first `count` effects. */
export type MachineAction = GalleryAction | { type: 'ANNOUNCED'; count: number };

/** A fresh machine. */
export function initialMachine(options: { count: number; index?: number; loop?: boolean }): GalleryMachine {
  return same(initialState(options));
}

/**
 * The reducer over the machine: effects pile up until announced, so two
 * actions handled in one render lose none. Returns `machine` itself when
 * nothing changed, so the view does not render again.
 */
export function galleryReducer(machine: GalleryMachine, action: MachineAction): GalleryMachine {
  if (action.type === 'ANNOUNCED') {
    return action.count > 0 ? { ...machine, effects: machine.effects.slice(action.count) } : machine;
  }
  const result = transition(machine.state, action);
  const effects = result.effects.filter((effect) => effect.type !== 'rejected');
  if (result.state === machine.state && effects.length === 0) return machine;
  return { state: result.state, effects: effects.length ? [...machine.effects, ...effects] : machine.effects };
}

/** Whether any part of a box (a gallery's bounding rectangle) is inside the viewport. */
export function inViewport(
  box: { top: number; bottom: number; left: number; right: number },
  viewport: { width: number; height: number },
): boolean {
  return box.bottom > 0 && box.right > 0 && box.top < viewport.height && box.left < viewport.width;
}

/** What the page looks like when an arrow key is pressed. */
export interface KeySituation {
  /** The key's code (37, 39, ...). */
  keyCode: number;
  /** The keys this gallery answers, [previous, next] (the schema checks there are two). */
  keys: readonly number[];
  /** Keyboard navigation is on for this gallery. */
  enabled: boolean;
  /** The key was pressed in an input, a textarea or editable content. */
  typing: boolean;
  moving: boolean;
  inView: boolean;
  /** A modifier (Alt, Ctrl, Meta) was held: the browser's own shortcut. */
  modified: boolean;
}

/**
 * The action an arrow key asks for, or null when it is ignored: keyboard
 * navigation off, a modifier held (the browser's own shortcut), the visitor
 * typing, the gallery moving or out of view (spec 001 §4).
 */
export function keyboardAction(situation: KeySituation): 'NEXT' | 'PREVIOUS' | null {
  const { keyCode, keys, enabled, modified, typing, moving, inView } = situation;
  if (keyCode !== keys[0] && keyCode !== keys[1]) return null;
  if (!enabled || modified || typing || moving || !inView) return null;
  return keyCode === keys[1] ? 'NEXT' : 'PREVIOUS';
}

/** The console message for block data that does not parse (spec 001 §8). */
export const DECODE_ERROR = 'Error decoding gallery block data';
/** The console message for block data that parses but cannot be used (spec 001 §8). */
export const EVALUATE_ERROR = 'Error evaluating gallery block data';

/**
 * Whether the block data skips the block (spec 001 §8: both errors skip it),
 * as the message that says why: a text of it (the `config` attribute, the
 * inherited data) that does not decode as JSON, or decodes to something other
 * than an object, or items of which one has no source, cannot be evaluated.
 * Null when the block is drawn.
 */
export function skippedBlock(
  texts: readonly (string | null)[],
  items: readonly { src: string }[] | undefined,
): string | null {
  for (const text of texts) {
    if (!text?.trim()) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return `${DECODE_ERROR} (block skipped): ${text}`;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return `${EVALUATE_ERROR} (block skipped): config is not an object`;
    }
  }
  const empty = (items ?? []).findIndex((item) => !item.src.trim());
  if (empty !== -1) {
    return `${EVALUATE_ERROR} (block skipped): items[${empty}] has no src`;
  }
  return null;
}
