import { describe, expect, it } from 'vitest';
import { paginationDisabled } from './designs/moving/moving.logic.ts';
import {
  ARROW_LEFT,
  ARROW_RIGHT,
  type GalleryAction,
  type GalleryMachine,
  type GalleryState,
  galleryReducer,
  initialMachine,
  initialState,
  inViewport,
  type KeySituation,
  keyboardAction,
  type MachineAction,
  normaliseIndex,
  skippedBlock,
  transition,
} from './gallery.logic.ts';

describe('normaliseIndex (spec 001 §4)', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [7, 5, 2],
    [-1, 5, 4],
    [-6, 5, 4],
    [-10, 5, 0],
    [2.7, 5, 2],
    [3, 0, 0],
    [Number.NaN, 5, 0],
  ])('index %d of %d slides is %d', (index, count, expected) => {
    expect(normaliseIndex(index, count)).toBe(expected);
  });
});

const state = (overrides: Partial<GalleryState> = {}): GalleryState => ({
  ...initialState({ count: 5 }),
  ...overrides,
});

describe('transition (spec 001 §4)', () => {
  const cases: [string, GalleryState, GalleryAction, Partial<GalleryState>, unknown[]][] = [
    [
      'next moves forward',
      state({ index: 1 }),
      { type: 'NEXT' },
      { phase: 'moving', index: 2, direction: 'forward' },
      [{ type: 'slide-change', index: 2, previousIndex: 1, direction: 'forward' }],
    ],
    [
      'previous moves in reverse',
      state({ index: 1 }),
      { type: 'PREVIOUS' },
      { phase: 'moving', index: 0, direction: 'reverse' },
      [{ type: 'slide-change', index: 0, previousIndex: 1, direction: 'reverse' }],
    ],
    [
      'next at the end with loop wraps to the first, forward',
      state({ index: 4, loop: true }),
      { type: 'NEXT' },
      { phase: 'moving', index: 0, direction: 'forward' },
      [{ type: 'slide-change', index: 0, previousIndex: 4, direction: 'forward' }],
    ],
    [
      'previous at the start with loop wraps to the last, in reverse',
      state({ index: 0, loop: true }),
      { type: 'PREVIOUS' },
      { phase: 'moving', index: 4, direction: 'reverse' },
      [{ type: 'slide-change', index: 4, previousIndex: 0, direction: 'reverse' }],
    ],
    [
      'next at the end without loop stays and reaches the end',
      state({ index: 4 }),
      { type: 'NEXT' },
      { index: 4 },
      [{ type: 'reached-end', index: 4 }],
    ],
    [
      'previous at the start without loop stays and reaches the beginning',
      state({ index: 0 }),
      { type: 'PREVIOUS' },
      { index: 0 },
      [{ type: 'reached-beginning', index: 0 }],
    ],
    [
      'go to a later slide moves forward',
      state({ index: 1 }),
      { type: 'GO_TO', index: 3 },
      { phase: 'moving', index: 3, direction: 'forward' },
      [{ type: 'slide-change', index: 3, previousIndex: 1, direction: 'forward' }],
    ],
    [
      'go to an earlier slide moves in reverse',
      state({ index: 3 }),
      { type: 'GO_TO', index: 1 },
      { phase: 'moving', index: 1, direction: 'reverse' },
      [{ type: 'slide-change', index: 1, previousIndex: 3, direction: 'reverse' }],
    ],
    [
      'go to a negative index wraps around',
      state({ index: 0 }),
      { type: 'GO_TO', index: -1 },
      { phase: 'moving', index: 4 },
      [{ type: 'slide-change', index: 4, previousIndex: 0, direction: 'forward' }],
    ],
    [
      'go to past the end wraps modulo',
      state({ index: 0 }),
      { type: 'GO_TO', index: 12 },
      { phase: 'moving', index: 2 },
      [{ type: 'slide-change', index: 2, previousIndex: 0, direction: 'forward' }],
    ],
    ['go to the current slide changes nothing', state({ index: 2 }), { type: 'GO_TO', index: 7 }, { index: 2 }, []],
    [
      'next while moving is rejected',
      state({ index: 1, phase: 'moving' }),
      { type: 'NEXT' },
      { index: 1 },
      [{ type: 'rejected', reason: 'moving' }],
    ],
    [
      'go to while moving is rejected',
      state({ index: 1, phase: 'moving' }),
      { type: 'GO_TO', index: 3 },
      { index: 1 },
      [{ type: 'rejected', reason: 'moving' }],
    ],
    [
      'previous while a linked gallery moves is rejected',
      state({ index: 1, linkedMoving: true }),
      { type: 'PREVIOUS' },
      { index: 1 },
      [{ type: 'rejected', reason: 'linked-moving' }],
    ],
    [
      'next at the end while moving is rejected, not reaching the end',
      state({ index: 4, phase: 'moving' }),
      { type: 'NEXT' },
      { index: 4 },
      [{ type: 'rejected', reason: 'moving' }],
    ],
    [
      'next with no slides is rejected',
      initialState({ count: 0 }),
      { type: 'NEXT' },
      { index: 0 },
      [{ type: 'rejected', reason: 'empty' }],
    ],
    ['move end unlocks', state({ phase: 'moving' }), { type: 'MOVE_END' }, { phase: 'idle' }, []],
    ['move end while idle is ignored', state(), { type: 'MOVE_END' }, { phase: 'idle' }, []],
    [
      'following a linked gallery moves, whatever the linked galleries do',
      state({ index: 1, linkedMoving: true }),
      { type: 'FOLLOW', index: 3 },
      { phase: 'moving', index: 3, direction: 'forward' },
      [{ type: 'slide-change', index: 3, previousIndex: 1, direction: 'forward' }],
    ],
    [
      'following while moving is rejected',
      state({ index: 1, phase: 'moving' }),
      { type: 'FOLLOW', index: 3 },
      { index: 1 },
      [{ type: 'rejected', reason: 'moving' }],
    ],
    ['following to the current slide changes nothing', state({ index: 2 }), { type: 'FOLLOW', index: 2 }, {}, []],
    ['a linked gallery starts moving', state(), { type: 'LINKED_MOVING', moving: true }, { linkedMoving: true }, []],
    [
      'fewer slides keep the index within them',
      state({ index: 4 }),
      { type: 'SET_COUNT', count: 3 },
      { index: 1, count: 3 },
      [],
    ],
    ['loop turns on', state(), { type: 'SET_LOOP', loop: true }, { loop: true }, []],
  ];

  it.each(cases)('%s', (_name, before, action, after, effects) => {
    const result = transition(before, action);
    expect(result.state).toEqual({ ...before, ...after });
    expect(result.effects).toEqual(effects);
  });

  it.each<[string, GalleryState, GalleryAction]>([
    ['the same number of slides', state(), { type: 'SET_COUNT', count: 5 }],
    ['loop as it is', state(), { type: 'SET_LOOP', loop: false }],
    ['linked galleries as still as they were', state(), { type: 'LINKED_MOVING', moving: false }],
  ])('%s keeps the state object itself', (_name, before, action) => {
    expect(transition(before, action).state).toBe(before);
  });

  it('starts idle, forward, at the normalised index', () => {
    expect(initialState({ count: 3, index: -1, loop: true })).toEqual({
      phase: 'idle',
      linkedMoving: false,
      index: 2,
      count: 3,
      loop: true,
      direction: 'forward',
    });
  });
});

describe('galleryReducer', () => {
  const machine = (overrides: Partial<GalleryState> = {}): GalleryMachine => ({ state: state(overrides), effects: [] });

  it('keeps the effects of two actions handled in one render, in order, until announced', () => {
    const start = machine({ index: 4 });
    const ended = galleryReducer(start, { type: 'NEXT' });
    const moved = galleryReducer(galleryReducer(ended, { type: 'SET_LOOP', loop: true }), { type: 'NEXT' });
    expect(moved.effects).toEqual([
      { type: 'reached-end', index: 4 },
      { type: 'slide-change', index: 0, previousIndex: 4, direction: 'forward' },
    ]);
    const announced = galleryReducer(moved, { type: 'ANNOUNCED', count: 1 });
    expect(announced.effects).toEqual([{ type: 'slide-change', index: 0, previousIndex: 4, direction: 'forward' }]);
    expect(announced.state).toBe(moved.state);
  });

  it('a second move during a move is refused, and not announced', () => {
    const moving = galleryReducer(machine({ index: 1 }), { type: 'NEXT' });
    expect(moving.state.phase).toBe('moving');
    expect(galleryReducer(moving, { type: 'NEXT' })).toBe(moving);
    expect(galleryReducer(moving, { type: 'GO_TO', index: 4 })).toBe(moving);
    const still = galleryReducer(moving, { type: 'MOVE_END' });
    expect(still.state).toEqual({ ...moving.state, phase: 'idle' });
    expect(galleryReducer(still, { type: 'NEXT' }).state.index).toBe(3);
  });

  it.each<[string, GalleryMachine, MachineAction]>([
    ['an action that changes nothing', machine(), { type: 'SET_COUNT', count: 5 }],
    ['a rejected change', machine({ phase: 'moving' }), { type: 'NEXT' }],
    ['announcing nothing', machine(), { type: 'ANNOUNCED', count: 0 }],
  ])('%s returns the machine itself', (_name, before, action) => {
    expect(galleryReducer(before, action)).toBe(before);
  });

  it('starts still, with nothing to announce', () => {
    expect(initialMachine({ count: 3, index: 4 })).toEqual({
      state: initialState({ count: 3, index: 1 }),
      effects: [],
    });
  });
});

describe('inViewport', () => {
  const viewport = { width: 800, height: 600 };
  it.each([
    ['inside', { top: 10, bottom: 200, left: 0, right: 800 }, true],
    ['crossing the bottom edge', { top: 500, bottom: 900, left: 0, right: 800 }, true],
    ['below', { top: 600, bottom: 900, left: 0, right: 800 }, false],
    ['above', { top: -300, bottom: 0, left: 0, right: 800 }, false],
    ['to the right', { top: 0, bottom: 100, left: 800, right: 900 }, false],
  ])('%s: %s', (_name, box, expected) => {
    expect(inViewport(box, viewport)).toBe(expected);
  });
});

describe('paginationDisabled (spec 001 §4)', () => {
  it.each([
    [0, 5, false, { previous: true, next: false }],
    [2, 5, false, { previous: false, next: false }],
    [4, 5, false, { previous: false, next: true }],
    [0, 5, true, { previous: false, next: false }],
    [4, 5, true, { previous: false, next: false }],
    [0, 1, false, { previous: true, next: true }],
    [0, 1, true, { previous: true, next: true }],
  ])('index %d of %d, loop %s', (index, count, loop, expected) => {
    expect(paginationDisabled({ index, count, loop })).toEqual(expected);
  });
});

describe('keyboard (spec 001 §4, §9)', () => {
  const base: KeySituation = {
    keyCode: ARROW_RIGHT,
    keys: [ARROW_LEFT, ARROW_RIGHT],
    enabled: true,
    typing: false,
    moving: false,
    inView: true,
    modified: false,
  };
  it.each([
    ['right arrow goes to the next slide', {}, 'NEXT'],
    ['left arrow goes to the previous slide', { keyCode: ARROW_LEFT }, 'PREVIOUS'],
    ['another key does nothing', { keyCode: 38 }, null],
    ['ignored while typing', { typing: true }, null],
    ['ignored while moving', { moving: true }, null],
    ['ignored out of view', { inView: false }, null],
    ['ignored when keyboard navigation is off', { enabled: false }, null],
    ['ignored with a modifier held', { modified: true }, null],
    ['own keys: 65 goes back', { keys: [65, 68] as const, keyCode: 65 }, 'PREVIOUS'],
    ['own keys: the arrows no longer count', { keys: [65, 68] as const, keyCode: ARROW_RIGHT }, null],
  ] as [string, Partial<KeySituation>, string | null][])('%s', (_name, overrides, expected) => {
    expect(keyboardAction({ ...base, ...overrides })).toBe(expected);
  });
});

describe('spec 001 §8: block data that skips the block', () => {
  it.each<[string | null, { src: string }[] | undefined, string | null]>([
    [null, undefined, null],
    ['', undefined, null],
    ['{"design":"list"}', [{ src: '/a.jpg' }], null],
    ['{"design": "list",', undefined, 'Error decoding gallery block data (block skipped): {"design": "list",'],
    ['[1, 2]', undefined, 'Error evaluating gallery block data (block skipped): config is not an object'],
    ['null', undefined, 'Error evaluating gallery block data (block skipped): config is not an object'],
    [
      null,
      [{ src: '/a.jpg' }, { src: ' ' }],
      'Error evaluating gallery block data (block skipped): items[1] has no src',
    ],
  ])('config %j with items %j: %j', (text, items, message) => {
    expect(skippedBlock([text], items)).toBe(message);
  });

  it('inherited block data that does not decode skips the block too', () => {
    expect(skippedBlock(['{"design":"list"}', '{"design":'], undefined)).toBe(
      'Error decoding gallery block data (block skipped): {"design":',
    );
  });
});
