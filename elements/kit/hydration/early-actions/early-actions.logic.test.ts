import { describe, expect, it } from 'vitest';
import { BUTTON, type ControlKind, EARLY_STEPS, type EarlyStep, NATIVE, OTHER, SUBMIT } from './early-actions.logic.ts';

describe('EARLY_STEPS', () => {
  it.each<[string, ControlKind, 'click' | 'key', EarlyStep]>([
    ['a link, a summary, a check box or a field: the platform acts', NATIVE, 'click', 0],
    ['a key on a link or in a field: the platform acts', NATIVE, 'key', 0],
    ['a button: the click is recorded', BUTTON, 'click', 1],
    ['a key on a button: it clicks the button, and that click is recorded', BUTTON, 'key', 0],
    ['a submit button: the click is recorded and the form not posted', SUBMIT, 'click', 2],
    ['a key on a submit button: it clicks it, and that click is recorded', SUBMIT, 'key', 0],
    ['a role=button or a tab stop: the click is recorded', OTHER, 'click', 1],
    ['a key on a role=button or a tab stop: recorded, nothing else acts on it', OTHER, 'key', 1],
  ])('%s', (_, kind, input, step) => {
    expect(EARLY_STEPS[kind]?.[input === 'key' ? 1 : 0]).toBe(step);
  });
});
