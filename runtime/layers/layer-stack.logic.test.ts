import { describe, expect, it } from 'vitest';
import {
  type CloseReason,
  closesOnClick,
  createLayerStack,
  ESCAPE_KEY_CODE,
  type EscapeKeydown,
  escapeKeydown,
  isEscape,
  type KeyPress,
  type Layer,
} from './layer-stack.logic.ts';

function layer(name: string, closed: string[], inside: EventTarget[] = []): Layer {
  return {
    contains: (path) => path.some((target) => inside.includes(target)),
    close: (reason: CloseReason) => closed.push(`${name}:${reason}`),
  };
}

describe('the spec constants (spec 000 §9)', () => {
  it('answers key code 27', () => {
    expect(ESCAPE_KEY_CODE).toBe(27);
  });
});

describe('isEscape', () => {
  const press = (overrides: Partial<KeyPress>): KeyPress => ({
    key: 'Escape',
    keyCode: 27,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...overrides,
  });
  it.each([
    ['Escape', press({}), true],
    ['Shift+Escape', press({ shiftKey: true }), true],
    ['key code 27 under an old key name', press({ key: 'Esc' }), true],
    ['the Escape key name without a key code', press({ keyCode: 0 }), true],
    ['Alt+Escape', press({ altKey: true }), false],
    ['Control+Escape', press({ ctrlKey: true }), false],
    ['Meta+Escape', press({ metaKey: true }), false],
    ['Enter', press({ key: 'Enter', keyCode: 13 }), false],
  ])('%s -> %s', (_name, event, expected) => {
    expect(isEscape(event)).toBe(expected);
  });
});

describe('layer stack', () => {
  it('closes the most recently opened layer first', () => {
    const closed: string[] = [];
    const stack = createLayerStack();
    const offs = ['first', 'second', 'third'].map((name) => stack.push(layer(name, closed)));
    for (let index = 2; index >= 0; index--) {
      expect(stack.closeTop('escape')).toBe(true);
      offs[index]?.();
    }
    expect(closed).toEqual(['third:escape', 'second:escape', 'first:escape']);
    expect(stack.closeTop('escape')).toBe(false);
  });

  it('takes a layer off wherever it is, once, and tells subscribers', () => {
    const closed: string[] = [];
    const stack = createLayerStack();
    let changes = 0;
    stack.subscribe(() => changes++);
    const offFirst = stack.push(layer('first', closed));
    stack.push(layer('second', closed));
    offFirst();
    offFirst();
    expect(stack.size()).toBe(1);
    expect(changes).toBe(3);
    stack.closeTop('outside');
    expect(closed).toEqual(['second:outside']);
  });
});

describe('closesOnClick', () => {
  const a = { id: 'a' } as unknown as EventTarget;
  const b = { id: 'b' } as unknown as EventTarget;
  const panel = { id: 'panel' } as unknown as EventTarget;
  const top = layer('top', [], [panel]);
  const click = (overrides: Partial<Parameters<typeof closesOnClick>[1]>) => ({
    pressTarget: a,
    clickTarget: a,
    path: [a],
    topAtPress: top,
    ...overrides,
  });

  it.each([
    ['a click outside that started and ended on the same element', click({}), true],
    ['a press on one element released on another', click({ clickTarget: b, path: [b] }), false],
    ['a click inside the layer', click({ pressTarget: panel, clickTarget: panel, path: [panel] }), false],
    ['a click whose path passes through the layer', click({ path: [a, panel] }), false],
    ['a click with no press (from the keyboard)', click({ pressTarget: undefined }), false],
    ['the click that opened the layer', click({ topAtPress: undefined }), false],
  ])('%s', (_name, event, expected) => {
    expect(closesOnClick(top, event)).toBe(expected);
  });

  it('closes nothing when nothing is open', () => {
    expect(closesOnClick(undefined, click({ topAtPress: undefined }))).toBe(false);
  });
});

describe('escapeKeydown', () => {
  const keydown = (overrides: Partial<EscapeKeydown>): EscapeKeydown => ({
    escape: true,
    handled: false,
    repeat: false,
    composing: false,
    layers: 1,
    foreignModalOnTop: false,
    closeWatcher: true,
    ...overrides,
  });
  it.each([
    ['with CloseWatcher, the close request closes the top layer', {}, 'ignore'],
    ['without CloseWatcher, the keydown closes it', { closeWatcher: false }, 'close-top'],
    ['nothing open', { layers: 0, closeWatcher: false }, 'ignore'],
    ['another key', { escape: false, closeWatcher: false }, 'ignore'],
    ['a keydown the page already handled', { handled: true, closeWatcher: false }, 'ignore'],
    ['an input method composing', { composing: true, closeWatcher: false }, 'ignore'],
    ['a held key repeats: held, so one press closes one layer', { repeat: true }, 'hold'],
    ['a held key repeats, without CloseWatcher', { repeat: true, closeWatcher: false }, 'hold'],
    ["the page's own modal dialog is newer: the watcher steps aside", { foreignModalOnTop: true }, 'step-aside'],
    [
      "the page's own modal dialog is newer, without CloseWatcher: it cancels itself",
      { foreignModalOnTop: true, closeWatcher: false },
      'ignore',
    ],
  ] satisfies [string, Partial<EscapeKeydown>, ReturnType<typeof escapeKeydown>][])(
    '%s',
    (_name, overrides, expected) => {
      expect(escapeKeydown(keydown(overrides))).toBe(expected);
    },
  );
});
