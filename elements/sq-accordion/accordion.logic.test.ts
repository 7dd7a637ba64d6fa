import { describe, expect, it } from 'vitest';
import { type AccordionState, ANIMATION_MS, accordionStep, initialOpen } from './accordion.logic.ts';

const o = (text: string) => [...text].map((c) => c === '1');
const idle = (text: string): AccordionState => ({ open: o(text), animating: false });

describe('accordion constants (spec 001 §9)', () => {
  it('animates for 250 ms', () => {
    expect(ANIMATION_MS).toBe(250);
  });
});

describe('accordionStep: a toggle', () => {
  it.each([
    // open before, index, multiple open, open after
    ['000', 0, false, '100'],
    ['100', 1, false, '010'],
    ['100', 0, false, '000'],
    ['010', 2, false, '001'],
    ['000', 0, true, '100'],
    ['100', 1, true, '110'],
    ['110', 0, true, '010'],
    ['111', 2, true, '110'],
    ['101', 1, false, '010'],
  ])('%s, toggling item %s (multiple open %s) leaves %s open', (before, index, multiple, after) => {
    expect(accordionStep(idle(before), { type: 'toggle', index, animate: true }, multiple).open).toEqual(o(after));
  });

  it('starts the lock when it animates, and not under reduced motion', () => {
    expect(accordionStep(idle('00'), { type: 'toggle', index: 0, animate: true }, false).animating).toBe(true);
    expect(accordionStep(idle('00'), { type: 'toggle', index: 0, animate: false }, false).animating).toBe(false);
  });

  it('is ignored while an item animates (the 250 ms lock), for opening and closing alike', () => {
    for (const [index, multiple] of [
      [0, false],
      [1, false],
      [1, true],
    ] as const) {
      const state: AccordionState = { open: o('10'), animating: true };
      expect(accordionStep(state, { type: 'toggle', index, animate: true }, multiple)).toBe(state);
    }
  });

  it('is taken again once the animation has settled', () => {
    const moving = accordionStep(idle('00'), { type: 'toggle', index: 0, animate: true }, false);
    expect(accordionStep(moving, { type: 'toggle', index: 1, animate: true }, false)).toBe(moving);
    const settled = accordionStep(moving, { type: 'settled' }, false);
    expect(settled).toEqual(idle('10'));
    expect(accordionStep(settled, { type: 'toggle', index: 1, animate: true }, false).open).toEqual(o('01'));
  });

  it('ignores an index outside the items, and settling when nothing moves', () => {
    const state = idle('10');
    expect(accordionStep(state, { type: 'toggle', index: 2, animate: true }, false)).toBe(state);
    expect(accordionStep(state, { type: 'toggle', index: -1, animate: true }, false)).toBe(state);
    expect(accordionStep(state, { type: 'settled' }, false)).toBe(state);
  });
});

describe('accordionStep: an item opened from elsewhere (find-in-page, a script)', () => {
  it.each([
    ['110', 1, false, '010'],
    ['011', 2, false, '001'],
    ['110', 1, true, '110'],
  ])('%s, item %s opened (multiple open %s) leaves %s open', (before, index, multiple, after) => {
    expect(accordionStep(idle(before), { type: 'opened', index }, multiple).open).toEqual(o(after));
  });

  it('changes nothing when the others are closed already, or while an item animates', () => {
    const alone = idle('010');
    expect(accordionStep(alone, { type: 'opened', index: 1 }, false)).toBe(alone);
    const moving: AccordionState = { open: o('110'), animating: true };
    expect(accordionStep(moving, { type: 'opened', index: 1 }, false)).toBe(moving);
  });
});

describe('initialOpen', () => {
  it.each([
    // as written, first open, multiple open, at the start
    ['000', false, false, '000'],
    ['000', true, false, '100'],
    ['010', true, false, '100'],
    ['010', true, true, '110'],
    ['011', false, false, '010'],
    ['011', false, true, '011'],
    ['', true, false, ''],
  ])('%s with first-open %s (multiple open %s) starts with %s open', (written, first, multiple, start) => {
    expect(initialOpen(o(written), first, multiple)).toEqual(o(start));
  });
});
