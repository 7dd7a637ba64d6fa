import { describe, expect, it } from 'vitest';
import {
  carouselControls,
  carouselRatio,
  carouselSlidesPerRow,
  groupCount,
  groupOf,
  groupStart,
  groupStep,
  slideShown,
  windowStart,
} from './carousel.logic.ts';
import { slideLabel } from './moving/moving.logic.ts';

describe('carousel slides per row (spec 001 §4)', () => {
  it.each<[number, number | null, number]>([
    [3, null, 3],
    [3, 1024, 3],
    [3, 724, 3],
    [3, 723, 3],
    [3, 480, 3],
    [3, 479, 2],
    [3, 360, 2],
    [5, 1024, 5],
    [5, 723, 3],
    [5, 600, 3],
    [5, 479, 2],
    [2, 600, 2],
    [2, 479, 2],
    [1, 360, 1],
    [1, 600, 1],
  ])('%i per row at %s px: %i', (configured, width, expected) => {
    expect(carouselSlidesPerRow(configured, width)).toBe(expected);
  });
});

describe('carousel groups', () => {
  it.each<[number, number, number]>([
    [0, 3, 0],
    [1, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [7, 3, 3],
    [7, 2, 4],
  ])('%i slides, %i per row: %i groups', (count, perRow, groups) => {
    expect(groupCount(count, perRow)).toBe(groups);
  });

  it.each<[number, number, number, number, number]>([
    // index, perRow, count, group, first slide shown
    [0, 3, 7, 0, 0],
    [2, 3, 7, 0, 0],
    [3, 3, 7, 1, 3],
    [6, 3, 7, 2, 4],
    [5, 2, 6, 2, 4],
  ])(
    'slide %i (%i per row of %i) is in group %i, which starts at %i (the last group is full)',
    (index, perRow, count, group, start) => {
      expect(groupOf(index, perRow, count)).toBe(group);
      expect(groupStart(group, perRow, count)).toBe(start);
      expect(slideShown(index, group, perRow, count)).toBe(true);
    },
  );

  it('only the slides of the group are shown', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => slideShown(index, 1, 3, 7))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('carousel previous and next', () => {
  type Controls = ReturnType<typeof carouselControls>;
  const shown: Controls = { hidden: false, previousDisabled: false, nextDisabled: false };
  it.each<[string, Parameters<typeof carouselControls>[0], Controls]>([
    [
      'all fit: hidden',
      { count: 3, perRow: 3, start: 0, loop: false },
      { hidden: true, previousDisabled: true, nextDisabled: true },
    ],
    [
      'fewer than fit with loop: hidden',
      { count: 2, perRow: 3, start: 0, loop: true },
      { hidden: true, previousDisabled: true, nextDisabled: true },
    ],
    [
      'first group: previous disabled',
      { count: 7, perRow: 3, start: 0, loop: false },
      { ...shown, previousDisabled: true },
    ],
    ['middle group: both on', { count: 7, perRow: 3, start: 3, loop: false }, shown],
    ['last group: next disabled', { count: 7, perRow: 3, start: 4, loop: false }, { ...shown, nextDisabled: true }],
    ['loop: never disabled', { count: 7, perRow: 3, start: 4, loop: true }, shown],
  ])('%s', (_name, state, expected) => {
    expect(carouselControls(state)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof groupStep>[0], boolean, number | null]>([
    ['next from the first group', { start: 0, count: 7, perRow: 3, loop: false }, true, 3],
    ['next to the last group, kept full', { start: 3, count: 7, perRow: 3, loop: false }, true, 4],
    ['next at the last group, no loop', { start: 4, count: 7, perRow: 3, loop: false }, true, null],
    ['next at the last group, loop', { start: 4, count: 7, perRow: 3, loop: true }, true, 0],
    ['previous at the first group, no loop', { start: 0, count: 7, perRow: 3, loop: false }, false, null],
    ['previous at the first group, loop', { start: 0, count: 7, perRow: 3, loop: true }, false, 4],
    ['previous from the last group', { start: 4, count: 7, perRow: 3, loop: false }, false, 1],
    ['previous from the second group', { start: 3, count: 7, perRow: 3, loop: false }, false, 0],
    ['loop with fewer slides than fit moves nothing', { start: 0, count: 2, perRow: 3, loop: true }, true, null],
    ['loop with as many slides as fit moves nothing', { start: 0, count: 3, perRow: 3, loop: true }, false, null],
  ])('%s', (_name, state, forward, expected) => {
    expect(groupStep(state, forward)).toBe(expected);
  });

  it.each<[number, number, number, number, number]>([
    // where the row was, the new current slide, per row, count, where it is now
    [4, 4, 3, 7, 4],
    [4, 6, 3, 7, 4],
    [0, 2, 3, 7, 0],
    [0, 3, 3, 7, 3],
    [3, 2, 3, 7, 0],
    [0, 6, 3, 7, 4],
    [1, 1, 3, 7, 1],
    [4, 5, 2, 7, 4],
    [6, 0, 3, 7, 0],
    [5, 5, 3, 7, 3],
  ])(
    'from %i, slide %i current (%i per row of %i): the row starts at %i',
    (previous, index, perRow, count, expected) => {
      expect(windowStart(previous, index, perRow, count)).toBe(expected);
    },
  );
});

describe('carousel tile ratio', () => {
  const slides = [{ dimensions: { width: 1600, height: 1200 } }, { dimensions: { width: 800, height: 1200 } }, {}];
  it.each<[Parameters<typeof carouselRatio>[0], number]>([
    [undefined, 1],
    [1.5, 1.5],
    ['auto', 800 / 1200],
  ])('%s', (aspect, expected) => {
    expect(carouselRatio(aspect, slides)).toBeCloseTo(expected);
  });
  it('auto without any dimensions is square', () => {
    expect(carouselRatio('auto', [{}])).toBe(1);
  });
  it('labels a slide n of m', () => {
    expect(slideLabel(2, 7)).toBe('3 of 7');
  });
});
