import { describe, expect, it } from 'vitest';
import {
  type Caret,
  type FocusNow,
  refocus,
  rescroll,
  reselect,
  restoreStep,
  type Scroll,
  type ValueKind,
  type ValueMoments,
  valueKind,
} from './visitor-state.logic.ts';

describe('valueKind', () => {
  it.each<[string, string, ValueKind | undefined]>([
    ['input', 'text', 'text'],
    ['input', 'email', 'text'],
    ['input', 'password', 'text'],
    ['input', 'number', 'text'],
    ['textarea', 'textarea', 'text'],
    ['input', 'checkbox', 'check'],
    ['input', 'radio', 'radio'],
    ['select', 'select-one', 'select'],
    ['select', 'select-multiple', 'select'],
    ['input', 'file', undefined],
    ['input', 'hidden', undefined],
    ['input', 'submit', undefined],
    ['input', 'reset', undefined],
    ['button', 'submit', undefined],
  ])('<%s type=%s>: %s', (tag, type, kind) => {
    expect(valueKind(tag, type)).toBe(kind);
  });
});

describe('restoreStep', () => {
  it.each<[string, ValueKind, ValueMoments, 'tell' | 'leave']>([
    [
      'typed, kept by hydration, the view still has the server value',
      'text',
      { kept: 'Ada', view: '', now: 'Ada' },
      'tell',
    ],
    ['typed, wiped by hydration', 'text', { kept: 'Ada', view: '', now: '' }, 'tell'],
    ['typed, and the view has it', 'text', { kept: 'Ada', view: 'Ada', now: 'Ada' }, 'leave'],
    ['typed again while it hydrated', 'text', { kept: 'Ada', view: '', now: 'Ada L' }, 'leave'],
    ['checked, kept by hydration', 'check', { kept: 'true', view: 'false', now: 'true' }, 'tell'],
    ['unchecked, wiped by hydration', 'check', { kept: 'false', view: 'true', now: 'true' }, 'tell'],
    ['a radio checked', 'radio', { kept: 'true', view: 'false', now: 'false' }, 'tell'],
    [
      'the radio the one checked replaced: its group follows',
      'radio',
      { kept: 'false', view: 'true', now: 'true' },
      'leave',
    ],
    ['an option chosen', 'select', { kept: '2', view: '0', now: '0' }, 'tell'],
    ['options chosen, kept', 'select', { kept: '1,3', view: '', now: '1,3' }, 'tell'],
  ])('%s: %s', (_, kind, moments, step) => {
    expect(restoreStep(kind, moments)).toBe(step);
  });
});

describe('refocus', () => {
  it.each<[FocusNow, boolean]>([
    ['kept', false],
    ['lost', true],
    ['elsewhere', false],
  ])('focus %s: %s', (now, again) => {
    expect(refocus(now)).toBe(again);
  });
});

describe('rescroll', () => {
  it.each<[string, Scroll, Scroll, boolean]>([
    ['moved back to the start', [0, 120], [0, 0], true],
    ['left where it was', [40, 0], [40, 0], false],
    ['moved elsewhere since', [0, 120], [0, 300], false],
  ])('%s', (_, kept, now, again) => {
    expect(rescroll(kept, now)).toBe(again);
  });
});

describe('reselect', () => {
  const caret = (value: string, start: number, end = start, direction = 'none'): Caret => ({
    value,
    selection: [start, end, direction],
  });
  it.each<[string, Caret, Caret, boolean]>([
    ['the caret moved to the end by the value set again', caret('Ada', 1), caret('Ada', 3), true],
    ['a selection made backwards', caret('Ada', 0, 2, 'backward'), caret('Ada', 0, 2, 'none'), true],
    ['where it was', caret('Ada', 1), caret('Ada', 1), false],
    ['other text now', caret('Ada', 1), caret('Ada L', 5), false],
  ])('%s', (_, kept, now, again) => {
    expect(reselect(kept, now)).toBe(again);
  });
});
