import { describe, expect, it } from 'vitest';
import { nextState } from '../../lib/state-machine/state-machine.ts';
import {
  ARROW_THROTTLE_MS,
  addressOnClose,
  addressWithItem,
  addressWithoutItem,
  answerRequest,
  arrowAllowed,
  arrowDirection,
  clickDirection,
  closesOnBack,
  DEFAULT_TITLE,
  EDGE_IGNORE_FRACTION,
  fadeKeyframes,
  hashItem,
  imageClickDirection,
  isEdgeClick,
  isOpen,
  itemFromAddress,
  itemKey,
  LIGHTBOX_PHASES,
  LIGHTBOX_SPEED_S,
  type LightboxEvent,
  type LightboxItem,
  type LightboxPhase,
  lastSegment,
  loops,
  normalizeIndex,
  OVERLAY_OPACITY,
  positionText,
  type RequestAnswer,
  step,
  swipeOutcome,
} from './lightbox.logic.ts';

describe('lightbox constants (spec 001 §9)', () => {
  it.each([
    ['speed 0.6 s', LIGHTBOX_SPEED_S, 0.6],
    ['overlay opacity 0.95', OVERLAY_OPACITY, 0.95],
    ['arrow throttle 200 ms', ARROW_THROTTLE_MS, 200],
    ['edge ignore 2 %', EDGE_IGNORE_FRACTION, 0.02],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it("titles the dialog 'Gallery' by default", () => {
    expect(DEFAULT_TITLE).toBe('Gallery');
  });
});

describe('isEdgeClick: a click within 2 % of the window edge is ignored', () => {
  const window = { width: 1000, height: 500 };
  it.each([
    // x, y, ignored
    [500, 250, false],
    [19.9, 250, true],
    [20, 250, false],
    [980, 250, false],
    [980.1, 250, true],
    [0, 250, true],
    [1000, 250, true],
    [500, 9.9, true],
    [500, 10, false],
    [500, 490, false],
    [500, 490.1, true],
    [25, 15, false],
  ])('(%s, %s) ignored: %s', (x, y, ignored) => {
    expect(isEdgeClick(x, y, window)).toBe(ignored);
  });
});

describe('clickDirection: the half of the window picks the direction', () => {
  it.each([
    [0, 1000, 'previous'],
    [499, 1000, 'previous'],
    [499.9, 1000, 'previous'],
    [500, 1000, 'next'],
    [999, 1000, 'next'],
    [195, 390, 'next'],
    [194, 390, 'previous'],
    [196, 390, 'next'],
  ] as const)('x %s of %s goes %s', (x, width, direction) => {
    expect(clickDirection(x, width)).toBe(direction);
  });
});

describe('arrowAllowed: arrow keys throttled to 200 ms', () => {
  it.each([
    [null, 0, true],
    [null, 5000, true],
    [1000, 1000, false],
    [1000, 1199, false],
    [1000, 1199.9, false],
    [1000, 1200, true],
    [1000, 1500, true],
  ])('last move at %s, key at %s: %s', (last, now, allowed) => {
    expect(arrowAllowed(last, now)).toBe(allowed);
  });
});

describe('loops: next and previous loop on desktop, not on mobile', () => {
  it.each([
    [1280, true],
    [768, true],
    [767, false],
    [390, false],
  ])('window %s px wide loops: %s', (width, loop) => {
    expect(loops(width)).toBe(loop);
  });
});

describe('step', () => {
  it.each([
    // index, count, direction, loop, result
    [0, 3, 'next', true, 1],
    [2, 3, 'next', true, 0],
    [0, 3, 'previous', true, 2],
    [1, 3, 'previous', true, 0],
    [2, 3, 'next', false, null],
    [0, 3, 'previous', false, null],
    [1, 3, 'next', false, 2],
    [0, 1, 'next', true, null],
    [0, 1, 'previous', true, null],
    [0, 0, 'next', true, null],
  ] as const)('from %s of %s going %s (loop %s) gives %s', (index, count, direction, loop, result) => {
    expect(step(index, count, direction, loop)).toBe(result);
  });
});

describe('normalizeIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [-1, 3, 2],
    [7, 3, 1],
    [1.7, 3, 1],
    [Number.NaN, 3, 0],
    [4, 0, 0],
  ])('%s in a set of %s is %s', (index, count, result) => {
    expect(normalizeIndex(index, count)).toBe(result);
  });
});

describe('the address (spec 000 §2: itemId in the history hash, or the last path segment)', () => {
  const items: LightboxItem[] = [
    { src: '/a.jpg', id: 'a1' },
    { src: '/b.jpg', url: '/gallery/boats/' },
    { src: '/c.jpg', id: 'c3', url: '/gallery/harbour%20view' },
    { src: '/d.jpg' },
  ];

  it.each([
    [items[0], 0, 'a1'],
    [items[1], 1, 'boats'],
    [items[2], 2, 'harbour view'],
    [items[3], 3, '3'],
  ] as const)('names item %# by %s', (item, index, key) => {
    expect(itemKey(item as LightboxItem, index)).toBe(key);
  });

  it.each([
    ['/gallery/boats/', 'boats'],
    ['/gallery/boats', 'boats'],
    ['/gallery/boats?x=1#y', 'boats'],
    ['/', ''],
    ['', ''],
    ['/a/%E2%9C%93', '✓'],
    ['/a/%E2%9C', '%E2%9C'],
  ])('the last segment of %j is %j', (path, segment) => {
    expect(lastSegment(path)).toBe(segment);
  });

  it.each([
    ['#itemId=a1', 'a1'],
    ['itemId=a1', 'a1'],
    ['#x=1&itemId=boats', 'boats'],
    ['#itemId=harbour%20view', 'harbour view'],
    ['#other', null],
    ['', null],
  ])('the hash %j names %j', (hash, key) => {
    expect(hashItem(hash)).toBe(key);
  });

  it.each([
    [{ hash: '#itemId=a1', pathname: '/page' }, 0],
    [{ hash: '#itemId=boats', pathname: '/page' }, 1],
    [{ hash: '#itemId=3', pathname: '/page' }, 3],
    [{ hash: '', pathname: '/gallery/boats' }, 1],
    [{ hash: '', pathname: '/gallery/harbour%20view/' }, 2],
    [{ hash: '#itemId=nothing', pathname: '/gallery/a1' }, 0],
    [{ hash: '#itemId=c3', pathname: '/page' }, null],
    [{ hash: '', pathname: '/gallery/' }, null],
    [{ hash: '', pathname: '/' }, null],
    [{ hash: '', pathname: '/blog/3' }, null],
  ])('%j opens item %s', (address, index) => {
    // c3 is named by its url, not its id: the address of an item is its own url where it has one.
    expect(itemFromAddress(address, items)).toBe(index);
  });

  it.each([
    ['https://site.test/page', 'a1', 'https://site.test/page#itemId=a1'],
    ['https://site.test/page#itemId=a1', 'boats', 'https://site.test/page#itemId=boats'],
    ['https://site.test/page?q=1#x=2', 'a1', 'https://site.test/page?q=1#x=2&itemId=a1'],
    ['https://site.test/page', 'harbour view', 'https://site.test/page#itemId=harbour+view'],
  ])('%s carrying %j is %s', (href, key, result) => {
    expect(addressWithItem(href, key)).toBe(result);
    expect(hashItem(new URL(result).hash)).toBe(key);
  });

  it.each([
    ['https://site.test/page#itemId=a1', 'https://site.test/page'],
    ['https://site.test/page?q=1#x=2&itemId=a1', 'https://site.test/page?q=1#x=2'],
    ['https://site.test/page#other', 'https://site.test/page#other'],
    ['https://site.test/page', 'https://site.test/page'],
  ])('%s without its item is %s', (href, result) => {
    expect(addressWithoutItem(href)).toBe(result);
  });
});

describe('positionText', () => {
  it.each([
    [0, 1, 'Image 1 of 1'],
    [2, 5, 'Image 3 of 5'],
  ])('%s of %s reads %j', (index, count, text) => {
    expect(positionText(index, count)).toBe(text);
  });
});

describe('swipeOutcome: touch swipes by the gallery swipe rules (spec 001 §9)', () => {
  const window = { width: 450, height: 900 };
  it.each([
    // dx, dy, ms, outcome
    [0, 0, 100, null],
    [-9, 2, 50, null],
    [-60, 5, 200, 'next'],
    [60, -5, 200, 'previous'],
    [-60, 5, 251, null],
    [-49, 0, 100, null],
    [-201, 30, 2000, 'next'],
    [199, 30, 2000, null],
    [201, -30, 2000, 'previous'],
    [10, 80, 200, 'close'],
    [10, 401, 2000, 'close'],
    [10, 399, 2000, null],
    [10, -300, 100, null],
    [-50, 50, 100, 'next'],
  ] as const)('a drag of (%s, %s) in %s ms: %s', (dx, dy, ms, outcome) => {
    expect(swipeOutcome({ dx, dy, ms }, window)).toBe(outcome);
  });
});

describe('the phases (spec 001 §4: fade in, open, fade out, destroyed)', () => {
  it.each<[LightboxPhase, LightboxEvent, LightboxPhase]>([
    ['closed', 'OPEN', 'opening'],
    ['closed', 'FADED', 'closed'],
    ['closed', 'CLOSE', 'closed'],
    ['opening', 'OPEN', 'opening'],
    ['opening', 'FADED', 'open'],
    ['opening', 'CLOSE', 'closing'],
    ['open', 'OPEN', 'open'],
    ['open', 'FADED', 'open'],
    ['open', 'CLOSE', 'closing'],
    ['closing', 'OPEN', 'closing'],
    ['closing', 'FADED', 'closed'],
    ['closing', 'CLOSE', 'closing'],
  ])('%s + %s -> %s', (phase, event, next) => {
    expect(nextState(LIGHTBOX_PHASES, phase, event)).toBe(next);
  });

  it.each<[LightboxPhase, boolean]>([
    ['closed', false],
    ['opening', true],
    ['open', true],
    ['closing', false],
  ])('%s is open for the visitor: %s', (phase, open) => {
    expect(isOpen(phase)).toBe(open);
  });

  it.each<[LightboxPhase, { opacity: number }[] | null]>([
    ['closed', null],
    ['opening', [{ opacity: 0 }, { opacity: 1 }]],
    ['open', null],
    ['closing', [{ opacity: 1 }, { opacity: 0 }]],
  ])('%s fades %o', (phase, keyframes) => {
    expect(fadeKeyframes(phase)).toEqual(keyframes);
  });
});

describe('answerRequest: what a request to show a set does', () => {
  const dropped: RequestAnswer = { show: false, keep: false, address: null, opens: false };
  it.each<[string, LightboxPhase, { count: number; fromAddress?: boolean }, boolean, RequestAnswer]>([
    [
      'a click opens, adding a history entry',
      'closed',
      { count: 3 },
      true,
      { show: true, keep: true, address: 'push', opens: true },
    ],
    [
      'with history off, the address stays',
      'closed',
      { count: 3 },
      false,
      { show: true, keep: true, address: null, opens: true },
    ],
    [
      'the address opens without a new entry',
      'closed',
      { count: 3, fromAddress: true },
      true,
      { show: true, keep: true, address: null, opens: true },
    ],
    ['the address opens nothing with history off', 'closed', { count: 3, fromAddress: true }, false, dropped],
    [
      'an empty set is shown and cleared',
      'closed',
      { count: 0 },
      true,
      { show: true, keep: false, address: null, opens: false },
    ],
    [
      'while open, another set replaces the entry',
      'open',
      { count: 2 },
      true,
      { show: true, keep: true, address: 'replace', opens: false },
    ],
    ['while opening too', 'opening', { count: 2 }, true, { show: true, keep: true, address: 'replace', opens: false }],
    [
      'while open with history off',
      'open',
      { count: 2 },
      false,
      { show: true, keep: true, address: null, opens: false },
    ],
    [
      'while closing, shown as it fades out',
      'closing',
      { count: 2 },
      true,
      { show: true, keep: true, address: null, opens: false },
    ],
  ])('%s', (_case, phase, request, history, answer) => {
    expect(answerRequest(phase, request, history)).toEqual(answer);
  });
});

describe('addressOnClose: closing restores the address', () => {
  it.each<[string, string, { history: boolean; ownEntry: boolean; addressHasItem: boolean }, 'back' | 'strip' | null]>([
    [
      'back over the entry opening added',
      'close-button',
      { history: true, ownEntry: true, addressHasItem: true },
      'back',
    ],
    [
      'the item taken out of an address it was opened from',
      'escape',
      { history: true, ownEntry: false, addressHasItem: true },
      'strip',
    ],
    [
      'nothing when the address names no item',
      'swipe',
      { history: true, ownEntry: false, addressHasItem: false },
      null,
    ],
    [
      'nothing when the browser went back already',
      'back',
      { history: true, ownEntry: true, addressHasItem: false },
      null,
    ],
    ['nothing with history off', 'close-button', { history: false, ownEntry: false, addressHasItem: true }, null],
  ])('%s', (_case, reason, options, restore) => {
    expect(addressOnClose(reason, options)).toBe(restore);
  });
});

describe('closesOnBack: back closes the lightbox once the address names no item', () => {
  it.each<[LightboxPhase, string | null, boolean]>([
    ['open', null, true],
    ['opening', null, true],
    ['open', '2', false],
    ['closing', null, false],
    ['closed', null, false],
  ])('%s with item %s: %s', (phase, item, closes) => {
    expect(closesOnBack(phase, item)).toBe(closes);
  });
});

describe('arrowDirection: the arrow keys step, without Alt, Ctrl or Meta', () => {
  const plain = { altKey: false, ctrlKey: false, metaKey: false };
  it.each<[string, Partial<typeof plain>, 'previous' | 'next' | null]>([
    ['ArrowLeft', {}, 'previous'],
    ['ArrowRight', {}, 'next'],
    ['ArrowUp', {}, null],
    ['Enter', {}, null],
    ['ArrowLeft', { altKey: true }, null],
    ['ArrowRight', { ctrlKey: true }, null],
    ['ArrowRight', { metaKey: true }, null],
  ])('%s %o', (key, modifiers, direction) => {
    expect(arrowDirection({ key, ...plain, ...modifiers })).toBe(direction);
  });
});

describe('imageClickDirection: a click on the image goes by the half of the window (spec 001 §4)', () => {
  const window = { width: 1000, height: 800 };
  const click = { x: 300, y: 400, detail: 1, touch: false };
  it.each<[string, Partial<typeof click>, 'previous' | 'next' | null]>([
    ['the left half goes back', {}, 'previous'],
    ['the right half goes forward', { x: 700 }, 'next'],
    ['within 2 % of the left edge, nowhere', { x: 10 }, null],
    ['within 2 % of the bottom edge, nowhere', { y: 790 }, null],
    ['a click with no pointer, nowhere', { detail: 0 }, null],
    ['a finger’s tap, nowhere (the touch gestures’)', { touch: true }, null],
  ])('%s', (_case, change, direction) => {
    expect(imageClickDirection({ ...click, ...change }, window)).toBe(direction);
  });
});
