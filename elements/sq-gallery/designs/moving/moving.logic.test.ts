import { describe, expect, it } from 'vitest';
import {
  boundedPosition,
  isBoundary,
  newSwipeRest,
  parseSnapPoints,
  readNewSwipeOptions,
  snapDuration,
} from '../new-swipe.logic.ts';
import {
  KEN_BURNS_ZOOM,
  neighbours,
  preloaded,
  readTransition,
  SLIDESHOW_SPEED_S,
  STACKED_Z_INDEX,
  slideDistance,
  slideSide,
  slideshowClick,
  slideshowRatio,
  stackedZIndex,
  transitionSeconds,
} from '../slideshow.logic.ts';
import {
  SLIDER_ASPECT_RATIO,
  STRIP_PRELOAD,
  STRIP_SPEED_S,
  stripAhead,
  stripAlignment,
  stripClick,
  stripOffset,
  stripShown,
} from '../strip.logic.ts';
import { dragPosition, frameRatio } from '../swipe-frame.logic.ts';
import { paginationDisabled } from './moving.logic.ts';

describe('strip alignment (spec 001 §5)', () => {
  it.each<[unknown, string]>([
    ['left', 'start'],
    ['center', 'middle'],
    ['right', 'end'],
    ['Left ', 'start'],
    ['start', 'start'],
    ['middle', 'middle'],
    ['end', 'end'],
    ['top', 'middle'],
    ['', 'middle'],
    [undefined, 'middle'],
    [3, 'middle'],
  ])('%j is %s', (value, expected) => {
    expect(stripAlignment(value)).toBe(expected);
  });

  it.each<[number, number, 'next' | 'previous' | 'none', ReturnType<typeof stripClick>]>([
    [2, 0, 'next', 2],
    [0, 0, 'next', 'NEXT'],
    [0, 0, 'previous', 'PREVIOUS'],
    [0, 0, 'none', null],
  ])('clicking slide %i with %i current (active click %s) asks for %j', (index, current, active, expected) => {
    expect(stripClick(index, current, active)).toBe(expected);
  });

  it('has the spec constants', () => {
    expect([STRIP_SPEED_S, SLIDER_ASPECT_RATIO]).toEqual([0.5, 50]);
  });
});

describe('strip position: from the slides’ ratios, in strip heights and gutters', () => {
  const ratios = [1.5, 1, 2, 0.5];
  it.each<[number, 'start' | 'middle' | 'end', { fraction: number; heights: number; gaps: number }]>([
    [0, 'start', { fraction: 0, heights: 0, gaps: 0 }],
    [0, 'middle', { fraction: 0.5, heights: 0.75, gaps: 0 }],
    [0, 'end', { fraction: 1, heights: 1.5, gaps: 0 }],
    [2, 'start', { fraction: 0, heights: 2.5, gaps: 2 }],
    [2, 'middle', { fraction: 0.5, heights: 3.5, gaps: 2 }],
    [3, 'end', { fraction: 1, heights: 5, gaps: 3 }],
  ])('slide %i at the %s', (index, alignment, expected) => {
    expect(stripOffset(ratios, index, alignment)).toEqual(expected);
  });

  // A strip 1000 px wide and 500 tall with 10 px gutters: slides 750, 500, 1000 and 250 px wide.
  it.each<[number, 'start' | 'middle' | 'end', boolean[]]>([
    [0, 'start', [true, true, false, false]],
    [0, 'middle', [true, true, false, false]],
    [1, 'middle', [true, true, true, false]],
    [2, 'start', [false, false, true, false]],
    [3, 'end', [false, false, true, true]],
  ])('slide %i at the %s: which show', (index, alignment, expected) => {
    expect(stripShown(ratios, index, alignment, { width: 1000, height: 500, gap: 10 })).toEqual(expected);
  });
});

describe('strip preload: the slides loaded before they show', () => {
  const T = true;
  const F = false;
  it.each<[boolean[], number, boolean, number[]]>([
    [[T, T, F, F, F], 1, false, [2]],
    [[F, T, T, F, F], 1, false, [0, 3]],
    [[F, F, F, T, T], 1, true, [0, 2]],
    [[T, F, F, F, T], 1, true, [1, 3]],
    [[T, T, F, F, F], 1, true, [2, 4]],
    [[T, F, F, F, F], 2, false, [1, 2]],
    [[T, T, T], 1, true, []],
  ])('shown %j, preload %i, loop %s: %j ahead', (shown, preload, loop, expected) => {
    expect(stripAhead(shown, preload, loop)).toEqual(expected);
  });

  it('preloads one slide (spec 001 §9)', () => {
    expect(STRIP_PRELOAD).toBe(1);
  });
});

describe('slideshow preload, moving designs’ ends', () => {
  it.each<[number, number, number, number]>([
    [0, 0, 5, 0],
    [1, 0, 5, 1],
    [4, 0, 5, 1],
    [2, 0, 5, 2],
    [3, 0, 5, 2],
  ])('slide %i is %i from slide %i of %i, round the ends', (at, current, count, distance) => {
    expect(slideDistance(at, current, count)).toBe(distance);
    expect(preloaded(at, current, count, 1)).toBe(distance <= 1);
  });

  it.each<[number, number, boolean, { previous: boolean; next: boolean }]>([
    [0, 5, false, { previous: true, next: false }],
    [4, 5, false, { previous: false, next: true }],
    [2, 5, false, { previous: false, next: false }],
    [0, 5, true, { previous: false, next: false }],
    [0, 1, true, { previous: true, next: true }],
  ])('slide %i of %i, loop %s: disabled buttons', (index, count, loop, expected) => {
    expect(paginationDisabled({ index, count, loop })).toEqual(expected);
  });
});

describe('slideshow transitions (spec 001 §4, §8)', () => {
  it.each<[Parameters<typeof slideshowRatio>, number]>([
    [[50, undefined, { width: 3, height: 2 }], 2],
    [[undefined, 4 / 3, { width: 3, height: 2 }], 4 / 3],
    [[undefined, 'auto', { width: 3, height: 2 }], 1.5],
    [[undefined, undefined, undefined], 1],
  ])('its ratio from vSize, image-aspect-ratio, the first slide: %j is %d', (args, expected) => {
    expect(slideshowRatio(...args)).toBeCloseTo(expected);
  });

  it.each<['fade' | 'ken-burns' | 'scroll' | 'swipe' | 'new-swipe', number]>([
    ['fade', 1],
    ['ken-burns', 1],
    ['scroll', 1],
    ['swipe', 0.28],
    ['new-swipe', 0.28],
  ])('%s takes %d s', (transition, seconds) => {
    expect(transitionSeconds(transition, 0.28)).toBe(seconds);
  });

  it.each<[string | undefined, string, string | null]>([
    [undefined, 'fade', null],
    ['fade', 'fade', null],
    ['ken-burns', 'ken-burns', null],
    ['new-swipe', 'new-swipe', null],
    ['scroll', 'scroll', null],
    ['Swipe', 'swipe', null],
    ['cube', 'fade', 'Could not find transition named cube'],
  ])('%j is %s', (name, transition, warning) => {
    expect(readTransition(name)).toEqual({ transition, warning });
  });

  it.each<['next' | 'previous' | 'halves', number, 'NEXT' | 'PREVIOUS']>([
    ['next', 10, 'NEXT'],
    ['previous', 900, 'PREVIOUS'],
    ['halves', 100, 'PREVIOUS'],
    ['halves', 600, 'NEXT'],
  ])('a click with %s at x %i goes %s', (behaviour, x, expected) => {
    expect(slideshowClick(behaviour, x, 1000)).toBe(expected);
  });

  it.each<[number, number, boolean, { previous: number | null; next: number | null }]>([
    [0, 5, false, { previous: null, next: 1 }],
    [4, 5, false, { previous: 3, next: null }],
    [2, 5, false, { previous: 1, next: 3 }],
    [0, 5, true, { previous: 4, next: 1 }],
    [4, 5, true, { previous: 3, next: 0 }],
    [0, 1, true, { previous: null, next: null }],
  ])('slide %i of %i, loop %s: the slides a finger brings in', (index, count, loop, expected) => {
    expect(neighbours(index, count, loop)).toEqual(expected);
  });

  it('the sliding transitions: the slide going out leaves the way it moves, the neighbours wait on their own side', () => {
    // On from slide 1 to 2 of 5: 1 leaves before, 3 waits after, 0 and 4 on the side the next comes from.
    expect([0, 1, 2, 3, 4].map((at) => slideSide(at, 2, 1, 5))).toEqual([
      'after',
      'before',
      undefined,
      'after',
      'after',
    ]);
    // Back from 3 to 2: 3 leaves after; 1, beside 2, waits before, as does 0; 4 too (the way back comes from before).
    expect([0, 1, 2, 3, 4].map((at) => slideSide(at, 2, 3, 5))).toEqual([
      'before',
      'before',
      undefined,
      'after',
      'before',
    ]);
    // Round the end: on from the last slide to the first, the last leaves before, and is the one before it.
    expect([0, 1, 2, 3].map((at) => slideSide(at, 0, 3, 4))).toEqual([undefined, 'after', 'after', 'before']);
  });

  it('stacks from z-index 888: the current slide over the one it replaces', () => {
    expect([0, 1, 2].map((index) => stackedZIndex(index, 2, 1))).toEqual([888, 889, 890]);
    expect([STACKED_Z_INDEX, KEN_BURNS_ZOOM, SLIDESHOW_SPEED_S]).toEqual([888, 1.075, 1]);
  });
});

describe('new-swipe (spec 001 §5, §9)', () => {
  it.each<[unknown, boolean]>([
    ['none', true],
    ['hard', true],
    ['inertial', true],
    ['soft', false],
    [undefined, false],
  ])('boundary %j valid: %s', (value, expected) => {
    expect(isBoundary(value)).toBe(expected);
  });

  it.each<[string, number[] | 'none' | null]>([
    ['none', 'none'],
    ['50%', [50]],
    ['0%, 33.3% 100%', [0, 33.3, 100]],
    ['50', null],
    ['50px', null],
    ['', null],
  ])('snap points %j', (value, expected) => {
    expect(parseSnapPoints(value)).toEqual(expected);
  });

  it.each<[number, number, number, number]>([
    // distance px, velocity px/ms, viewport width, seconds
    [400, 1, 1024, 0.4],
    [1000, 1, 1024, 0.5],
    [50, 1, 1024, 0.3],
    [400, 0, 1024, 0.5],
    [300, 1, 766, 0.3],
    [1000, 1, 766, 0.4],
    [50, 1, 766, 0.2],
    [400, -1, 767, 0.4],
  ])('a snap of %i px at %i px/ms in a %i px window takes %f s', (distance, velocity, viewport, seconds) => {
    expect(snapDuration(distance, velocity, viewport)).toBeCloseTo(seconds);
  });

  it.each<[number, 'none' | 'hard' | 'inertial', number]>([
    [-90, 'none', -90],
    [-90, 'hard', 0],
    [-90, 'inertial', -30],
    [1090, 'hard', 1000],
    [1090, 'inertial', 1030],
    [500, 'inertial', 500],
  ])('position %i under %s boundaries is drawn at %i', (position, boundary, expected) => {
    expect(boundedPosition(position, 0, 1000, boundary)).toBeCloseTo(expected);
  });
});

describe('new-swipe rest (spec 001 §5, §9)', () => {
  it.each<[string, number, number, readonly number[] | 'none', { index: number; offset: number }]>([
    // position px, velocity px/ms, snap points; slides 400 px wide, 5 of them
    ['a slow short drag snaps back', 120, 0, [0], { index: 0, offset: 0 }],
    ['a slow drag past half goes on', 220, 0, [0], { index: 1, offset: 0 }],
    ['a flick is thrown to the next slide', 80, 1, [0], { index: 1, offset: 0 }],
    ['a flick back is thrown to the one before', 1150, -1, [0], { index: 2, offset: 0 }],
    ['never past the last slide', 1700, 3, [0], { index: 4, offset: 0 }],
    ['never before the first', -90, -2, [0], { index: 0, offset: 0 }],
    ['snap points of half a slide', 590, 0, [0, 50], { index: 2, offset: -200 }],
    ['no snap points: rests where thrown', 480, 0.3, 'none', { index: 1, offset: 140 }],
  ])('%s', (_name, position, velocity, snapPoints, expected) => {
    const rest = newSwipeRest({ position, velocity, width: 400, count: 5, snapPoints });
    expect(rest.index).toBe(expected.index);
    expect(rest.offset).toBeCloseTo(expected.offset);
  });

  it('rests on the first slide when there is nothing to measure', () => {
    expect(newSwipeRest({ position: 50, velocity: 1, width: 0, count: 3, snapPoints: [0] })).toEqual({
      index: 0,
      offset: 0,
    });
  });
});

describe('swipe frame', () => {
  it.each<[number | undefined, number | 'auto' | undefined, { width: number; height: number } | undefined, number]>([
    [undefined, undefined, undefined, 2],
    [75, 1.5, undefined, 100 / 75],
    [undefined, 1.5, undefined, 1.5],
    [undefined, 'auto', { width: 1200, height: 800 }, 1.5],
    [undefined, 'auto', undefined, 2],
    [0, undefined, undefined, 2],
  ])('vSize %s, ratio %s, first slide %j: %f', (vSize, ratio, first, expected) => {
    expect(frameRatio(vSize, ratio, first)).toBeCloseTo(expected);
  });

  it.each<[number, number, 'none' | 'hard' | 'inertial', number]>([
    // rest px, finger travel px (negative: left); 3 slides 400 px wide
    [0, -100, 'hard', 100],
    [0, 90, 'hard', 0],
    [0, 90, 'inertial', -30],
    [0, 90, 'none', -90],
    [800, -90, 'inertial', 830],
    [400, 100, 'inertial', 300],
  ])('resting at %i, a drag of %i under %s draws the track at %i', (rest, dx, boundary, expected) => {
    expect(dragPosition(rest, dx, 400, 3, boundary)).toBeCloseTo(expected);
  });
});

describe('new-swipe options (spec 001 §5)', () => {
  it.each<[{ boundaries?: string; snapPoints?: string }, string, readonly number[] | 'none', number]>([
    [{}, 'inertial', [0], 0],
    [{ boundaries: 'hard', snapPoints: '0% 50%' }, 'hard', [0, 50], 0],
    [{ boundaries: 'none', snapPoints: 'none' }, 'none', 'none', 0],
    [{ boundaries: 'soft' }, 'inertial', [0], 1],
    [{ snapPoints: '50px' }, 'inertial', [0], 1],
    [{ boundaries: 'x', snapPoints: 'y' }, 'inertial', [0], 2],
  ])('%j: %s, %j, %i warnings', (options, boundary, snapPoints, warnings) => {
    const read = readNewSwipeOptions(options);
    expect([read.boundary, read.snapPoints, read.warnings.length]).toEqual([boundary, snapPoints, warnings]);
  });

  it('names the field, the value and the fallback', () => {
    expect(readNewSwipeOptions({ boundaries: 'soft' }).warnings).toEqual([
      'sq-gallery: config.designOptions.boundaries: expected none, hard or inertial, got "soft"; using inertial',
    ]);
  });
});
