import { describe, expect, it } from 'vitest';
import { type DialogEvent, type DialogState, dismissResult, isModal, transition } from './dialogs.logic.ts';

describe('dialog states', () => {
  it.each<[DialogState, DialogEvent, DialogState, string | undefined]>([
    ['shown', { type: 'close', result: 'confirm' }, 'hiding', 'confirm'],
    ['shown', { type: 'close', result: 'reject' }, 'hiding', 'reject'],
    ['shown', { type: 'close', result: 'cancel' }, 'hiding', 'cancel'],
    ['shown', { type: 'hidden' }, 'shown', undefined],
    ['shown', { type: 'fallback' }, 'shown', undefined],
    ['hiding', { type: 'close', result: 'cancel' }, 'hiding', undefined],
    ['hiding', { type: 'hidden' }, 'hidden', undefined],
    ['hiding', { type: 'fallback' }, 'hidden', undefined],
    ['hidden', { type: 'close', result: 'confirm' }, 'hidden', undefined],
    ['hidden', { type: 'fallback' }, 'hidden', undefined],
  ])('%s + %o -> %s', (state, event, next, result) => {
    expect(transition(state, event)).toEqual(result ? { state: next, result } : { state: next });
  });
});

describe('dismissing', () => {
  it('means cancel, and Clear on the system error overlay', () => {
    expect(dismissResult('confirm')).toBe('cancel');
    expect(dismissResult('alert')).toBe('cancel');
    expect(dismissResult('info')).toBe('cancel');
    expect(dismissResult('system-error-dialog')).toBe('cancel');
    expect(dismissResult('system-error-overlay')).toBe('clear');
  });

  it('every dialog is modal but the information notice', () => {
    expect(isModal('info')).toBe(false);
    for (const kind of ['confirm', 'alert', 'system-error-dialog', 'system-error-overlay'] as const) {
      expect(isModal(kind)).toBe(true);
    }
  });
});
