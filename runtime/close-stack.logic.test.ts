import { describe, expect, it } from 'vitest';
import { type Closable, type CloseReason, closesOnClick, createCloseStack } from './close-stack.logic.ts';

function item(name: string, closed: string[], inside: EventTarget[] = []): Closable {
  return {
    contains: (path) => path.some((target) => inside.includes(target)),
    close: (reason: CloseReason) => closed.push(`${name}:${reason}`),
  };
}

describe('close stack', () => {
  it('closes the most recently opened item first', () => {
    const closed: string[] = [];
    const stack = createCloseStack();
    const offs = ['first', 'second', 'third'].map((name) => stack.register(item(name, closed)));
    for (let index = 2; index >= 0; index--) {
      expect(stack.closeTop('escape')).toBe(true);
      offs[index]?.();
    }
    expect(closed).toEqual(['third:escape', 'second:escape', 'first:escape']);
    expect(stack.closeTop('escape')).toBe(false);
  });

  it('takes an item off wherever it is, once, and tells subscribers', () => {
    const closed: string[] = [];
    const stack = createCloseStack();
    let changes = 0;
    stack.subscribe(() => changes++);
    const offFirst = stack.register(item('first', closed));
    stack.register(item('second', closed));
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
  const top = item('top', [], [panel]);
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
    ['a click inside the item', click({ pressTarget: panel, clickTarget: panel, path: [panel] }), false],
    ['a click whose path passes through the item', click({ path: [a, panel] }), false],
    ['a click with no press (from the keyboard)', click({ pressTarget: undefined }), false],
    ['the click that opened the item', click({ topAtPress: undefined }), false],
  ])('%s', (_name, event, expected) => {
    expect(closesOnClick(top, event)).toBe(expected);
  });

  it('closes nothing when nothing is open', () => {
    expect(closesOnClick(undefined, click({ topAtPress: undefined }))).toBe(false);
  });
});
