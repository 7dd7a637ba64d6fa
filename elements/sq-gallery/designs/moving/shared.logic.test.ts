import { describe, expect, it } from 'vitest';
import {
  type AutoplaySituation,
  autoplayDelay,
  autoplayState,
  autoplayTarget,
  noMotionInAddress,
  randomSlide,
} from './autoplay.logic.ts';
import { historyAddress, slideFromAddress } from './history.logic.ts';
import { metaBoxLimit, thumbnailPadding, thumbnailRatio } from './meta-box.logic.ts';
import {
  type Drag,
  type DragTrack,
  dragShift,
  dragVelocity,
  endDrag,
  moveDrag,
  startDrag,
  swipeAxis,
  swipeDecision,
} from './swipe-gesture.logic.ts';

describe('swipe (spec 001 §9)', () => {
  it.each<[number, number, 'x' | 'y' | null]>([
    [0, 0, null],
    [9, 9, null],
    [10, 2, 'x'],
    [-12, 11, 'x'],
    [3, 10, 'y'],
    [4, -30, 'y'],
  ])('a drag of %i,%i is locked to %s', (dx, dy, axis) => {
    expect(swipeAxis(dx, dy)).toBe(axis);
  });

  const width = 900; // changes past 400 px
  it.each<[string, Omit<Drag, 'width'>, 'NEXT' | 'PREVIOUS' | null]>([
    ['a slow drag past width / 2.25 left', { dx: -401, dy: 0, elapsed: 900 }, 'NEXT'],
    ['a slow drag past width / 2.25 right', { dx: 401, dy: 5, elapsed: 900 }, 'PREVIOUS'],
    ['a slow drag of exactly width / 2.25', { dx: -400, dy: 0, elapsed: 900 }, null],
    ['a fast flick of 50 px in 250 ms', { dx: -50, dy: 0, elapsed: 250 }, 'NEXT'],
    ['a flick of 49 px', { dx: -49, dy: 0, elapsed: 100 }, null],
    ['a 60 px drag over 251 ms', { dx: 60, dy: 0, elapsed: 251 }, null],
    ['a vertical drag (the page scrolls)', { dx: -300, dy: 420, elapsed: 200 }, null],
    ['less than the axis lock', { dx: -8, dy: 0, elapsed: 20 }, null],
  ])('%s: %s', (_name, drag, expected) => {
    expect(swipeDecision({ ...drag, width })).toBe(expected);
  });

  it.each<[string, { x: number; t: number }[], number]>([
    ['none', [], 0],
    ['one point', [{ x: 0, t: 0 }], 0],
    [
      'two points',
      [
        { x: 0, t: 0 },
        { x: 100, t: 50 },
      ],
      2,
    ],
    [
      'the last five of seven',
      [
        { x: 0, t: 0 },
        { x: 500, t: 1 },
        { x: 10, t: 10 },
        { x: 20, t: 20 },
        { x: 30, t: 30 },
        { x: 40, t: 40 },
        { x: 50, t: 50 },
      ],
      1,
    ],
    [
      'no time between',
      [
        { x: 0, t: 5 },
        { x: 9, t: 5 },
      ],
      0,
    ],
  ])('velocity over %s: %f px/ms', (_name, points, expected) => {
    expect(dragVelocity(points)).toBeCloseTo(expected);
  });
});

describe('a drag followed from down to up (spec 001 §9 "Swipe")', () => {
  /** Feeds a drag begun at (100, 100) at 0 ms its moves, each [dx, dy, ms]; the steps they made and the last track. */
  function drive(moves: [number, number, number][]) {
    let track: DragTrack = startDrag(100, 100, 0);
    const steps: string[] = [];
    for (const [dx, dy, t] of moves) {
      const moved = moveDrag(track, 100 + dx, 100 + dy, t);
      steps.push(moved.step === 'follow' ? `follow ${moved.dx}` : moved.step);
      track = moved.track;
    }
    return { steps, track };
  }

  it('waits within the axis lock, then follows a sideways drag with the whole of its travel', () => {
    const { steps, track } = drive([
      [-4, 2, 16],
      [-9, 3, 32],
      [-10, 9, 48],
      [-60, 30, 64],
      [-20, 0, 80],
    ]);
    expect(steps).toEqual(['wait', 'wait', 'follow -10', 'follow -60', 'follow -20']);
    expect(track.axis).toBe('x');
  });

  it('hands a drag that locks to the vertical axis to the page, and never follows it after', () => {
    const { steps } = drive([
      [2, 12, 16],
      [-200, 14, 32],
    ]);
    expect(steps).toEqual(['scroll', 'scroll']);
  });

  it('on a 400 px phone a 228 px drag left, however slow, is a move to the next slide', () => {
    const { track } = drive(
      Array.from({ length: 12 }, (_, i): [number, number, number] => [-19 * (i + 1), 0, 100 * (i + 1)]),
    );
    const drag = endDrag(track, 100 - 228, 100, 1300, 400);
    expect(drag).toMatchObject({ dx: -228, dy: 0, elapsed: 1300, width: 400 });
    expect(drag && swipeDecision(drag)).toBe('NEXT');
  });

  it('a short slow drag springs back; a fast flick past 50 px moves', () => {
    const slow = drive([
      [-20, 0, 200],
      [-40, 0, 400],
    ]).track;
    expect(swipeDecision(endDrag(slow, 60, 100, 600, 400) as Drag)).toBe(null);
    const flick = drive([
      [-30, 0, 16],
      [-60, 0, 32],
    ]).track;
    const drag = endDrag(flick, 40, 100, 48, 400);
    expect(drag?.velocity).toBeCloseTo(-30 / 16);
    expect(swipeDecision(drag as Drag)).toBe('NEXT');
  });

  it('a tap or a vertical drag let go is no swipe', () => {
    expect(endDrag(startDrag(100, 100, 0), 103, 101, 90, 400)).toBe(null);
    expect(endDrag(drive([[3, 40, 16]]).track, 103, 300, 90, 400)).toBe(null);
  });

  it.each<[number, boolean, boolean, number]>([
    [-90, true, true, -90],
    [90, true, true, 90],
    [90, false, true, 30],
    [-90, true, false, -30],
    [-90, false, true, -90],
  ])('a drag of %i px with a slide before: %s, after: %s shows %i px', (dx, previous, next, shown) => {
    expect(dragShift(dx, previous, next)).toBeCloseTo(shown);
  });
});

describe('history tracking (spec 001 §2)', () => {
  it.each<[string, string, string, string]>([
    [
      'https://site.test/gallery',
      '/gallery',
      'harbour',
      'https://site.test/gallery#itemId=https%3A%2F%2Fsite.test%2Fgallery%2Fharbour',
    ],
    [
      'https://site.test/gallery/#itemId=old',
      '/gallery/',
      'boats',
      'https://site.test/gallery/#itemId=https%3A%2F%2Fsite.test%2Fgallery%2Fboats',
    ],
    [
      'https://site.test/p?x=1#tab=2&itemId=a',
      'https://site.test/p',
      'b',
      'https://site.test/p?x=1#tab=2&itemId=https%3A%2F%2Fsite.test%2Fp%2Fb',
    ],
  ])('%s with collection %s and slide %s', (href, collection, key, expected) => {
    expect(historyAddress(href, collection, key)).toBe(expected);
  });

  const keys = ['harbour', 'boats', 's3'];
  it.each<[string, number]>([
    ['https://site.test/gallery', -1],
    ['https://site.test/gallery#itemId=boats', 1],
    ['https://site.test/gallery#itemId=https%3A%2F%2Fsite.test%2Fgallery%2Fs3', 2],
    ['https://site.test/gallery#x=1&itemId=%2Fgallery%2Fharbour%2F', 0],
    ['https://site.test/gallery#itemId=nowhere', -1],
  ])('%s selects %s', (href, expected) => {
    expect(slideFromAddress(href, keys)).toBe(expected);
  });

  it('reads back the address it writes', () => {
    const href = historyAddress('https://site.test/gallery#a=1', '/gallery', 'boats');
    expect(slideFromAddress(href, keys)).toBe(1);
  });
});

describe('autoplay (spec 001 §2, §4, §9)', () => {
  it.each<[number | undefined, number | undefined, number]>([
    [undefined, undefined, 5000],
    [3, undefined, 3000],
    [undefined, 7000, 7000],
    [2, 7000, 2000],
    [0, undefined, 5000],
  ])('duration %s s, timeout %s ms: %i ms', (duration, timeout, expected) => {
    expect(autoplayDelay(duration, timeout)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['?nomotion=true', true],
    ['?a=1&nomotion=true', true],
    ['?nomotion=false', false],
    ['?nomotion', false],
    ['', false],
  ])('%j turns motion off: %s', (search, expected) => {
    expect(noMotionInAddress(search)).toBe(expected);
  });

  const playing: AutoplaySituation = {
    enabled: true,
    movable: true,
    noMotion: false,
    reducedMotion: false,
    videoShowing: false,
    pointerOver: false,
    focusInside: false,
    paused: false,
  };
  it.each<[string, Partial<AutoplaySituation>, string]>([
    ['nothing in the way', {}, 'playing'],
    ['autoplay off', { enabled: false }, 'off'],
    ['all slides fit', { movable: false }, 'off'],
    ['nomotion=true', { noMotion: true }, 'no-motion'],
    ['reduced motion', { reducedMotion: true }, 'reduced-motion'],
    ['the pause button', { paused: true }, 'paused'],
    ['a video showing', { videoShowing: true }, 'video'],
    ['focus inside', { focusInside: true }, 'focus'],
    ['the pointer over it', { pointerOver: true }, 'hover'],
    ['focus inside and the pointer over it', { focusInside: true, pointerOver: true }, 'focus'],
    ['reduced motion before the button', { reducedMotion: true, paused: true }, 'reduced-motion'],
  ])('%s: %s', (_name, change, expected) => {
    expect(autoplayState({ ...playing, ...change })).toBe(expected);
  });

  it.each<[number, number]>([
    [0, 5],
    [2, 5],
    [4, 5],
    [1, 2],
  ])('randomize from slide %i of %i never picks it', (current, count) => {
    const picks = new Set<number>();
    for (let step = 0; step < 100; step += 1) picks.add(randomSlide(current, count, step / 100));
    expect(picks.has(current)).toBe(false);
    expect(picks.size).toBe(count - 1);
    expect(randomSlide(current, count, 0.999999)).toBeLessThan(count);
  });

  it('randomize with one slide stays on it', () => {
    expect(randomSlide(0, 1, 0.5)).toBe(0);
  });

  it.each<[number, number, boolean, number, number]>([
    [0, 3, false, 0.5, 1],
    [1, 3, false, 0.5, 2],
    [2, 3, false, 0.5, 0],
    [0, 3, true, 0, 1],
    [2, 3, true, 0.99, 1],
    [0, 1, false, 0.5, 0],
  ])('from slide %i of %i, randomize %s (random %s): slide %i', (current, count, randomize, random, expected) => {
    expect(autoplayTarget(current, count, randomize, random)).toBe(expected);
  });
});

describe('meta box and thumbnails (spec 001 §9)', () => {
  it.each<[number, number, number | null]>([
    [100, 500, null],
    [450, 500, null],
    [451, 500, 200],
    [900, 500, 200],
    [10, 0, null],
  ])('a meta box of %i px in a %i px container is limited to %s', (meta, container, expected) => {
    expect(metaBoxLimit(meta, container)).toBe(expected);
  });

  it.each<[number | undefined, number]>([
    [undefined, 0],
    [3, 3],
    [5, 5],
    [12, 5],
    [-2, 0],
  ])('thumbnail padding %s is %i', (padding, expected) => {
    expect(thumbnailPadding(padding)).toBe(expected);
  });

  it.each<[Parameters<typeof thumbnailRatio>[0], boolean, number]>([
    [{ type: 'image', dimensions: { width: 300, height: 200 } }, false, 1.5],
    [{ type: 'image', dimensions: { width: 300, height: 200 } }, true, 1],
    [{ type: 'video' }, false, 16 / 9],
    [{ type: 'image' }, false, 1],
  ])('thumbnail of %j (square %s): %f', (slide, square, expected) => {
    expect(thumbnailRatio(slide, square)).toBeCloseTo(expected);
  });
});
