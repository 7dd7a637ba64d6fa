import { describe, expect, it } from 'vitest';
import { activeTab, tabAfterKey } from './menu.logic.ts';

describe('tabAfterKey', () => {
  it.each([
    // key, focused tab, tabs, tab focused after
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 1, 3, 2],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 2, 3, 1],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowRight', 0, 1, 0],
    ['ArrowLeft', 0, 1, 0],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Home', 0, 3, 0],
    ['End', 2, 3, 2],
  ])('%s on tab %s of %s moves to tab %s', (key, index, count, next) => {
    expect(tabAfterKey(key, index, count)).toBe(next);
  });

  it.each(['Enter', ' ', 'ArrowUp', 'ArrowDown', 'Tab', 'a'])('leaves the focus to %j', (key) => {
    expect(tabAfterKey(key, 1, 3)).toBeNull();
  });

  it('moves nowhere without tabs', () => {
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabAfterKey('End', 0, 0)).toBeNull();
  });
});

describe('activeTab', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [2, 2, 1],
    [5, 1, 0],
    [0, 0, 0],
  ])('tab %s chosen of %s tabs selects tab %s', (chosen, count, active) => {
    expect(activeTab(chosen, count)).toBe(active);
  });
});
